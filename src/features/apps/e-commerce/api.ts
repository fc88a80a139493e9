import { api } from '@/data/api';
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
} from '@/mock/types/e-commerce';

/** Query keys: everything the shop shows lives under `SHOP_KEY`. */
export const SHOP_KEY = ['shop'] as const;
export const productsKey = (q: string, sortBy: ProductSort, perPage: number, page: number) =>
  [...SHOP_KEY, 'products', { q, sortBy, perPage, page }] as const;
export const productKey = (id: number) => [...SHOP_KEY, 'product', id] as const;
export const CART_KEY = [...SHOP_KEY, 'cart'] as const;
export const WISHLIST_KEY = [...SHOP_KEY, 'wishlist'] as const;

export const fetchProducts = (
  query: { q?: string; sortBy: ProductSort; perPage: number; page: number },
  signal?: AbortSignal,
) => api.get<ProductListResponse>('/apps/ecommerce/products', { query, signal });

export const fetchProduct = (id: number, signal?: AbortSignal) =>
  api.get<ProductResponse>(`/apps/ecommerce/products/${id}`, { signal });

export const fetchCart = (signal?: AbortSignal) => api.get<CartResponse>('/apps/ecommerce/cart', { signal });
export const fetchWishlist = (signal?: AbortSignal) =>
  api.get<WishlistResponse>('/apps/ecommerce/wishlist', { signal });

export const addToCart = (productId: number, qty = 1) =>
  api.post<CartItemResponse>('/apps/ecommerce/cart', { productId, qty });
export const changeCartQuantity = (productId: number, qty: number) =>
  api.put<CartItemResponse>(`/apps/ecommerce/cart/${productId}`, { qty });
export const removeFromCart = (productId: number) => api.delete<CartItemResponse>(`/apps/ecommerce/cart/${productId}`);

export const addToWishlist = (productId: number) =>
  api.post<WishlistItemResponse>('/apps/ecommerce/wishlist', { productId });
export const removeFromWishlist = (productId: number) =>
  api.delete<WishlistItemResponse>(`/apps/ecommerce/wishlist/${productId}`);

export const placeOrder = (order: NewOrder) => api.post<OrderResponse>('/apps/ecommerce/orders', order);
