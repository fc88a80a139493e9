import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { PAYMENT_OPTIONS } from '@/mock/types/e-commerce';
import type { PriceDetails } from '../shopMath';
import { paymentSchema, type AddressForm, type PaymentForm } from './checkoutSchemas';
import { PriceDetailsCard } from './PriceDetailsCard';

interface Props {
  address: AddressForm;
  details: PriceDetails;
  placing: boolean;
  failed: boolean;
  onBack: () => void;
  onPlace: (payment: PaymentForm) => void;
}

/** Step 3: how to pay (the saved card needs its security code); placing the order empties the cart. */
export function PaymentStep({ address, details, placing, failed, onBack, onPlace }: Props) {
  const translate = useT();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentForm, unknown, PaymentForm>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { paymentMethod: 'card', cvv: '' },
    mode: 'onTouched',
  });
  const method = useWatch({ control, name: 'paymentMethod' });
  return (
    <Grid
      container
      spacing={3}
      component="form"
      noValidate
      onSubmit={handleSubmit(onPlace)}
      aria-label={translate('shop.checkout.steps.payment')}
    >
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardHeader
            title={translate('shop.checkout.payment.title')}
            subheader={translate('shop.checkout.payment.subtitle')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent>
            <Controller
              control={control}
              name="paymentMethod"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onChange={field.onChange}
                  aria-label={translate('shop.checkout.payment.title')}
                >
                  {PAYMENT_OPTIONS.map((option) => (
                    <Box key={option}>
                      <FormControlLabel
                        value={option}
                        control={<Radio />}
                        label={translate(`shop.checkout.payment.options.${option}`)}
                      />
                      {option === 'card' && method === 'card' && (
                        <Stack
                          direction={{ xs: 'column', sm: 'row' }}
                          spacing={2}
                          alignItems={{ sm: 'center' }}
                          sx={{ paddingInlineStart: 4, mb: 1 }}
                        >
                          <Typography variant="body2" color="text.secondary">
                            {translate('shop.checkout.payment.savedCard')}
                          </Typography>
                          <TextField
                            {...register('cvv')}
                            id="payment-cvv"
                            size="small"
                            required
                            label={translate('shop.checkout.payment.cvv')}
                            autoComplete="cc-csc"
                            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
                            sx={{ width: 140 }}
                            error={Boolean(errors.cvv)}
                            helperText={errors.cvv?.message ? translate(dynamicKey(errors.cvv.message)) : undefined}
                          />
                        </Stack>
                      )}
                    </Box>
                  ))}
                </RadioGroup>
              )}
            />
            {failed && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate('shop.checkout.orderFailed')}
              </Alert>
            )}
            <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
              <Button variant="outlined" color="secondary" onClick={onBack}>
                {translate('shop.checkout.back')}
              </Button>
              <Button type="submit" variant="contained" disabled={placing}>
                {translate('shop.checkout.confirmOrder')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Stack spacing={3}>
          <PriceDetailsCard details={details} />
          <Card>
            <CardContent>
              <Typography variant="subtitle2" component="h2" gutterBottom>
                {translate('shop.checkout.shipTo')}
              </Typography>
              <Typography variant="body2" fontWeight={600}>
                {address.fullName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[address.houseNo, address.landmark, address.city, address.state, address.pincode]
                  .filter(Boolean)
                  .join(', ')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <bdi>{address.mobile}</bdi>
              </Typography>
            </CardContent>
          </Card>
        </Stack>
      </Grid>
    </Grid>
  );
}
