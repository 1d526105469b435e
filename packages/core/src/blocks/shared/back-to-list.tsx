import type { MouseEvent, ReactNode } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { fromPathOf } from '../../router/history-entry-from';
import { isPlainLeftClick } from './board-link/is-plain-left-click';
import { pagePath } from './page-link';

// The list's page the visitor left for this page, by a link inside the board: the board's
// history and hash locations name that path in the entries they push.
function cameFromList(listPath: string): boolean {
  if (typeof window === 'undefined') return false;
  return fromPathOf(window.history.state)?.split(/[?#]/)[0] === listPath;
}

export interface BackToListProps {
  /** The list's page (`p-job-list`, `p-candidate-list`). */
  pageKey: string;
  className?: string;
  children: ReactNode;
}

/**
 * Back to a list from one of its items: the browser's back when the visitor came from that list
 * (so the list keeps its search, page and scroll), else the list's page (from the home page,
 * another item or elsewhere, back would not go to the list the link names). Nothing when the
 * site has no such page.
 */
export function BackToList({ pageKey, className, children }: BackToListProps) {
  const context = useBlockContext();
  const listPath = pagePath(context, pageKey);
  if (listPath === null) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (cameFromList(listPath)) window.history.back();
    else context.navigate(listPath);
  };
  return (
    <a className={className} href={context.href(listPath)} onClick={onClick}>
      {children}
    </a>
  );
}
