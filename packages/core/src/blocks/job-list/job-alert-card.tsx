import { useRef, useState } from 'react';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useDialogFocus } from '../../shell/use-dialog-focus';
import { useScrollLock } from '../../shell/use-scroll-lock';
import { isPlainLeftClick } from '../shared/board-link/is-plain-left-click';
import { type JobSearchUrlQuery, jobSearchQueryParams } from '../shared/job-search-query';
import { pagePath } from '../shared/page-link';

export interface JobAlertCardProps {
  /** The admin's text of the card. */
  text: string;
  /** The search the alert would follow, handed to the job alert page. */
  query: JobSearchUrlQuery;
  variant: 'sidebar' | 'default' | 'modal';
}

function AlertContent({ text, query }: Omit<JobAlertCardProps, 'variant'>) {
  const context = useBlockContext();
  const { _ } = useBoardI18n();
  const { page: _page, limit: _limit, ...search } = query;
  const path = pagePath(context, 'p-manage-job-alert', { query: jobSearchQueryParams(search) });
  return (
    <>
      <p className="jb-job-alert-card__text">{text}</p>
      {path === null ? null : (
        <a
          className="jb-button"
          href={context.href(path)}
          onClick={(event) => {
            if (!isPlainLeftClick(event)) return;
            event.preventDefault();
            context.navigate(path);
          }}
        >
          {_(jobSearchMessages.createJobAlert)}
        </a>
      )}
    </>
  );
}

function AlertDialog({
  text,
  query,
  onClose,
}: Omit<JobAlertCardProps, 'variant'> & { onClose: () => void }) {
  const { _ } = useBoardI18n();
  const dialog = useRef<HTMLDivElement | null>(null);
  const focus = useDialogFocus(dialog, onClose);
  // The page behind does not scroll under the wheel, as behind the board's other dialogs.
  useScrollLock(dialog);
  return (
    <div className="jb-job-alert-modal">
      <div
        ref={dialog}
        className="jb-job-alert-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={_(jobSearchMessages.jobAlert)}
        tabIndex={-1}
        onKeyDown={focus.onKeyDown}
      >
        <AlertContent text={text} query={query} />
        <button type="button" className="jb-button jb-button--plain" onClick={onClose}>
          {_(jobSearchMessages.close)}
        </button>
      </div>
    </div>
  );
}

/**
 * The job alert card: its text and a link to create an alert for this search. `modal` shows a
 * button that opens it in a dialog.
 */
export function JobAlertCard({ text, query, variant }: JobAlertCardProps) {
  const { _ } = useBoardI18n();
  const [open, setOpen] = useState(false);
  if (variant !== 'modal') {
    return (
      <aside
        className={`jb-job-alert-card jb-job-alert-card--${variant}`}
        aria-label={_(jobSearchMessages.jobAlert)}
      >
        <AlertContent text={text} query={query} />
      </aside>
    );
  }
  return (
    <>
      <button
        type="button"
        className="jb-button jb-button--info jb-job-alert-card__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {_(jobSearchMessages.jobAlert)}
      </button>
      {open ? <AlertDialog text={text} query={query} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
