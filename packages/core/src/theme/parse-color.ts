/** A colour as red, green and blue channels of 0 to 255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

// The CSS 2.1 keywords; other named colours are not resolved (see docs/i18n-and-theme.md).
const NAMED_COLORS: Record<string, string> = {
  black: '000000',
  silver: 'c0c0c0',
  gray: '808080',
  grey: '808080',
  white: 'ffffff',
  maroon: '800000',
  red: 'ff0000',
  purple: '800080',
  fuchsia: 'ff00ff',
  green: '008000',
  lime: '00ff00',
  olive: '808000',
  yellow: 'ffff00',
  navy: '000080',
  blue: '0000ff',
  teal: '008080',
  aqua: '00ffff',
  orange: 'ffa500',
};

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(([\d\s.,%/]+)\)$/i;

/**
 * Reads a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`, `hsl()`/`hsla()`
 * (comma or space syntax) and the CSS 2.1 colour keywords. Alpha is ignored. Anything else,
 * including values that could break out of a CSS declaration, gives null.
 */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const named = NAMED_COLORS[text];
  if (named) return hexToRgb(named);
  const hex = HEX.exec(text)?.[1];
  if (hex) return hexToRgb(hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex);
  const fn = FUNCTION.exec(text);
  if (!fn?.[1] || !fn[2]) return null;
  const parts = fn[2].split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const [a, b, c] = parts as [string, string, string];
  return fn[1].startsWith('rgb')
    ? { r: channel(a), g: channel(b), b: channel(c) }
    : hslToRgb(Number.parseFloat(a), percent(b), percent(c));
}

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(0, 6), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

function channel(part: string): number {
  const value = part.endsWith('%') ? percent(part) * 255 : Number.parseFloat(part);
  return Math.round(clamp(Number.isNaN(value) ? 0 : value, 0, 255));
}

function percent(part: string): number {
  const value = Number.parseFloat(part) / 100;
  return clamp(Number.isNaN(value) ? 0 : value, 0, 1);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// CSS Color 4, "Converting HSL colors to sRGB colors".
function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((Number.isNaN(hue) ? 0 : hue) % 360) + 360) % 360;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}
