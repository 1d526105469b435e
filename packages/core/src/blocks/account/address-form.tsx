import type { Address, AddressPayload } from '@jobboard/schema';
import { ADDRESS_MAX_LENGTHS } from '@jobboard/schema';
import type { MessageDescriptor } from '@lingui/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { accountMessages } from '../../i18n/messages/account-messages';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import type { phoneCountryOptions } from '../job-details/phone-country-options';
import { AccountField } from '../shared/account-form/account-field';

// The fields of one address in the address book (address-book.tsx): their values, what a save
// sends, and the form.

export type AddressField =
  | 'address_line_1'
  | 'address_line_2'
  | 'postal_code'
  | 'city'
  | 'country_code'
  | 'label';
export type AddressValues = Record<AddressField, string> & { delivery: boolean };
const REQUIRED: readonly AddressField[] = ['address_line_1', 'postal_code', 'city', 'country_code'];

const LABELS: Record<AddressField, MessageDescriptor> = {
  address_line_1: accountMessages.addressLine,
  address_line_2: accountPageMessages.addressLine2,
  postal_code: accountMessages.postalCode,
  city: accountMessages.city,
  country_code: accountMessages.country,
  label: accountPageMessages.addressLabel,
};

export const valuesOf = (address: Address | null, country: string): AddressValues => ({
  address_line_1: address?.address_line_1 ?? '',
  address_line_2: address?.address_line_2 ?? '',
  postal_code: address?.postal_code ?? '',
  city: address?.city ?? '',
  country_code: address?.country_code ?? country,
  label: address?.label ?? '',
  delivery: address?.delivery ?? false,
});

/**
 * The payload of the form's values. A change sends the optional texts even when emptied: the API
 * keeps a text a change leaves out, so an emptied label would stay.
 */
export function payloadOf(values: AddressValues, change = false): AddressPayload {
  const payload: AddressPayload = {
    address_line_1: values.address_line_1.trim(),
    city: values.city.trim(),
    postal_code: values.postal_code.trim(),
    country_code: values.country_code,
    delivery: values.delivery,
  };
  if (change || values.address_line_2.trim()) payload.address_line_2 = values.address_line_2.trim();
  if (change || values.label.trim()) payload.label = values.label.trim();
  return payload;
}

export interface AddressFormProps {
  initial: AddressValues;
  countries: ReturnType<typeof phoneCountryOptions>;
  busy: boolean;
  onSave: (values: AddressValues) => Promise<void>;
  onCancel: () => void;
  /** Whose address: a company's label hint names an office, a candidate's their home. */
  owner: 'user' | 'client';
}

/** An address's fields, checked before saving; the first field with an error gets the focus. */
export function AddressForm({
  initial,
  countries,
  busy,
  onSave,
  onCancel,
  owner,
}: AddressFormProps) {
  const { _ } = useBoardI18n();
  const labelOf = (field: AddressField) =>
    _(
      field === 'label' && owner === 'user'
        ? accountPageMessages.addressLabelPersonal
        : LABELS[field],
    );
  const id = useBoardId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const fieldId = (field: AddressField) => `${id}-${field}`;
  // Opened by a button that is gone now: the focus goes to the form's first field.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, []);
  const set = (field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _edited, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<AddressField, string>> = {};
    for (const field of REQUIRED) {
      if (!values[field].trim()) found[field] = _(contentMessages.fieldRequired(labelOf(field)));
    }
    setErrors(found);
    const first = REQUIRED.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`)?.focus();
      return;
    }
    void onSave(values);
  };
  const text = (field: Exclude<AddressField, 'country_code'>, autoComplete: string) => (
    <AccountField
      id={fieldId(field)}
      name={field}
      label={labelOf(field)}
      autoComplete={autoComplete}
      required={REQUIRED.includes(field)}
      maxLength={ADDRESS_MAX_LENGTHS[field]}
      value={values[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
    />
  );
  return (
    <form ref={form} className="jb-account__form" noValidate onSubmit={submit} aria-busy={busy}>
      {text('label', 'off')}
      {text('address_line_1', 'address-line1')}
      {text('address_line_2', 'address-line2')}
      <div className="jb-account__row">
        {text('postal_code', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      <div className="jb-account__field">
        <label className="jb-label" htmlFor={fieldId('country_code')}>
          {_(LABELS.country_code)}
        </label>
        <select
          id={fieldId('country_code')}
          name="country_code"
          className="jb-select"
          autoComplete="country"
          value={values.country_code}
          onChange={(event) => set('country_code', event.currentTarget.value)}
        >
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <p>
        <label className="jb-account-page__check">
          <input
            type="checkbox"
            checked={values.delivery}
            onChange={(event) => {
              const delivery = event.currentTarget.checked;
              setValues((current) => ({ ...current, delivery }));
            }}
          />
          {_(accountPageMessages.deliveryAddress)}
        </label>
      </p>
      <p className="jb-account-page__actions">
        <button type="submit" className="jb-button" aria-disabled={busy || undefined}>
          {busy ? _(accountPageMessages.saving) : _(accountPageMessages.saveAddress)}
        </button>
        <button type="button" className="jb-button jb-button--secondary" onClick={onCancel}>
          {_(accountPageMessages.cancel)}
        </button>
      </p>
    </form>
  );
}
