import {
  array,
  type Infer,
  integer,
  nullable,
  object,
  optional,
  pattern,
  string,
} from 'superstruct';

/** An ISO 3166-1 alpha-2 country code in capitals, e.g. `NL`. */
export const CountryCode = pattern(string(), /^[A-Z]{2}$/);
export type CountryCode = Infer<typeof CountryCode>;

/** One row of the country dial-code table used by phone inputs. */
export const CountryEntry = object({
  name: string(),
  iso2: string(),
  /** Without the plus sign, e.g. `31`. */
  dialCode: string(),
  /** Orders countries sharing a dial code (lower first). */
  priority: integer(),
  /** Area codes that pick this country among those sharing its dial code. */
  areaCodes: optional(nullable(array(string()))),
});
export type CountryEntry = Infer<typeof CountryEntry>;
