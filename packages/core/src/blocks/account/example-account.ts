import type { Favourite, User } from '@jobboard/schema';
import { exampleJob } from '../shared/example-job';

/** The account the editor shows when no one is logged in: a candidate named Alex. */
export const EXAMPLE_USER: User = {
  uuid: 'example-user',
  given_name: 'Alex',
  family_name: 'Example',
  email: 'alex@example.com',
  isCandidate: true,
  favourite_jobs: [{ job_uuid: 'example-1', uuid: 'example-favourite-1' }],
  favourite_organisations: [],
};

/** The example account's favourites: one example job, as the user above lists it. */
export function exampleFavourites(): Favourite[] {
  return [{ id: 1, job_id: 0, job: exampleJob(1) }];
}
