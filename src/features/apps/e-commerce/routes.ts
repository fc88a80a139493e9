import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorder';
import CartIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import type { Crumb, RouteEntry } from '@/routes/types';
import type { MessageKey } from '@/i18n/messageKeys';

const SECTION = 'shop.menu';
const crumbs = (title: MessageKey): Crumb[] => [
  { title: 'app.menu.groups.apps' },
  { title: SECTION, to: '/apps/e-commerce/shop' },
  { title },
];

export const routes: RouteEntry[] = [
  {
    path: '/apps/e-commerce/shop',
    name: 'apps-e-commerce-shop',
    title: 'shop.title',
    breadcrumb: crumbs('shop.title'),
    screen: () => import('./ShopPage'),
    menu: { group: 'apps', icon: StorefrontIcon, order: 60, section: SECTION },
  },
  {
    path: '/apps/e-commerce/wishlist',
    name: 'apps-e-commerce-wishlist',
    title: 'shop.wishlist.title',
    breadcrumb: crumbs('shop.wishlist.title'),
    screen: () => import('./WishlistPage'),
    menu: { group: 'apps', icon: FavoriteIcon, order: 61, section: SECTION },
  },
  {
    path: '/apps/e-commerce/checkout',
    name: 'apps-e-commerce-checkout',
    title: 'shop.checkout.title',
    breadcrumb: crumbs('shop.checkout.title'),
    screen: () => import('./CheckoutPage'),
    menu: { group: 'apps', icon: CartIcon, order: 62, section: SECTION },
    navbarPanel: () => import('./cart/CartPanel'),
  },
  {
    path: '/apps/e-commerce/:slug',
    name: 'apps-e-commerce-product-details',
    title: 'shop.details.title',
    breadcrumb: crumbs('shop.details.title'),
    screen: () => import('./ProductDetailsPage'),
    examples: ['/apps/e-commerce/smart-watch-series-9-27', '/apps/e-commerce/ergonomic-wireless-mouse-1'],
  },
];
