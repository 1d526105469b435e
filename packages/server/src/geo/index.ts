export { createGeoSearch, type GeoSearch } from './create-geo-search';
export type { GeoPlace, GeoQuery } from './geo-place';
export { normalizePlaceName } from './normalize-place-name';
