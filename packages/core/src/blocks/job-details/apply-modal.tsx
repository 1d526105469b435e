import type { Job } from '@jobboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { shellMessages } from '../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { useDialogFocus } from '../../shell/use-dialog-focus';
import { useScrollLock } from '../../shell/use-scroll-lock';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { ApplyForm, type ApplyFormSettings } from './apply-form';
import { applyModalStyles } from './apply-modal-styles';

export interface ApplyModalProps {
  job: Job;
  settings: ApplyFormSettings;
  preview: boolean;
  onClose: () => void;
}

/**
 * The apply dialog (a chunk of its own with the form, loaded when the visitor heads for the apply
 * button), mounted while open: modal, labelled by its title, focus kept inside and
 * given back to the apply button on close; Escape and the close button close it. Once something
 * is filled in and not sent, closing asks first (builder.md §5: modals confirm before close):
 * 'Keep editing' (Escape too; focus goes back where it was) or 'Close the form'. While it asks,
 * the rest of the dialog is inert, so Tab stays on the two answers.
 */
export function ApplyModal({ job, settings, preview, onClose }: ApplyModalProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('job-details-apply-modal', applyModalStyles);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const keepEditing = useRef<HTMLButtonElement>(null);
  const titleId = useBoardId();
  const confirmId = useBoardId();
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
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keepEditing.current?.focus();
    } else if (asked.current) {
      // The question is gone: Keep editing goes back to the field (once the form is no longer
      // inert: an inert field cannot take focus); an application sent meanwhile, which closed
      // the question under the focused answer, to the close button.
      asked.current = false;
      const field = backToEditing.current ? editing.current : null;
      backToEditing.current = false;
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
    <div className="jb-apply-modal__backdrop">
      <div
        ref={dialog}
        className="jb-apply-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="jb-apply-modal__header">
          <h2 id={titleId} className="jb-apply-modal__title">
            {_(applyMessages.applyFor(job.title))}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="jb-apply-modal__close"
            aria-label={_(shellMessages.close)}
            onClick={requestClose}
            inert={confirming}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {confirming ? (
          <div
            className="jb-apply-modal__confirm"
            role="alertdialog"
            aria-labelledby={confirmId}
            aria-describedby={`${confirmId}-text`}
          >
            <p id={confirmId} className="jb-apply-modal__confirm-title">
              {_(applyMessages.confirmCloseTitle)}
            </p>
            <p id={`${confirmId}-text`}>{_(applyMessages.confirmCloseText)}</p>
            <div className="jb-apply-modal__confirm-actions">
              <button ref={keepEditing} type="button" className="jb-button" onClick={requestClose}>
                {_(applyMessages.keepEditing)}
              </button>
              <button type="button" className="jb-button jb-button--secondary" onClick={onClose}>
                {_(applyMessages.closeForm)}
              </button>
            </div>
          </div>
        ) : null}
        {/* While the question is open it is all there is: the form can be neither reached nor
            changed until the visitor answers. */}
        <div onInput={touched} onChange={touched} inert={confirming}>
          <ApplyForm job={job} settings={settings} preview={preview} onSent={sent} />
        </div>
      </div>
    </div>
  );
}
