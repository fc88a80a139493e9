import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton, LinearProgress, Popover } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { useMayOpen } from '@/routes/menu';
import { HintTooltip } from '../HintTooltip';

// The drop-down's lines, quantities and total come with the shop's code, on first open.
const CartPanel = lazy(() =>
  Promise.all([import('@/features/apps/e-commerce/cart/CartPanel'), ensureScreenMessages()]).then(([module]) => module),
);

/** The cart count (stored with the signed-in user, seed section 4) and the cart drop-down, for who may check out. */
export function CartButton() {
  const translate = useT();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The cart leads to checkout: who may not open it has no cart.
  const mayCheckOut = useMayOpen('/apps/e-commerce/checkout');
  if (!user || !mayCheckOut) return null;
  const count = user.extras?.eCommerceCartItemsCount ?? 0;
  const close = () => setAnchor(null);
  return (
    <>
      <HintTooltip title={translate('app.navbar.cartItems', { smart_count: count })}>
        <IconButton
          color="inherit"
          aria-label={translate('app.navbar.openCart')}
          aria-haspopup="dialog"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="primary" data-testid="cart-count">
            <ShoppingCartIcon />
          </Badge>
        </IconButton>
      </HintTooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: { width: 380, maxWidth: '100vw' },
            role: 'dialog',
            'aria-label': translate('app.navbar.cartTitle'),
          },
        }}
      >
        <Suspense fallback={<LinearProgress aria-label={translate('app.navbar.cartTitle')} sx={{ m: 2 }} />}>
          <CartPanel onNavigate={close} />
        </Suspense>
      </Popover>
    </>
  );
}
