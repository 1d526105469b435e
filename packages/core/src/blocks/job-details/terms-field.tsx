import { SafeHtml } from '../../html/safe-html';

export interface TermsFieldProps {
  id: string;
  /** The block's `termsTextApply` (HTML). */
  termsHtml: string;
  /** The block's `checkboxAcceptText`. */
  acceptText: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  problem: string | undefined;
}

/** The terms text and the checkbox that must be ticked to apply. */
export function TermsField({
  id,
  termsHtml,
  acceptText,
  accepted,
  onChange,
  problem,
}: TermsFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="jb-apply-form__field">
      <SafeHtml html={termsHtml} className="jb-apply-form__terms" />
      <div className="jb-apply-form__check">
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          required
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={problem ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{acceptText}</label>
      </div>
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
