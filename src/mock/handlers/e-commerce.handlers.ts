import { http } from 'msw';
import { addDays } from '../lib/dates';
import { matchesQuery, paginate, sortedBy } from '../lib/listing';
import { roundMoney, sumMoney } from '../lib/money';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import {
  addToCartBody,
  addToWishlistBody,
  changeCartQuantityBody,
  COLOR_OPTIONS,
  placeOrderBody,
  productListQuery,
  type CartItem,
  type CartItemResponse,
  type CartProduct,
  type CartResponse,
  type Order,
  type OrderResponse,
  type Product,
  type ProductListResponse,
  type ProductResponse,
  type ProductSort,
  type ShopProduct,
  type WishlistItem,
  type WishlistItemResponse,
  type WishlistResponse,
} from '../types/e-commerce';

const products = collection<Product>('ecommerceProducts');
const wishlist = collection<WishlistItem>('ecommerceWishlist');
const cart = collection<CartItem>('ecommerceCart');
const orders = collection<Order>('ecommerceOrders');

/** Flags are derived from the wishlist and the cart, never stored on the product. */
function withFlags(product: Product): ShopProduct {
  return {
    ...product,
    isInWishlist: wishlist.all().some((item) => item.productId === product.id),
    isInCart: cart.all().some((item) => item.productId === product.id),
  };
}

function sortProducts(list: Product[], sortBy: ProductSort): Product[] {
  if (sortBy === 'featured') return sortedBy(list, (p) => p.id, true);
  return sortedBy(
    sortedBy(list, (p) => p.id),
    (p) => p.price,
    sortBy === 'price-desc',
  );
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Seed section 4: a shipping date 1-8 days ahead, 1-4 offers and a 3-20% discount, drawn once per cart line. */
const drawCartTerms = () => ({
  shippingDate: addDays(new Date(), randomInt(1, 8)).toISOString(),
  offers: randomInt(1, 4),
  discountPercentage: randomInt(3, 20),
});

/** A line's terms; the demo cart's lines (stored without them) get fixed ones from their product, so totals never move. */
function cartTerms(item: CartItem) {
  const n = item.productId;
  return {
    shippingDate: item.shippingDate ?? addDays(new Date(), 1 + (n % 8)).toISOString(),
    offers: item.offers ?? 1 + (n % 4),
    discountPercentage: item.discountPercentage ?? 3 + ((n * 7) % 18),
  };
}
const cartCount = () => cart.all().length;

/** A product by id (`12`) or by slug (`smart-watch-series-9-27`). */
function findProduct(key: string | readonly string[] | undefined): Product | undefined {
  const id = parseId(key);
  return id !== undefined ? products.find(id) : products.all().find((product) => product.slug === key);
}

export const handlers = [
  /** Search by name, sort, a page of 9; with the wishlist and cart of the shopper. */
  http.get('/apps/ecommerce/products', ({ request }) => {
    const query = parseQuery(request, productListQuery);
    if (query.response) return query.response;
    const { q, sortBy, perPage, page } = query.data;
    const matching = products.all().filter((product) => matchesQuery(q, product.name));
    return ok<ProductListResponse>({
      products: paginate(sortProducts(matching, sortBy), perPage, page).map(withFlags),
      total: matching.length,
      userWishlist: wishlist.all(),
      userCart: cart.all(),
    });
  }),

  http.get('/apps/ecommerce/products/:productId', ({ params }) => {
    const product = findProduct(params.productId);
    if (!product) return notFound('Product');
    return ok<ProductResponse>({ product: { ...withFlags(product), colorOptions: [...COLOR_OPTIONS] } });
  }),

  http.get('/apps/ecommerce/wishlist', () => {
    const listed = wishlist.all().flatMap((item) => products.find(item.productId) ?? []);
    return ok<WishlistResponse>({ products: listed.map(withFlags) });
  }),

  http.post('/apps/ecommerce/wishlist', async ({ request }) => {
    const body = await parseBody(request, addToWishlistBody);
    if (body.response) return body.response;
    const { productId } = body.data;
    if (!products.find(productId)) return notFound('Product');
    const existing = wishlist.all().find((item) => item.productId === productId);
    if (existing) return ok<WishlistItemResponse>({ item: existing });
    return created<WishlistItemResponse>({ item: wishlist.insert({ productId }) });
  }),

  http.delete('/apps/ecommerce/wishlist/:productId', ({ params }) => {
    const item = wishlist.all().find((entry) => entry.productId === parseId(params.productId));
    if (!item) return notFound('Wishlist item');
    wishlist.remove(item.id);
    return ok<WishlistItemResponse>({ item });
  }),

  /** The cart with each line's quantity and the shipping date, offers and discount drawn when it entered the cart. */
  http.get('/apps/ecommerce/cart', () => {
    const lines = cart.all().flatMap((item): CartProduct[] => {
      const product = products.find(item.productId);
      if (!product) return [];
      return [{ ...withFlags(product), qty: item.qty, ...cartTerms(item) }];
    });
    return ok<CartResponse>({ products: lines });
  }),

  http.post('/apps/ecommerce/cart', async ({ request }) => {
    const body = await parseBody(request, addToCartBody);
    if (body.response) return body.response;
    const { productId, qty } = body.data;
    if (!products.find(productId)) return notFound('Product');
    const existing = cart.all().find((item) => item.productId === productId);
    if (existing) return ok<CartItemResponse>({ item: existing, cartItemsCount: cartCount() });
    const item = cart.insert({ productId, qty, ...drawCartTerms() });
    return created<CartItemResponse>({ item, cartItemsCount: cartCount() });
  }),

  http.put('/apps/ecommerce/cart/:productId', async ({ request, params }) => {
    const existing = cart.all().find((entry) => entry.productId === parseId(params.productId));
    if (!existing) return notFound('Cart item');
    const body = await parseBody(request, changeCartQuantityBody);
    if (body.response) return body.response;
    return ok<CartItemResponse>({
      item: cart.update(existing.id, { qty: body.data.qty })!,
      cartItemsCount: cartCount(),
    });
  }),

  http.delete('/apps/ecommerce/cart/:productId', ({ params }) => {
    const item = cart.all().find((entry) => entry.productId === parseId(params.productId));
    if (!item) return notFound('Cart item');
    cart.remove(item.id);
    return ok<CartItemResponse>({ item, cartItemsCount: cartCount() });
  }),

  /** Places an order for the whole cart and empties it. */
  http.post('/apps/ecommerce/orders', async ({ request }) => {
    const body = await parseBody(request, placeOrderBody);
    if (body.response) return body.response;
    const lines = cart.all().flatMap((item) => {
      const product = products.find(item.productId);
      return product ? [{ productId: product.id, name: product.name, price: product.price, qty: item.qty }] : [];
    });
    if (lines.length === 0) return badRequest('Your cart is empty');
    const order = orders.insert({
      placedAt: new Date().toISOString(),
      items: lines,
      total: sumMoney(lines.map((line) => roundMoney(line.price * line.qty))),
      address: body.data.address,
      paymentMethod: body.data.paymentMethod,
    });
    for (const item of cart.all()) cart.remove(item.id);
    return created<OrderResponse>({ order, cartItemsCount: 0 });
  }),

  http.get('/apps/ecommerce/orders/:id', ({ params }) => {
    const order = orders.find(parseId(params.id) ?? 0);
    return order ? ok<OrderResponse>({ order, cartItemsCount: cartCount() }) : notFound('Order');
  }),
];
