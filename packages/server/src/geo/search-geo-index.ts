import { entriesWithPrefix, type GeoIndex, type GeoIndexEntry } from './geo-index';
import type { GeoPlace, GeoQuery } from './geo-place';
import { normalizePlaceName } from './normalize-place-name';
import { regionName } from './region-names';

const defaultLimit = 10;
const maxLimit = 50;
const minQueryLength = 2;

/** Prefix search: exact name matches first, then by population. */
export function searchGeoIndex(index: GeoIndex, query: GeoQuery): GeoPlace[] {
  const prefix = normalizePlaceName(query.location);
  if (prefix.length < minQueryLength) return [];
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? defaultLimit), 0), maxLimit);
  const countries =
    query.countries && query.countries.length > 0
      ? new Set(query.countries.map((code) => code.toUpperCase()))
      : index.keys();
  const matches: GeoIndexEntry[] = [];
  for (const country of countries) {
    const list = index.get(country);
    if (list) for (const entry of entriesWithPrefix(list, prefix)) matches.push(entry);
  }
  return distinctPlaces(rankMatches(matches, prefix), limit);
}

const rankSpan = 2 ** 25;
const positionSpan = 2 ** 20;

/**
 * Exact matches first, then by population. A two-letter prefix matches up to 8,000 cities
 * worldwide; sorting packed numbers (rank, then position) natively is faster than
 * sorting the entries with a comparator, and only the first few are read back.
 */
function* rankMatches(matches: readonly GeoIndexEntry[], prefix: string): Generator<GeoIndexEntry> {
  const packed = new Float64Array(matches.length);
  matches.forEach((entry, position) => {
    const population = Math.min(entry.city.population, rankSpan - 1);
    const rank = (entry.key === prefix ? rankSpan : 0) + population;
    packed[position] = rank * positionSpan + position;
  });
  packed.sort();
  for (let index = packed.length - 1; index >= 0; index--) {
    yield matches[packed[index]! % positionSpan]!;
  }
}

/**
 * One place per city, and one per name within a region: GeoNames holds some cities twice (a
 * populated place and its municipality, such as Bucharest and "Bucuresti"), and the lesser
 * twin sorts after the first.
 */
function distinctPlaces(sorted: Iterable<GeoIndexEntry>, limit: number): GeoPlace[] {
  const seenCities = new Set<number>();
  const seenNames = new Set<string>();
  const places: GeoPlace[] = [];
  for (const { key, name, city } of sorted) {
    if (places.length >= limit) break;
    const nameInRegion = `${city.country}|${city.adminCode}|${key}`;
    if (seenCities.has(city.cityId) || seenNames.has(nameInRegion)) continue;
    seenCities.add(city.cityId);
    seenNames.add(nameInRegion);
    places.push(toGeoPlace({ name, city }));
  }
  return places;
}

/** An index entry as a place, under the name that matched. */
export function toGeoPlace({ name, city }: Pick<GeoIndexEntry, 'name' | 'city'>): GeoPlace {
  const [lon, lat] = city.loc.coordinates;
  return {
    name,
    region: regionName(city.country, city.adminCode),
    country_code: city.country,
    lat,
    lon,
    population: city.population,
  };
}
