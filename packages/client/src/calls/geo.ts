import { readList } from '../read-list';
import { type CallOptions, type ClientContext, sendRequest } from '../request';
import type { GeoPlace } from '../types';

/** Place autocomplete starts at this many characters (spec §2). */
export const GEO_MIN_QUERY_LENGTH = 2;

export interface GeoQuery {
  /** What the visitor typed; shorter than 2 characters gives no places and no request. */
  location: string;
  /** ISO 3166-1 alpha-2 codes of the countries enabled for search (sent as `countries=NL,BE`). */
  countries?: readonly string[];
}

/** The geo search service (builder.md §7), on its own base URL. */
export function geoCalls(context: ClientContext, geoBase: string) {
  return {
    /** `GET {geoBase}/search?location&countries`: places matching the text, biggest first. */
    async searchPlaces(query: GeoQuery, options: CallOptions = {}): Promise<GeoPlace[]> {
      const location = query.location.trim();
      if (location.length < GEO_MIN_QUERY_LENGTH) return [];
      return sendRequest(
        context,
        { baseUrl: geoBase, family: 'public', thirdParty: true },
        {
          method: 'GET',
          path: 'search',
          query: { location, countries: query.countries },
          // A third party's answer: an item that is no place (null, a name-less record, a number)
          // is left out, rather than taken to the search field that shows it (QA: one null made
          // the whole search block disappear).
          read: (body) => readList<unknown>(body).items.filter(isPlace),
          ...options,
        },
      );
    },
  };
}

function isPlace(item: unknown): item is GeoPlace {
  if (typeof item !== 'object' || item === null) return false;
  const place = item as Record<string, unknown>;
  return (
    typeof place.name === 'string' &&
    place.name.trim() !== '' &&
    typeof place.lat === 'number' &&
    Number.isFinite(place.lat) &&
    typeof place.lon === 'number' &&
    Number.isFinite(place.lon)
  );
}
