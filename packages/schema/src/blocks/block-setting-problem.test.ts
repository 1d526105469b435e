import { describe, expect, it } from 'vitest';
import { previewValue } from './block-setting-problem';

describe('previewValue', () => {
  it.each([
    ['a string', 'text', 'text'],
    ['a number', 3, 3],
    ['null', null, null],
    ['a boolean', false, false],
    ['NaN', Number.NaN, 'NaN'],
    ['infinity', Number.POSITIVE_INFINITY, 'Infinity'],
    ['undefined', undefined, '[undefined]'],
    ['a bigint', 12n, '12n'],
    ['a symbol', Symbol('s'), '[symbol]'],
    ['a function', () => 1, '[function]'],
    ['a plain object', { a: [1, 'b'] }, { a: [1, 'b'] }],
  ])('copies %s as JSON', (_name, value, expected) => {
    expect(previewValue(value)).toEqual(expected);
  });

  it('cuts long strings, long lists and deep nesting short', () => {
    expect(previewValue('x'.repeat(500))).toHaveLength(201);
    expect(previewValue(Array.from({ length: 30 }, (_, i) => i))).toHaveLength(21);
    expect(previewValue({ a: { b: { c: { d: 1 } } } })).toEqual({ a: { b: { c: '[object]' } } });
  });

  it('marks cycles instead of following them', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(previewValue(cyclic)).toEqual({ self: '[cycle]' });
  });

  it('keeps __proto__ keys as plain data and never calls getters', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"x": 1}}');
    const preview = previewValue(parsed);
    expect(Object.keys(preview as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(preview)).toBe(Object.prototype);
    const withGetter = {
      get boom(): never {
        throw new Error('called');
      },
    };
    expect(previewValue(withGetter)).toEqual({ boom: '[getter]' });
  });

  it('answers something for objects that cannot be read', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(previewValue(hostile)).toBe('[unreadable]');
  });
});
