import type { MouseEvent, ReactNode } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { layoutMessages } from '../../i18n/messages/layout-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { NewTabHint } from '../shared/board-link/link-anchor';
import type { NewsLink } from './news-item';

export interface NewsLinkAnchorProps {
  link: NewsLink;
  className?: string;
  /** The accessible name, when the visible text alone does not say where the link leads. */
  label?: string | undefined;
  children: ReactNode;
}

/**
 * A link of the feed: a board path through the board's router on a plain left click; an external
 * address in a new tab, reported as `outbound_link`, and said to open one as the board's other
 * new-tab links are.
 */
export function NewsLinkAnchor({ link, className, label, children }: NewsLinkAnchorProps) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  if (link.kind === 'external') {
    return (
      <a
        className={className}
        // A label replaces the content, hint included: it carries the hint itself.
        aria-label={label ? `${label} ${_(layoutMessages.opensInNewTab)}` : undefined}
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => context.emit('outbound_link', { url: link.url })}
      >
        {children}
        {label ? null : <NewTabHint />}
      </a>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    context.navigate(link.path);
  };
  return (
    <a className={className} aria-label={label} href={context.href(link.path)} onClick={onClick}>
      {children}
    </a>
  );
}
