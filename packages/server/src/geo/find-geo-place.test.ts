import { describe, expect, it } from 'vitest';
import { cityRecord } from './city-record-fixture';
import { findGeoPlace } from './find-geo-place';
import { buildGeoIndex } from './geo-index';

const city = cityRecord;

const index = buildGeoIndex([
  city({
    cityId: 1,
    name: 'Bergen op Zoom',
    population: 60000,
    loc: { coordinates: [4.29, 51.5] },
  }),
  city({ cityId: 3, name: 'Bergen', population: 30000, loc: { coordinates: [4.7, 52.67] } }),
  city({ cityId: 8, name: 'Bergen', population: 500, loc: { coordinates: [6.0, 51.6] } }),
  city({
    cityId: 4,
    name: 'Bergen',
    country: 'NO',
    adminCode: '46',
    population: 285000,
    loc: { coordinates: [5.32, 60.39] },
  }),
  city({ cityId: 683506, name: 'Bucharest', country: 'RO', adminCode: '10', population: 1877155 }),
  city({ cityId: 9, name: 'Zürich', country: 'CH', adminCode: 'ZH', population: 341730 }),
]);

describe('findGeoPlace', () => {
  it('finds the most populous place of exactly that name in the country', () => {
    expect(findGeoPlace(index, 'Bergen', 'NL')).toMatchObject({
      name: 'Bergen',
      country_code: 'NL',
      lat: 52.67,
      lon: 4.7,
    });
    expect(findGeoPlace(index, 'bergen', 'no')).toMatchObject({ country_code: 'NO', lat: 60.39 });
  });

  it('looks in every country without one', () => {
    expect(findGeoPlace(index, 'Bergen')).toMatchObject({ country_code: 'NO' });
    expect(findGeoPlace(index, 'Bergen', null)).toMatchObject({ country_code: 'NO' });
  });

  it('folds accents, case and punctuation as the search does, and knows the aliases', () => {
    expect(findGeoPlace(index, '  ZURICH ', 'CH')?.name).toBe('Zürich');
    expect(findGeoPlace(index, 'bergen-op-zoom', 'NL')?.name).toBe('Bergen op Zoom');
    expect(findGeoPlace(index, 'București', 'RO')?.name).toBe('București');
  });

  it('finds no place for a prefix, another country, an unknown or an empty name', () => {
    expect(findGeoPlace(index, 'Berg', 'NL')).toBeUndefined();
    expect(findGeoPlace(index, 'Bergen', 'DE')).toBeUndefined();
    expect(findGeoPlace(index, 'Atlantis', 'NL')).toBeUndefined();
    expect(findGeoPlace(index, ' - ', 'NL')).toBeUndefined();
  });
});
