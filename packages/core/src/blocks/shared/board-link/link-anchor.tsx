import type { MenuLink } from '@jobboard/schema';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { layoutMessages } from '../../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import type { LinkTarget } from './link-target';
import { SOCIAL_NAMES, SocialIcon } from './social-icon';
import { useLinkClick } from './use-link-click';

export interface LinkAnchorProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'children'> {
  link: MenuLink;
  target: LinkTarget;
  /** Called after a click that follows the link. */
  onFollow?: (() => void) | undefined;
}

/**
 * The anchor of one resolved link: its name (a social link also its platform's icon, and the
 * platform's name when the link has none), `target="_blank"` with `rel="noopener noreferrer"`
 * for new-tab links, and the board's click handling. Extra props (a menu item's role and
 * handlers) are passed to the anchor; their `onClick` runs first.
 */
export const LinkAnchor = forwardRef<HTMLAnchorElement, LinkAnchorProps>(function LinkAnchor(
  { link, target, onFollow, onClick, ...rest },
  ref,
) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const newTab = link.targetBlank === true;
  const follow = useLinkClick(target, { newTab, onFollow });
  const href = target.kind === 'board' ? context.href(target.path) : target.url;
  const social = link.linkType === 'SOCIAL_LINK' ? link.socialType : undefined;
  const name = link.name || (social ? SOCIAL_NAMES[social] : '');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    follow(event);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      onClick={handleClick}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {social ? <SocialIcon type={social} /> : null}
      <span className={social && !link.name ? 'jb-visually-hidden' : 'jb-link__name'}>{name}</span>
      {newTab ? (
        <span className="jb-visually-hidden"> {_(layoutMessages.opensInNewTab)}</span>
      ) : null}
    </a>
  );
});
