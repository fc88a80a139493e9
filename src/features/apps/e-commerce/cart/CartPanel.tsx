import { Box, Button, Divider, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { useMoney } from '@/features/apps/invoice/money';
import { lineTotal } from '../shopMath';
import { useCart, useShopActions } from '../useShop';
import { QuantityStepper } from './QuantityStepper';

/** The cart's lines with quantity and remove, their total, and the way to the checkout. */
function CartLines({ onNavigate }: { onNavigate: () => void }) {
  const translate = useT();
  const money = useMoney();
  const cart = useCart();
  const { remove, changeQty } = useShopActions();
  const lines = cart.data?.products ?? [];
  const total = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (!cart.data) return <LinearProgress aria-label={translate('shop.common.loading')} sx={{ m: 2 }} />;
  if (lines.length === 0)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate('shop.cart.empty')}
      </Typography>
    );
  return (
    <>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}
        aria-label={translate('shop.cart.title')}
      >
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            sx={{ display: 'flex', gap: 1.5, p: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={line.image}
              alt=""
              sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography
                variant="body2"
                fontWeight={600}
                noWrap
                component={Link}
                to={`/apps/e-commerce/${line.slug}`}
                onClick={onNavigate}
                sx={{ color: 'text.primary', textDecoration: 'none', display: 'block' }}
              >
                {line.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('shop.product.by', { brand: line.brand })}
              </Typography>
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }}>
                <QuantityStepper
                  value={line.qty}
                  name={line.name}
                  disabled={changeQty.isPending}
                  onChange={(qty) => changeQty.mutate({ productId: line.id, qty })}
                />
                <Typography variant="body2" fontWeight={600}>
                  {money(lineTotal(line))}
                </Typography>
              </Stack>
            </Box>
            <IconButton
              size="small"
              aria-label={translate('shop.cart.removeNamed', { name: line.name })}
              onClick={() => remove.mutate(line)}
              sx={{ alignSelf: 'flex-start' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Stack spacing={1.5} sx={{ p: 2 }}>
        <Stack direction="row" justifyContent="space-between">
          <Typography fontWeight={600}>{translate('shop.cart.total')}</Typography>
          <Typography fontWeight={700} color="primary.main" data-testid="cart-dropdown-total">
            {money(total)}
          </Typography>
        </Stack>
        <Button variant="contained" fullWidth component={Link} to="/apps/e-commerce/checkout" onClick={onNavigate}>
          {translate('shop.cart.checkout')}
        </Button>
      </Stack>
    </>
  );
}

/** The navbar cart drop-down's content (loaded on first open through the checkout route's `navbarPanel`, src/layout/navbar/CartButton.tsx). */
export default function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const translate = useT();
  const user = useSessionUser();
  const count = user?.extras?.eCommerceCartItemsCount ?? 0;
  return (
    <>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('shop.cart.title')}
        </Typography>
        <Typography variant="body2" color="primary.main">
          {translate('shop.cart.items', { smart_count: count })}
        </Typography>
      </Stack>
      <Divider />
      <CartLines onNavigate={onNavigate} />
    </>
  );
}
