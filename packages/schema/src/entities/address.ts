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

/** The longest text of each line of an address payload, which forms pass to their inputs. */
export const ADDRESS_MAX_LENGTHS = {
  address_line_1: 200,
  address_line_2: 200,
  city: 100,
  postal_code: 20,
  label: 100,
} as const;

/** An address as sent when registering, ordering or editing addresses. */
export const AddressPayload = object({
  address_line_1: filledLine(ADDRESS_MAX_LENGTHS.address_line_1),
  address_line_2: optional(textLine(ADDRESS_MAX_LENGTHS.address_line_2)),
  city: filledLine(ADDRESS_MAX_LENGTHS.city),
  postal_code: filledLine(ADDRESS_MAX_LENGTHS.postal_code),
  country_code: CountryCode,
  label: optional(textLine(ADDRESS_MAX_LENGTHS.label)),
  primary: optional(boolean()),
  delivery: optional(boolean()),
  financial: optional(boolean()),
});
export type AddressPayload = Infer<typeof AddressPayload>;
