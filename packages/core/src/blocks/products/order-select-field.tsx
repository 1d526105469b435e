export interface OrderSelectOption {
  value: string;
  text: string;
}

export interface OrderSelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly OrderSelectOption[];
  onChange: (value: string) => void;
  /** The validation or API text, linked to the select. */
  error: string | undefined;
  autoComplete?: string;
  /**
   * Whether a choice is required (then said to assistive technology); an optional select says
   * so in its `label`. @default true
   */
  required?: boolean;
}

/**
 * A labelled select of the order forms (a country, a payment method), required unless told,
 * with its error.
 */
export function OrderSelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
  error,
  autoComplete,
  required = true,
}: OrderSelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="jb-account__field">
      <label className="jb-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="jb-select"
        value={value}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
