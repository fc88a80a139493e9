import { describe, expect, it } from 'vitest';
import type { DemoErrorBody } from '@/mock/types/common';
import type {
  CartItemResponse,
  CartResponse,
  NewOrder,
  OrderResponse,
  ProductListResponse,
  ProductResponse,
  ShopProduct,
  WishlistItemResponse,
  WishlistResponse,
} from '@/mock/types/e-commerce';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

type Query = Record<string, string | number | undefined>;
const shop = async (query: Query = {}) => (await api.get<ProductListResponse>('/apps/ecommerce/products', query)).body;
const ids = (products: ShopProduct[]) => products.map((p) => p.id);
const cartIds = async () => (await api.get<CartResponse>('/apps/ecommerce/cart')).body.products.map((p) => p.id);
const wishlistIds = async () => ids((await api.get<WishlistResponse>('/apps/ecommerce/wishlist')).body.products);

const order: NewOrder = {
  address: {
    fullName: 'Ada Lovelace',
    mobile: '+44 20 7946 0018',
    houseNo: '12',
    city: 'London',
    pincode: 'SW1A 1AA',
    state: 'Greater London',
    addressType: 'office',
  },
  paymentMethod: 'cash-on-delivery',
};

describe('GET /apps/ecommerce/products', () => {
  it('answers 9 products, featured first (by id, reversed), the total and the shopper lists', async () => {
    const { status, body } = await api.get<ProductListResponse>('/apps/ecommerce/products');
    expect(status).toBe(200);
    expect(body.total).toBe(27);
    expect(ids(body.products)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19]);
    expect(body.userWishlist).toHaveLength(9);
    expect(body.userCart).toHaveLength(5);
    expect(body.userCart[0]).toEqual({ id: 1, productId: 27, qty: 1 });
    expect(body.products[0]).toMatchObject({
      slug: expect.stringMatching(/-27$/),
      image: expect.stringMatching(/^data:image\/svg/),
      rating: expect.any(Number),
    });
    expect(body.products[0]).toMatchObject({ category: 'Wearables', stock: expect.any(Number) });
    const departments = new Set((await shop({ perPage: 100 })).products.map((p) => p.category));
    expect(departments.size).toBeGreaterThan(5);
  });

  it('derives isInWishlist and isInCart from the lists', async () => {
    const { products, userWishlist, userCart } = await shop({ perPage: 27 });
    for (const product of products) {
      expect(product.isInWishlist).toBe(userWishlist.some((w) => w.productId === product.id));
      expect(product.isInCart).toBe(userCart.some((c) => c.productId === product.id));
    }
    expect(products.filter((p) => p.isInWishlist)).toHaveLength(9);
  });

  it('sorts by price ascending and descending', async () => {
    const asc = (await shop({ sortBy: 'price-asc', perPage: 27 })).products.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await shop({ sortBy: 'price-desc', perPage: 27 })).products.map((p) => p.price);
    expect(desc).toEqual([...asc].reverse());
    expect(asc[0]).toBeLessThan(asc[26]);
  });

  it('pages with perPage and page', async () => {
    expect(ids((await shop({ page: 3 })).products)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const page = await shop({ perPage: 4, page: 7 });
    expect(page.total).toBe(27);
    expect(ids(page.products)).toEqual([3, 2, 1]);
  });

  it('searches product names case-insensitively', async () => {
    const { products, total } = await shop({ q: 'SMART' });
    expect(total).toBeGreaterThan(1);
    expect(products.every((p) => p.name.toLowerCase().includes('smart'))).toBe(true);
    expect((await shop({ q: 'apple' })).total).toBe(0); // brand, not name
    expect((await shop({ q: 'zzz' })).products).toEqual([]);
  });

  it('rejects an unknown sort with 400', async () => {
    expect(await api.get<DemoErrorBody>('/apps/ecommerce/products', { sortBy: 'rating' })).toEqual({
      status: 400,
      body: { error: { sortBy: 'Unknown sort' } },
    });
  });
});

describe('GET /apps/ecommerce/products/:productId', () => {
  it('answers the product with its flags and colour options, by id or slug', async () => {
    const { status, body } = await api.get<ProductResponse>('/apps/ecommerce/products/26');
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      id: 26,
      isInWishlist: true,
      isInCart: true,
      colorOptions: ['primary', 'success', 'warning', 'danger', 'info'],
    });
    expect((await api.get<ProductResponse>(`/apps/ecommerce/products/${body.product.slug}`)).body.product.id).toBe(26);
    expect((await api.get<ProductResponse>('/apps/ecommerce/products/1')).body.product).toMatchObject({
      isInWishlist: false,
      isInCart: false,
    });
  });

  it('answers 404 for an unknown product', async () => {
    expect(await api.get('/apps/ecommerce/products/999')).toEqual({
      status: 404,
      body: { error: 'Product not found' },
    });
    expect((await api.get('/apps/ecommerce/products/no-such-thing')).status).toBe(404);
  });
});

describe('GET /apps/ecommerce/wishlist', () => {
  it('answers the 9 wishlist products, flagged', async () => {
    const { status, body } = await api.get<WishlistResponse>('/apps/ecommerce/wishlist');
    expect(status).toBe(200);
    expect(ids(body.products)).toEqual([26, 23, 11, 10, 5, 8, 9, 13, 17]);
    expect(body.products.every((p) => p.isInWishlist)).toBe(true);
    expect(body.products.find((p) => p.id === 26)!.isInCart).toBe(true);
    expect(body.products.find((p) => p.id === 11)!.isInCart).toBe(false);
  });
});

describe('POST /apps/ecommerce/wishlist', () => {
  it('adds a product (201) once', async () => {
    const { status, body } = await api.post<WishlistItemResponse>('/apps/ecommerce/wishlist', { productId: 1 });
    expect(status).toBe(201);
    expect(body.item).toEqual({ id: 10, productId: 1 });
    expect(await wishlistIds()).toContain(1);
    expect((await api.post('/apps/ecommerce/wishlist', { productId: 1 })).status).toBe(200);
    expect((await wishlistIds()).filter((id) => id === 1)).toHaveLength(1);
    expect((await shop({ page: 3 })).products.find((p) => p.id === 1)!.isInWishlist).toBe(true);
  });

  it('answers 400 without a product and 404 for an unknown one', async () => {
    expect(await api.post('/apps/ecommerce/wishlist', {})).toEqual({
      status: 400,
      body: { error: { productId: 'Please choose a product' } },
    });
    expect((await api.post('/apps/ecommerce/wishlist', { productId: 999 })).status).toBe(404);
  });
});

describe('DELETE /apps/ecommerce/wishlist/:productId', () => {
  it('removes the product from the wishlist (200), 404 when it is not there', async () => {
    const { status, body } = await api.delete<WishlistItemResponse>('/apps/ecommerce/wishlist/26');
    expect(status).toBe(200);
    expect(body.item.productId).toBe(26);
    expect(await wishlistIds()).not.toContain(26);
    expect((await api.get<ProductResponse>('/apps/ecommerce/products/26')).body.product.isInWishlist).toBe(false);
    expect((await api.delete('/apps/ecommerce/wishlist/26')).status).toBe(404);
  });
});

describe('GET /apps/ecommerce/cart', () => {
  it('answers the 5 cart products with quantity, a shipping date 1-8 days ahead, 1-4 offers and a 3-20% discount', async () => {
    const before = Date.now();
    const { status, body } = await api.get<CartResponse>('/apps/ecommerce/cart');
    expect(status).toBe(200);
    expect(ids(body.products)).toEqual([27, 21, 26, 25, 23]);
    for (const line of body.products) {
      expect(line.qty).toBe(1);
      expect(line.isInCart).toBe(true);
      const daysAhead = (Date.parse(line.shippingDate) - before) / 86_400_000;
      expect(daysAhead).toBeGreaterThanOrEqual(1 - 0.01);
      expect(daysAhead).toBeLessThanOrEqual(8 + 0.01);
      expect(line.offers).toBeGreaterThanOrEqual(1);
      expect(line.offers).toBeLessThanOrEqual(4);
      expect(line.discountPercentage).toBeGreaterThanOrEqual(3);
      expect(line.discountPercentage).toBeLessThanOrEqual(20);
    }
    expect(new Set(body.products.map((line) => line.discountPercentage)).size).toBeGreaterThan(3);
    expect(body.products.find((p) => p.id === 26)!.isInWishlist).toBe(true);
  });

  it("keeps each line's offers and discount from one visit to the next, so the totals do not move", async () => {
    await api.post('/apps/ecommerce/cart', { productId: 3, qty: 2 });
    const terms = async () =>
      (await api.get<CartResponse>('/apps/ecommerce/cart')).body.products.map((line) => [
        line.id,
        line.offers,
        line.discountPercentage,
      ]);
    const first = await terms();
    for (let visit = 0; visit < 5; visit++) expect(await terms()).toEqual(first);
  });
});

describe('POST /apps/ecommerce/cart', () => {
  it('adds a product (201) with the new cart count', async () => {
    const { status, body } = await api.post<CartItemResponse>('/apps/ecommerce/cart', { productId: 3, qty: 2 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ item: { id: 6, productId: 3, qty: 2 }, cartItemsCount: 6 });
    expect(body.item.discountPercentage).toBeGreaterThanOrEqual(3);
    expect(await cartIds()).toContain(3);
    expect((await api.post('/apps/ecommerce/cart', { productId: 3 })).status).toBe(200);
    expect(await cartIds()).toHaveLength(6);
  });

  it('validates the product and quantity', async () => {
    expect((await api.post<DemoErrorBody>('/apps/ecommerce/cart', { productId: 3, qty: 0 })).body.error).toEqual({
      qty: 'The quantity is at least 1',
    });
    expect((await api.post('/apps/ecommerce/cart', { productId: 999 })).status).toBe(404);
  });
});

describe('PUT /apps/ecommerce/cart/:productId', () => {
  it('changes the quantity of a cart line', async () => {
    const { status, body } = await api.put<CartItemResponse>('/apps/ecommerce/cart/21', { qty: 3 });
    expect(status).toBe(200);
    expect(body.item).toEqual({ id: 2, productId: 21, qty: 3 });
    expect((await api.get<CartResponse>('/apps/ecommerce/cart')).body.products.find((p) => p.id === 21)!.qty).toBe(3);
    expect((await api.put<DemoErrorBody>('/apps/ecommerce/cart/21', { qty: 11 })).body.error).toEqual({
      qty: 'At most 10 of one product',
    });
    expect((await api.put('/apps/ecommerce/cart/1', { qty: 2 })).status).toBe(404);
  });
});

describe('DELETE /apps/ecommerce/cart/:productId', () => {
  it('removes the product from the cart (200), 404 when it is not there', async () => {
    const { status, body } = await api.delete<CartItemResponse>('/apps/ecommerce/cart/21');
    expect(status).toBe(200);
    expect(body).toEqual({ item: { id: 2, productId: 21, qty: 1 }, cartItemsCount: 4 });
    expect(await cartIds()).not.toContain(21);
    expect((await shop()).products.find((p) => p.id === 21)!.isInCart).toBe(false);
    expect((await api.delete('/apps/ecommerce/cart/21')).status).toBe(404);
  });
});

describe('POST /apps/ecommerce/orders', () => {
  it('places an order for the whole cart (201) and empties the cart', async () => {
    await api.put('/apps/ecommerce/cart/27', { qty: 2 });
    const prices = (await api.get<CartResponse>('/apps/ecommerce/cart')).body.products.map((p) => p.price * p.qty);
    const { status, body } = await api.post<OrderResponse>('/apps/ecommerce/orders', order);
    expect(status).toBe(201);
    expect(body.cartItemsCount).toBe(0);
    expect(body.order).toMatchObject({
      id: 1,
      paymentMethod: 'cash-on-delivery',
      address: { ...order.address, landmark: '' },
    });
    expect(body.order.items.map((i) => i.productId)).toEqual([27, 21, 26, 25, 23]);
    expect(body.order.items[0].qty).toBe(2);
    expect(body.order.total).toBeCloseTo(
      prices.reduce((a, b) => a + b, 0),
      2,
    );
    expect(await cartIds()).toEqual([]);
    expect((await shop({ perPage: 27 })).userCart).toEqual([]);
    expect(await api.post('/apps/ecommerce/orders', order)).toEqual({
      status: 400,
      body: { error: 'Your cart is empty' },
    });
  });

  it('answers 400 with field messages for a bad address or payment', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/ecommerce/orders', {
      address: { ...order.address, fullName: '', mobile: 'call me', pincode: '!' },
      paymentMethod: 'gold',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'address.fullName': 'Please enter your full name',
      'address.mobile': 'Please enter a valid mobile number',
      'address.pincode': 'Please enter a valid postcode',
      paymentMethod: 'Please choose a payment method',
    });
    expect(
      (await api.post<DemoErrorBody>('/apps/ecommerce/orders', { ...order, paymentMethod: 'card', cvv: '12' })).body
        .error,
    ).toEqual({ cvv: 'Please enter the 3 or 4 digit security code' });
    expect(await cartIds()).toHaveLength(5);
  });
});

describe('GET /apps/ecommerce/orders/:id', () => {
  it('answers a placed order, 404 for an unknown one', async () => {
    const placed = (await api.post<OrderResponse>('/apps/ecommerce/orders', order)).body.order;
    expect((await api.get<OrderResponse>(`/apps/ecommerce/orders/${placed.id}`)).body.order).toEqual(placed);
    expect(await api.get('/apps/ecommerce/orders/99')).toEqual({ status: 404, body: { error: 'Order not found' } });
  });
});
