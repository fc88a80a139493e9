import { describe, expect, it } from 'vitest';
import ecommerceFixture from '@fixtures/ecommerce.fixture';
import { productImageDataUri, type ProductShape } from '@fixtures/helpers/images';
import { createRng } from '@fixtures/random';
import type { Product } from '@/mock/types/ecommerce';

/** What a product's name says it is, and the picture that shows it. */
const PICTURE_BY_NAME: Array<[RegExp, ProductShape]> = [
  [/headphones/i, 'headphones'],
  [/speaker/i, 'speaker'],
  [/watch/i, 'watch'],
  [/shoes/i, 'shoe'],
  [/bag|backpack|sleeve/i, 'bag'],
  [/bottle/i, 'bottle'],
  [/laptop air/i, 'laptop'],
  [/\btv\b|projector|desktop/i, 'screen'],
  [/console|controller/i, 'game'],
  [/smartphone|tablet/i, 'device'],
];

describe('the shop\'s demo products', () => {
  const products = ecommerceFixture(createRng('ecommerce')).ecommerceProducts as Product[];

  it('show a picture of what they are', () => {
    const mismatched = products.flatMap((product) => {
      const shape = PICTURE_BY_NAME.find(([pattern]) => pattern.test(product.name))?.[1];
      return shape && product.image !== productImageDataUri(product.brand, shape) ? [`${product.name} does not show a ${shape}`] : [];
    });
    expect(mismatched).toEqual([]);
    // The rule above covers most of the catalogue, speakers included.
    expect(products.filter((product) => /speaker/i.test(product.name))).toHaveLength(2);
  });
});
