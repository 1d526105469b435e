import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_FONT, WEB_FONTS, webFontOf } from './web-fonts';

describe('web fonts', () => {
  it('offers ten fonts with unique ids, the default first', () => {
    expect(WEB_FONTS).toHaveLength(10);
    expect(new Set(WEB_FONTS.map((f) => f.id)).size).toBe(10);
    expect(WEB_FONTS[0]?.id).toBe(DEFAULT_WEB_FONT);
  });

  it.each(WEB_FONTS.map((f) => [f.id, f.stack] as const))(
    '%s has a stack ending in a generic family',
    (_, stack) => {
      expect(stack).toMatch(/(sans-serif|serif)$/);
    },
  );

  it.each([
    ['roboto', 'Roboto'],
    ['sans-serif', 'Sans-serif'],
    ['comic-sans', 'Sans-serif'],
    [undefined, 'Sans-serif'],
  ])('webFontOf(%j) is %s', (id, label) => {
    expect(webFontOf(id).label).toBe(label);
  });
});
