import type { Job } from '@jobboard/schema';
import { useId, useRef } from 'react';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { shellMessages } from '../../i18n/messages/shell-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
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
 * given back to the apply button on close; Escape and the close button close it.
 */
export function ApplyModal({ job, settings, preview, onClose }: ApplyModalProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('job-details-apply-modal', applyModalStyles);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { onKeyDown } = useDialogFocus(dialog, onClose);
  useScrollLock(dialog);
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
            type="button"
            className="jb-apply-modal__close"
            aria-label={_(shellMessages.close)}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ApplyForm job={job} settings={settings} preview={preview} />
      </div>
    </div>
  );
}
