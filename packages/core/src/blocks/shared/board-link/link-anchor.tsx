import type { MenuLink } from '@jobboard/schema';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { layoutMessages } from '../../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import type { LinkTarget } from './link-target';
import { SOCIAL_NAMES, SocialIcon } from './social-icon';
import { followLink } from './use-link-click';

export interface LinkAnchorProps {
  link: MenuLink;
  target: LinkTarget;
  className?: string | undefined;
  /** Called after a click that follows the link. */
  onFollow?: (() => void) | undefined;
  /**
   * Further attributes and handlers of the anchor (a menu item's role, tab index and handlers);
   * their `onClick` runs first.
   */
  anchorProps?: AnchorHTMLAttributes<HTMLAnchorElement> | undefined;
}

/** The visually hidden "(opens in a new tab)" of a new-tab link. */
function NewTabHint() {
  const { _ } = useBoardI18n();
  return <span className="jb-visually-hidden"> {_(layoutMessages.opensInNewTab)}</span>;
}

/**
 * The anchor of one resolved link: its name (a social link also its platform's icon, and the
 * platform's name when the link has none), `target="_blank"` with `rel="noopener noreferrer"`
 * for new-tab links, and the board's click handling. A page renders many of these (a server
 * render too), so the common case builds its props without rest or spread, which cost several
 * times the rest of the anchor.
 */
export const LinkAnchor = forwardRef<HTMLAnchorElement, LinkAnchorProps>(function LinkAnchor(
  { link, target, className, onFollow, anchorProps },
  ref,
) {
  const context = useBlockContext();
  const newTab = link.targetBlank === true;
  const href = target.kind === 'board' ? context.href(target.path) : target.url;
  const social = link.linkType === 'SOCIAL_LINK' ? link.socialType : undefined;
  const name = link.name || (social ? SOCIAL_NAMES[social] : '');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    anchorProps?.onClick?.(event);
    followLink(context, target, { newTab, onFollow }, event);
  };
  const content = (
    <>
      {social ? <SocialIcon type={social} /> : null}
      <span className={social && !link.name ? 'jb-visually-hidden' : 'jb-link__name'}>{name}</span>
      {newTab ? <NewTabHint /> : null}
    </>
  );
  const tab = newTab ? '_blank' : undefined;
  const rel = newTab ? 'noopener noreferrer' : undefined;
  return anchorProps ? (
    <a
      {...anchorProps}
      ref={ref}
      className={className}
      href={href}
      onClick={onClick}
      target={tab}
      rel={rel}
    >
      {content}
    </a>
  ) : (
    <a ref={ref} className={className} href={href} onClick={onClick} target={tab} rel={rel}>
      {content}
    </a>
  );
});
