import { type RefObject, useLayoutEffect } from 'react';

/** How many dialogs hold the lock of each document: the last one to close gives it back. */
const holders = new WeakMap<Document, { count: number; overflow: string }>();

/**
 * While the element in `ref` is mounted (a modal dialog), the page behind it does not scroll: the
 * document's `overflow` is hidden and given back when the last such dialog closes. A wheel or a
 * swipe past the dialog's end moved the page underneath.
 */
export function useScrollLock(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const doc = ref.current?.ownerDocument;
    if (!doc) return;
    const root = doc.documentElement;
    const held = holders.get(doc) ?? { count: 0, overflow: root.style.overflow };
    if (held.count === 0) root.style.overflow = 'hidden';
    held.count += 1;
    holders.set(doc, held);
    return () => {
      held.count -= 1;
      if (held.count > 0) return;
      root.style.overflow = held.overflow;
      holders.delete(doc);
    };
  }, [ref]);
}
