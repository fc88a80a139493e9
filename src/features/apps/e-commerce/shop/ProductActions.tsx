import { useRef } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { ShopProduct } from '@/mock/types/e-commerce';
import { useShopActions } from '../useShop';

type Props = { product: ShopProduct } & Pick<ButtonProps, 'fullWidth' | 'size' | 'sx'>;

/** Adds to or removes from the wishlist. */
export function WishlistButton({ product, ...button }: Props) {
  const translate = useT();
  const { toggleWishlist } = useShopActions();
  return (
    <Button
      variant="outlined"
      color="secondary"
      {...button}
      disabled={toggleWishlist.isPending}
      aria-pressed={product.isInWishlist}
      startIcon={product.isInWishlist ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />}
      onClick={() => toggleWishlist.mutate(product)}
      aria-label={translate(product.isInWishlist ? 'shop.wishlist.removeNamed' : 'shop.wishlist.addNamed', {
        name: product.name,
      })}
    >
      {translate('shop.wishlist.label')}
    </Button>
  );
}

/**
 * "Add to cart", or "View in cart" (to the checkout) once the product is in the cart. The link replaces the button
 * (which is disabled while adding), so focus would fall to the page: the link takes it when the button had it.
 */
export function CartActionButton({ product, ...button }: Props) {
  const translate = useT();
  const { add } = useShopActions();
  const addHadFocus = useRef(false);
  const takeFocus = (link: HTMLAnchorElement | null) => {
    if (link && addHadFocus.current) link.focus();
    addHadFocus.current = false;
  };
  if (product.isInCart) {
    return (
      <Button
        variant="contained"
        {...button}
        component={Link}
        to="/apps/e-commerce/checkout"
        startIcon={<CartIcon />}
        ref={takeFocus}
        aria-label={translate('shop.cart.viewNamed', { name: product.name })}
      >
        {translate('shop.cart.view')}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      {...button}
      startIcon={<CartIcon />}
      disabled={add.isPending}
      onClick={(event) => {
        addHadFocus.current = event.currentTarget === document.activeElement;
        add.mutate(product);
      }}
      aria-label={translate('shop.cart.addNamed', { name: product.name })}
    >
      {translate('shop.cart.add')}
    </Button>
  );
}
