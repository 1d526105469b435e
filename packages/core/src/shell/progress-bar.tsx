import { shellMessages } from '../i18n/messages/shell-messages';
import { useBoardI18n } from '../i18n/use-board-i18n';
import { useScopedStyles } from '../styles/use-scoped-styles';
import { type ProgressTimings, useProgress } from './use-progress';

export interface ProgressBarProps extends ProgressTimings {
  /** Work (a navigation, a page's data) is under way. */
  active: boolean;
}

// Sticky at the window's top while the board is in view, and taking no room (its negative
// margin): at the board's top it was out of sight once the visitor had scrolled, and under a
// fixed navbar (z-index 30) even at the top.
const progressStyles = (r: string) => `
${r} .jb-progress {
  position: sticky; top: 0; height: 3px; margin-bottom: -3px; z-index: 36; overflow: hidden;
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
