import type { SupportedLocale } from '../locale';

/** The html block of the not-found page: the status and a translated 'page does not exist'. */
export const NOT_FOUND_HTML: Readonly<Record<SupportedLocale, string>> = {
  nl: '<h1>404</h1><p>Deze pagina bestaat niet.</p>',
  'en-US': '<h1>404</h1><p>This page does not exist.</p>',
  ro: '<h1>404</h1><p>Această pagină nu există.</p>',
};

/** Placeholder text of the terms page, to be replaced by the board's own terms. */
export const TERMS_HTML: Readonly<Record<SupportedLocale, string>> = {
  nl: '<h1>Algemene voorwaarden</h1><p>Vervang deze tekst door de algemene voorwaarden van je vacaturesite.</p>',
  'en-US':
    '<h1>Terms and conditions</h1><p>Replace this text with the terms and conditions of your job board.</p>',
  ro: '<h1>Termeni și condiții</h1><p>Înlocuiește acest text cu termenii și condițiile site-ului tău.</p>',
};

/** Placeholder text of the privacy page, to be replaced by the board's own statement. */
export const PRIVACY_HTML: Readonly<Record<SupportedLocale, string>> = {
  nl: '<h1>Privacyverklaring</h1><p>Vervang deze tekst door de privacyverklaring van je vacaturesite.</p>',
  'en-US':
    '<h1>Privacy statement</h1><p>Replace this text with the privacy statement of your job board.</p>',
  ro: '<h1>Declarație de confidențialitate</h1><p>Înlocuiește acest text cu declarația de confidențialitate a site-ului tău.</p>',
};
