import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { buildProduct, failureOf } from './fixtures';
import { PRODUCT_TYPES, Product } from './product';

describe('Product', () => {
  it.each(PRODUCT_TYPES)('accepts product type %s', (product_type) => {
    expect(is(buildProduct({ product_type }), Product)).toBe(true);
  });

  it('reads benefits stored as JSON text', () => {
    const product = create(
      { ...buildProduct(), benefits: '[{"lang":"nl","text":"30 dagen online"}]' },
      Product,
    );
    expect(product.benefits).toEqual([{ lang: 'nl', text: '30 dagen online' }]);
  });

  it.each([
    ['an unknown type', { product_type: 'banner' }, ['product_type']],
    ['a price as text', { price: '199' }, ['price']],
    ['benefits that are not JSON', { benefits: 'thirty days' }, ['benefits']],
    ['a benefit without language', { benefits: [{ text: 'x' }] }, ['benefits', 0, 'lang']],
    ['a fractional duration', { duration: 1.5 }, ['duration']],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(Product, { ...buildProduct(), ...overrides })?.path).toEqual(path);
  });
});
