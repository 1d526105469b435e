import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { type ProgressTimings, useProgress } from './use-progress';

export interface ProgressBarProps extends ProgressTimings {
  /** Work (a navigation, a page's data) is under way. */
  active: boolean;
}

/** The board's top progress bar (spec §2); renders nothing while hidden. */
export function ProgressBar({ active, ...timings }: ProgressBarProps) {
  const { _ } = useBoardI18n();
  const { visible, value } = useProgress(active, timings);
  if (!visible) return null;
  const percent = Math.round(value);
  return (
    <div
      className="jb-progress"
      role="progressbar"
      aria-label={_(shellMessages.loading)}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="jb-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}
