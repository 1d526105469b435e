/**
 * The focused element of the document or shadow root `node` is in. Inside a shadow root the
 * document's `activeElement` is the host: comparing it with a field of a board in shadow
 * isolation never matched.
 */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** Whether `element` has the focus, in a document or a shadow root. */
export const hasFocus = (element: Element): boolean => activeElementOf(element) === element;
