import { useState } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';
import { notifySchema, type NotifyInput } from './notifySchema';
import { api } from '@/data/api';

/** Coming soon, with a notify-me form that really subscribes the address. */
export default function ComingSoonPage() {
  const translate = useT();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NotifyInput>({
    resolver: zodResolver(notifySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = async (values: NotifyInput) => {
    try {
      await api.post('/misc/notify', values);
      setDone(values.email);
    } catch {
      setError('root', { message: 'misc.comingSoon.failed' });
    }
  };
  return (
    <FullPage
      title={translate('misc.comingSoon.heading')}
      subtitle={translate('misc.comingSoon.subtitle')}
      illustration={<Illustration code="SOON" />}
    >
      {done ? (
        <Alert severity="success" role="status">
          {translate('misc.comingSoon.subscribed', { email: done })}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'center' }}
        >
          <TextField
            {...register('email')}
            type="email"
            size="small"
            label={translate('misc.comingSoon.email')}
            placeholder="john@example.com"
            error={Boolean(errors.email)}
            helperText={errors.email?.message ? translate(dynamicKey(errors.email.message)) : ' '}
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {translate('misc.comingSoon.notify')}
          </Button>
          {errors.root?.message && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {translate(dynamicKey(errors.root.message))}
            </Alert>
          )}
        </Box>
      )}
    </FullPage>
  );
}
