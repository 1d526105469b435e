const holds: (() => void)[] = [];

/**
 * Takes a Back or Forward within the board while a dialog is open (`FormDialog`): the board's
 * window location (history and hash routing) puts its address back and calls `onMove` instead of
 * moving, so the page stays and the dialog closes. Memory routing, and a move to an address
 * that is not the board's, go on as ever. Returns the release.
 */
export function holdHistory(onMove: () => void): () => void {
  holds.push(onMove);
  return () => {
    const index = holds.indexOf(onMove);
    if (index >= 0) holds.splice(index, 1);
  };
}

/** The latest dialog's handler of a history move, while one holds the history. */
export const historyHold = (): (() => void) | undefined => holds.at(-1);
