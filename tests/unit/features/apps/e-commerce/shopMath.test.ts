// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartProduct } from '@/mock/types/e-commerce';
import {
  activeFilterCount,
  DELIVERY_FEE,
  facetCounts,
  filterProducts,
  keepCartExtras,
  NO_FILTERS,
  pageOf,
  priceDetails,
  productIdFromSlug,
} from '@/features/apps/e-commerce/shopMath';

const products = [
  { id: 1, price: 5, brand: 'Anker', rating: 2, category: 'Audio' },
  { id: 2, price: 10, brand: 'Apple', rating: 5, category: 'Phones' },
  { id: 3, price: 99.99, brand: 'Apple', rating: 4, category: 'Computers' },
  { id: 4, price: 100, brand: 'Sony', rating: 3, category: 'Audio' },
  { id: 5, price: 499, brand: 'Sony', rating: 5, category: 'Gaming' },
  { id: 6, price: 1299, brand: 'Apple', rating: 1, category: 'Computers' },
];
const ids = (list: Array<{ id: number }>) => list.map((p) => p.id);

describe('filterProducts', () => {
  it('lets everything through without filters', () => {
    expect(ids(filterProducts(products, NO_FILTERS))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('narrows by price range, bounds included', () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, priceRange: 'upTo10' }))).toEqual([1, 2]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, priceRange: '10to100' }))).toEqual([2, 3, 4]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, priceRange: '100to500' }))).toEqual([4, 5]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, priceRange: '500up' }))).toEqual([6]);
  });

  it('keeps the chosen brands and categories, and a minimum rating', () => {
    expect(ids(filterProducts(products, { ...NO_FILTERS, brands: ['Sony', 'Anker'] }))).toEqual([1, 4, 5]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, categories: ['Audio'] }))).toEqual([1, 4]);
    expect(ids(filterProducts(products, { ...NO_FILTERS, minRating: 4 }))).toEqual([2, 3, 5]);
  });

  it('combines every filter', () => {
    expect(
      ids(filterProducts(products, { priceRange: '10to100', brands: ['Apple'], categories: [], minRating: 4 })),
    ).toEqual([2, 3]);
    expect(activeFilterCount({ priceRange: '10to100', brands: ['Apple', 'Sony'], categories: [], minRating: 4 })).toBe(
      4,
    );
  });
});

describe('shop helpers', () => {
  it('counts the products per brand, alphabetically', () => {
    expect(facetCounts(products, (p) => p.brand)).toEqual([
      { value: 'Anker', count: 1 },
      { value: 'Apple', count: 3 },
      { value: 'Sony', count: 2 },
    ]);
    expect(facetCounts(products, (p) => p.category)).toEqual([
      { value: 'Audio', count: 2 },
      { value: 'Computers', count: 2 },
      { value: 'Gaming', count: 1 },
      { value: 'Phones', count: 1 },
    ]);
  });

  it('pages 9 at a time', () => {
    const many = Array.from({ length: 20 }, (_, index) => index + 1);
    expect(pageOf(many, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(many, 3)).toEqual([19, 20]);
  });

  it('takes the product id from the end of the slug', () => {
    expect(productIdFromSlug('smart-watch-series-9-27')).toBe(27);
    expect(productIdFromSlug('12')).toBe(12);
    expect(productIdFromSlug('no-number')).toBeNull();
    expect(productIdFromSlug('thing-0')).toBeNull();
    expect(productIdFromSlug(undefined)).toBeNull();
  });
});

const line = (patch: Partial<CartProduct>): CartProduct => ({
  id: 1,
  name: 'Thing',
  slug: 'thing-1',
  description: '',
  brand: 'B',
  category: 'Audio',
  price: 100,
  stock: 5,
  image: '',
  hasFreeShipping: true,
  rating: 4,
  isInWishlist: false,
  isInCart: true,
  qty: 1,
  shippingDate: '2026-11-03T00:00:00.000Z',
  offers: 2,
  discountPercentage: 10,
  ...patch,
});

describe('priceDetails', () => {
  it('adds the lines, takes off each discount, adds 5% tax and no delivery when everything ships free', () => {
    const details = priceDetails([
      line({ price: 100, qty: 2, discountPercentage: 10 }),
      line({ id: 2, price: 19.99, qty: 3, discountPercentage: 5 }),
    ]);
    expect(details.total).toBe(259.97);
    expect(details.discount).toBe(23); // 20 + 3.00 (5% of 59.97, rounded)
    expect(details.tax).toBe(11.85); // 5% of 236.97
    expect(details.delivery).toBe(0);
    expect(details.grandTotal).toBe(248.82);
  });

  it('charges delivery once when any line does not ship free', () => {
    const details = priceDetails([line({ hasFreeShipping: false }), line({ id: 2, hasFreeShipping: false })]);
    expect(details.delivery).toBe(DELIVERY_FEE);
    expect(details.grandTotal).toBe(details.total - details.discount + details.tax + DELIVERY_FEE);
  });

  it('is all zero for an empty cart', () => {
    expect(priceDetails([])).toEqual({ total: 0, discount: 0, tax: 0, delivery: 0, grandTotal: 0 });
  });
});

describe('keepCartExtras', () => {
  it('keeps each known line’s discount, offers and shipping date, and takes new lines as they come', () => {
    const before = [line({ id: 1, discountPercentage: 7, offers: 1 })];
    const after = [line({ id: 1, qty: 3, discountPercentage: 19, offers: 4 }), line({ id: 2, discountPercentage: 12 })];
    const kept = keepCartExtras(before, after);
    expect(kept[0]).toMatchObject({ id: 1, qty: 3, discountPercentage: 7, offers: 1 });
    expect(kept[1]).toMatchObject({ id: 2, discountPercentage: 12 });
  });
});
