import type { GeoPlace } from '@jobboard/client';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { placesRequest, searchCountries, typedPlace } from '../search-job/search-requests';
import { hasSearchPlace, type JobSearchUrlQuery, jobSearchHref } from '../shared/job-search-query';
import { usePageRedirect } from '../shared/use-page-redirect';

/**
 * The lookup of a search's place that came without its coordinates but with a radius: the job
 * search form sent without scripts (a server-rendered page; the board looks the place up before
 * it goes, search-job-block.tsx). Searched by its name alone, the radius did nothing. A link
 * with a place name and no radius (a navbar's job link) searches by the name, as it says.
 */
export function searchPlaceRequest(
  query: JobSearchUrlQuery,
  config: BlockContext['config'],
): DataRequest<GeoPlace[]> | null {
  if (!query.location_name || hasSearchPlace(query) || query.distance === undefined) return null;
  const lookup = placesRequest(query.location_name, searchCountries(config));
  if (!lookup) return null;
  // A lookup that fails searches by the name, as the board's form does: no failure of the page
  // (a server render would answer 503 for a geo service that is down). A key of its own, so the
  // search block's place list never gets this empty answer.
  return createDataRequest('search-place', { key: lookup.key }, (client) =>
    lookup.fetch(client).catch((): GeoPlace[] => []),
  );
}

/**
 * Gives the search its place's coordinates, as the board's own form does: once the lookup
 * ({@link searchPlaceRequest}) finds the place of exactly that name, the list goes to the same
 * search with them, replacing the address (a server render answers with a redirect there).
 * Returns that address, or null: a name no place has is searched by the name.
 */
export function useSearchPlace(
  query: JobSearchUrlQuery,
  context: Pick<BlockContext, 'config' | 'route' | 'navigate'>,
): string | null {
  const { data: places } = useBlockData(searchPlaceRequest(query, context.config));
  const place = places && query.location_name ? typedPlace(query.location_name, places) : undefined;
  const target = place
    ? jobSearchHref(context.route.path, {
        ...query,
        location_name: place.name,
        lat: place.lat,
        lon: place.lon,
      })
    : null;
  usePageRedirect(target, context.navigate);
  return target;
}
