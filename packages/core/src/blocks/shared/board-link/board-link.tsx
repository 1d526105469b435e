import type { BlockLink } from '@jobboard/schema';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { linkAnchor } from './link-anchor';
import { linkClassName } from './link-class-name';
import { LinkDropdown } from './link-dropdown';
import { resolveLinkTarget } from './link-target';
import { useBoardLinkStyles } from './use-board-link-styles';

export interface BoardLinkProps {
  /** One link setting of any link type. */
  link: BlockLink;
  /** A class added to the link's anchor (or a dropdown's button). */
  className?: string | undefined;
  /** Called after a click that follows the link, e.g. to close a mobile menu. */
  onFollow?: (() => void) | undefined;
}

/**
 * One link of a block's settings, of any link type: a custom or social address, a page of the
 * site, the job list with a stored search, or a dropdown of such links. Buttons take the theme's
 * button of their type; new-tab links open with `rel="noopener noreferrer"`. A link that leads
 * nowhere (an empty address, a page the site lacks) renders nothing.
 */
export function BoardLink({ link, className, onFollow }: BoardLinkProps) {
  const context = useBlockContext();
  useBoardLinkStyles();
  if (link.linkType === 'DROPDOWN') {
    return <LinkDropdown link={link} className={className} onFollow={onFollow} />;
  }
  const target = resolveLinkTarget(link, context);
  if (!target) return null;
  return linkAnchor(context, { link, target, className: linkClassName(link, className), onFollow });
}
