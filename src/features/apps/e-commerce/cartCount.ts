import { getUser, updateUser } from '@/auth/session';

/** Keeps the navbar's cart count (stored with the signed-in user, seed section 4) equal to the cart's line count. */
export function setCartCount(count: number) {
  const user = getUser();
  if (!user || user.extras?.eCommerceCartItemsCount === count) return;
  updateUser({ extras: { ...user.extras, eCommerceCartItemsCount: count } });
}
