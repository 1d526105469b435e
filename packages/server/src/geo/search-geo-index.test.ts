import { describe, expect, it } from 'vitest';
import { cityRecord } from './city-record-fixture';
import { buildGeoIndex } from './geo-index';
import { searchGeoIndex } from './search-geo-index';

const city = cityRecord;

const index = buildGeoIndex([
  city({ cityId: 1, name: 'Bergen op Zoom', adminCode: '06', population: 60000 }),
  city({ cityId: 2, name: 'Berg', population: 1500 }),
  city({ cityId: 3, name: 'Bergen', population: 30000 }),
  city({ cityId: 4, name: 'Bergen', country: 'NO', adminCode: '46', population: 285000 }),
  city({ cityId: 683506, name: 'Bucharest', country: 'RO', adminCode: '10', population: 1877155 }),
  city({ cityId: 6, name: 'Bucuresti', country: 'RO', adminCode: '10', population: 0 }),
  city({ cityId: 7, name: 'Mariehamn', country: 'AX', altName: 'FI', population: 11000 }),
]);

describe('searchGeoIndex ranking', () => {
  it('puts an exact match before larger places that only start with the query', () => {
    const names = searchGeoIndex(index, { location: 'berg', countries: ['NL'] }).map((p) => p.name);
    expect(names).toEqual(['Berg', 'Bergen op Zoom', 'Bergen']);
  });

  it('orders by population among prefix matches of every country when none is given', () => {
    const places = searchGeoIndex(index, { location: 'berge' });
    expect(places.map((p) => [p.name, p.country_code])).toEqual([
      ['Bergen', 'NO'],
      ['Bergen op Zoom', 'NL'],
      ['Bergen', 'NL'],
    ]);
  });
});

describe('searchGeoIndex results', () => {
  it('maps a city to a place with region name, coordinates and population', () => {
    expect(searchGeoIndex(index, { location: 'bergen op', countries: ['nl'] })).toEqual([
      {
        name: 'Bergen op Zoom',
        region: 'Noord-Brabant',
        country_code: 'NL',
        lat: 52.4,
        lon: 4.9,
        population: 60000,
      },
    ]);
  });

  it('falls back to the admin code as region outside the known countries', () => {
    expect(searchGeoIndex(index, { location: 'bergen', countries: ['NO'] })[0]?.region).toBe('46');
  });

  it('finds a city by its local alias, under the name that matched, without its twin', () => {
    const names = (location: string) =>
      searchGeoIndex(index, { location, countries: ['RO'] }).map((p) => p.name);
    expect(names('bucur')).toEqual(['București']);
    expect(names('bucha')).toEqual(['Bucharest']);
  });

  it('finds a place under a second country code', () => {
    expect(searchGeoIndex(index, { location: 'marie', countries: ['FI'] })[0]?.country_code).toBe(
      'AX',
    );
  });
});

describe('searchGeoIndex limits', () => {
  it.each([
    [{ location: 'b' }, 0],
    [{ location: ' b- ' }, 0],
    [{ location: 'be' }, 4],
    [{ location: 'be', limit: 2 }, 2],
    [{ location: 'be', limit: 0 }, 0],
    [{ location: 'be', limit: -3 }, 0],
    [{ location: 'be', countries: ['DE'] }, 0],
  ])('%j finds %i places', (query, count) => {
    expect(searchGeoIndex(index, query)).toHaveLength(count);
  });
});
