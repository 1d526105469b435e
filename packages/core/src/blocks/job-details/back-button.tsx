import { jobDetailsMessages } from '../../i18n/messages/job-details-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { BackToList } from '../shared/back-to-list';

/** Back to the jobs (`BackToList`: the browser's back when the visitor came from the job list). */
export function BackButton() {
  const { _ } = useBoardI18n();
  return (
    <BackToList pageKey="p-job-list" className="jb-button jb-button--plain jb-job-details__back">
      <span aria-hidden="true">← </span>
      {_(jobDetailsMessages.backToJobs)}
    </BackToList>
  );
}
