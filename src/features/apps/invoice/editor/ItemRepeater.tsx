import { Box, Button, Grid, IconButton, Paper, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { dynamicKey, type KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { linePrice } from '../invoiceMath';
import { useMoney } from '../money';
import { emptyLine, type InvoiceFormValues } from './invoiceFormSchema';

/** The invoice lines: item, description, unit cost, quantity and the line's price, added and removed freely. */
export function ItemRepeater() {
  const translate = useT();
  const money = useMoney();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' });
  const message = (key?: string) => (key ? translate(dynamicKey(key), { _: key }) : undefined);
  const itemsError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <Box>
      {fields.map((row, index) => {
        const rowErrors = errors.items?.[index];
        const label = (field: KeysUnder<'invoices.fields'>) => translate(`invoices.fields.${field}`);
        return (
          <Paper
            key={row.id}
            variant="outlined"
            sx={{ p: 2, mb: 2, position: 'relative' }}
            role="group"
            aria-label={translate('invoices.editor.line', { n: index + 1 })}
          >
            <Grid container spacing={2} sx={{ paddingInlineEnd: 5 }}>
              <Grid size={{ xs: 12, md: 5 }}>
                <TextField
                  {...register(`items.${index}.title`)}
                  id={`item-${index}-title`}
                  fullWidth
                  size="small"
                  required
                  label={label('item')}
                  error={Boolean(rowErrors?.title)}
                  helperText={message(rowErrors?.title?.message)}
                />
              </Grid>
              <Grid size={{ xs: 4, md: 2 }}>
                <TextField
                  {...register(`items.${index}.cost`)}
                  id={`item-${index}-cost`}
                  fullWidth
                  size="small"
                  required
                  type="number"
                  label={label('cost')}
                  slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                  error={Boolean(rowErrors?.cost)}
                  helperText={message(rowErrors?.cost?.message)}
                />
              </Grid>
              <Grid size={{ xs: 4, md: 2 }}>
                <TextField
                  {...register(`items.${index}.qty`)}
                  id={`item-${index}-qty`}
                  fullWidth
                  size="small"
                  required
                  type="number"
                  label={label('qty')}
                  slotProps={{ htmlInput: { min: 1, step: 1 } }}
                  error={Boolean(rowErrors?.qty)}
                  helperText={message(rowErrors?.qty?.message)}
                />
              </Grid>
              <Grid size={{ xs: 4, md: 3 }}>
                <Typography variant="caption" color="text.secondary" display="block">
                  {label('price')}
                </Typography>
                <Typography fontWeight={600} data-testid={`item-${index}-price`}>
                  {money(linePrice(lines?.[index] ?? { cost: 0, qty: 0 }))}
                </Typography>
              </Grid>
              <Grid size={12}>
                <TextField
                  {...register(`items.${index}.description`)}
                  id={`item-${index}-description`}
                  fullWidth
                  size="small"
                  multiline
                  label={label('description')}
                  error={Boolean(rowErrors?.description)}
                  helperText={message(rowErrors?.description?.message)}
                />
              </Grid>
            </Grid>
            <Tooltip title={translate('invoices.editor.removeLine', { n: index + 1 })}>
              <span style={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
                <IconButton
                  size="small"
                  aria-label={translate('invoices.editor.removeLine', { n: index + 1 })}
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Paper>
        );
      })}
      {itemsError && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {message(itemsError)}
        </Typography>
      )}
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => append(emptyLine())}>
        {translate('invoices.editor.addLine')}
      </Button>
    </Box>
  );
}
