import type { Favourite, FavouritePayload } from '@jobboard/schema';
import { apiPath } from '../api-path';
import { readData } from '../read-data';
import { readList } from '../read-list';
import type { ApiRequest, CallOptions } from '../request';

/** The most favourites read at once (spec §9). */
export const FAVOURITES_LIMIT = 50;

/** The candidate's favourite jobs and organisations. */
export function favouriteCalls(request: ApiRequest) {
  return {
    /** `GET /favourites?with=job,organisation&limit=50`. */
    listFavourites(options: CallOptions = {}): Promise<Favourite[]> {
      return request({
        method: 'GET',
        path: 'favourites',
        query: { with: 'job,organisation', limit: FAVOURITES_LIMIT },
        read: (body) => readList<Favourite>(body).items,
        ...options,
      });
    },

    /**
     * `POST /favourites` with a job_id or an organisation_id; the answer holds the job or
     * organisation (`with=job,organisation`), as the list's items do.
     */
    addFavourite(favourite: FavouritePayload, options: CallOptions = {}): Promise<Favourite> {
      return request({
        method: 'POST',
        path: 'favourites',
        query: { with: 'job,organisation' },
        body: favourite,
        read: readData<Favourite>,
        ...options,
      });
    },

    /** `DELETE /favourites/{id}`. */
    async removeFavourite(id: number | string, options: CallOptions = {}): Promise<void> {
      await request({ method: 'DELETE', path: apiPath`favourites/${id}`, ...options });
    },
  };
}
