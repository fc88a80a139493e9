import type { ReactNode } from 'react';
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import { useMoney } from '@/features/apps/invoice/money';
import type { PriceDetails } from '../shopMath';

/** Total, discount, tax, delivery and grand total, with the step's main button below. */
export function PriceDetailsCard({ details, children }: { details: PriceDetails; children?: ReactNode }) {
  const translate = useT();
  const money = useMoney();
  const row = (key: keyof PriceDetails, value: ReactNode) => (
    <Stack direction="row" justifyContent="space-between" key={key}>
      <Typography variant="body2" color="text.secondary">
        {translate(`shop.checkout.price.${key}`)}
      </Typography>
      <Typography variant="body2" fontWeight={600} data-testid={`price-${key}`}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Card component="section" aria-labelledby="price-details-title">
      <CardContent>
        <Typography id="price-details-title" variant="h6" component="h2" gutterBottom>
          {translate('shop.checkout.price.title')}
        </Typography>
        <Stack spacing={1}>
          {row('total', money(details.total))}
          {row(
            'discount',
            <Typography component="span" variant="body2" color="success" fontWeight={600}>
              −{money(details.discount)}
            </Typography>,
          )}
          {row('tax', money(details.tax))}
          {row(
            'delivery',
            details.delivery === 0 ? (
              <Typography component="span" variant="body2" color="success" fontWeight={600}>
                {translate('shop.checkout.price.free')}
              </Typography>
            ) : (
              money(details.delivery)
            ),
          )}
        </Stack>
        <Divider sx={{ my: 1.5 }} />
        <Stack direction="row" justifyContent="space-between">
          <Typography fontWeight={700}>{translate('shop.checkout.price.grandTotal')}</Typography>
          <Typography fontWeight={700} data-testid="price-grandTotal">
            {money(details.grandTotal)}
          </Typography>
        </Stack>
        {children && (
          <Stack spacing={1} sx={{ mt: 2 }}>
            {children}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
