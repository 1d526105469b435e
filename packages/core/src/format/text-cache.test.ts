import { describe, expect, it, vi } from 'vitest';
import { createTextCache } from './text-cache';

describe('the text cache formats a key once', () => {
  it('gives the cached text for a key it holds', () => {
    const cache = createTextCache();
    const format = vi.fn(() => 'text');
    expect(cache.get('a', format)).toBe('text');
    expect(cache.get('a', format)).toBe('text');
    expect(format).toHaveBeenCalledTimes(1);
  });

  it('starts over once it holds its maximum', () => {
    const cache = createTextCache(2);
    const format = vi.fn((text: string) => text);
    cache.get('a', () => format('a'));
    cache.get('b', () => format('b'));
    cache.get('c', () => format('c'));
    cache.get('c', () => format('c'));
    cache.get('a', () => format('a'));
    expect(format.mock.calls.map(([text]) => text)).toEqual(['a', 'b', 'c', 'a']);
  });
});
