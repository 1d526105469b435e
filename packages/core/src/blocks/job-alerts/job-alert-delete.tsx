import { useRef, useState } from 'react';
import { errorMessages } from '../../i18n/messages/error-messages';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useFocusAfterRender } from '../shared/use-focus-after-render';

export interface JobAlertDeleteProps {
  /** Deletes the alert; rejects when the API refuses. */
  onDelete: () => Promise<void>;
}

type Step = 'closed' | 'asking' | 'deleting';

/**
 * Deleting the alert in two explicit steps: the button asks first, and only its "Yes, delete"
 * deletes. Asking moves the focus to "Cancel", so a repeated Enter does not delete; Cancel or
 * Escape closes the question and gives the focus back to the button.
 */
export function JobAlertDelete({ onDelete }: JobAlertDeleteProps) {
  const { _ } = useBoardI18n();
  const [step, setStep] = useState<Step>('closed');
  const [failed, setFailed] = useState(false);
  const open = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const close = () => {
    setStep('closed');
    focusAfterRender(() => open.current);
  };
  const confirm = async () => {
    if (step !== 'asking') return;
    setStep('deleting');
    setFailed(false);
    try {
      await onDelete();
    } catch {
      setStep('asking');
      setFailed(true);
    }
  };

  return (
    <div className="jb-job-alert__delete">
      {step === 'closed' ? (
        <button
          ref={open}
          type="button"
          className="jb-button jb-button--info"
          onClick={() => {
            setFailed(false);
            setStep('asking');
            focusAfterRender(() => cancel.current);
          }}
        >
          {_(jobAlertMessages.delete)}
        </button>
      ) : (
        <fieldset
          className="jb-job-alert__confirm"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && step === 'asking') close();
          }}
        >
          <legend>{_(jobAlertMessages.confirmDelete)}</legend>
          {/* aria-disabled, not disabled: the button keeps the focus while the call runs. */}
          <button
            type="button"
            className="jb-button"
            aria-disabled={step === 'deleting'}
            onClick={() => void confirm()}
          >
            {step === 'deleting'
              ? _(jobAlertMessages.deleting)
              : _(jobAlertMessages.confirmDeleteYes)}
          </button>
          <button
            ref={cancel}
            type="button"
            className="jb-button jb-button--info"
            aria-disabled={step === 'deleting'}
            onClick={() => {
              if (step === 'asking') close();
            }}
          >
            {_(jobAlertMessages.cancel)}
          </button>
        </fieldset>
      )}
      <div role="alert" className={failed ? 'jb-account__failure' : undefined}>
        {failed ? _(errorMessages.actionFailed) : ''}
      </div>
    </div>
  );
}
