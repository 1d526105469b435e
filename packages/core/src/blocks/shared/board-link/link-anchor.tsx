import type { MenuLink } from '@jobboard/schema';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent, type Ref } from 'react';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { useBlockContext } from '../../../blocks-runtime/use-block-context';
import { layoutMessages } from '../../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { linkIcon } from './link-icon';
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

const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

/**
 * Whether a board path is the page the visitor is on: the same path, and each query parameter
 * the link names with the same values (a job link's stored search). Parameters the link does
 * not name do not count, so the account link is current on each of its tabs (`?tab=`).
 */
export function isCurrentPath(target: string, route: BlockContext['route']): boolean {
  const [path = '', search = ''] = target.split('?', 2);
  if (withoutTrailingSlash(path) !== withoutTrailingSlash(route.path)) return false;
  const wanted = new URLSearchParams(search);
  for (const key of new Set(wanted.keys())) {
    if (wanted.getAll(key).join('\n') !== route.query.getAll(key).join('\n')) return false;
  }
  return true;
}

/** The visually hidden "(opens in a new tab)" of a new-tab link. */
export function NewTabHint() {
  const { _ } = useBoardI18n();
  return <span className="jb-visually-hidden"> {_(layoutMessages.opensInNewTab)}</span>;
}

/**
 * The anchor of one resolved link: its name after the glyph of its `icon` setting (a social
 * link's icon is its platform's, with the platform's name, visually hidden, when the link has
 * none), `target="_blank"` with
 * `rel="noopener noreferrer"` for new-tab links, and the board's click handling.
 *
 * A function rather than a component, so a link of a block's settings ({@link BoardLink}) is one
 * component, and its props are built without rest or spread: a page renders many links (a
 * server render too), and each component or spread costs about as much as the anchor itself.
 */
export function linkAnchor(
  context: Pick<BlockContext, 'emit' | 'navigate' | 'href' | 'route'>,
  { link, target, className, onFollow, anchorProps }: LinkAnchorProps,
  ref?: Ref<HTMLAnchorElement>,
) {
  const newTab = link.targetBlank === true;
  const current =
    target.kind === 'board' && isCurrentPath(target.path, context.route) ? 'page' : undefined;
  const href = target.kind === 'board' ? context.href(target.path) : target.url;
  const social = link.linkType === 'SOCIAL_LINK' ? link.socialType : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    anchorProps?.onClick?.(event);
    followLink(context, target, { newTab, onFollow }, event);
  };
  const name = social ? (
    <>
      <SocialIcon type={social} />
      {link.name ? (
        <span>{link.name}</span>
      ) : (
        <span className="jb-visually-hidden">{SOCIAL_NAMES[social]}</span>
      )}
    </>
  ) : link.icon ? (
    <>
      {linkIcon(link.icon)}
      {link.name}
    </>
  ) : (
    link.name
  );
  const hint = newTab ? <NewTabHint /> : null;
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
      aria-current={current}
    >
      {name}
      {hint}
    </a>
  ) : (
    <a
      ref={ref}
      className={className}
      href={href}
      onClick={onClick}
      target={tab}
      rel={rel}
      aria-current={current}
    >
      {name}
      {hint}
    </a>
  );
}

/** {@link linkAnchor} as a component with a ref to the anchor, for a dropdown menu's items. */
export const LinkAnchor = forwardRef<HTMLAnchorElement, LinkAnchorProps>(
  function LinkAnchor(props, ref) {
    return linkAnchor(useBlockContext(), props, ref);
  },
);
