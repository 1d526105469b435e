const REGIONAL_INDICATOR_A = 0x1f1e6;
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The flag emoji of an ISO 3166-1 alpha-2 code (`NL` → 🇳🇱); '' for anything else. */
export function countryFlag(code: string | null | undefined): string {
  const upper = (code ?? '').toUpperCase();
  if (!COUNTRY_CODE.test(upper)) return '';
  return String.fromCodePoint(
    ...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}
