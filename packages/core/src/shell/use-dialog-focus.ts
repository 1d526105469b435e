import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { activeElementOf } from './active-element';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches: an inert part of the dialog (behind a question it asks) is out. */
function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => control.closest('[inert]') === null,
  );
}

/**
 * Focus handling of a modal dialog that is mounted while open: focus moves to its first control
 * (or the dialog), Tab and Shift+Tab cycle inside it (also from an element the dialog focused
 * that Tab does not stop at, such as a message), focus moved out of it (a click on the page
 * behind) comes back, Escape calls `onClose`, and on unmount focus returns to the element that
 * had it before. Spread the returned handler on the dialog.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
): { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void; release: () => void } {
  // Released by a closing dialog that moves the focus on itself (the cookie bar's, to where the
  // visitor came from): the trap and the return to the opener then stay out of its way.
  const released = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = activeElementOf(element);
    const root = element.getRootNode() as Document | ShadowRoot;
    const doc = element.ownerDocument;
    let lastInside: HTMLElement = focusables(element)[0] ?? element;
    lastInside.focus();
    const back = () => {
      if (released.current) return;
      (lastInside.isConnected && element.contains(lastInside) ? lastInside : element).focus();
    };
    // The page behind a modal dialog is out of reach: focus that gets there (a click beside the
    // dialog, on the backdrop) comes back to where it was in the dialog, so Tab and Escape go on
    // working in it.
    const onFocusIn = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (element.contains(target)) {
        if (target instanceof HTMLElement) lastInside = target;
      } else {
        back();
      }
    };
    // Focus that goes nowhere (a click on something that takes none) lands on the body, which
    // reports no focusin: taken back once it has left.
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      clearTimeout(pending);
      pending = setTimeout(() => {
        const active = activeElementOf(element);
        const nowhere = active === null || active === doc.body;
        if (element.isConnected && nowhere && doc.hasFocus()) back();
      });
    };
    root.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(pending);
      root.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      if (released.current) return;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog]);

  return {
    release: () => {
      released.current = true;
    },
    onKeyDown(event) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
        return;
      }
      const element = dialog.current;
      if (event.key !== 'Tab' || !element) return;
      const controls = focusables(element);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = activeElementOf(element);
      if (active && !controls.includes(active as HTMLElement)) {
        // Focus on something Tab does not stop at (the dialog, a message the dialog focused):
        // the browser would go on from there to the page behind, and the trap would bring it
        // back to the same place. The next control after it in the dialog, or around.
        event.preventDefault();
        const position = event.shiftKey
          ? Node.DOCUMENT_POSITION_PRECEDING
          : Node.DOCUMENT_POSITION_FOLLOWING;
        const beyond = controls.filter(
          (control) => active.compareDocumentPosition(control) & position,
        );
        (event.shiftKey ? (beyond.at(-1) ?? last) : (beyond[0] ?? first)).focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
