import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  BLACK,
  contrastRatio,
  readableTextColor,
  relativeLuminance,
  WHITE,
} from './contrast';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#1d4ed8', '#ffffff', 6.7],
    ['#f59e0b', '#000000', 9.78],
    ['#abcdef', '#abcdef', 1],
  ])('%s on %s is %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('is null for colours it cannot read', () => {
    expect(contrastRatio('rebeccapurple', '#fff')).toBeNull();
  });

  it('uses the WCAG luminance of the extremes', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255 })).toBe(1);
  });
});

describe('readableTextColor', () => {
  it.each([
    ['#ffffff', BLACK],
    ['#000000', WHITE],
    ['#1d4ed8', WHITE],
    ['#0f766e', WHITE],
    ['#f59e0b', BLACK],
    ['#ffff00', BLACK],
    ['#777777', BLACK],
    ['#757575', WHITE],
    ['#e11d48', WHITE],
    ['#22c55e', BLACK],
    ['rgb(29, 78, 216)', WHITE],
    ['hsl(48, 96%, 53%)', BLACK],
    ['navy', WHITE],
    ['yellow', BLACK],
    ['rebeccapurple', WHITE],
  ])('on %s: %s', (background, expected) => {
    expect(readableTextColor(background)).toBe(expected);
  });

  it('always reaches WCAG AA, over a sweep of backgrounds', () => {
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (let r = 0; r <= 255; r += 15) {
      for (let g = 0; g <= 255; g += 15) {
        for (let b = 0; b <= 255; b += 15) {
          const background = `#${hex(r)}${hex(g)}${hex(b)}`;
          const ratio = contrastRatio(readableTextColor(background), background);
          expect(ratio, background).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
      }
    }
  });
});
