import { z } from 'zod';
import { ADDRESS_FIELD_MAX, ADDRESS_TYPES, PAYMENT_OPTIONS } from '@/mock/types/e-commerce';

/* Messages are i18n keys (shop.checkout.validation.*), translated where they are shown. */
const v = (key: string) => `shop.checkout.validation.${key}`;
const required = (key: string) => z.string().trim().min(1, v(key)).max(ADDRESS_FIELD_MAX, v('tooLong'));

export const addressSchema = z.object({
  fullName: required('fullName'),
  mobile: required('mobile').regex(/^\+?[\d\s()-]{7,20}$/, v('mobileFormat')),
  houseNo: required('houseNo'),
  landmark: z.string().trim().max(ADDRESS_FIELD_MAX, v('tooLong')),
  city: required('city'),
  pincode: required('pincode').regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, v('pincodeFormat')),
  state: required('state'),
  addressType: z.enum(ADDRESS_TYPES, { error: v('addressType') }),
});
export type AddressForm = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressForm = {
  fullName: '',
  mobile: '',
  houseNo: '',
  landmark: '',
  city: '',
  pincode: '',
  state: '',
  addressType: 'home',
};

export const paymentSchema = z
  .object({
    paymentMethod: z.enum(PAYMENT_OPTIONS, { error: v('paymentMethod') }),
    cvv: z.string().trim(),
  })
  .superRefine((payment, ctx) => {
    if (payment.paymentMethod === 'card' && !/^\d{3,4}$/.test(payment.cvv))
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: v('cvv') });
  });
export type PaymentForm = z.infer<typeof paymentSchema>;
