/**
 * The one allow-list for HTML from settings or the API (job texts, articles, html blocks):
 * formatting, lists, links, images and tables; no scripts, styles, forms, frames or event
 * handlers. The server sanitizes on write and the renderer sanitizes again with DOMPurify and this
 * same list, so what is stored is what is shown.
 */
export const HTML_ALLOWED_TAGS: readonly string[] = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

export const HTML_ALLOWED_ATTRIBUTES: readonly string[] = [
  'alt',
  'class',
  'colspan',
  'height',
  'href',
  'rel',
  'rowspan',
  'src',
  'target',
  'title',
  'width',
];

/** The part of a DOM element {@link secureSanitizedElement} reads and changes. */
export interface SanitizedElement {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Class names of the board's own styles: `jb-…` (any case: quirks mode matches it so). */
const BOARD_CLASS = /^jb-/i;

/**
 * The board's classes content may use (docs/i18n-and-theme.md, base styles): a button link, a
 * contained width, text for screen readers only. Every other `jb-` class is the board's own.
 */
export const CONTENT_BOARD_CLASSES: readonly string[] = [
  'jb-button',
  'jb-button--secondary',
  'jb-button--plain',
  'jb-button--info',
  'jb-contained',
  'jb-visually-hidden',
];

/**
 * What both sanitizers do to each element the allow-list keeps (DOMPurify's
 * `afterSanitizeAttributes` hook, in the renderer and on the server's write):
 * - A link with any target opens without a hold on the board's tab: `rel="noopener noreferrer"`,
 *   whatever rel it had. Not only `_blank`: browsers read `_BLANK` as `_blank`, a named target
 *   opens a new window too, and `rel="opener"` would hand the opener back.
 * - The board's own class names are dropped, but for {@link CONTENT_BOARD_CLASSES}: content
 *   with the job card's stretched-link class laid an invisible link over the whole page.
 */
export function secureSanitizedElement(node: SanitizedElement): void {
  if (node.tagName.toLowerCase() === 'a' && node.getAttribute('target') !== null) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
  const classes = node.getAttribute('class');
  if (classes === null) return;
  const kept = classes
    .split(/[\t\n\f\r ]+/)
    .filter((name) => name && (!BOARD_CLASS.test(name) || CONTENT_BOARD_CLASSES.includes(name)));
  if (kept.length > 0) node.setAttribute('class', kept.join(' '));
  else node.removeAttribute('class');
}
