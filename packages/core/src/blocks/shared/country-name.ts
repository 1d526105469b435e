/** One `Intl.DisplayNames` of regions per locale; null where the engine or locale has none. */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesOf(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      // An engine without DisplayNames, or a locale it cannot read: the codes stay.
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * A country code's name in the board's locale (`NL`: 'Nederland' in nl, 'Netherlands' in
 * en-US); the code as given where the engine names none (no `Intl.DisplayNames`, a code it does
 * not know), '' for no code.
 */
export function countryName(code: string | null | undefined, locale: string): string {
  const given = code?.trim() ?? '';
  if (given === '') return '';
  try {
    return regionNamesOf(locale)?.of(given.toUpperCase()) ?? given;
  } catch {
    // Not a region code at all ('Holland'): shown as it is.
    return given;
  }
}
