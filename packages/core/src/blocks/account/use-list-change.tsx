import { isApiError } from '@jobboard/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { apiFailureText } from '../job-details/api-error-text';

export interface ListChange {
  /** A change is on its way: another is ignored, its buttons say so (`aria-disabled`). */
  busy: boolean;
  /**
   * Runs a change of the list (add, edit, delete, switch): on success the list is read again and
   * `done` is announced; on failure `failed` is shown with the API's reason, and a refused change
   * reads the list again as the server has it (before it resolves). Resolves whether it worked.
   * `showsRefusal` may show a refusal itself (a form's field error) and say so: then the alert
   * stays empty.
   */
  act: (
    run: () => Promise<unknown>,
    failed: string,
    done: string,
    showsRefusal?: (error: unknown) => boolean,
  ) => Promise<boolean>;
  /** The alert and status regions, in the page while empty so what comes into them is read. */
  regions: ReactNode;
  /** Empties both regions (a form closed or opened again: its last outcome is over). */
  clear: () => void;
}

/**
 * The state of the changes of an account tab's list (the address book, the tokens). A change's
 * outcome stays until the visitor's next move: a click, a typed character or a sent form anywhere
 * on the page takes it away, so an "Address deleted" does not stand beside the next, unrelated
 * change.
 */
export function useListChange(refresh: () => Promise<unknown>): ListChange {
  const { i18n } = useBoardI18n();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const status = useRef<HTMLDivElement>(null);
  const shown = Boolean(notice || failure);
  useEffect(() => {
    // The board's document, or its shadow root (where a form's submit, which is not composed,
    // stays).
    const root = status.current?.getRootNode();
    if (!shown || !root) return;
    const over = () => {
      setNotice('');
      setFailure('');
    };
    const moves = ['click', 'input', 'submit'] as const;
    // Bubbling, after the control's own handler. Before it (capturing), the tab re-rendered in
    // the browser's microtask between the two listeners, so preact put a controlled field's old
    // value back (a checkbox's state too) and the field's handler read that: the first typed
    // character, or a whole pasted text, was lost.
    for (const move of moves) root.addEventListener(move, over);
    return () => {
      for (const move of moves) root.removeEventListener(move, over);
    };
  }, [shown]);
  const act: ListChange['act'] = async (run, failed, done, showsRefusal) => {
    if (busy) return false;
    setBusy(true);
    setNotice('');
    setFailure('');
    try {
      await run();
    } catch (error) {
      if (!showsRefusal?.(error)) setFailure(apiFailureText(error, i18n, failed));
      // What the server has, before the caller moves the focus: a refusal may mean the change
      // was made meanwhile (elsewhere), and the control it would go to is gone.
      if (isApiError(error)) await refresh().catch(() => undefined);
      setBusy(false);
      return false;
    }
    await refresh().catch(() => undefined);
    setBusy(false);
    setNotice(done);
    return true;
  };
  return {
    busy,
    act,
    clear() {
      setNotice('');
      setFailure('');
    },
    regions: (
      <>
        <div role="alert" className={failure ? 'jb-account__failure' : undefined}>
          {failure}
        </div>
        <div role="status" ref={status} className={notice ? 'jb-account__done' : undefined}>
          {notice}
        </div>
      </>
    ),
  };
}
