import { useEffect, useRef } from 'react';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';

export interface ConfirmQuestionProps {
  /** The question, such as 'Delete Head office?'. */
  question: string;
  /** The button that goes ahead, such as 'Delete Head office'. */
  confirmLabel: string;
  /**
   * The button's accessible name when its text is short ('Delete', beside the question that
   * names the address): one that holds `confirmLabel` and names the thing, 'Delete Head office'.
   */
  confirmName?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

/**
 * An inline question before a change that cannot be undone (deleting an address or a token,
 * ordering an up-sell) with its two answers. Cancel, the safe one, takes the focus when the
 * question shows (once: not again while the change runs) and is described by the question, so a
 * screen reader reads it with the button. Escape answers Cancel, as in a dialog.
 */
export function ConfirmQuestion({
  question,
  confirmLabel,
  confirmName,
  busy,
  onCancel,
  onConfirm,
}: ConfirmQuestionProps) {
  const { _ } = useBoardI18n();
  const id = useBoardId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    cancel.current?.focus();
  }, []);
  return (
    // Escape for the buttons inside.
    <p
      className="jb-account-page__actions"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <span id={`${id}-question`}>{question}</span>
      <button
        ref={cancel}
        type="button"
        className="jb-button jb-button--secondary"
        aria-describedby={`${id}-question`}
        onClick={onCancel}
      >
        {_(accountPageMessages.cancel)}
      </button>
      <button
        type="button"
        className="jb-button"
        aria-label={confirmName}
        aria-disabled={busy || undefined}
        onClick={() => void onConfirm()}
      >
        {confirmLabel}
      </button>
    </p>
  );
}
