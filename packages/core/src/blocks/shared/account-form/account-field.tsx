export interface AccountFieldProps {
  /** The input's id; its error's id derives from it. */
  id: string;
  /** The form field's name, which password managers read too. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The validation or API text, linked to the input. */
  error: string | undefined;
  /** @default 'text' */
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  /** A lasting description under the label (a password's minimum length), linked to the input. */
  hint?: string | undefined;
  /** Whether the field must be filled in; an optional field says so in its `label`. @default true */
  required?: boolean;
  /** The most characters the API takes for the field; the form checks it too. */
  maxLength?: number | undefined;
  /** The keyboard a phone shows (`decimal` for amounts typed with the language's marks). */
  inputMode?: 'decimal' | undefined;
  onBlur?: (() => void) | undefined;
  /**
   * The id of the form's message that refused this value together with others (a login's 'The
   * email or password is incorrect.'): the field is marked invalid and described by it.
   */
  refusedBy?: string | undefined;
}

/** A labelled input of the account forms (required unless told), with its hint and error. */
export function AccountField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  hint,
  required = true,
  maxLength,
  inputMode,
  onBlur,
  refusedBy,
}: AccountFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : '', refusedBy ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="jb-account__field">
      <label className="jb-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="jb-account__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        className="jb-input"
        type={type}
        value={value}
        required={required}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-invalid={error || refusedBy ? 'true' : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
