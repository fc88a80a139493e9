import { useEffect, useRef, useState } from 'react';
import { Box, LinearProgress, Step, StepLabel, Stepper } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/useT';
import type { Order } from '@/mock/types/e-commerce';
import { LoadError } from '@/shared/LoadError';
import { CART_KEY, placeOrder, SHOP_KEY } from './api';
import { setCartCount } from './cartCount';
import { AddressStep } from './checkout/AddressStep';
import { CartStep } from './checkout/CartStep';
import { EMPTY_ADDRESS, type AddressForm, type PaymentForm } from './checkout/checkoutSchemas';
import { ConfirmationStep } from './checkout/ConfirmationStep';
import { PaymentStep } from './checkout/PaymentStep';
import { priceDetails, type PriceDetails } from './shopMath';
import { useCart } from './useShop';

const STEPS = ['cart', 'address', 'payment', 'done'] as const;
type StepKey = (typeof STEPS)[number];

/** Checkout: cart → address → payment → confirmation. The cart empties once the order is placed. */
export default function CheckoutPage() {
  const translate = useT();
  const client = useQueryClient();
  const cart = useCart();
  const [step, setStep] = useState<StepKey>('cart');
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const [placed, setPlaced] = useState<{ order: Order; details: PriceDetails } | null>(null);
  const lines = cart.data?.products ?? [];
  const stepArea = useRef<HTMLDivElement>(null);
  const shownStep = useRef<StepKey | null>(null);
  const details = priceDetails(lines);

  const order = useMutation({
    mutationFn: (payment: PaymentForm) =>
      placeOrder({
        address,
        paymentMethod: payment.paymentMethod,
        cvv: payment.paymentMethod === 'card' ? payment.cvv : undefined,
      }),
    onSuccess: ({ order: placedOrder, cartItemsCount }) => {
      setPlaced({ order: placedOrder, details });
      setCartCount(cartItemsCount);
      client.setQueryData(CART_KEY, { products: [] });
      void client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === SHOP_KEY[0] && query.queryKey[1] !== CART_KEY[1],
      });
      setStep('done');
    },
  });

  // The button that moved to the next step is gone with its step: keyboard focus starts at the new step, not the page.
  const visibleStep: StepKey = step !== 'done' && lines.length === 0 ? 'cart' : step;
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== visibleStep) stepArea.current?.focus();
    shownStep.current = visibleStep;
  }, [visibleStep]);

  if (cart.isError) return <LoadError onRetry={() => void cart.refetch()} />;
  if (!cart.data && step !== 'done') return <LinearProgress aria-label={translate('shop.common.loading')} />;
  // The cart emptied elsewhere (another tab, the drop-down): there is nothing to address or pay for.
  const current = visibleStep;

  return (
    <Box>
      <Stepper activeStep={STEPS.indexOf(current)} alternativeLabel sx={{ mb: 3 }}>
        {STEPS.map((key) => (
          <Step key={key} completed={STEPS.indexOf(key) < STEPS.indexOf(current) || current === 'done'}>
            <StepLabel>{translate(`shop.checkout.steps.${key}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        ref={stepArea}
        tabIndex={-1}
        aria-label={translate(`shop.checkout.steps.${current}`)}
        role="region"
        sx={{ outline: 'none' }}
      >
        {current === 'cart' && <CartStep lines={lines} onNext={() => setStep('address')} />}
        {current === 'address' && (
          <AddressStep
            initial={address}
            details={details}
            onBack={(draft) => {
              setAddress(draft);
              setStep('cart');
            }}
            onNext={(next) => {
              setAddress(next);
              setStep('payment');
            }}
          />
        )}
        {current === 'payment' && (
          <PaymentStep
            address={address}
            details={details}
            placing={order.isPending}
            failed={order.isError}
            onBack={() => setStep('address')}
            onPlace={(payment) => order.mutate(payment)}
          />
        )}
        {current === 'done' && placed && <ConfirmationStep order={placed.order} details={placed.details} />}
      </Box>
    </Box>
  );
}
