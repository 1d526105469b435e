import { type KeyboardEvent, type RefObject, useEffect } from 'react';

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

// Inside a shadow root the document only knows the host; the root knows the focused element.
function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * Focus handling of a modal dialog that is mounted while open: focus moves to its first control
 * (or the dialog), Tab and Shift+Tab cycle inside it, Escape calls `onClose`, and on unmount
 * focus returns to the element that had it before. Spread the returned handler on the dialog.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  onClose: () => void,
): { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void } {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = activeElementOf(element);
    (focusables(element)[0] ?? element).focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [dialog]);

  return {
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
      if (event.shiftKey && (active === first || active === element)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    },
  };
}
