import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useLocaleState } from 'react-admin';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { FormTextField } from '../FormTextField';
import { useRuleTranslate } from '../ruleMessages';
import { SpinButton } from '../elements/SpinButton';
import {
  QUANTITY,
  TAX_RATES,
  lineAmount,
  newLine,
  repeaterSchema,
  repeaterTotals,
  type RepeaterValues,
} from './repeaterModel';

const START: RepeaterValues = {
  lines: [
    { item: 'Design review', cost: '120', quantity: 2 },
    { item: 'Hosting (month)', cost: '25.5', quantity: 3 },
  ],
  taxRate: 23,
};

function useMoney() {
  const [locale] = useLocaleState();
  return (amount: number) => amount.toLocaleString(locale, { style: 'currency', currency: 'USD' });
}

function LineAmount({ index }: { index: number }) {
  const money = useMoney();
  const line = useWatch<RepeaterValues, `lines.${number}`>({ name: `lines.${index}` });
  return (
    <Typography sx={{ fontWeight: 600 }} aria-live="polite">
      {money(line ? lineAmount(line) : 0)}
    </Typography>
  );
}

function Totals() {
  const t = useScopedTranslate('showcaseForms.repeater');
  const money = useMoney();
  const lines = useWatch<RepeaterValues, 'lines'>({ name: 'lines' });
  const taxRate = useWatch<RepeaterValues, 'taxRate'>({ name: 'taxRate' });
  const totals = repeaterTotals(lines ?? [], taxRate ?? 0);
  const row = (label: string, value: string, strong?: boolean) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 4 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} fontWeight={strong ? 700 : 400}>
        {label}
      </Typography>
      <Typography fontWeight={strong ? 700 : 500}>{value}</Typography>
    </Box>
  );
  return (
    <Stack spacing={1} sx={{ minWidth: 260 }} aria-label={t('totals')} role="group" data-testid="repeater-totals">
      {row(t('items'), String(totals.count))}
      {row(t('subtotal'), money(totals.subtotal))}
      {row(t('tax', { rate: taxRate ?? 0 }), money(totals.tax))}
      <Divider />
      {row(t('total'), money(totals.total), true)}
    </Stack>
  );
}

/** An invoice whose lines can be added and removed; every amount and the totals follow what is typed. */
export default function FormRepeaterShowcase() {
  const t = useScopedTranslate('showcaseForms.repeater');
  const translateRule = useRuleTranslate();
  const money = useMoney();
  const form = useForm<RepeaterValues>({
    resolver: zodResolver(repeaterSchema),
    defaultValues: START,
    mode: 'onTouched',
  });
  const { control, handleSubmit } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const [saved, setSaved] = useState<string | null>(null);
  const onValid = (values: RepeaterValues) => {
    const totals = repeaterTotals(values.lines, values.taxRate);
    setSaved(t('saved', { smart_count: totals.count, total: money(totals.total) }));
  };
  return (
    <Card>
      <CardHeader
        title={t('heading')}
        subheader={t('intro')}
        slotProps={{ title: { variant: 'h6', component: 'h3' } }}
      />
      <CardContent>
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={handleSubmit(onValid)} onChange={() => setSaved(null)}>
            <Stack spacing={2} divider={<Divider flexItem />}>
              {fields.map((field, index) => (
                <Grid
                  key={field.id}
                  container
                  spacing={2}
                  alignItems="flex-start"
                  role="group"
                  aria-label={t('line', { number: index + 1 })}
                >
                  <Grid size={{ xs: 12, md: 4 }}>
                    <FormTextField<RepeaterValues> name={`lines.${index}.item`} label={t('item')} required />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <FormTextField<RepeaterValues>
                      name={`lines.${index}.cost`}
                      label={t('cost')}
                      type="number"
                      required
                      slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Controller
                      name={`lines.${index}.quantity`}
                      control={control}
                      render={({ field: f, fieldState }) => (
                        <SpinButton
                          label={t('quantity')}
                          value={f.value}
                          onChange={(v) => {
                            f.onChange(v);
                            setSaved(null);
                          }}
                          min={QUANTITY.min}
                          max={QUANTITY.max}
                          size="medium"
                          clampOnBlur={false}
                          error={Boolean(fieldState.error)}
                          helperText={translateRule(fieldState.error?.message) ?? ' '}
                        />
                      )}
                    />
                  </Grid>
                  <Grid
                    size={{ xs: 9, md: 2 }}
                    sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', minHeight: 56 }}
                  >
                    <Typography variant="caption" color="text.secondary">
                      {t('price')}
                    </Typography>
                    <LineAmount index={index} />
                  </Grid>
                  <Grid
                    size={{ xs: 3, md: 1 }}
                    sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', minHeight: 56 }}
                  >
                    <Tooltip title={t('remove', { number: index + 1 })}>
                      <span>
                        <IconButton
                          color="error"
                          aria-label={t('remove', { number: index + 1 })}
                          disabled={fields.length === 1}
                          onClick={() => {
                            remove(index);
                            setSaved(null);
                          }}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Grid>
                </Grid>
              ))}
            </Stack>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              sx={{ mt: 2 }}
              onClick={() => {
                append(newLine());
                setSaved(null);
              }}
            >
              {t('add')}
            </Button>
            <Divider sx={{ my: 3 }} />
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 3,
                flexWrap: 'wrap',
                alignItems: 'flex-start',
              }}
            >
              <Controller
                name="taxRate"
                control={control}
                render={({ field }) => (
                  <TextField
                    select
                    label={t('taxRate')}
                    value={field.value}
                    onChange={(e) => {
                      field.onChange(Number(e.target.value));
                      setSaved(null);
                    }}
                    sx={{ minWidth: 160 }}
                  >
                    {TAX_RATES.map((rate) => (
                      <MenuItem key={rate} value={rate}>
                        {t('percent', { rate })}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Totals />
            </Box>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 3 }}>
              <Button type="submit" variant="contained">
                {t('save')}
              </Button>
              {saved && (
                <Alert severity="success" role="status" sx={{ flex: 1 }}>
                  {saved}
                </Alert>
              )}
            </Box>
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
