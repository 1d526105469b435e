import type { Cache } from 'swr';
import { describe, expect, it } from 'vitest';
import { requestKey } from '../blocks-runtime/request-key';
import { forgetUserData, isUserDataKey, USER_DATA_REQUESTS } from './user-data-requests';

describe('forgetUserData', () => {
  it('drops the reads of the user’s own data (favourites, job alerts) and keeps the rest', () => {
    const own = requestKey(USER_DATA_REQUESTS.favourites, { user: 'u-1' });
    const other = requestKey(USER_DATA_REQUESTS.favourites, { user: 'u-2' });
    const alerts = requestKey(USER_DATA_REQUESTS.jobAlerts, { user: 'u-1' });
    const alert = requestKey(USER_DATA_REQUESTS.jobAlert, { user: 'u-1', id: '4' });
    const jobs = requestKey('jobs', { page: 1 });
    const cache = new Map<string, unknown>([
      [own, { data: [] }],
      [other, { data: [] }],
      [alerts, { data: [] }],
      [jobs, { data: [] }],
      [alert, { data: {} }],
      ['not json', { data: 1 }],
    ]);
    forgetUserData(cache as unknown as Cache);
    expect([...cache.keys()]).toEqual([jobs, 'not json']);
  });
});

describe('isUserDataKey', () => {
  it.each([
    [requestKey(USER_DATA_REQUESTS.clientAccount, { user: 'u-1' }), true],
    [requestKey(USER_DATA_REQUESTS.clientUsers, { user: 'u-1' }), true],
    // The dashboard's key names the locale too (its names are the locale's): still the user's.
    [requestKey(USER_DATA_REQUESTS.clientDashboard, { user: 'u-1', locale: 'nl' }), true],
    [requestKey(USER_DATA_REQUESTS.employerJobs, { user: 'u-1', page: 2 }), true],
    [requestKey('jobs', { page: 1 }), false],
    ['not json', false],
    ['[]', false],
    [['an', 'array'], false],
  ])('%j: %s', (key, expected) => {
    expect(isUserDataKey(key)).toBe(expected);
  });
});
