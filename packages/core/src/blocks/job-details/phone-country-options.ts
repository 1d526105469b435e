import { type ConfigCountry, DEFAULT_PHONE_COUNTRY } from '@jobboard/schema';
import { dialCodeOf } from './dial-codes';

export interface PhoneCountryOption {
  /** ISO 3166-1 alpha-2, sent as `phone_country`. */
  readonly code: string;
  readonly name: string;
  /** Without the plus sign. */
  readonly dialCode: string;
}

function regionName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The countries the phone field offers: the site's countries that have a dial code, in the
 * configuration's order. A site without countries offers the default phone country.
 */
export function phoneCountryOptions(
  countries: readonly ConfigCountry[],
  locale: string,
): PhoneCountryOption[] {
  const options: PhoneCountryOption[] = [];
  for (const country of countries) {
    const code = country.code.toUpperCase();
    const dialCode = dialCodeOf(code);
    if (dialCode && !options.some((option) => option.code === code)) {
      options.push({ code, name: country.name || regionName(code, locale), dialCode });
    }
  }
  if (options.length > 0) return options;
  const fallback = DEFAULT_PHONE_COUNTRY;
  return [
    { code: fallback, name: regionName(fallback, locale), dialCode: dialCodeOf(fallback) ?? '' },
  ];
}

/** The phone country a form starts with: the default (NL) when offered, else the first. */
export function initialPhoneCountry(options: readonly PhoneCountryOption[]): string {
  const preferred = options.find((option) => option.code === DEFAULT_PHONE_COUNTRY);
  return (preferred ?? options[0])?.code ?? DEFAULT_PHONE_COUNTRY;
}
