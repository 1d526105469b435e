import { ADDRESS_MAX_LENGTHS, NAME_MAX_LENGTH } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { accountMessages } from '../../i18n/messages/account-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import type { PhoneCountryOption } from '../job-details/phone-country-options';
import { AccountField } from '../shared/account-form/account-field';
import type { UseAccountFormResult } from '../shared/account-form/use-account-form';
import type { RegistrationField, RegistrationValues } from './registration-values';

export interface CompanyFieldsProps {
  form: UseAccountFormResult<RegistrationValues, RegistrationField>;
  /** The countries of the address and phone selects. */
  countries: readonly PhoneCountryOption[];
}

/** The employer's company: name, address with its country, and phone with its country's code. */
export function CompanyFields({ form, countries }: CompanyFieldsProps) {
  const { _ } = useBoardI18n();
  const text = (
    field: 'name' | 'address_line_1' | 'postal_code' | 'city',
    autoComplete: string,
  ) => (
    <AccountField
      id={form.fieldId(field)}
      name={field}
      label={_(LABELS[field])}
      autoComplete={autoComplete}
      maxLength={field === 'name' ? NAME_MAX_LENGTH : ADDRESS_MAX_LENGTHS[field]}
      value={form.values[field]}
      onChange={(value) => form.set(field, value)}
      error={form.error(field)}
    />
  );
  const select = (
    field: 'country_code' | 'phone_country',
    label: MessageDescriptor,
    autoComplete: string,
    optionText: (option: PhoneCountryOption) => string,
  ) => (
    <div className="jb-account__field">
      <label className="jb-label" htmlFor={form.fieldId(field)}>
        {_(label)}
      </label>
      <select
        id={form.fieldId(field)}
        name={field}
        className="jb-select"
        autoComplete={autoComplete}
        value={form.values[field]}
        onChange={(event) => form.set(field, event.currentTarget.value)}
      >
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <fieldset>
      <legend>{_(accountMessages.company)}</legend>
      {text('name', 'organization')}
      {text('address_line_1', 'address-line1')}
      <div className="jb-account__row">
        {text('postal_code', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      {select('country_code', accountMessages.country, 'country', (option) => option.name)}
      <div className="jb-account__row">
        {select(
          'phone_country',
          accountMessages.phoneCountry,
          'tel-country-code',
          (option) => `${option.name} (+${option.dialCode})`,
        )}
        <AccountField
          id={form.fieldId('phone')}
          name="phone"
          label={_(accountMessages.phone)}
          type="tel"
          autoComplete="tel-national"
          value={form.values.phone}
          onChange={(value) => form.set('phone', value)}
          error={form.error('phone')}
        />
      </div>
    </fieldset>
  );
}

const LABELS = {
  name: accountMessages.companyName,
  address_line_1: accountMessages.addressLine,
  postal_code: accountMessages.postalCode,
  city: accountMessages.city,
};
