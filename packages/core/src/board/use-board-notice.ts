import { useCallback, useEffect, useState } from 'react';
import type { BoardController, BoardState } from './create-board-controller';

interface PendingNotice {
  text: string;
  /** The board's state when the notice was given: it shows on a later page. */
  givenIn: BoardState;
  /** The path it shows on, once the board showed a page after it was given. */
  path?: string;
}

export interface BoardNoticeSlot {
  /** The text to show now, or `null`. */
  text: string | null;
  /**
   * Shows `text` on the page the board shows next (the page a login after registering takes the
   * visitor to), until they go on to another path or close it; `null` takes it back (that login
   * did not hold, and the visitor stays on the form).
   */
  announce(text: string | null): void;
  close(): void;
}

/** The board's one-time notice across a navigation: what `SessionActions.announce` gives. */
export function useBoardNotice(controller: BoardController, state: BoardState): BoardNoticeSlot {
  const [notice, setNotice] = useState<PendingNotice | null>(null);
  useEffect(() => {
    if (!notice || state.phase !== 'ready' || state.navigating || state === notice.givenIn) return;
    if (notice.path === undefined) setNotice({ ...notice, path: state.url.path });
    else if (state.url.path !== notice.path) setNotice(null);
  }, [state, notice]);
  const announce = useCallback(
    (text: string | null) =>
      setNotice(text === null ? null : { text, givenIn: controller.getState() }),
    [controller],
  );
  const close = useCallback(() => setNotice(null), []);
  const shown =
    notice?.path !== undefined && state.phase === 'ready' && state.url.path === notice.path;
  return { text: shown ? notice.text : null, announce, close };
}
