let holds = 0;

/**
 * Holds the board's locations still on a Back or Forward while a dialog is open
 * (`FormDialog`): the dialog undoes the move and closes instead. Returns the release.
 */
export function holdHistory(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
  };
}

/** Whether a dialog holds the history: a board's location then lets a Back or Forward be. */
export const historyHeld = (): boolean => holds > 0;
