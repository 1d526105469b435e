import { type ConfigCountry, DEFAULT_PHONE_COUNTRY } from '@jobboard/schema';
import { DIAL_CODE_COUNTRIES, dialCodeOf } from './dial-codes';

export interface PhoneCountryOption {
  /** ISO 3166-1 alpha-2, sent as `phone_country`. */
  readonly code: string;
  readonly name: string;
  /** Without the plus sign. */
  readonly dialCode: string;
}

/** Names countries in the visitor's language; one DisplayNames serves the whole list. */
function regionNamer(locale: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // An unknown locale or an engine without DisplayNames: the code is still recognisable.
  }
  return (code) => names?.of(code) ?? code;
}

/** Compares names the visitor's way, falling back to the default collation for a bad locale. */
function nameCollator(locale: string): Intl.Collator {
  try {
    return new Intl.Collator([locale]);
  } catch {
    return new Intl.Collator();
  }
}

/** The site's countries that have a dial code, once each, in the configuration's order. */
function siteOptions(
  countries: readonly ConfigCountry[],
  regionName: (code: string) => string,
): PhoneCountryOption[] {
  const options: PhoneCountryOption[] = [];
  for (const country of countries) {
    const code = country.code.toUpperCase();
    const dialCode = dialCodeOf(code);
    if (dialCode && !options.some((option) => option.code === code)) {
      options.push({ code, name: country.name || regionName(code), dialCode });
    }
  }
  return options;
}

/**
 * The countries the phone field offers: the site's countries first, in the configuration's order,
 * then every other country of the dial-code table by name. An applicant's number need not be
 * from a country the site lists (a Polish number on a Dutch board).
 */
export function phoneCountryOptions(
  countries: readonly ConfigCountry[],
  locale: string,
): PhoneCountryOption[] {
  const regionName = regionNamer(locale);
  const first = siteOptions(countries, regionName);
  const rest = DIAL_CODE_COUNTRIES.filter(
    (code) => !first.some((option) => option.code === code),
  ).map((code) => ({ code, name: regionName(code), dialCode: dialCodeOf(code) ?? '' }));
  const collator = nameCollator(locale);
  rest.sort((a, b) => collator.compare(a.name, b.name));
  return [...first, ...rest];
}

/**
 * The countries a server render offers, and the browser while it hydrates that HTML (see
 * `useHydrated`): the site's countries named as its configuration names them, and the default
 * country, which a form may start with. The full list's names and order come from the engine's
 * ICU data, which differ between the server and the browser.
 */
export function hydrationCountryOptions(countries: readonly ConfigCountry[]): PhoneCountryOption[] {
  const options = siteOptions(countries, (code) => code);
  if (!options.some((option) => option.code === DEFAULT_PHONE_COUNTRY)) {
    const dialCode = dialCodeOf(DEFAULT_PHONE_COUNTRY) ?? '';
    options.push({ code: DEFAULT_PHONE_COUNTRY, name: DEFAULT_PHONE_COUNTRY, dialCode });
  }
  return options;
}

/**
 * The phone country a form starts with: the default (NL, spec §9) where the site lists it or
 * lists no country with a dial code; else the site's first country (a Romanian board starts
 * with +40, not +31).
 */
export function initialPhoneCountry(
  options: readonly PhoneCountryOption[],
  countries: readonly ConfigCountry[],
): string {
  const listed = countries.map((country) => country.code.toUpperCase());
  const first = options[0]?.code;
  if (listed.includes(DEFAULT_PHONE_COUNTRY) || !first || !listed.includes(first)) {
    return DEFAULT_PHONE_COUNTRY;
  }
  return first;
}
