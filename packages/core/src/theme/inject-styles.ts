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
  const existing = findStyle(target, id);
  const style = existing ?? ownerDocument(target).createElement('style');
  style.setAttribute(MARKER, id);
  // The attribute, not only the property: CSP reads it when the element is inserted.
  if (nonce) style.setAttribute('nonce', nonce);
  if (style.textContent !== css) style.textContent = css;
  if (!existing) containerOf(target).append(style);
  return style;
}

/** Removes the `<style>` that `injectStyles` (or the server's page) put in `target` for `id`. */
export function removeStyles(target: ShadowRoot | HTMLElement | Document, id: string): void {
  findStyle(target, id)?.remove();
}

/** The ids of the marked style sheets in `target`: the ones a server's page came with. */
export function injectedStyleIds(target: ShadowRoot | HTMLElement | Document): string[] {
  return markedStyles(target).map((style) => style.getAttribute(MARKER) ?? '');
}

function findStyle(
  target: ShadowRoot | HTMLElement | Document,
  id: string,
): HTMLStyleElement | undefined {
  // A plain name (every built-in id) is looked up directly; any other is compared as text.
  if (/^[\w-]+$/.test(id)) {
    return (
      containerOf(target).querySelector<HTMLStyleElement>(`style[${MARKER}="${id}"]`) ?? undefined
    );
  }
  return markedStyles(target).find((style) => style.getAttribute(MARKER) === id);
}

function markedStyles(target: ShadowRoot | HTMLElement | Document): HTMLStyleElement[] {
  return Array.from(containerOf(target).querySelectorAll<HTMLStyleElement>(`style[${MARKER}]`));
}

function containerOf(target: ShadowRoot | HTMLElement | Document): ShadowRoot | HTMLElement {
  return isDocument(target) ? target.head : target;
}

function isDocument(target: Node): target is Document {
  return target.nodeType === 9;
}

function ownerDocument(target: ShadowRoot | HTMLElement | Document): Document {
  if (isDocument(target)) return target;
  return 'host' in target ? target.host.ownerDocument : target.ownerDocument;
}
