import type { SentApplication } from '@jobboard/client';
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

/** The example account's applications: one to an online job, one to a job no longer online. */
export function exampleApplications(): SentApplication[] {
  return [1, 2].map((index) => {
    const job = exampleJob(index);
    return {
      uuid: `example-application-${index}`,
      created_at: `2026-0${index}-15T10:00:00Z`,
      status: 'new',
      job: {
        uuid: job.uuid,
        slug: job.slug,
        title: job.title,
        organisation_name: job.organisation_name ?? null,
        status: index === 1 ? 'active' : 'expired',
      },
    };
  });
}
