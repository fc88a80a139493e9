import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DoneIcon from '@mui/icons-material/CheckCircleOutline';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { Order } from '@/mock/types/e-commerce';
import { useMoney } from '@/features/apps/invoice/money';
import type { PriceDetails } from '../shopMath';
import { PriceDetailsCard } from './PriceDetailsCard';

/** Step 4: the placed order — its number, what was ordered, where it goes, how it is paid and what it costs. */
export function ConfirmationStep({ order, details }: { order: Order; details: PriceDetails }) {
  const translate = useT();
  const money = useMoney();
  const format = useFormat();
  const placed = format.dateTime(order.placedAt);
  const { address } = order;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Card>
          <CardContent>
            <Stack alignItems="center" spacing={1} textAlign="center" sx={{ py: 2 }} role="status">
              <DoneIcon color="success" sx={{ fontSize: 56 }} />
              <Typography variant="h4" component="h2">
                {translate('shop.checkout.done.title')}
              </Typography>
              <Typography data-testid="order-number">
                {translate('shop.checkout.done.number', { id: order.id })}
              </Typography>
              <Typography color="text.secondary">{translate('shop.checkout.done.placed', { date: placed })}</Typography>
            </Stack>
            <Divider sx={{ my: 2 }} />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
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
                  <bdi>{address.mobile}</bdi> · {translate(`shop.checkout.address.types.${address.addressType}`)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <Typography variant="subtitle2" component="h3" gutterBottom>
                  {translate('shop.checkout.payment.title')}
                </Typography>
                <Typography variant="body2">
                  {translate(`shop.checkout.payment.options.${order.paymentMethod}`)}
                </Typography>
              </Grid>
            </Grid>
            <Box sx={{ overflowX: 'auto', mt: 2 }}>
              <Table size="small" aria-label={translate('shop.checkout.done.items')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('shop.checkout.done.product')}</TableCell>
                    <TableCell align="right">{translate('shop.checkout.done.qty')}</TableCell>
                    <TableCell align="right">{translate('shop.checkout.done.price')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.items.map((line) => (
                    <TableRow key={line.productId}>
                      <TableCell>{line.name}</TableCell>
                      <TableCell align="right">{line.qty}</TableCell>
                      <TableCell align="right">{money(line.price * line.qty)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <PriceDetailsCard details={details}>
          <Button variant="contained" component={Link} to="/apps/e-commerce/shop">
            {translate('shop.checkout.continueShopping')}
          </Button>
        </PriceDetailsCard>
      </Grid>
    </Grid>
  );
}
