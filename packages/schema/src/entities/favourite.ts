import { type Infer, integer, nullable, object, optional, refine, type } from 'superstruct';
import { Job } from './job';
import { Organisation } from './organisation';

/** A candidate's saved job or organisation (`GET /favourites?with=job,organisation`). */
export const Favourite = type({
  id: integer(),
  organisation_id: optional(nullable(integer())),
  job_id: optional(nullable(integer())),
  job: optional(nullable(Job)),
  organisation: optional(nullable(Organisation)),
});
export type Favourite = Infer<typeof Favourite>;

/** `POST /favourites`: a job or an organisation. */
export const FavouritePayload = refine(
  object({
    organisation_id: optional(integer()),
    job_id: optional(integer()),
  }),
  'favouriteTarget',
  (value) =>
    value.organisation_id !== undefined ||
    value.job_id !== undefined ||
    'A favourite needs a job_id or an organisation_id.',
);
export type FavouritePayload = Infer<typeof FavouritePayload>;
