import type { JobAlert, Resume } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { type FavouritesAccess, favouritesAccess, profileProgress } from './session-features';
import type { SessionStatus } from './session-snapshot';

describe('favouritesAccess: on only with candidates allowed and favourites enabled', () => {
  it.each<[SessionStatus, boolean | undefined, boolean | undefined, FavouritesAccess]>([
    ['candidate', undefined, undefined, 'on'],
    ['candidate', true, true, 'on'],
    ['candidate', false, true, 'off'],
    ['candidate', true, false, 'off'],
    ['guest', undefined, undefined, 'register-first'],
    ['guest', false, true, 'off'],
    ['employer', true, true, 'off'],
  ])(
    '%s, allowCandidate %j, enableFavourites %j -> %s',
    (status, allowCandidate, enableFavourites, expected) => {
      const settings = {
        ...(allowCandidate === undefined ? {} : { allowCandidate }),
        ...(enableFavourites === undefined ? {} : { enableFavourites }),
      };
      expect(favouritesAccess({ status }, settings)).toBe(expected);
    },
  );
});

describe('profileProgress: 20, plus 40 with a resume, plus 40 with a job alert', () => {
  const resume: Resume = { uuid: 'r1' };
  const alert: JobAlert = { frequency: 'weekly', active: true };

  it.each<[SessionStatus, Resume[], JobAlert[], number | null]>([
    ['candidate', [], [], 20],
    ['candidate', [resume], [], 60],
    ['candidate', [], [alert], 60],
    ['candidate', [resume], [alert, alert], 100],
    ['employer', [resume], [alert], null],
    ['guest', [], [], null],
  ])('%s with %j resumes and %j alerts -> %j', (status, resumes, alerts, expected) => {
    expect(profileProgress({ status, resumes, alerts })).toBe(expected);
  });
});
