import { roundMoney, sumMoney } from '@/mock/lib/money';
import type { CartProduct, Product } from '@/mock/types/e-commerce';

export const SHOP_PAGE_SIZE = 9;

export const PRICE_RANGES = ['all', 'upTo10', '10to100', '100to500', '500up'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const RATING_STEPS = [4, 3, 2, 1] as const;

export interface ShopFilters {
  priceRange: PriceRange;
  /** Empty: every brand. */
  brands: string[];
  /** Empty: every category. */
  categories: string[];
  /** 0: any rating; otherwise this many stars or more. */
  minRating: number;
}

export const NO_FILTERS: ShopFilters = { priceRange: 'all', brands: [], categories: [], minRating: 0 };

const inRange = (price: number, range: PriceRange) => {
  switch (range) {
    case 'upTo10':
      return price <= 10;
    case '10to100':
      return price >= 10 && price <= 100;
    case '100to500':
      return price >= 100 && price <= 500;
    case '500up':
      return price >= 500;
    default:
      return true;
  }
};

/** The products the filters let through, in the order given. */
export function filterProducts<T extends Pick<Product, 'price' | 'brand' | 'rating' | 'category'>>(
  products: readonly T[],
  filters: ShopFilters,
): T[] {
  return products.filter(
    (product) =>
      inRange(product.price, filters.priceRange) &&
      (filters.brands.length === 0 || filters.brands.includes(product.brand)) &&
      (filters.categories.length === 0 || filters.categories.includes(product.category)) &&
      product.rating >= filters.minRating,
  );
}

export const activeFilterCount = (filters: ShopFilters) =>
  (filters.priceRange === 'all' ? 0 : 1) +
  filters.brands.length +
  filters.categories.length +
  (filters.minRating > 0 ? 1 : 0);

/** Each distinct value with how many products have it, alphabetically. */
export function facetCounts<T>(
  products: readonly T[],
  value: (product: T) => string | undefined,
): Array<{ value: string; count: number }> {
  const counts = new Map<string, number>();
  for (const product of products) {
    const key = value(product);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([key, count]) => ({ value: key, count }))
    .sort((a, b) => a.value.localeCompare(b.value));
}

/** One page (1-based) of a list. */
export const pageOf = <T>(items: readonly T[], page: number, perPage = SHOP_PAGE_SIZE): T[] =>
  items.slice((page - 1) * perPage, page * perPage);

/** The product id at the end of a product page's slug (`smart-watch-series-9-27` → 27), or null. */
export function productIdFromSlug(slug: string | undefined): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Tax on what is paid for the goods (after discounts). */
export const TAX_RATE = 0.05;
/** Charged once per order when any product in it does not ship free. */
export const DELIVERY_FEE = 5;

export interface PriceDetails {
  /** Sum of price × quantity. */
  total: number;
  /** Sum of each line's discount. */
  discount: number;
  tax: number;
  delivery: number;
  grandTotal: number;
}

/** What one cart line costs (price × quantity) before its discount. */
export const lineTotal = (line: Pick<CartProduct, 'price' | 'qty'>) => roundMoney(line.price * line.qty);

type PricedLine = Pick<CartProduct, 'price' | 'qty' | 'discountPercentage' | 'hasFreeShipping'>;

/** One line's discount: its percentage of price × quantity. */
export const lineDiscount = (line: Pick<CartProduct, 'price' | 'qty' | 'discountPercentage'>) =>
  roundMoney((line.price * line.qty * line.discountPercentage) / 100);

/** The checkout's price details: total, discount, tax, delivery and the grand total to pay. */
export function priceDetails(lines: readonly PricedLine[]): PriceDetails {
  const total = sumMoney(lines.map((line) => roundMoney(line.price * line.qty)));
  const discount = sumMoney(lines.map(lineDiscount));
  const tax = roundMoney((total - discount) * TAX_RATE);
  const delivery = lines.length > 0 && lines.some((line) => !line.hasFreeShipping) ? DELIVERY_FEE : 0;
  return { total, discount, tax, delivery, grandTotal: roundMoney(total - discount + tax + delivery) };
}

/**
 * The cart answer with each line's shipping date, offers and discount kept from the previous answer: the endpoint
 * draws them anew on every request, and prices must not jump while the shopper changes a quantity.
 */
export function keepCartExtras(
  previous: readonly CartProduct[] | undefined,
  next: readonly CartProduct[],
): CartProduct[] {
  const known = new Map((previous ?? []).map((line) => [line.id, line]));
  return next.map((line) => {
    const before = known.get(line.id);
    return before
      ? {
          ...line,
          shippingDate: before.shippingDate,
          offers: before.offers,
          discountPercentage: before.discountPercentage,
        }
      : line;
  });
}
