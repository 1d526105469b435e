import { describe, expect, it } from 'vitest';
import { viewportOf } from './breakpoints';

describe('viewportOf', () => {
  it.each([
    [-10, 'mobile'],
    [Number.NaN, 'mobile'],
    [0, 'mobile'],
    [375, 'mobile'],
    [576, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [991, 'tablet'],
    [992, 'desktop'],
    [1919, 'desktop'],
    [1920, 'hd-desktop'],
    [2559, 'hd-desktop'],
    [2560, 'qhd-desktop'],
    [3839, 'qhd-desktop'],
    [3840, 'uhd-desktop'],
    [Number.POSITIVE_INFINITY, 'uhd-desktop'],
  ])('width %d is %s', (width, expected) => {
    expect(viewportOf(width)).toBe(expected);
  });
});
