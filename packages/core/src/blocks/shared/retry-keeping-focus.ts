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
