import { parseColor, type Rgb } from './parse-color';

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** WCAG 2.1 AA minimum contrast for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

/** WCAG 2.1 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.1 contrast ratio of two colours, 1 to 21; null when either does not parse. */
export function contrastRatio(a: string, b: string): number | null {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return null;
  const l1 = relativeLuminance(first);
  const l2 = relativeLuminance(second);
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/**
 * Black or white, whichever contrasts more with the background. One of the two always reaches
 * WCAG AA (4.5:1). A background that does not parse gets white, since unparsed named colours
 * used as brand colours are mostly dark.
 */
export function readableTextColor(background: string): typeof BLACK | typeof WHITE {
  const onBlack = contrastRatio(background, BLACK);
  const onWhite = contrastRatio(background, WHITE);
  if (onBlack === null || onWhite === null) return WHITE;
  return onBlack > onWhite ? BLACK : WHITE;
}
