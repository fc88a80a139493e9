import { Box, Grid, Stack, TextField, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { draftTotals } from '../invoiceMath';
import { useMoney } from '../money';
import type { InvoiceFormValues } from './invoiceFormSchema';

/** Discount, tax rate and salesperson, with subtotal, discount, tax and total recomputed on every keystroke. */
export function TotalsPanel() {
  const translate = useT();
  const money = useMoney();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const [items, discount, taxRate] = useWatch({ control, name: ['items', 'discount', 'taxRate'] });
  const totals = draftTotals(items ?? [], discount ?? 0, taxRate ?? 0);
  const message = (key?: string) => (key ? translate(dynamicKey(key), { _: key }) : undefined);
  const row = (label: string, value: string, testId: string, strong = false) => (
    <Stack direction="row" justifyContent="space-between" spacing={4}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" fontWeight={strong ? 700 : 600} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Grid container spacing={2}>
          <Grid size={12}>
            <TextField
              {...register('salesperson')}
              id="invoice-salesperson"
              fullWidth
              size="small"
              label={translate('invoices.fields.salesperson')}
              error={Boolean(errors.salesperson)}
              helperText={message(errors.salesperson?.message)}
            />
          </Grid>
          <Grid size={6}>
            <TextField
              {...register('discount')}
              id="invoice-discount"
              fullWidth
              size="small"
              type="number"
              label={translate('invoices.fields.discount')}
              slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
              error={Boolean(errors.discount)}
              helperText={message(errors.discount?.message)}
            />
          </Grid>
          <Grid size={6}>
            <TextField
              {...register('taxRate')}
              id="invoice-tax"
              fullWidth
              size="small"
              type="number"
              label={translate('invoices.fields.taxRate')}
              slotProps={{ htmlInput: { min: 0, max: 100, step: '0.1' } }}
              error={Boolean(errors.taxRate)}
              helperText={message(errors.taxRate?.message)}
            />
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box component="section" aria-label={translate('invoices.editor.totals')}>
          <Stack spacing={1}>
            {row(translate('invoices.totals.subtotal'), money(totals.subtotal), 'totals-subtotal')}
            {row(translate('invoices.totals.discount'), money(totals.discount), 'totals-discount')}
            {row(translate('invoices.totals.tax', { rate: Number(taxRate) || 0 }), money(totals.tax), 'totals-tax')}
            {row(translate('invoices.totals.total'), money(totals.total), 'totals-total', true)}
          </Stack>
        </Box>
      </Grid>
    </Grid>
  );
}
