import { Badge, IconButton } from '@mui/material';
import { HintTooltip } from '../HintTooltip';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useSessionUser } from '@/auth/session';

/** Cart count comes from the stored user record (seed section 4). */
export function CartButton() {
  const translate = useTranslate();
  const user = useSessionUser();
  if (!user) return null;
  const count = user.extras?.eCommerceCartItemsCount ?? 0;
  return (
    <HintTooltip title={translate('app.navbar.cartItems', { smart_count: count })}>
      <IconButton color="inherit" component={Link} to="/apps/e-commerce/checkout" aria-label={translate('app.navbar.cart')}>
        <Badge badgeContent={count} color="primary" data-testid="cart-count"><ShoppingCartIcon /></Badge>
      </IconButton>
    </HintTooltip>
  );
}
