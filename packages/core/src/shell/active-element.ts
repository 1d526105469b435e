/**
 * The focused element of the document or shadow root `node` is in. Inside a shadow root the
 * document's `activeElement` is the host: comparing it with a field of a board in shadow
 * isolation never matched. Focus outside the shadow root gives the document's focused element.
 */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  // A shadow root's activeElement is null while the focus is outside it (on the host page):
  // then the document's is the focused element, never "nothing focused".
  return root.activeElement ?? node.ownerDocument?.activeElement ?? null;
}

/** Whether `element` has the focus, in a document or a shadow root. */
export const hasFocus = (element: Element): boolean => activeElementOf(element) === element;

/**
 * Whether nothing has the focus (it fell to the page's body), seen from `element`'s document: a
 * removed list item's button took it along.
 */
export function lostFocus(element: Element | null): boolean {
  if (!element) return false;
  const active = activeElementOf(element);
  return active === null || active === element.ownerDocument.body;
}
