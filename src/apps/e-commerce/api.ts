import { apiJson } from '@/data/httpClient';
import { withQuery } from '@/apps/users/list/pageRange';
import type {
  CartItemResponse,
  CartResponse,
  NewOrder,
  OrderResponse,
  ProductListResponse,
  ProductResponse,
  ProductSort,
  WishlistItemResponse,
  WishlistResponse,
} from '@/mock/types/ecommerce';

/** Query keys: everything the shop shows lives under `SHOP_KEY`. */
export const SHOP_KEY = ['shop'] as const;
export const productsKey = (q: string, sortBy: ProductSort, perPage: number, page: number) => [...SHOP_KEY, 'products', { q, sortBy, perPage, page }] as const;
export const productKey = (id: number) => [...SHOP_KEY, 'product', id] as const;
export const CART_KEY = [...SHOP_KEY, 'cart'] as const;
export const WISHLIST_KEY = [...SHOP_KEY, 'wishlist'] as const;

const json = { 'Content-Type': 'application/json' };

export const fetchProducts = (query: { q?: string; sortBy: ProductSort; perPage: number; page: number }, signal?: AbortSignal) =>
  apiJson<ProductListResponse>(withQuery('/apps/ecommerce/products', query), { signal });

export const fetchProduct = (id: number, signal?: AbortSignal) => apiJson<ProductResponse>(`/apps/ecommerce/products/${id}`, { signal });

export const fetchCart = (signal?: AbortSignal) => apiJson<CartResponse>('/apps/ecommerce/cart', { signal });
export const fetchWishlist = (signal?: AbortSignal) => apiJson<WishlistResponse>('/apps/ecommerce/wishlist', { signal });

export const addToCart = (productId: number, qty = 1) =>
  apiJson<CartItemResponse>('/apps/ecommerce/cart', { method: 'POST', headers: json, body: JSON.stringify({ productId, qty }) });
export const changeCartQuantity = (productId: number, qty: number) =>
  apiJson<CartItemResponse>(`/apps/ecommerce/cart/${productId}`, { method: 'PUT', headers: json, body: JSON.stringify({ qty }) });
export const removeFromCart = (productId: number) => apiJson<CartItemResponse>(`/apps/ecommerce/cart/${productId}`, { method: 'DELETE' });

export const addToWishlist = (productId: number) =>
  apiJson<WishlistItemResponse>('/apps/ecommerce/wishlist', { method: 'POST', headers: json, body: JSON.stringify({ productId }) });
export const removeFromWishlist = (productId: number) => apiJson<WishlistItemResponse>(`/apps/ecommerce/wishlist/${productId}`, { method: 'DELETE' });

export const placeOrder = (order: NewOrder) =>
  apiJson<OrderResponse>('/apps/ecommerce/orders', { method: 'POST', headers: json, body: JSON.stringify(order) });
