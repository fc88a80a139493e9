import { Alert, Button, Chip, Link as MuiLink, Stack, TextField } from '@mui/material';
import { FormDrawer } from '@/shared/FormDrawer';
import AttachIcon from '@mui/icons-material/AttachFile';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { z } from 'zod';
import type { Invoice } from '@/mock/types/invoice';
import { invoiceKey, INVOICES_KEY, saveInvoice } from '../api';
import { statusAfterSending } from '../invoiceMath';
import { ISSUER } from '../issuer';

const sendSchema = z.object({
  to: z.string().trim().min(1, 'invoices.send.toRequired').pipe(z.email('invoices.send.toInvalid')),
  subject: z.string().trim().min(1, 'invoices.send.subjectRequired'),
  message: z.string().trim().min(1, 'invoices.send.messageRequired'),
});
type SendForm = z.input<typeof sendSchema>;

const mailto = ({ to, subject, message }: SendForm) =>
  `mailto:${encodeURIComponent(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;

interface Props {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}

/**
 * Sends the invoice: checks the address, subject and message, marks a draft as Sent, and offers the message to the
 * user's own mail program (the demo has no mail server of its own).
 */
export function SendInvoiceDrawer({ invoice, open, onClose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const form = useForm<SendForm, unknown, SendForm>({
    resolver: zodResolver(sendSchema),
    mode: 'onTouched',
    defaultValues: {
      to: invoice.client.companyEmail,
      subject: translate('invoices.send.defaultSubject', { id: invoice.id }),
      message: translate('invoices.send.defaultMessage', { name: invoice.client.name, id: invoice.id }),
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = form;
  const message = (key?: string) => (key ? translate(dynamicKey(key)) : undefined);

  const send = useMutation({
    mutationFn: async () => {
      const next = statusAfterSending(invoice.invoiceStatus);
      return next === invoice.invoiceStatus ? { invoice } : saveInvoice(invoice.id, { invoiceStatus: next });
    },
    onSuccess: ({ invoice: updated }) => {
      client.setQueryData(invoiceKey(invoice.id), (old: { invoice: Invoice } | undefined) =>
        old ? { ...old, invoice: updated } : old,
      );
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      notify('invoices.send.done', { type: 'success', messageArgs: { to: form.getValues('to') } });
      onClose();
    },
    onError: () => setError('root', { message: 'invoices.common.saveFailed' }),
  });

  return (
    <FormDrawer
      title={translate('invoices.send.title')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit(() => send.mutate())}
      closeLabel={translate('invoices.common.close')}
      width={420}
    >
      <Stack spacing={2.5} sx={{ p: 3 }}>
        <TextField
          size="small"
          id="send-from"
          label={translate('invoices.send.from')}
          value={ISSUER.email}
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField
          {...register('to')}
          id="send-to"
          size="small"
          type="email"
          required
          label={translate('invoices.send.to')}
          error={Boolean(errors.to)}
          helperText={message(errors.to?.message)}
        />
        <TextField
          {...register('subject')}
          id="send-subject"
          size="small"
          required
          label={translate('invoices.send.subject')}
          error={Boolean(errors.subject)}
          helperText={message(errors.subject?.message)}
        />
        <TextField
          {...register('message')}
          id="send-message"
          size="small"
          required
          multiline
          minRows={6}
          label={translate('invoices.send.message')}
          error={Boolean(errors.message)}
          helperText={message(errors.message?.message)}
        />
        <Chip
          icon={<AttachIcon />}
          label={translate('invoices.send.attached', { id: invoice.id })}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        />
        {errors.root?.message && <Alert severity="error">{translate(dynamicKey(errors.root.message))}</Alert>}
        <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {translate('invoices.send.submit')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose}>
            {translate('invoices.common.cancel')}
          </Button>
          <MuiLink
            href={mailto({ to: watch('to'), subject: watch('subject'), message: watch('message') })}
            variant="body2"
          >
            {translate('invoices.send.openMailApp')}
          </MuiLink>
        </Stack>
      </Stack>
    </FormDrawer>
  );
}
