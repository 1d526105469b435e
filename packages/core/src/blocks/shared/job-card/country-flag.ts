const REGIONAL_INDICATOR_A = 0x1f1e6;
const COUNTRY_CODE = /^[A-Z]{2}$/;

// A list shows the same few countries on every card.
const flags = new Map<string, string>();

/** The flag emoji of an ISO 3166-1 alpha-2 code (`NL` → 🇳🇱); '' for anything else. */
export function countryFlag(code: string | null | undefined): string {
  if (!code) return '';
  let flag = flags.get(code);
  if (flag === undefined) {
    const upper = code.toUpperCase();
    flag = COUNTRY_CODE.test(upper)
      ? String.fromCodePoint(
          ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
        )
      : '';
    // Codes come from the site's data: a handful of countries, bounded in any case.
    if (flags.size < 1000) flags.set(code, flag);
  }
  return flag;
}

/**
 * How a job shows its country: the flag emoji, or with the site setting `flagsToText` the
 * uppercase code (`NL`), for systems without a flag font (Windows shows flags as two letters in
 * any case, some Linux systems as empty boxes); '' for anything but a two-letter code.
 */
export function countryMark(code: string | null | undefined, asText: boolean): string {
  if (!asText) return countryFlag(code);
  const upper = code?.toUpperCase() ?? '';
  return COUNTRY_CODE.test(upper) ? upper : '';
}
