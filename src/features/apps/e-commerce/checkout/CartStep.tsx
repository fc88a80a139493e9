import { Alert, Box, Button, Card, CardContent, Chip, Grid, Rating, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { CartProduct } from '@/mock/types/e-commerce';
import { useMoney } from '@/features/apps/invoice/money';
import { QuantityStepper } from '../cart/QuantityStepper';
import { roundMoney } from '@/mock/lib/money';
import { lineDiscount, lineTotal, priceDetails } from '../shopMath';
import { useShopActions } from '../useShop';
import { PriceDetailsCard } from './PriceDetailsCard';

function CartLine({ line }: { line: CartProduct }) {
  const translate = useT();
  const money = useMoney();
  const format = useFormat();
  const { remove, changeQty, toggleWishlist } = useShopActions();
  const delivery = format.date(line.shippingDate);
  const discounted = roundMoney(lineTotal(line) - lineDiscount(line));
  return (
    <Card component="li" aria-labelledby={`cart-line-${line.id}`} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 3 }} sx={{ display: 'flex', justifyContent: 'center' }}>
            <Box
              component="img"
              src={line.image}
              alt={line.name}
              sx={{ width: 120, height: 120, objectFit: 'contain' }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <Typography
              id={`cart-line-${line.id}`}
              component={Link}
              to={`/apps/e-commerce/${line.slug}`}
              fontWeight={600}
              sx={{ color: 'text.primary', textDecoration: 'none' }}
            >
              {line.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('shop.product.by', { brand: line.brand })}
            </Typography>
            <Rating
              value={line.rating}
              readOnly
              size="small"
              aria-label={translate('shop.product.rating', { rating: line.rating })}
            />
            <Typography variant="body2" color="success">
              {translate('shop.details.inStock')}
            </Typography>
            <Box sx={{ my: 1 }}>
              <QuantityStepper
                value={line.qty}
                name={line.name}
                disabled={changeQty.isPending}
                onChange={(qty) => changeQty.mutate({ productId: line.id, qty })}
              />
            </Box>
            <Typography variant="body2">{translate('shop.checkout.deliveryBy', { date: delivery })}</Typography>
            <Typography variant="body2" color="success">
              {translate('shop.checkout.discountOff', { percent: line.discountPercentage })}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Stack spacing={1} alignItems={{ sm: 'flex-end' }}>
              <Typography variant="h6" component="p" data-testid="line-price">
                {money(discounted)}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
                {money(lineTotal(line))}
              </Typography>
              {line.hasFreeShipping && (
                <Chip size="small" color="success" variant="outlined" label={translate('shop.product.freeShipping')} />
              )}
              <Chip
                size="small"
                color="info"
                variant="outlined"
                label={translate('shop.checkout.offers', { smart_count: line.offers })}
              />
              <Button
                size="small"
                variant="outlined"
                color="secondary"
                startIcon={<CloseIcon />}
                onClick={() => remove.mutate(line)}
                aria-label={translate('shop.cart.removeNamed', { name: line.name })}
              >
                {translate('shop.cart.remove')}
              </Button>
              {!line.isInWishlist && (
                <Button size="small" startIcon={<FavoriteBorderIcon />} onClick={() => toggleWishlist.mutate(line)}>
                  {translate('shop.wishlist.addShort')}
                </Button>
              )}
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

/** Step 1: the cart's lines with quantities, and the price details; on to the address. */
export function CartStep({ lines, onNext }: { lines: CartProduct[]; onNext: () => void }) {
  const translate = useT();
  if (lines.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={Link} to="/apps/e-commerce/shop">
            {translate('shop.checkout.continueShopping')}
          </Button>
        }
      >
        {translate('shop.cart.empty')}
      </Alert>
    );
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label={translate('shop.cart.title')}>
          {lines.map((line) => (
            <CartLine key={line.id} line={line} />
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <PriceDetailsCard details={priceDetails(lines)}>
          <Button variant="contained" fullWidth onClick={onNext}>
            {translate('shop.checkout.placeOrder')}
          </Button>
        </PriceDetailsCard>
      </Grid>
    </Grid>
  );
}
