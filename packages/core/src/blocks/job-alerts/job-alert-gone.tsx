import { useEffect, useRef } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { focusQuietly } from '../../shell/focus-heading';
import { pageLinkHref } from '../shared/page-link';
import { jobAlertsTabHref } from './job-alerts-tab-href';

export interface JobAlertGoneProps {
  context: BlockContext;
  /** `deleted` by the candidate just now, or `missing` when the link's alert no longer exists. */
  reason: 'deleted' | 'missing';
}

/**
 * What the page shows where an alert was: that it was deleted or no longer exists, with links on
 * to the job list and the candidate's other alerts. After a delete the focus, which was on the
 * delete button that went, moves to the text.
 */
export function JobAlertGone({ context, reason }: JobAlertGoneProps) {
  const { _ } = useBoardI18n();
  const text = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (reason === 'deleted' && text.current) focusQuietly(text.current);
  }, [reason]);
  const jobListHref = pageLinkHref(context, 'p-job-list');
  const tabHref = jobAlertsTabHref(context);
  return (
    <div className="jb-job-alert__gone">
      <p ref={text} role={reason === 'deleted' ? 'status' : undefined}>
        {_(reason === 'deleted' ? jobAlertMessages.deleted : jobAlertMessages.missing)}
      </p>
      {jobListHref || tabHref ? (
        <p className="jb-account__links">
          {jobListHref ? <a href={jobListHref}>{_(jobAlertMessages.searchJobs)}</a> : null}
          {tabHref ? <a href={tabHref}>{_(jobAlertMessages.allAlerts)}</a> : null}
        </p>
      ) : null}
    </div>
  );
}
