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
}

/** A required, labelled input of the login and registration forms, with its error. */
export function AccountField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
}: AccountFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="jb-account__field">
      <label className="jb-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="jb-input"
        type={type}
        value={value}
        required
        autoComplete={autoComplete}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
