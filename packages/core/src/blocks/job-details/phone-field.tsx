import { applyMessages } from '../../i18n/messages/apply-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import type { PhoneCountryOption } from './phone-country-options';

export interface PhoneFieldProps {
  id: string;
  countries: readonly PhoneCountryOption[];
  country: string;
  onCountryChange: (code: string) => void;
  value: string;
  onChange: (value: string) => void;
  problem: string | undefined;
}

/** The optional phone number of the apply form, with its country's dial code. */
export function PhoneField({
  id,
  countries,
  country,
  onCountryChange,
  value,
  onChange,
  problem,
}: PhoneFieldProps) {
  const { _ } = useBoardI18n();
  const countryId = `${id}-country`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="jb-apply-form__field">
      <legend>
        {_(applyMessages.phone)} {_(applyMessages.optional)}
      </legend>
      <div className="jb-apply-form__phone">
        <div>
          <label className="jb-visually-hidden" htmlFor={countryId}>
            {_(applyMessages.phoneCountry)}
          </label>
          <select
            id={countryId}
            className="jb-select"
            value={country}
            autoComplete="tel-country-code"
            onChange={(event) => onCountryChange(event.target.value)}
          >
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (+${option.dialCode})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="jb-visually-hidden" htmlFor={id}>
            {_(applyMessages.phone)}
          </label>
          <input
            id={id}
            className="jb-input"
            type="tel"
            value={value}
            autoComplete="tel-national"
            aria-invalid={problem ? 'true' : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      </div>
      {problem ? (
        <p id={errorId} className="jb-field-error">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
