import { type WebFont, webFontOf } from '@jobboard/schema';

export interface DeclareFontsOptions {
  /** The page's CSP nonce for `style-src`. */
  nonce?: string | undefined;
  /**
   * Where the font style sheets come from, in the Google Fonts CSS API form; point it at a
   * self-hosted mirror to keep visitors' requests on your own servers.
   * @default 'https://fonts.googleapis.com/css2'
   */
  baseUrl?: string | undefined;
}

const MARKER = 'data-jb-font';

/** How many boards declared each font link: the last one to let go removes it. */
const fontUsers = new WeakMap<HTMLLinkElement, number>();

function used(link: HTMLLinkElement): HTMLLinkElement {
  fontUsers.set(link, (fontUsers.get(link) ?? 0) + 1);
  return link;
}

/** A board lets go of a font link it declared; the link goes with the last board using it. */
export function releaseFontDeclaration(link: HTMLLinkElement): void {
  const left = (fontUsers.get(link) ?? 1) - 1;
  if (left > 0) {
    fontUsers.set(link, left);
    return;
  }
  fontUsers.delete(link);
  link.remove();
}
const GOOGLE_FONTS_CSS = 'https://fonts.googleapis.com/css2';

/** The style sheet URL of a web font, or null for fonts every system has. */
export function webFontStylesheetUrl(font: WebFont, baseUrl = GOOGLE_FONTS_CSS): string | null {
  if (!font.googleFamily) return null;
  const family = encodeURIComponent(font.googleFamily).replace(/%20/g, '+');
  return `${baseUrl}?family=${family}:wght@400;600;700&display=swap`;
}

/**
 * Loads a site font's `@font-face` rules into the document itself. A board inside a shadow root
 * needs this: Chromium ignores `@font-face` declared inside a shadow root, while fonts declared
 * on the document are usable in it. Adds one `<link>` per font, however often it is called.
 * Takes the font id of SiteSettings.fontFamily (or a WebFont); returns the link, or null when the
 * font needs no loading. Each call counts as a user of the link until
 * {@link releaseFontDeclaration}.
 */
export function declareFontsOnDocument(
  doc: Document,
  font: string | WebFont,
  { nonce, baseUrl }: DeclareFontsOptions = {},
): HTMLLinkElement | null {
  const webFont = typeof font === 'string' ? webFontOf(font) : font;
  const href = webFontStylesheetUrl(webFont, baseUrl);
  if (!href) return null;
  const existing = Array.from(doc.head.querySelectorAll<HTMLLinkElement>(`link[${MARKER}]`)).find(
    (link) => link.getAttribute(MARKER) === webFont.id,
  );
  if (existing) return used(existing);
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.setAttribute(MARKER, webFont.id);
  if (nonce) link.setAttribute('nonce', nonce);
  doc.head.append(link);
  return used(link);
}
