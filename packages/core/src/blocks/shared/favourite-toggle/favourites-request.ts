import type { Favourite } from '@jobboard/schema';
import { createDataRequest } from '../../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../../session/user-data-requests';

/**
 * The favourites of the candidate with this uuid; every toggle on the page and the account's
 * list share this one fetch. The key names the user: after a logout and another candidate's
 * login on the same page, the board's data cache must not show the first one's favourites.
 */
export function favouritesRequest(userUuid: string): DataRequest<Favourite[]> {
  return createDataRequest(USER_DATA_REQUESTS.favourites, { user: userUuid }, (client) =>
    client.candidate.listFavourites(),
  );
}

/** The favourite of `kind` with `id` among `favourites`, if the candidate saved it. */
export function findFavourite(
  favourites: readonly Favourite[] | undefined,
  kind: 'job' | 'organisation',
  id: number,
): Favourite | undefined {
  return favourites?.find((favourite) =>
    kind === 'job'
      ? (favourite.job_id ?? favourite.job?.id) === id
      : (favourite.organisation_id ?? favourite.organisation?.id) === id,
  );
}
