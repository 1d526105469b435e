import {
  boolean,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  string,
  type,
} from 'superstruct';
import { CountryCode } from './country-entry';
import { filledLine, textLine } from './text-line';

const optionalText = optional(nullable(string()));

/** An address of a user or client; only one is primary and one financial. */
export const Address = type({
  id: integer(),
  primary: boolean(),
  delivery: boolean(),
  financial: boolean(),
  label: optionalText,
  address_line_1: optionalText,
  address_line_2: optionalText,
  city: optionalText,
  postal_code: optionalText,
  country_code: optionalText,
});
export type Address = Infer<typeof Address>;

/** An address as sent when registering, ordering or editing addresses. */
export const AddressPayload = object({
  address_line_1: filledLine(200),
  address_line_2: optional(textLine(200)),
  city: filledLine(100),
  postal_code: filledLine(20),
  country_code: CountryCode,
  label: optional(textLine(100)),
  primary: optional(boolean()),
  delivery: optional(boolean()),
  financial: optional(boolean()),
});
export type AddressPayload = Infer<typeof AddressPayload>;
