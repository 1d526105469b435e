import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName } from './country-name';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `Intl` with another `DisplayNames` (none: an engine without it). */
const stubDisplayNames = (DisplayNames: typeof Intl.DisplayNames | undefined) =>
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { DisplayNames }));

describe('countryName', () => {
  it('names a country code in the locale', () => {
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('NL', 'en-US')).toBe('Netherlands');
    expect(countryName('de', 'nl')).toBe('Duitsland');
    expect(countryName(' RO ', 'en-US')).toBe('Romania');
  });

  it('keeps the code where there is no name, and gives nothing for no code', () => {
    expect(countryName('Holland', 'nl')).toBe('Holland');
    expect(countryName('', 'nl')).toBe('');
    expect(countryName(null, 'nl')).toBe('');
    expect(countryName(undefined, 'en-US')).toBe('');
  });

  it('builds the names once per locale', () => {
    let built = 0;
    stubDisplayNames(
      class extends Intl.DisplayNames {
        constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
          super(...args);
          built += 1;
        }
      },
    );
    // A locale no other test uses, so its names are built here.
    expect(countryName('BE', 'fr-BE')).toBe('Belgique');
    expect(countryName('FR', 'fr-BE')).toBe('France');
    expect(countryName('NL', 'fr-BE')).toBe('Pays-Bas');
    expect(built).toBe(1);
  });

  it('falls back to the code where the engine has no DisplayNames', () => {
    stubDisplayNames(undefined);
    expect(countryName('NL', 'de-AT')).toBe('NL');
  });
});
