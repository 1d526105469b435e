import type { Faker } from '@faker-js/faker';

// The demo's organisations are named and described in Dutch, on a Dutch board. Faker's nl locale
// has Dutch surnames but no Dutch slogans, and one of its name patterns is English ("{last},
// {last} and {last}"); the fallback to en filled them with "Hazes, van de Berg and van der
// Heyden" and "Open-architected real-time moderator". The words are still drawn from the demo's
// faker, as many draws as before, so everything drawn after them (the jobs, their organisations,
// the slugs the e2e tests open) stays as it was.

/**
 * A Dutch company name from the one faker drew (`faker.company.name()`, nl locale): partners
 * joined by `&`, the last of a list by `en` (not `and`), `B.V.` and `N.V.` written out, and a
 * surname's leading prefix capitalised as the Dutch write it without a first name ("Van der
 * Linden & Klein", "Hazes, Van de Berg en Van der Heyden", "Poels N.V.").
 */
export function dutchCompanyName(drawn: string): string {
  return drawn
    .replace(/ - /g, ' & ')
    .replace(/ and /g, ' en ')
    .replace(/ BV$/, ' B.V.')
    .replace(/ NV$/, ' N.V.')
    .replace(
      /(^|, | & | en )([a-z])/g,
      (_match, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}

const SLOGAN_OPENINGS = [
  'Samen bouwen aan',
  'Elke dag werken aan',
  'Met passie voor',
  'Vakmanschap in',
  'Jouw partner in',
  'Toonaangevend in',
  'Al jaren thuis in',
  'Met hart en ziel voor',
] as const;

/** Inflected, as before a plural or uncountable noun. */
const SLOGAN_ADJECTIVES = [
  'duurzame',
  'slimme',
  'betrouwbare',
  'innovatieve',
  'persoonlijke',
  'lokale',
  'eerlijke',
  'groene',
  'veilige',
  'praktische',
] as const;

const SLOGAN_SUBJECTS = [
  'oplossingen',
  'zorg',
  'techniek',
  'dienstverlening',
  'logistiek',
  'energie',
  'software',
  'bouwprojecten',
  'service',
  'mobiliteit',
] as const;

/**
 * A Dutch slogan ("Jouw partner in duurzame logistiek"): three words drawn, as
 * `faker.company.catchPhrase()` draws three, so the demo's later draws are unchanged.
 */
export function dutchSlogan(faker: Faker): string {
  return [
    faker.helpers.arrayElement(SLOGAN_OPENINGS),
    faker.helpers.arrayElement(SLOGAN_ADJECTIVES),
    faker.helpers.arrayElement(SLOGAN_SUBJECTS),
  ].join(' ');
}
