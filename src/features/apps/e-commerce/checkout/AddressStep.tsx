import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Grid,
  Radio,
  RadioGroup,
  FormControl,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { ADDRESS_TYPES } from '@/mock/types/e-commerce';
import type { PriceDetails } from '../shopMath';
import { addressSchema, type AddressForm } from './checkoutSchemas';
import { PriceDetailsCard } from './PriceDetailsCard';

const FIELDS: Array<{ name: Exclude<keyof AddressForm, 'addressType'>; required: boolean; type?: string }> = [
  { name: 'fullName', required: true },
  { name: 'mobile', required: true, type: 'tel' },
  { name: 'houseNo', required: true },
  { name: 'landmark', required: false },
  { name: 'city', required: true },
  { name: 'pincode', required: true },
  { name: 'state', required: true },
];

interface Props {
  initial: AddressForm;
  details: PriceDetails;
  onBack: (draft: AddressForm) => void;
  onNext: (address: AddressForm) => void;
}

/** Step 2: where to deliver, checked field by field; going back keeps what was typed. */
export function AddressStep({ initial, details, onBack, onNext }: Props) {
  const translate = useT();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<AddressForm, unknown, AddressForm>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  return (
    <Grid
      container
      spacing={3}
      component="form"
      noValidate
      onSubmit={handleSubmit(onNext)}
      aria-label={translate('shop.checkout.steps.address')}
    >
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardHeader
            title={translate('shop.checkout.address.title')}
            subheader={translate('shop.checkout.address.subtitle')}
            slotProps={{ title: { variant: 'h6', component: 'h2' } }}
          />
          <CardContent>
            <Grid container spacing={2}>
              {FIELDS.map(({ name, required, type }) => (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register(name)}
                    id={`address-${name}`}
                    fullWidth
                    size="small"
                    required={required}
                    type={type ?? 'text'}
                    label={translate(`shop.checkout.address.${name}`)}
                    error={Boolean(errors[name])}
                    helperText={errors[name]?.message ? translate(dynamicKey(errors[name].message)) : undefined}
                  />
                </Grid>
              ))}
              <Grid size={{ xs: 12, sm: 6 }}>
                <Controller
                  control={control}
                  name="addressType"
                  render={({ field }) => (
                    <FormControl component="fieldset">
                      <FormLabel component="legend">{translate('shop.checkout.address.addressType')}</FormLabel>
                      <RadioGroup row value={field.value} onChange={field.onChange}>
                        {ADDRESS_TYPES.map((kind) => (
                          <FormControlLabel
                            key={kind}
                            value={kind}
                            control={<Radio size="small" />}
                            label={translate(`shop.checkout.address.types.${kind}`)}
                          />
                        ))}
                      </RadioGroup>
                    </FormControl>
                  )}
                />
              </Grid>
            </Grid>
            <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
              <Button variant="outlined" color="secondary" onClick={() => onBack(getValues())}>
                {translate('shop.checkout.back')}
              </Button>
              <Button type="submit" variant="contained">
                {translate('shop.checkout.deliverHere')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Box>
          <PriceDetailsCard details={details} />
        </Box>
      </Grid>
    </Grid>
  );
}
