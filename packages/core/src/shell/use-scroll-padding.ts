import { type RefObject, useLayoutEffect } from 'react';

/** Room kept between a fixed bar and the element scrolled or tabbed to, in px. */
const GAP = 8;

/**
 * While `active`, keeps the document's scroll padding on `side` at the height of the element in
 * `ref` (a bar fixed or sticky at that edge of the viewport), so that the browser scrolls an
 * element receiving focus, or an anchor, clear of the bar instead of under it (WCAG 2.4.11).
 * Follows the bar's height as it wraps; gives the previous value back when it goes. With
 * `reserve`, that element gets the same height: the end of the page (a footer's last links) can
 * then be scrolled above a bottom bar.
 */
export function useScrollPadding(
  ref: RefObject<HTMLElement | null>,
  side: 'top' | 'bottom',
  active: boolean,
  /** An element in the page's flow given the same height, so the page's end can scroll clear. */
  reserve?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return;
    const style = bar.ownerDocument.documentElement.style;
    const property = side === 'top' ? 'scroll-padding-top' : 'scroll-padding-bottom';
    const previous = style.getPropertyValue(property);
    const update = () => {
      const rect = bar.getBoundingClientRect();
      const view = bar.ownerDocument.defaultView;
      // A sticky bar covers its height once stuck at the top; a bar fixed near the bottom edge
      // (the cookie bar sits 16 px above it) covers from its top down.
      const covered = side === 'top' ? rect.height : (view?.innerHeight ?? rect.bottom) - rect.top;
      const room = `${Math.max(0, Math.ceil(covered)) + GAP}px`;
      style.setProperty(property, room);
      if (reserve?.current) reserve.current.style.height = room;
    };
    update();
    const View = bar.ownerDocument.defaultView;
    const observer = View && 'ResizeObserver' in View ? new View.ResizeObserver(update) : undefined;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      if (previous) style.setProperty(property, previous);
      else style.removeProperty(property);
    };
  }, [ref, side, active, reserve]);
}
