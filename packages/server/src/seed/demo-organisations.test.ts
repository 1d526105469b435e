import { base, en, Faker, nl } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { dutchCompanyName, dutchSlogan } from './demo-organisations';

describe('dutchCompanyName', () => {
  it.each([
    ['Hazes, van de Berg and van der Heyden', 'Hazes, Van de Berg en Van der Heyden'],
    ['van der Linden - Klein', 'Van der Linden & Klein'],
    ['Wagenaar - de Groot', 'Wagenaar & De Groot'],
    ['Poels NV', 'Poels N.V.'],
    ['de Jong BV', 'De Jong B.V.'],
    ['van der Pol V.O.F.', 'Van der Pol V.O.F.'],
    ['Verhoeven en Zonen', 'Verhoeven en Zonen'],
    ['de Koning Groep', 'De Koning Groep'],
  ])('writes %j as %j', (drawn, expected) => {
    expect(dutchCompanyName(drawn)).toBe(expected);
  });
});

describe('dutchSlogan', () => {
  it('draws a Dutch slogan as catchPhrase draws, leaving the next draws as they were', () => {
    const slogans = new Faker({ locale: [nl, en, base] });
    const phrases = new Faker({ locale: [nl, en, base] });
    slogans.seed(7);
    phrases.seed(7);
    const slogan = dutchSlogan(slogans);
    phrases.company.catchPhrase();
    expect(slogan).toMatch(/^[A-Z][a-z ]+ [a-z]+e [a-z]+$/);
    expect(slogans.number.int(1_000_000)).toBe(phrases.number.int(1_000_000));
  });
});
