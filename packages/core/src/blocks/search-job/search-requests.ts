import type { GeoPlace, JobSuggestion } from '@jobboard/client';
import { GEO_MIN_QUERY_LENGTH } from '@jobboard/client';
import type { SiteConfig } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';

/** Keyword suggestions start, like place suggestions, at this many characters. */
export const SUGGESTION_MIN_LENGTH = GEO_MIN_QUERY_LENGTH;

/** The keyword suggestions of the job board for `search`; `null` below the minimum length. */
export function suggestionsRequest(
  boardId: number | null,
  search: string,
): DataRequest<JobSuggestion[]> | null {
  const text = search.trim();
  if (boardId === null || text.length < SUGGESTION_MIN_LENGTH) return null;
  return createDataRequest('job-suggestions', { boardId, search: text }, (client) =>
    client.public.getSuggestions(boardId, text),
  );
}

/** The ISO codes of the countries whose places the location field may suggest. */
export function searchCountries(config: Pick<SiteConfig, 'countries'>): string[] {
  return config.countries
    .filter((country) => country.search_enabled)
    .map((country) => country.code);
}

/** Places matching `location` in `countries`; `null` below 2 characters. */
export function placesRequest(
  location: string,
  countries: readonly string[],
): DataRequest<GeoPlace[]> | null {
  const text = location.trim();
  if (text.length < GEO_MIN_QUERY_LENGTH) return null;
  return createDataRequest('geo-places', { location: text, countries }, (client) =>
    client.geo.searchPlaces({ location: text, countries }),
  );
}
