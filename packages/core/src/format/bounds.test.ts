import { describe, expect, it } from 'vitest';
import { type Bounds, presentBounds } from './bounds';

describe('presentBounds', () => {
  it.each<[Bounds, ReturnType<typeof presentBounds>]>([
    [
      { min: 10, max: 20 },
      { min: 10, max: 20 },
    ],
    [{ min: 10 }, { min: 10 }],
    [{ max: 20 }, { max: 20 }],
    [{ min: null, max: 20 }, { max: 20 }],
    [{ min: 0, max: 20 }, { max: 20 }],
    [{ min: -5, max: 0 }, {}],
    [{}, {}],
    [
      { min: 20, max: 10 },
      { min: 10, max: 20 },
    ],
  ])('%j -> %j', (bounds, expected) => {
    expect(presentBounds(bounds)).toEqual(expected);
  });
});
