import type { ChangeEvent } from 'react';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation text, linked to the input. */
  problem: string | undefined;
  /** A lasting description under the input (the minimum length), linked to it. */
  hint?: string | undefined;
  minLength: number;
}

/**
 * A labelled, required new-password input with its hint and error (the markup of the apply
 * form's `TextField`, which has no password type), `autocomplete="new-password"` so password
 * managers offer to generate and save one.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  problem,
  hint,
  minLength,
}: PasswordFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="jb-password-form__field">
      <label className="jb-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="jb-input"
        type="password"
        autoComplete="new-password"
        required
        minLength={minLength}
        value={value}
        aria-invalid={problem ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="jb-password-form__hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
