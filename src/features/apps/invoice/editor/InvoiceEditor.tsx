import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useUnsavedChangesGuard } from '@/shared/useUnsavedChangesGuard';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import type { Invoice, InvoiceStatus } from '@/mock/types/invoice';
import { ISSUER } from '../issuer';
import { statusKey } from '../statusLook';
import { ClientPicker } from './ClientPicker';
import { invoiceFormSchema, type InvoiceFormValues } from './invoiceFormSchema';
import { ItemRepeater } from './ItemRepeater';
import { TotalsPanel } from './TotalsPanel';

interface Props {
  initial: InvoiceFormValues;
  /** The stored invoice when editing. */
  invoice?: Invoice;
  statuses: readonly InvoiceStatus[];
  saving: boolean;
  onSave: (values: InvoiceFormValues) => Promise<unknown>;
  cancelTo: string;
}

/** The invoice's own fields a server message may name (`invoice.dueDate`, `invoice.client.name`). */
const SERVER_FIELDS = [
  'issuedDate',
  'dueDate',
  'service',
  'discount',
  'taxRate',
  'salesperson',
  'note',
  'invoiceStatus',
  'client',
];

/** The add and edit form: number and dates, client, lines, discount and tax with live totals, salesperson, note. */
export function InvoiceEditor({ initial, invoice, statuses, saving, onSave, cancelTo }: Props) {
  const translate = useT();
  const form = useForm<InvoiceFormValues, unknown, InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting, isSubmitSuccessful },
  } = form;
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting && !isSubmitSuccessful, isDirty && !isSubmitSuccessful);
  const draftOffer = useFormDraft(form);
  const message = (key?: string) => (key ? translate(dynamicKey(key), { _: key }) : undefined);
  const submit = handleSubmit((values) =>
    onSave(values).catch((error: unknown) => {
      const onFields = applyFieldErrors(error, setError, SERVER_FIELDS, {
        fieldOf: (path) => path.replace(/^invoice\./, ''),
      });
      if (!onFields) setError('root', { message: 'invoices.common.saveFailed' });
    }),
  );
  const statusLocked = (invoice?.payments.length ?? 0) > 0;

  return (
    <FormProvider {...form}>
      {draftOffer}
      {guard.dialog}
      <Grid
        container
        spacing={3}
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={translate(invoice ? 'invoices.editor.editTitle' : 'invoices.editor.addTitle')}
      >
        <Grid size={{ xs: 12, lg: 9 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, md: 4 } }}>
              <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={3}>
                <Box>
                  <Typography variant="h5" component="p" color="primary.main" fontWeight={700} gutterBottom>
                    {ISSUER.name}
                  </Typography>
                  {ISSUER.address.map((line) => (
                    <Typography key={line} variant="body2" color="text.secondary">
                      {line}
                    </Typography>
                  ))}
                  <Typography variant="body2" color="text.secondary">
                    <bdi>{ISSUER.phone}</bdi>
                  </Typography>
                </Box>
                <Stack spacing={2} sx={{ minWidth: { md: 260 } }}>
                  <Typography variant="h5" component="h1" data-testid="invoice-number">
                    {invoice
                      ? translate('invoices.preview.invoiceNumber', { id: invoice.id })
                      : translate('invoices.editor.newNumber')}
                  </Typography>
                  <TextField
                    {...register('issuedDate')}
                    id="invoice-issued"
                    size="small"
                    type="date"
                    required
                    label={translate('invoices.fields.issuedDate')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(errors.issuedDate)}
                    helperText={message(errors.issuedDate?.message)}
                  />
                  <TextField
                    {...register('dueDate')}
                    id="invoice-due"
                    size="small"
                    type="date"
                    required
                    label={translate('invoices.fields.dueDate')}
                    slotProps={{ inputLabel: { shrink: true } }}
                    error={Boolean(errors.dueDate)}
                    helperText={message(errors.dueDate?.message)}
                  />
                </Stack>
              </Stack>
              <Divider sx={{ my: 3 }} />
              <Grid container spacing={3}>
                <Grid size={{ xs: 12, md: 7 }}>
                  <Typography variant="subtitle2" component="h2" gutterBottom>
                    {translate('invoices.preview.invoiceTo')}
                  </Typography>
                  <ClientPicker current={invoice?.client} />
                </Grid>
                <Grid size={{ xs: 12, md: 5 }}>
                  <Typography variant="subtitle2" component="h2" gutterBottom>
                    {translate('invoices.editor.serviceHeading')}
                  </Typography>
                  <TextField
                    {...register('service')}
                    id="invoice-service"
                    fullWidth
                    size="small"
                    required
                    label={translate('invoices.fields.service')}
                    error={Boolean(errors.service)}
                    helperText={message(errors.service?.message)}
                  />
                </Grid>
              </Grid>
              <Divider sx={{ my: 3 }} />
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {translate('invoices.preview.items')}
              </Typography>
              <ItemRepeater />
              <Divider sx={{ my: 3 }} />
              <TotalsPanel />
              <Divider sx={{ my: 3 }} />
              <TextField
                {...register('note')}
                id="invoice-note"
                fullWidth
                multiline
                minRows={2}
                label={translate('invoices.fields.note')}
                error={Boolean(errors.note)}
                helperText={message(errors.note?.message)}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Controller
                  control={control}
                  name="invoiceStatus"
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      size="small"
                      id="invoice-status"
                      label={translate('invoices.fields.status')}
                      disabled={statusLocked}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={Boolean(fieldState.error)}
                      helperText={
                        statusLocked
                          ? translate('invoices.editor.statusFromPayments')
                          : message(fieldState.error?.message)
                      }
                    >
                      {[...new Set([...statuses, field.value])].map((status) => (
                        <MenuItem key={status} value={status}>
                          {translate(statusKey(status))}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                {errors.root?.message && <Alert severity="error">{message(errors.root.message)}</Alert>}
                <Button type="submit" variant="contained" disabled={saving}>
                  {translate('invoices.editor.save')}
                </Button>
                <Button variant="outlined" color="secondary" component={Link} to={cancelTo}>
                  {translate('invoices.common.cancel')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </FormProvider>
  );
}
