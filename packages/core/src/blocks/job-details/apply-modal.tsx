import type { Job } from '@jobboard/schema';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { FormDialog } from '../shared/form-dialog/form-dialog';
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
 * button), mounted while open: the shared form dialog (modal, focus kept inside and given back,
 * the question before closing a filled-in form) titled with the job.
 */
export function ApplyModal({ job, settings, preview, onClose }: ApplyModalProps) {
  const { _ } = useBoardI18n();
  useScopedStyles('job-details-apply-modal', applyModalStyles);
  return (
    <FormDialog
      title={_(applyMessages.applyFor(job.title))}
      closeQuestion={applyMessages}
      onClose={onClose}
    >
      {(sent) => <ApplyForm job={job} settings={settings} preview={preview} onSent={sent} />}
    </FormDialog>
  );
}
