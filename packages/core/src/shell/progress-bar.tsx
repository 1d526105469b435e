import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { type ProgressTimings, useProgress } from './use-progress';

export interface ProgressBarProps extends ProgressTimings {
  /** Work (a navigation, a page's data) is under way. */
  active: boolean;
}

const progressStyles = (r: string) => `
${r} .jb-progress {
  position: absolute; top: 0; left: 0; right: 0; height: 3px; z-index: 20; overflow: hidden;
}
${r} .jb-progress__bar {
  height: 100%; background: var(--jb-primary, #1d4ed8); transition: width 200ms ease-out;
}
`;

/** The board's top progress bar (spec §2); renders nothing while hidden. */
export function ProgressBar({ active, ...timings }: ProgressBarProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('progress', progressStyles);
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
