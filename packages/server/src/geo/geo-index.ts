import type { CityRecord } from './load-cities';
import { normalizePlaceName } from './normalize-place-name';
import { placeAliases } from './place-aliases';

/** One searchable name of a city; a city with local aliases has several entries. */
export interface GeoIndexEntry {
  key: string;
  name: string;
  city: CityRecord;
}

/** Entries per ISO2 country code, each list sorted by key for binary search. */
export type GeoIndex = ReadonlyMap<string, readonly GeoIndexEntry[]>;

export function buildGeoIndex(cities: readonly CityRecord[]): GeoIndex {
  const byCountry = new Map<string, GeoIndexEntry[]>();
  const add = (country: string, entry: GeoIndexEntry) => {
    const list = byCountry.get(country);
    if (list) list.push(entry);
    else byCountry.set(country, [entry]);
  };
  for (const city of cities) {
    const names = [city.name, ...(placeAliases.get(city.cityId) ?? [])];
    // Places such as the Åland islands also belong to a second country (altName holds its codes).
    const countries = [city.country, ...city.altName.split(',').filter((code) => code !== '')];
    for (const name of names) {
      const key = normalizePlaceName(name);
      if (key === '') continue;
      for (const country of new Set(countries)) add(country, { key, name, city });
    }
  }
  for (const list of byCountry.values()) list.sort((a, b) => compareKeys(a.key, b.key));
  return byCountry;
}

/** Code-unit order, the same order `startsWith` scans in; locale collation would break the scan. */
function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The entries of one sorted list whose key starts with `prefix`. */
export function entriesWithPrefix(
  list: readonly GeoIndexEntry[],
  prefix: string,
): readonly GeoIndexEntry[] {
  const low = firstAtOrAfter(list, prefix);
  let end = low;
  while (end < list.length && list[end]!.key.startsWith(prefix)) end++;
  return list.slice(low, end);
}

/** The entries of one sorted list whose key is `key` (a city and its aliases, namesakes). */
export function entriesWithKey(
  list: readonly GeoIndexEntry[],
  key: string,
): readonly GeoIndexEntry[] {
  const low = firstAtOrAfter(list, key);
  let end = low;
  while (end < list.length && list[end]!.key === key) end++;
  return list.slice(low, end);
}

/** Binary search: the position of the first entry whose key is not below `key`. */
function firstAtOrAfter(list: readonly GeoIndexEntry[], key: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.key < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
