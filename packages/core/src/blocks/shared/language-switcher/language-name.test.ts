import { type Locale, SUPPORTED_LOCALES } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { languageName } from './language-name';

describe('languageName', () => {
  it('names each product language in itself, as the Intl data does', () => {
    expect(SUPPORTED_LOCALES.map(languageName)).toEqual(['Nederlands', 'English', 'Română']);
    for (const locale of SUPPORTED_LOCALES) {
      const [language = locale] = locale.split('-');
      const name = new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? '';
      expect(languageName(locale)).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
    }
  });

  it('asks the Intl data for other codes, and answers a code it cannot name as given', () => {
    expect(languageName('de' as Locale)).toBe('Deutsch');
    expect(languageName('x-unknown-code!' as Locale)).toBe('x-unknown-code!');
  });
});
