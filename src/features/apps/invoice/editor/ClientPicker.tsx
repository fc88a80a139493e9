import { Grid, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { InvoiceClient } from '@/mock/types/invoice';
import { CLIENTS_KEY, fetchClients } from '../api';
import { NEW_CLIENT, type InvoiceFormValues } from './invoiceFormSchema';

const CLIENT_FIELDS = ['name', 'companyEmail', 'company', 'address', 'country', 'contact'] as const;

/** "Invoice to": one of the known clients (GET /apps/invoice/clients, plus the invoice's own) or a new one typed in. */
export function ClientPicker({ current }: { current?: InvoiceClient }) {
  const translate = useT();
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const clients = useQuery({ queryKey: CLIENTS_KEY, queryFn: ({ signal }) => fetchClients(signal) });
  const known = [
    ...(current ? [current] : []),
    ...(clients.data ?? []).filter((client) => client.name !== current?.name),
  ];
  const choice = useWatch({ control, name: 'clientChoice' });
  const client = useWatch({ control, name: 'client' });
  const message = (key?: string) => (key ? translate(dynamicKey(key), { _: key }) : undefined);

  const choose = (value: string) => {
    const picked = known.find((candidate) => candidate.name === value);
    const blank = { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' };
    setValue('client', picked ? { ...picked } : blank, { shouldDirty: true, shouldValidate: Boolean(picked) });
  };

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Controller
          control={control}
          name="clientChoice"
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              size="small"
              id="invoice-client"
              label={translate('invoices.fields.client')}
              required
              value={field.value}
              onBlur={field.onBlur}
              inputRef={field.ref}
              onChange={(event) => {
                field.onChange(event.target.value);
                choose(event.target.value);
              }}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
            >
              {known.map((option) => (
                <MenuItem key={option.name} value={option.name}>
                  {option.name} · {option.company}
                </MenuItem>
              ))}
              <MenuItem value={NEW_CLIENT}>{translate('invoices.editor.newClient')}</MenuItem>
            </TextField>
          )}
        />
      </Grid>
      {choice === NEW_CLIENT &&
        CLIENT_FIELDS.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register(`client.${name}`)}
              id={`client-${name}`}
              fullWidth
              size="small"
              required={name === 'name' || name === 'companyEmail'}
              type={name === 'companyEmail' ? 'email' : 'text'}
              label={translate(`invoices.clientFields.${name}`)}
              error={Boolean(errors.client?.[name])}
              helperText={message(errors.client?.[name]?.message)}
            />
          </Grid>
        ))}
      {choice && choice !== NEW_CLIENT && (
        <Grid size={12} data-testid="chosen-client">
          {[client.company, client.address, client.country, client.contact, client.companyEmail]
            .filter(Boolean)
            .map((line, index) => (
              <Typography key={index} variant="body2" color="text.secondary">
                <bdi>{line}</bdi>
              </Typography>
            ))}
        </Grid>
      )}
    </Grid>
  );
}
