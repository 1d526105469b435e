// Where a history entry of the board was left from. A module of its own: the job page's back
// button reads it without the history location's code.

/** The field of `history.state` naming the board URL a pushed entry was left from. */
export const FROM_KEY = 'jobboardFrom';

/**
 * The board URL (path, query and fragment, as `formatBoardUrl` writes it) the visitor left for
 * this history entry by a link or navigation inside the board (`history.state` of the current
 * entry), or `null`: the board started here, or the host page wrote the entry.
 */
export function fromPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !(FROM_KEY in state)) return null;
  const from = (state as Record<string, unknown>)[FROM_KEY];
  return typeof from === 'string' ? from : null;
}
