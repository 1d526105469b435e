import type { ChangeEvent } from 'react';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation text, linked to the input. */
  problem: string | undefined;
  required: boolean;
  /** @default 'text' */
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** @default false */
  multiline?: boolean;
  /** The most characters the API accepts. */
  maxLength?: number;
}

/** A labelled text input or textarea of the apply form, with its error. */
export function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  required,
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
}: TextFieldProps) {
  const { _ } = useBoardI18n();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    required,
    autoComplete,
    maxLength,
    'aria-invalid': problem ? ('true' as const) : undefined,
    'aria-describedby': problem ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.target.value),
  };
  return (
    <div className="jb-apply-form__field">
      <label className="jb-label" htmlFor={id}>
        {label}
        {required ? null : ` ${_(applyMessages.optional)}`}
      </label>
      {multiline ? (
        <textarea className="jb-textarea" {...shared} />
      ) : (
        <input className="jb-input" type={type} {...shared} />
      )}
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
