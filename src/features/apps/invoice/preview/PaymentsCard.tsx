import { Card, CardHeader, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useT } from '@/i18n/useT';
import type { Invoice } from '@/mock/types/invoice';
import { useDay, useMoney } from '../money';

/** The payments recorded against an invoice, newest first. */
export function PaymentsCard({ invoice }: { invoice: Invoice }) {
  const translate = useT();
  const money = useMoney();
  const day = useDay();
  const payments = [...invoice.payments].reverse();
  return (
    <Card>
      <CardHeader
        title={translate('invoices.preview.payments')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      {payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('invoices.preview.noPayments')}
        </Typography>
      ) : (
        <List dense aria-label={translate('invoices.preview.payments')}>
          {payments.map((payment) => (
            <ListItem
              key={payment.id}
              secondaryAction={
                <Typography variant="body2" fontWeight={600}>
                  {money(payment.amount)}
                </Typography>
              }
            >
              <ListItemText
                primary={`${day(payment.date)} · ${translate(`invoices.payment.methods.${payment.method}`)}`}
                secondary={payment.note || undefined}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Card>
  );
}
