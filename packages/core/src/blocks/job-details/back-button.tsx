import type { MouseEvent } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { fromPathOf } from '../../router/history-entry-from';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { pagePath } from '../shared/page-link';

// The job list's page the visitor left for this page, by a link inside the board: the board's
// history and hash locations name that path in the entries they push.
function cameFromList(listPath: string): boolean {
  if (typeof window === 'undefined') return false;
  return fromPathOf(window.history.state)?.split(/[?#]/)[0] === listPath;
}

/**
 * Back to the jobs: the browser's back when the visitor came from the job list (so the list
 * keeps its search and scroll), else the job list page (from the home page, another job or an
 * organisation, back would not go to the jobs the link names).
 */
export function BackButton() {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const listPath = pagePath(context, 'p-job-list');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    if (listPath !== null && cameFromList(listPath)) {
      event.preventDefault();
      window.history.back();
    } else if (listPath !== null) {
      event.preventDefault();
      context.navigate(listPath);
    }
  };
  if (listPath === null) return null;
  return (
    <a
      className="jb-button jb-button--plain jb-job-details__back"
      href={context.href(listPath)}
      onClick={onClick}
    >
      <span aria-hidden="true">← </span>
      {_(jobDetailsMessages.backToJobs)}
    </a>
  );
}
