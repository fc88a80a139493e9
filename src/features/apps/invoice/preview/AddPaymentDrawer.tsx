import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { FormDrawer } from '@/shared/FormDrawer';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { PAYMENT_METHODS, type Invoice } from '@/mock/types/invoice';
import { addPayment, invoiceKey, INVOICES_KEY } from '../api';
import { balanceAfterPayment, statusAfterPayment } from '../invoiceMath';
import { localDay, useMoney } from '../money';
import { statusKey } from '../statusLook';
import { paymentAmount, paymentSchema, type PaymentForm } from './paymentSchema';

interface Props {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}

/** Records a payment: the balance goes down by the amount and the invoice becomes Paid or Partial Payment. */
export function AddPaymentDrawer({ invoice, open, onClose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const money = useMoney();
  const client = useQueryClient();
  const empty: DefaultValues<PaymentForm> = { amount: '', date: localDay(), note: '' };
  const form = useForm<PaymentForm, unknown, PaymentForm>({
    resolver: zodResolver(paymentSchema(invoice.balance)),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors },
  } = form;
  const amount = paymentAmount({ amount: watch('amount') ?? '' });
  const message = (key?: string) => (key ? translate(dynamicKey(key), { _: key }) : undefined);

  const pay = useMutation({
    mutationFn: (values: PaymentForm) =>
      addPayment(invoice.id, {
        amount: paymentAmount(values),
        date: values.date,
        method: values.method,
        note: values.note,
      }),
    onSuccess: ({ invoice: updated }) => {
      client.setQueryData(invoiceKey(invoice.id), (old: { paymentDetails: object } | undefined) =>
        old ? { ...old, invoice: updated, paymentDetails: { ...old.paymentDetails, totalDue: updated.balance } } : old,
      );
      void client.invalidateQueries({ queryKey: INVOICES_KEY });
      notify('invoices.payment.done', {
        type: 'success',
        messageArgs: { amount: money(paymentAmount(form.getValues())) },
      });
      reset(empty);
      onClose();
    },
    onError: () => setError('root', { message: 'invoices.common.saveFailed' }),
  });

  return (
    <FormDrawer
      title={translate('invoices.payment.title')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit((values) => pay.mutate(values))}
      closeLabel={translate('invoices.common.close')}
      width={400}
    >
      <Stack spacing={2.5} sx={{ p: 3 }}>
        <TextField
          size="small"
          label={translate('invoices.payment.balance')}
          value={money(invoice.balance)}
          slotProps={{ input: { readOnly: true } }}
          id="payment-balance"
        />
        <TextField
          {...register('amount')}
          id="payment-amount"
          size="small"
          required
          autoFocus
          label={translate('invoices.payment.amount')}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
          error={Boolean(errors.amount)}
          helperText={message(errors.amount?.message)}
        />
        <TextField
          {...register('date')}
          id="payment-date"
          size="small"
          required
          type="date"
          label={translate('invoices.payment.date')}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.date)}
          helperText={message(errors.date?.message)}
        />
        <Controller
          control={control}
          name="method"
          render={({ field, fieldState }) => (
            <TextField
              select
              size="small"
              required
              id="payment-method"
              label={translate('invoices.payment.method')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message)}
            >
              {PAYMENT_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {translate(`invoices.payment.methods.${method}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          {...register('note')}
          id="payment-note"
          size="small"
          multiline
          minRows={3}
          label={translate('invoices.payment.note')}
          error={Boolean(errors.note)}
          helperText={message(errors.note?.message)}
        />
        {amount > 0 && amount <= invoice.balance && (
          <Alert severity="info" data-testid="payment-outcome">
            {translate('invoices.payment.outcome', {
              balance: money(balanceAfterPayment(invoice.balance, amount)),
              status: translate(statusKey(statusAfterPayment(invoice.balance, amount))),
            })}
          </Alert>
        )}
        {errors.root?.message && <Alert severity="error">{translate(dynamicKey(errors.root.message))}</Alert>}
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={pay.isPending}>
            {translate('invoices.payment.submit')}
          </Button>
          <Button
            variant="outlined"
            color="secondary"
            onClick={() => {
              reset(empty);
              onClose();
            }}
          >
            {translate('invoices.common.cancel')}
          </Button>
        </Stack>
      </Stack>
    </FormDrawer>
  );
}
