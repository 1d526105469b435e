import { type RefObject, useLayoutEffect } from 'react';
import { BOARD_ROOT_CLASS } from '../board/board-root-class';

/** Room kept between a fixed bar and the element scrolled or tabbed to, in px. */
const GAP = 8;

/**
 * While `active`, keeps the document's scroll padding on `side` at the height of the element in
 * `ref` (a bar fixed or sticky at that edge of the viewport), so that the browser scrolls an
 * element receiving focus, or an anchor, clear of the bar instead of under it (WCAG 2.4.11); a
 * control that receives focus partly under the bar is scrolled clear as well.
 * The board's root element gets the same room as `--jb-covered-top` or `--jb-covered-bottom`
 * (and the attribute `data-jb-covered-top` or `-bottom`), for what sticks inside the board (a split view's job preview, a fixed navbar's open menu) to
 * keep clear of the bar.
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
    const board = bar.closest<HTMLElement>(`.${BOARD_ROOT_CLASS}`);
    const coveredProperty = `--jb-covered-${side}`;
    // Says the side is covered, for what would otherwise sit there (the network banner).
    const coveredAttribute = `data-jb-covered-${side}`;
    board?.setAttribute(coveredAttribute, '');
    const update = () => {
      const rect = bar.getBoundingClientRect();
      const view = bar.ownerDocument.defaultView;
      // A sticky bar covers its height once stuck at the top; a bar fixed near the bottom edge
      // (the cookie bar sits 16 px above it) covers from its top down.
      const covered = side === 'top' ? rect.height : (view?.innerHeight ?? rect.bottom) - rect.top;
      // A bar as tall as the window (a fixed navbar with its menu open) would leave no room to
      // scroll anything into: at most half the window is kept clear.
      const limit = view ? view.innerHeight / 2 : covered;
      const room = `${Math.max(0, Math.ceil(Math.min(covered, limit))) + GAP}px`;
      style.setProperty(property, room);
      board?.style.setProperty(coveredProperty, room);
      if (reserve?.current) reserve.current.style.height = room;
    };
    update();
    const View = bar.ownerDocument.defaultView;
    const observer = View && 'ResizeObserver' in View ? new View.ResizeObserver(update) : undefined;
    observer?.observe(bar);
    // The browser scrolls by the padding only a control that is out of view; one partly under
    // the bar (a tall text area) stays there, so it is scrolled clear here, its top kept in view.
    // Not an element the board focused to orient (a heading, `<main>`, with tabindex -1): it put
    // the focus there without scrolling on purpose (the cookie bar closing, a new page), and
    // scrolling `<main>` clear moved the host page's header out of view.
    const uncover = (event: FocusEvent) => {
      const target = event.composedPath()[0];
      if (!View || !(target instanceof View.HTMLElement) || bar.contains(target)) return;
      if (target.tabIndex < 0) return;
      const barRect = bar.getBoundingClientRect();
      const rect = target.getBoundingClientRect();
      if (side === 'bottom') {
        const limit = barRect.top - GAP;
        if (rect.bottom <= limit || rect.top >= limit) return;
        const by = Math.min(rect.bottom - limit, rect.top - GAP);
        if (by > 0) View.scrollBy({ top: by });
      } else {
        const limit = barRect.bottom + GAP;
        if (rect.top >= limit || rect.bottom <= limit) return;
        View.scrollBy({ top: rect.top - limit });
      }
    };
    bar.ownerDocument.addEventListener('focusin', uncover);
    return () => {
      bar.ownerDocument.removeEventListener('focusin', uncover);
      observer?.disconnect();
      board?.style.removeProperty(coveredProperty);
      board?.removeAttribute(coveredAttribute);
      if (previous) style.setProperty(property, previous);
      else style.removeProperty(property);
    };
  }, [ref, side, active, reserve]);
}
