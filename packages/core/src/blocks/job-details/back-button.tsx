import type { MouseEvent } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { pagePath } from '../shared/page-link';

// The board's history and hash locations mark the entries they push with this state, so an entry
// carrying it was reached by navigating inside the board.
function cameFromBoard(): boolean {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' && state !== null && 'jobboard' in state && state.jobboard === true
  );
}

/**
 * Back to the jobs: the browser's back when the visitor came from another page of the board (so
 * the list keeps its search and scroll), else the job list page.
 */
export function BackButton() {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const listPath = pagePath(context, 'p-job-list');
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    if (cameFromBoard()) {
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
