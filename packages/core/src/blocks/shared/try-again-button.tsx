import { jobSearchMessages } from '../../i18n/messages/job-search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { focusQuietly } from '../../shell/focus-heading';

/**
 * A Try again button's press: reads again (`retry`), the focus staying on the button while it
 * does (the failure stays on screen until the answer). When the answer takes the failure and its
 * button away, the focus goes to the start of the part around the failure, not to the page's
 * start; a failure that stays (the read failed again) keeps it on the button.
 */
export async function retryKeepingFocus(button: HTMLElement, retry: () => unknown): Promise<void> {
  const part = button.closest<HTMLElement>('[role="alert"]')?.parentElement;
  try {
    await retry();
  } finally {
    // After the answer's render (preact renders it after a tick).
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!button.isConnected && part?.isConnected && lostFocus(part)) focusQuietly(part);
  }
}

/** The Try again button of a failed read's alert (`retryKeepingFocus`). */
export function TryAgainButton({ onRetry }: { onRetry: () => unknown }) {
  const { _ } = useBoardI18n();
  return (
    <button
      type="button"
      className="jb-button jb-button--plain"
      onClick={(event) => retryKeepingFocus(event.currentTarget, onRetry)}
    >
      {_(jobSearchMessages.tryAgain)}
    </button>
  );
}
