import type { MouseEvent } from 'react';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { isPlainLeftClick } from './is-plain-left-click';
import type { LinkTarget } from './link-target';

export interface UseLinkClickOptions {
  /** The link opens in a new tab, so the board's router leaves it alone. */
  newTab: boolean;
  /** Called after any click that follows the link, e.g. to close a menu. */
  onFollow?: (() => void) | undefined;
}

/**
 * What a click on a link's anchor does: a plain left click on a board link goes through the
 * board's router; a click on an address outside the board is reported as `outbound_link`.
 * Modified clicks and new-tab links are left to the browser.
 */
export function followLink(
  context: Pick<BlockContext, 'emit' | 'navigate'>,
  target: LinkTarget,
  { newTab, onFollow }: UseLinkClickOptions,
  event: MouseEvent<HTMLAnchorElement>,
): void {
  if (target.kind === 'external') {
    context.emit('outbound_link', { url: target.url });
  } else if (target.kind === 'board' && !newTab && isPlainLeftClick(event)) {
    event.preventDefault();
    context.navigate(target.path);
  }
  onFollow?.();
}

/** The click handler of a link's anchor, as {@link followLink} describes it. */
export function useLinkClick(
  target: LinkTarget,
  options: UseLinkClickOptions,
): (event: MouseEvent<HTMLAnchorElement>) => void {
  const context = useBlockContext();
  return (event) => followLink(context, target, options, event);
}
