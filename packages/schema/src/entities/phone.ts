import { boolean, type Infer, integer, object, optional, pattern, string, type } from 'superstruct';
import { CountryCode } from './country-entry';

/**
 * A phone number as typed: an optional leading plus, then 6 to 15 digits (E.164 allows at most
 * 15) among spaces, dashes, dots, slashes (the Belgian and German `0470/12.34.56`) and brackets.
 * Counting digits, not characters, keeps `------` out; the 30-character cap bounds the separators.
 */
export const PhoneNumber = pattern(string(), /^(?=.{6,30}$)\+?(?:[\s()./-]*\d){6,15}[\s()./-]*$/);
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
