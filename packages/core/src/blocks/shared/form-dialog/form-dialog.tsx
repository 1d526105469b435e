import type { MessageDescriptor } from '@lingui/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { shellMessages } from '../../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../../i18n/use-board-i18n';
import { holdHistory } from '../../../router/history-hold';
import { useBoardId } from '../../../shell/board-id';
import { useDialogFocus } from '../../../shell/use-dialog-focus';
import { useScrollLock } from '../../../shell/use-scroll-lock';
import { useScopedStyles } from '../../../styles/use-scoped-styles';
import { formDialogStyles } from './form-dialog-styles';

/** The question asked before a dialog with unsent input closes (the caller's message table). */
export interface CloseQuestionMessages {
  confirmCloseTitle: MessageDescriptor;
  confirmCloseText: MessageDescriptor;
  keepEditing: MessageDescriptor;
  closeForm: MessageDescriptor;
}

export interface FormDialogProps {
  /** The dialog's title, which labels it. */
  title: ReactNode;
  closeQuestion: CloseQuestionMessages;
  onClose: () => void;
  /** Classes added to the dialog's own (`jb-form-dialog`). */
  className?: string;
  /** Classes of the element around the form. */
  bodyClassName?: string;
  /** The form, given the callback that tells the dialog it was sent (nothing left to lose). */
  children: (sent: () => void) => ReactNode;
}

/**
 * A dialog around a form (the apply and order dialogs), mounted while open: modal, labelled by
 * its title, focus kept inside and given back to the button that opened it on close; Escape, the
 * close button and the browser's Back (the page stays) close it. Once something is filled in and
 * not sent, closing asks first (builder.md §5: modals confirm before close): 'Keep editing'
 * (Escape too; focus goes back where it was) or 'Close the form'. While it asks, the rest of the
 * dialog is inert, so Tab stays on the two answers. Leaving the document meanwhile gets the
 * browser's own leave-page question.
 */
export function FormDialog({
  title,
  closeQuestion,
  onClose,
  className,
  bodyClassName,
  children,
}: FormDialogProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('form-dialog', formDialogStyles);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const titleId = useBoardId();
  const questionId = useBoardId();
  // Filled in (any input or change in the form) and not yet sent.
  const unsent = useRef(false);
  const [confirming, setConfirming] = useState(false);
  // Where the visitor was when the question came up: keeping on editing goes back there.
  const editing = useRef<HTMLElement | null>(null);
  const backToEditing = useRef(false);
  const requestClose = () => {
    if (confirming) {
      backToEditing.current = true;
      setConfirming(false);
    } else if (unsent.current) {
      const root = dialog.current?.getRootNode() as Document | ShadowRoot | undefined;
      editing.current = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
      setConfirming(true);
    } else {
      onClose();
    }
  };
  const { onKeyDown } = useDialogFocus(dialog, requestClose);
  useScrollLock(dialog);
  // Back (or Forward) closes the dialog, asking first as the close button does, and the page
  // stays: on a phone, Back is how a visitor dismisses a screen-filling dialog, and it left the
  // page with what they had typed. The board's window location takes the move while the dialog
  // holds the history (holdHistory). The latest handler is read; the hold is taken once.
  const onHistoryMove = useRef(requestClose);
  onHistoryMove.current = () => {
    if (!confirming) requestClose();
  };
  useEffect(() => holdHistory(() => onHistoryMove.current()), []);
  // Leaving the document with unsent input (a Back to the page before the board, a reload, a
  // typed address, closing the tab) gets the browser's own leave-page question: the board cannot
  // keep the form past its document. Browsers ask only after the visitor used the page.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!unsent.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keepEditing.current?.focus();
    } else if (asked.current) {
      // The question is gone: Keep editing goes back to the field (once the form is no longer
      // inert: an inert field cannot take focus); a form sent meanwhile, which closed the
      // question under the focused answer, to the close button.
      asked.current = false;
      const field = backToEditing.current ? editing.current : null;
      backToEditing.current = false;
      editing.current = null;
      (field?.isConnected && dialog.current?.contains(field)
        ? field
        : closeButton.current
      )?.focus();
    }
  }, [confirming]);
  const sent = useCallback(() => {
    unsent.current = false;
    setConfirming(false);
  }, []);
  const touched = () => {
    unsent.current = true;
  };
  return (
    <div className="jb-form-dialog__backdrop">
      <div
        ref={dialog}
        className={className ? `jb-form-dialog ${className}` : 'jb-form-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="jb-form-dialog__header">
          <h2 id={titleId} className="jb-form-dialog__title">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="jb-form-dialog__close"
            aria-label={_(shellMessages.close)}
            onClick={requestClose}
            inert={confirming}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {confirming ? (
          <div
            className="jb-form-dialog__confirm"
            role="alertdialog"
            aria-labelledby={questionId}
            aria-describedby={`${questionId}-text`}
          >
            <p id={questionId} className="jb-form-dialog__confirm-title">
              {_(closeQuestion.confirmCloseTitle)}
            </p>
            <p id={`${questionId}-text`}>{_(closeQuestion.confirmCloseText)}</p>
            <div className="jb-form-dialog__confirm-actions">
              <button ref={keepEditing} type="button" className="jb-button" onClick={requestClose}>
                {_(closeQuestion.keepEditing)}
              </button>
              <button type="button" className="jb-button jb-button--secondary" onClick={onClose}>
                {_(closeQuestion.closeForm)}
              </button>
            </div>
          </div>
        ) : null}
        {/* While the question is open it is all there is: the form can be neither reached nor
            changed until the visitor answers. */}
        <div className={bodyClassName} onInput={touched} onChange={touched} inert={confirming}>
          {children(sent)}
        </div>
      </div>
    </div>
  );
}
