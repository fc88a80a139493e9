import { lazy, Suspense, useState } from 'react';
import { Badge, IconButton, LinearProgress, Popover } from '@mui/material';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useT } from '@/i18n/useT';
import { useSessionUser } from '@/auth/session';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { useMayOpen } from '@/routes/menu';
import { findRoute } from '@/routes/table';
import { HintTooltip } from '../HintTooltip';

const CHECKOUT = '/apps/e-commerce/checkout';

// The drop-down's lines, quantities and total come with the shop's code, on first open: the checkout route names it.
const CartPanel = lazy(() => {
  const panel = findRoute(CHECKOUT)?.navbarPanel;
  if (!panel) throw new Error(`The route ${CHECKOUT} names no navbar panel`);
  return Promise.all([panel(), ensureScreenMessages()]).then(([module]) => module);
});

/** The cart count (stored with the signed-in user, seed section 4) and the cart drop-down, for who may check out. */
export function CartButton() {
  const translate = useT();
  const user = useSessionUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The cart leads to checkout: who may not open it has no cart.
  const mayCheckOut = useMayOpen(CHECKOUT);
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
