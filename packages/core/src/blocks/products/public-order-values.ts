import {
  ADDRESS_MAX_LENGTHS,
  type BlockSettingsOf,
  Email,
  MAX_EMAIL_LENGTH,
  ORDER_MAX_LENGTHS,
  PhoneNumber,
} from '@jobboard/schema';

/** The order form fields a products block may leave out (its `hiddenOrderFields`). */
export type HiddenOrderField = BlockSettingsOf<'products'>['hiddenOrderFields'][number];

/** What the guest typed and chose in the order form. */
export interface PublicOrderValues {
  /** The company name. */
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  phone: string;
  /** The phone number's country (ISO code), whose dial code goes in front of the number. */
  phone_country: string;
  invoice_email: string;
  po_number: string;
  address_line_1: string;
  postal_code: string;
  city: string;
  country_code: string;
  /** The chosen payment type's id; '' when the board offers one or none. */
  payment_type_id: string;
}

/** The checked fields, named as the payload (and the API's field errors) name them. */
export type PublicOrderField =
  | 'name'
  | 'given_name'
  | 'family_name'
  | 'email'
  | 'phone'
  | 'invoice_email'
  | 'po_number'
  | 'address_line_1'
  | 'postal_code'
  | 'city'
  | 'country_code'
  | 'payment_type_id';

/** The fields in screen order: the first with an error gets the focus. */
export const PUBLIC_ORDER_FIELDS: readonly PublicOrderField[] = [
  'name',
  'given_name',
  'family_name',
  'email',
  'phone',
  'invoice_email',
  'po_number',
  'address_line_1',
  'postal_code',
  'city',
  'country_code',
  'payment_type_id',
];

/**
 * The most characters of the typed fields, as the API's order payload takes them (the phone's
 * form is checked instead); the inputs stop there and the form checks them too.
 */
export const PUBLIC_ORDER_MAX_LENGTHS: Partial<Record<PublicOrderField, number>> = {
  name: ORDER_MAX_LENGTHS.name,
  given_name: ORDER_MAX_LENGTHS.given_name,
  family_name: ORDER_MAX_LENGTHS.family_name,
  email: MAX_EMAIL_LENGTH,
  invoice_email: MAX_EMAIL_LENGTH,
  po_number: ORDER_MAX_LENGTHS.po_number,
  address_line_1: ADDRESS_MAX_LENGTHS.address_line_1,
  postal_code: ADDRESS_MAX_LENGTHS.postal_code,
  city: ADDRESS_MAX_LENGTHS.city,
};

const ADDRESS_FIELDS: ReadonlySet<PublicOrderField> = new Set([
  'address_line_1',
  'postal_code',
  'city',
  'country_code',
]);

/** Whether the form shows a field, given the block's hidden fields and the payment choice. */
export function showsOrderField(
  field: PublicOrderField,
  hidden: readonly HiddenOrderField[],
  choosesPayment: boolean,
): boolean {
  if (field === 'payment_type_id') return choosesPayment;
  if (ADDRESS_FIELDS.has(field)) return !hidden.includes('address');
  return !(hidden as readonly string[]).includes(field);
}

export function initialOrderValues(country: string, paymentTypeId: string): PublicOrderValues {
  return {
    name: '',
    given_name: '',
    family_name: '',
    email: '',
    phone: '',
    phone_country: country,
    invoice_email: '',
    po_number: '',
    address_line_1: '',
    postal_code: '',
    city: '',
    country_code: country,
    payment_type_id: paymentTypeId,
  };
}

/**
 * The phone number as the order sends it, international: a number typed with `+` or `00` as
 * typed (`00` as `+`), else the country's dial code in front of it without its trunk zero
 * (`06 12345678` in NL is `+31 6 12345678`). The order has no field of its own for the country.
 */
export function internationalPhone(typed: string, dialCode: string | undefined): string {
  const phone = typed.trim();
  if (phone === '' || phone.startsWith('+')) return phone;
  if (phone.startsWith('00')) return `+${phone.slice(2)}`;
  return dialCode ? `+${dialCode} ${phone.replace(/^0+/, '')}` : phone;
}

/** Why a field of the order form is not valid; the form turns it into a text. */
export type PublicOrderProblem = 'required' | 'tooLong' | 'email' | 'phone';

/**
 * Checks the order form as the registration form checks its fields (spec §5): the company name,
 * the person and, when shown, the phone and the address are required; no text is longer than
 * the API takes ({@link PUBLIC_ORDER_MAX_LENGTHS}); the emails must look like one (the invoice
 * email when given) and the phone like a number. The invoice email and the PO
 * number may be left empty.
 */
export function validatePublicOrder(
  values: PublicOrderValues,
  shows: (field: PublicOrderField) => boolean,
  dialCode: string | undefined,
): Partial<Record<PublicOrderField, PublicOrderProblem>> {
  const problems: Partial<Record<PublicOrderField, PublicOrderProblem>> = {};
  const required: readonly PublicOrderField[] = [
    'name',
    'given_name',
    'family_name',
    'email',
    'phone',
    'address_line_1',
    'postal_code',
    'city',
    'country_code',
    'payment_type_id',
  ];
  for (const field of required) {
    if (shows(field) && values[field].trim() === '') problems[field] = 'required';
  }
  for (const [field, max] of Object.entries(PUBLIC_ORDER_MAX_LENGTHS) as [
    PublicOrderField,
    number,
  ][]) {
    if (shows(field) && values[field].trim().length > max) problems[field] = 'tooLong';
  }
  if (!problems.email && !Email.is(values.email.trim())) problems.email = 'email';
  const invoiceEmail = values.invoice_email.trim();
  if (
    shows('invoice_email') &&
    !problems.invoice_email &&
    invoiceEmail !== '' &&
    !Email.is(invoiceEmail)
  ) {
    problems.invoice_email = 'email';
  }
  if (
    shows('phone') &&
    !problems.phone &&
    !PhoneNumber.is(internationalPhone(values.phone, dialCode))
  ) {
    problems.phone = 'phone';
  }
  return problems;
}
