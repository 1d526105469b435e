import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it.each([
    ['https://example.com/a.png', false, true],
    ['http://example.com/a.png', false, true],
    ['http://example.com/a.png', true, false],
    ['javascript:alert(1)', false, false],
    ['/relative.png', false, false],
  ])('%s (https only %s) -> %s', (address, httpsOnly, expected) => {
    expect(isWebAddress(address, httpsOnly)).toBe(expected);
  });
});
