import { TIMINGS } from '@jobboard/schema';
import { activeElementOf } from './active-element';

/** Focuses an element without scrolling, making it focusable first (a heading, `<main>`). */
export function focusQuietly(target: HTMLElement) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Moves the focus from `main` to its first `<h1>` once one renders; stops at the time-out. */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const view = main.ownerDocument.defaultView;
  if (!view || typeof view.MutationObserver !== 'function') return () => undefined;
  const observer = new view.MutationObserver(() => {
    if (activeElementOf(main) !== main) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    stop();
    focusQuietly(heading);
  });
  const timer = view.setTimeout(() => stop(), TIMINGS.asyncComponentTimeoutMs);
  const stop = () => {
    observer.disconnect();
    view.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * Focuses the last control of `container` shown before `element` (a checkbox, a "show more"
 * button), else the container itself.
 */
export function focusControlBefore(element: HTMLElement, container: HTMLElement | null): void {
  if (!container) return;
  const controls = Array.from(
    container.querySelectorAll<HTMLElement>('input:not([disabled]), button:not([disabled])'),
  ).filter(
    (control) =>
      control !== element &&
      control.getClientRects().length > 0 &&
      control.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = controls.at(-1);
  if (before) before.focus();
  else focusQuietly(container);
}
