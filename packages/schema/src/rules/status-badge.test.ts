import { describe, expect, it } from 'vitest';
import { statusBadge } from './status-badge';

describe('statusBadge', () => {
  it.each([
    ['active', 'active'],
    ['yes', 'active'],
    ['available', 'active'],
    ['accepted', 'active'],
    ['signed', 'active'],
    ['success', 'active'],
    ['order', 'info'],
    ['requested', 'info'],
    ['payment-provider', 'info'],
    ['rejected', 'error'],
    ['declined', 'error'],
    ['finished', 'dark'],
    ['Active', 'active'],
    [' declined ', 'error'],
    ['paused', 'default'],
    ['draft', 'default'],
    ['toString', 'default'],
    ['', 'default'],
    [null, 'default'],
    [undefined, 'default'],
  ])('%j shows as %s', (status, expected) => {
    expect(statusBadge(status)).toBe(expected);
  });
});
