import type { ContactFieldSpec } from './contact-fields';

export interface ContactFieldProps {
  field: ContactFieldSpec;
  /** The element id of the control; the label and error derive theirs from it. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled input (or textarea) with its required mark and its error. */
export function ContactField({
  field,
  id,
  label,
  value,
  error,
  onChange,
  inputRef,
}: ContactFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.id,
    value,
    required: field.required,
    maxLength: field.maxLength,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="jb-contact__field">
      <label className="jb-label" htmlFor={id}>
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {field.input === 'textarea' ? (
        <textarea
          {...common}
          ref={inputRef}
          className="jb-textarea"
          rows={5}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      ) : (
        <input
          {...common}
          ref={inputRef}
          className="jb-input"
          type={field.input}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="jb-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
