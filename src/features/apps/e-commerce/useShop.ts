import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { CartProduct, CartResponse, ProductSort, ShopProduct } from '@/mock/types/e-commerce';
import {
  addToCart,
  addToWishlist,
  CART_KEY,
  changeCartQuantity,
  fetchCart,
  fetchProducts,
  fetchWishlist,
  productsKey,
  removeFromCart,
  removeFromWishlist,
  SHOP_KEY,
  WISHLIST_KEY,
} from './api';
import { setCartCount } from './cartCount';
import { keepCartExtras } from './shopMath';

/** The endpoint's largest page: asking for it gets the whole catalogue when it has no more products than this. */
const WHOLE_CATALOGUE = 100;

/**
 * Every product matching the search, in the chosen order. `complete` says whether that is really all of them
 * (the filters narrow this list in the browser, which is only right when nothing was left on the server).
 */
export function useCatalogue(q: string, sortBy: ProductSort) {
  const query = useQuery({
    queryKey: productsKey(q, sortBy, WHOLE_CATALOGUE, 1),
    queryFn: ({ signal }) => fetchProducts({ q: q || undefined, sortBy, perPage: WHOLE_CATALOGUE, page: 1 }, signal),
    placeholderData: keepPreviousData,
  });
  const count = query.data?.userCart.length;
  useEffect(() => {
    if (count !== undefined) setCartCount(count);
  }, [count]);
  return { query, complete: query.data ? query.data.products.length >= query.data.total : false };
}

/** One page of the server's own paging, for a catalogue too large to filter in the browser. */
export function useServerPage(q: string, sortBy: ProductSort, perPage: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: productsKey(q, sortBy, perPage, page),
    queryFn: ({ signal }) => fetchProducts({ q: q || undefined, sortBy, perPage, page }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCart() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: CART_KEY,
    queryFn: async ({ signal }): Promise<CartResponse> => {
      const fresh = await fetchCart(signal);
      return { products: keepCartExtras(client.getQueryData<CartResponse>(CART_KEY)?.products, fresh.products) };
    },
  });
  const count = query.data?.products.length;
  useEffect(() => {
    if (count !== undefined) setCartCount(count);
  }, [count]);
  return query;
}

export function useWishlist() {
  return useQuery({ queryKey: WISHLIST_KEY, queryFn: ({ signal }) => fetchWishlist(signal) });
}

/** Everything in the shop except the cart itself (whose lines a change patches in place). */
const notTheCart = (query: Query) => query.queryKey[0] === SHOP_KEY[0] && query.queryKey[1] !== CART_KEY[1];

/** Add to / remove from the cart and the wishlist, change a quantity; the navbar count follows every change. */
export function useShopActions() {
  const client = useQueryClient();
  const notify = useNotify();
  const failed = () => notify('shop.errors.actionFailed', { type: 'error' });
  const patchCart = (change: (lines: CartProduct[]) => CartProduct[]) =>
    client.setQueryData<CartResponse>(CART_KEY, (old) => (old ? { products: change(old.products) } : old));

  const add = useMutation({
    mutationFn: (product: Pick<ShopProduct, 'id' | 'name'>) => addToCart(product.id),
    onSuccess: ({ cartItemsCount }, product) => {
      setCartCount(cartItemsCount);
      void client.invalidateQueries({ queryKey: SHOP_KEY });
      notify('shop.cart.added', { type: 'success', messageArgs: { name: product.name } });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (product: Pick<ShopProduct, 'id' | 'name'>) => removeFromCart(product.id),
    onSuccess: ({ cartItemsCount }, product) => {
      setCartCount(cartItemsCount);
      patchCart((lines) => lines.filter((line) => line.id !== product.id));
      void client.invalidateQueries({ predicate: notTheCart });
      notify('shop.cart.removed', { type: 'success', messageArgs: { name: product.name } });
    },
    onError: failed,
  });
  const changeQty = useMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) => changeCartQuantity(productId, qty),
    onSuccess: ({ item, cartItemsCount }) => {
      setCartCount(cartItemsCount);
      patchCart((lines) => lines.map((line) => (line.id === item.productId ? { ...line, qty: item.qty } : line)));
    },
    onError: failed,
  });
  const toggleWishlist = useMutation({
    mutationFn: (product: Pick<ShopProduct, 'id' | 'name' | 'isInWishlist'>) =>
      product.isInWishlist ? removeFromWishlist(product.id) : addToWishlist(product.id),
    onSuccess: (_, product) => {
      void client.invalidateQueries({ predicate: notTheCart });
      notify(product.isInWishlist ? 'shop.wishlist.removed' : 'shop.wishlist.added', {
        type: 'success',
        messageArgs: { name: product.name },
      });
    },
    onError: failed,
  });
  /** Wishlist → cart: added to the cart, then taken off the wishlist. */
  const moveToCart = useMutation({
    mutationFn: async (product: Pick<ShopProduct, 'id' | 'name' | 'isInCart'>) => {
      const count = product.isInCart ? undefined : (await addToCart(product.id)).cartItemsCount;
      await removeFromWishlist(product.id);
      return count;
    },
    onSuccess: (count, product) => {
      if (count !== undefined) setCartCount(count);
      void client.invalidateQueries({ queryKey: SHOP_KEY });
      notify('shop.wishlist.moved', { type: 'success', messageArgs: { name: product.name } });
    },
    onError: failed,
  });
  return { add, remove, changeQty, toggleWishlist, moveToCart };
}
