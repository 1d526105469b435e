import type { CityRecord } from './load-cities';

/** A city record for the geo tests: a Dutch place of 1000 people unless told otherwise. */
export function cityRecord(
  overrides: Partial<CityRecord> & Pick<CityRecord, 'cityId' | 'name'>,
): CityRecord {
  return {
    altName: '',
    country: 'NL',
    adminCode: '07',
    population: 1000,
    loc: { coordinates: [4.9, 52.4] },
    ...overrides,
  };
}
