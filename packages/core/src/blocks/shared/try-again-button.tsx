import { useState } from 'react';
import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { focusQuietly } from '../../shell/focus-heading';

/**
 * A Try again button's press: reads again (`retry`), the focus staying on the button while it
 * does (the failure stays on screen until the answer). When the answer takes the failure and its
 * button away, the focus goes to the start of the part around the failure, not to the page's
 * start; a failure that stays (the read failed again) keeps it on the button. Resolves whether
 * the failure stayed.
 */
export async function retryKeepingFocus(
  button: HTMLElement,
  retry: () => unknown,
): Promise<boolean> {
  const part = button.closest<HTMLElement>('[role="alert"]')?.parentElement;
  try {
    await retry();
  } catch {
    // The read's own state shows a failure.
  }
  // After the answer's render (preact renders it after a tick).
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!button.isConnected && part?.isConnected && lostFocus(part)) focusQuietly(part);
  return button.isConnected;
}

/**
 * The Try again button of a failed read's alert (`retryKeepingFocus`). A read that fails again
 * leaves the alert as it was, which a screen reader does not announce again: a line heard, not
 * seen, is added to it (an alert is read whole when it changes), so pressing Try again is not
 * met with silence.
 */
export function TryAgainButton({ onRetry }: { onRetry: () => unknown }) {
  const { _ } = useBoardI18n();
  const [failedAgain, setFailedAgain] = useState(0);
  return (
    <>
      <button
        type="button"
        className="jb-button jb-button--plain"
        onClick={(event) =>
          void retryKeepingFocus(event.currentTarget, onRetry).then((stayed) => {
            if (stayed) setFailedAgain((count) => count + 1);
          })
        }
      >
        {_(jobSearchMessages.tryAgain)}
      </button>
      <span className="jb-visually-hidden">
        {/* Each time a different text (a no-break space more or less), so it is a change. */}
        {failedAgain > 0
          ? `${_(jobSearchMessages.stillFailing)}${failedAgain % 2 === 0 ? '\u00a0' : ''}`
          : ''}
      </span>
    </>
  );
}
