export interface InjectStylesOptions {
  /** Identifies the style sheet, so injecting it again updates it instead of adding another. */
  id: string;
  /** The page's CSP nonce for `style-src`. */
  nonce?: string | undefined;
}

const MARKER = 'data-jb-style';

/**
 * Adds a `<style>` to a document's head, a shadow root or an element, once per `id`: injecting
 * the same id again (a remount, a second board) updates the existing element. Returns it.
 */
export function injectStyles(
  target: ShadowRoot | HTMLElement | Document,
  css: string,
  { id, nonce }: InjectStylesOptions,
): HTMLStyleElement {
  const container = isDocument(target) ? target.head : target;
  const existing = Array.from(
    container.querySelectorAll<HTMLStyleElement>(`style[${MARKER}]`),
  ).find((style) => style.getAttribute(MARKER) === id);
  const style = existing ?? ownerDocument(target).createElement('style');
  style.setAttribute(MARKER, id);
  // The attribute, not only the property: CSP reads it when the element is inserted.
  if (nonce) style.setAttribute('nonce', nonce);
  if (style.textContent !== css) style.textContent = css;
  if (!existing) container.append(style);
  return style;
}

function isDocument(target: Node): target is Document {
  return target.nodeType === 9;
}

function ownerDocument(target: ShadowRoot | HTMLElement | Document): Document {
  if (isDocument(target)) return target;
  return 'host' in target ? target.host.ownerDocument : target.ownerDocument;
}
