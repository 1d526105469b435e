import { entriesWithKey, type GeoIndex, type GeoIndexEntry } from './geo-index';
import type { GeoPlace } from './geo-place';
import { normalizePlaceName } from './normalize-place-name';
import { toGeoPlace } from './search-geo-index';

/**
 * The place called `name` (compared as the search compares: accents, case and punctuation
 * folded, local aliases included), in `countryCode` when given (any case), else in any country;
 * among namesakes the most populous. Undefined when no place has that name. A binary search in
 * each country's sorted list, so a lookup costs microseconds once the index is built.
 */
export function findGeoPlace(
  index: GeoIndex,
  name: string,
  countryCode?: string | null,
): GeoPlace | undefined {
  const key = normalizePlaceName(name);
  if (key === '') return undefined;
  const lists = countryCode ? [index.get(countryCode.toUpperCase()) ?? []] : index.values();
  let best: GeoIndexEntry | undefined;
  for (const list of lists) {
    for (const entry of entriesWithKey(list, key)) {
      if (!best || entry.city.population > best.city.population) best = entry;
    }
  }
  return best && toGeoPlace(best);
}
