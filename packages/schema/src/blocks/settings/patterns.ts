/*
 * The patterns of the string settings. Colours, gradients, sizes and image addresses end up in
 * inline styles and `url()`; the patterns leave out quotes, semicolons, braces, parentheses (in
 * addresses) and backslashes so a stored value can never break out of its declaration.
 */

/** An absolute http(s) address whose characters after the host are all `chars`. */
function absoluteUrl(chars: string): string {
  return String.raw`https?:\/\/[a-zA-Z0-9.-]+(?::\d{1,5})?(?:[/?#]${chars}*)?`;
}

/** A path on this site: one leading slash, since `//host` would leave the site. */
function internalPath(chars: string): string {
  return String.raw`\/(?!\/)${chars}*`;
}

const LINK_CHARS = String.raw`[^\s"'<>\\]`;
const IMAGE_CHARS = String.raw`[^\s"'()<>\\]`;

export const COLOR_PATTERN =
  /^$|^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$|^(?:rgba?|hsla?)\([0-9.,%\s/]+\)$|^[a-zA-Z]{3,20}$|^var\(--[a-zA-Z0-9-]{1,50}\)$/;

export const GRADIENT_PATTERN = /^$|^(?:linear|radial)-gradient\([#a-zA-Z0-9(),.%\s/-]+\)$/;

export const SIZE_PATTERN = /^(?:0|\d{1,4}(?:\.\d{1,2})?(?:px|rem|em|%|vw|vh))$/;

/** An image as a data URL (raster or SVG); CSS cannot run script from a background image. */
const IMAGE_DATA_URL = String.raw`data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)(?:;base64)?,${IMAGE_CHARS}+`;

export const IMAGE_PATTERN = new RegExp(
  `^$|^${absoluteUrl(IMAGE_CHARS)}$|^${internalPath(IMAGE_CHARS)}$|^${IMAGE_DATA_URL}$`,
);

export const URL_PATTERN = new RegExp(
  [
    '^$',
    `^${absoluteUrl(LINK_CHARS)}$`,
    `^${internalPath(LINK_CHARS)}$`,
    `^#${LINK_CHARS}*$`,
    `^mailto:${LINK_CHARS}+$`,
    String.raw`^tel:\+?[0-9()\s-]{3,30}$`,
  ].join('|'),
);

export const ABSOLUTE_URL_PATTERN = new RegExp(`^$|^${absoluteUrl(LINK_CHARS)}$`);

export const EMAIL_PATTERN = /^$|^[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+$/;

/**
 * The icons a link's `icon` setting may name: lucide names of the glyphs a renderer draws (core
 * draws each as an outline), plus `home`, lucide's old name of `house` that stored settings may
 * still use. An editor offers these; any other stored name is dropped when settings are read.
 */
export const LINK_ICON_NAMES = [
  'arrow-right',
  'briefcase',
  'building',
  'calendar',
  'chevron-down',
  'chevron-right',
  'external-link',
  'file-text',
  'globe',
  'heart',
  'home',
  'house',
  'info',
  'log-in',
  'log-out',
  'mail',
  'map-pin',
  'phone',
  'search',
  'star',
  'user',
  'users',
] as const;
export type LinkIconName = (typeof LINK_ICON_NAMES)[number];
