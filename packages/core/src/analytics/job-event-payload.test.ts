import { describe, expect, it } from 'vitest';
import { type JobLike, jobEventPayload } from './job-event-payload';

describe('jobEventPayload: a job is described only with a uuid and a title (spec §5)', () => {
  it.each<[string, JobLike | null | undefined, ReturnType<typeof jobEventPayload>]>([
    ['no job', undefined, {}],
    ['null job', null, {}],
    ['no uuid', { title: 'Nurse' }, {}],
    ['no title', { uuid: 'u1' }, {}],
    ['empty title', { uuid: 'u1', title: '' }, {}],
    ['null uuid', { uuid: null, title: 'Nurse' }, {}],
    ['uuid and title', { uuid: 'u1', title: 'Nurse' }, { job: { uuid: 'u1', title: 'Nurse' } }],
    [
      'with organisation and location',
      { uuid: 'u1', title: 'Nurse', organisation_name: 'Care', location_name: 'Utrecht' },
      {
        job: { uuid: 'u1', title: 'Nurse', organisationName: 'Care', locationName: 'Utrecht' },
      },
    ],
  ])('%s', (_name, job, expected) => {
    expect(jobEventPayload(job)).toEqual(expected);
  });
});
