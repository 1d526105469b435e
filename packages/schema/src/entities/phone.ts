import { boolean, type Infer, integer, object, optional, pattern, string, type } from 'superstruct';
import { CountryCode } from './country-entry';

/** A phone number as typed: digits with optional leading plus, spaces, dashes, dots, brackets. */
export const PhoneNumber = pattern(string(), /^\+?[\d\s().-]{6,20}$/);
export type PhoneNumber = Infer<typeof PhoneNumber>;

/** A phone number of a client account; only one is primary and one financial. */
export const Phone = type({
  id: optional(integer()),
  country_code: optional(string()),
  phone: string(),
  label: optional(string()),
  primary: boolean(),
  financial: boolean(),
  delivery: boolean(),
});
export type Phone = Infer<typeof Phone>;

/** A phone number as sent when registering or editing a client. */
export const PhonePayload = object({
  country_code: CountryCode,
  phone: PhoneNumber,
  label: optional(string()),
});
export type PhonePayload = Infer<typeof PhonePayload>;
