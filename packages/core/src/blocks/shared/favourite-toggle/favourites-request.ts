import type { Favourite } from '@jobboard/schema';
import { createDataRequest } from '../../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../../blocks-runtime/data-request';

/** The candidate's favourites; every toggle on the page shares this one fetch. */
export const favouritesRequest: DataRequest<Favourite[]> = createDataRequest(
  'candidate-favourites',
  {},
  (client) => client.candidate.listFavourites(),
);

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
