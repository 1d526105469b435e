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

/** A place name as the visitor may type it: trimmed, without case or accents. */
function placeNameKey(name: string): string {
  return name.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The place a location typed without picking one stands for: the one of exactly that name. Sent
 * without coordinates, the name alone is matched and the radius does nothing; a partial name
 * ("Den") is not taken for the first place it could start.
 */
export function typedPlace(text: string, options: readonly GeoPlace[]): GeoPlace | undefined {
  const key = placeNameKey(text);
  return options.find((option) => placeNameKey(option.name) === key);
}
