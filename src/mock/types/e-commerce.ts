/** Contract of the shop endpoints (`/apps/ecommerce/*`): response types, query and body schemas. */
import { z } from 'zod';
import { pageParam, perPageParam, textParam } from '../lib/queryParams';
import type { IsoDateTime } from './common';

/** `featured` (default) lists the newest products first (by id, reversed); `price-desc` reverses the price order. */
export const PRODUCT_SORTS = ['featured', 'price-asc', 'price-desc'] as const;
export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export const PAYMENT_OPTIONS = ['card', 'debit-card', 'net-banking', 'emi', 'cash-on-delivery'] as const;
export const ADDRESS_TYPES = ['home', 'office'] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ColorOption = (typeof COLOR_OPTIONS)[number];
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export type Product = {
  id: number;
  name: string;
  /** `<name-in-kebab-case>-<id>`, used in the product page's address. */
  slug: string;
  description: string;
  brand: string;
  /** Shop department, as the category filter lists it. */
  category: string;
  price: number;
  /** Units left in the warehouse. */
  stock: number;
  /** Product picture (SVG data URI). */
  image: string;
  hasFreeShipping: boolean;
  /** 1 to 5. */
  rating: number;
};

/** A product with the signed-in shopper's flags, derived from the wishlist and the cart. */
export type ShopProduct = Product & { isInWishlist: boolean; isInCart: boolean };
export type ProductDetails = ShopProduct & { colorOptions: ColorOption[] };
export type WishlistItem = { id: number; productId: number };
/** A cart line; its shipping date, offers and discount are drawn once, when the product enters the cart. */
export type CartItem = {
  id: number;
  productId: number;
  qty: number;
  shippingDate?: IsoDateTime;
  offers?: number;
  discountPercentage?: number;
};
/** A cart line as the checkout shows it. */
export type CartProduct = ShopProduct & {
  qty: number;
  shippingDate: IsoDateTime;
  offers: number;
  discountPercentage: number;
};

export type OrderAddress = {
  fullName: string;
  mobile: string;
  houseNo: string;
  landmark: string;
  city: string;
  pincode: string;
  state: string;
  addressType: (typeof ADDRESS_TYPES)[number];
};
export type OrderLine = { productId: number; name: string; price: number; qty: number };
export type Order = {
  id: number;
  placedAt: IsoDateTime;
  items: OrderLine[];
  /** Sum of price x quantity. */
  total: number;
  address: OrderAddress;
  paymentMethod: PaymentOption;
};

/** GET /apps/ecommerce/products */
export type ProductListResponse = {
  products: ShopProduct[];
  total: number;
  userWishlist: WishlistItem[];
  userCart: CartItem[];
};
/** GET /apps/ecommerce/products/:productId (an id or a slug) */
export type ProductResponse = { product: ProductDetails };
/** GET /apps/ecommerce/wishlist */
export type WishlistResponse = { products: ShopProduct[] };
/** GET /apps/ecommerce/cart */
export type CartResponse = { products: CartProduct[] };
/** POST /apps/ecommerce/wishlist (201, or 200 when it was already there), DELETE /apps/ecommerce/wishlist/:productId */
export type WishlistItemResponse = { item: WishlistItem };
/** POST (201, or 200 when it was already there) and PUT /apps/ecommerce/cart[/:productId], DELETE too. */
export type CartItemResponse = { item: CartItem; cartItemsCount: number };
/** POST /apps/ecommerce/orders (201), GET /apps/ecommerce/orders/:id */
export type OrderResponse = { order: Order; cartItemsCount: number };

export const productListQuery = z.object({
  q: textParam.optional(),
  sortBy: z.enum(PRODUCT_SORTS, { error: 'Unknown sort' }).default('featured'),
  perPage: perPageParam(9),
  page: pageParam,
});

const productId = z
  .number({ error: 'Please choose a product' })
  .int('Please choose a product')
  .positive('Please choose a product');
const quantity = z
  .number({ error: 'Enter a quantity' })
  .int('Enter a whole quantity')
  .min(1, 'The quantity is at least 1')
  .max(10, 'At most 10 of one product');

/** POST /apps/ecommerce/wishlist */
export const addToWishlistBody = z.object({ productId });
/** POST /apps/ecommerce/cart */
export const addToCartBody = z.object({ productId, qty: quantity.default(1) });
/** PUT /apps/ecommerce/cart/:productId */
export const changeCartQuantityBody = z.object({ qty: quantity });

/** The checkout form's limit on every address field (src/features/apps/e-commerce/checkout/checkoutSchemas.ts takes it from here). */
export const ADDRESS_FIELD_MAX = 100;
const TOO_LONG = 'shop.checkout.validation.tooLong';
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(ADDRESS_FIELD_MAX, TOO_LONG);

/** POST /apps/ecommerce/orders: places an order for everything in the cart, which then empties. */
export const placeOrderBody = z
  .object({
    address: z.object(
      {
        fullName: required('Please enter your full name'),
        mobile: required('Please enter your mobile number').regex(
          /^\+?[\d\s()-]{7,20}$/,
          'Please enter a valid mobile number',
        ),
        houseNo: required('Please enter your flat or house number'),
        landmark: z.string().trim().max(ADDRESS_FIELD_MAX, TOO_LONG).default(''),
        city: required('Please enter your town or city'),
        pincode: required('Please enter your postcode').regex(
          /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/,
          'Please enter a valid postcode',
        ),
        state: required('Please enter your state or region'),
        addressType: z.enum(ADDRESS_TYPES, { error: 'Please choose home or office' }).default('home'),
      },
      { error: 'Please enter the delivery address' },
    ),
    paymentMethod: z.enum(PAYMENT_OPTIONS, { error: 'Please choose a payment method' }),
    /** The saved card's security code, needed for `card`. */
    cvv: z.string().trim().max(4, 'Please enter the 3 or 4 digit security code').optional(),
  })
  .superRefine((order, ctx) => {
    if (order.paymentMethod === 'card' && !/^\d{3,4}$/.test(order.cvv ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['cvv'], message: 'Please enter the 3 or 4 digit security code' });
    }
  });
export type NewOrder = z.input<typeof placeOrderBody>;
