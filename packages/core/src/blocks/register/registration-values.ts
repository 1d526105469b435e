/** What the visitor typed and chose in the registration form. */
export interface RegistrationValues {
  given_name: string;
  family_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The employer's company name (`name` in the payload). */
  name: string;
  address_line_1: string;
  postal_code: string;
  city: string;
  country_code: string;
  phone: string;
  phone_country: string;
  newsletters: number[];
  terms: boolean;
}

/** The checked fields, named as the payload (and the API's field errors) name them. */
export type RegistrationField =
  | 'given_name'
  | 'family_name'
  | 'email'
  | 'password'
  | 'password_confirmation'
  | 'name'
  | 'address_line_1'
  | 'postal_code'
  | 'city'
  | 'phone'
  | 'terms';

/** The checked fields in screen order, the employer's company fields among them. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'given_name',
  'family_name',
  'email',
  'password',
  'password_confirmation',
  'name',
  'address_line_1',
  'postal_code',
  'city',
  'phone',
  'terms',
];

/** The fields only employers fill in. */
export const COMPANY_FIELDS: ReadonlySet<RegistrationField> = new Set([
  'name',
  'address_line_1',
  'postal_code',
  'city',
  'phone',
]);

export function initialRegistration(country: string): RegistrationValues {
  return {
    given_name: '',
    family_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    name: '',
    address_line_1: '',
    postal_code: '',
    city: '',
    country_code: country,
    phone: '',
    phone_country: country,
    newsletters: [],
    terms: false,
  };
}
