import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TABS,
  type AccountRole,
  canHideAccountTab,
  visibleAccountTabs,
} from './account-tabs';

describe('canHideAccountTab', () => {
  it.each<[AccountRole, string, boolean]>([
    ['candidate', 'edit-profile', false],
    ['candidate', 'dashboard', true],
    ['candidate', 'favorites', true],
    ['candidate', 'contact-requests', true],
    ['employer', 'edit-profile', false],
    ['employer', 'manage-jobs', false],
    ['employer', 'web-shop', true],
    ['employer', 'client', true],
  ])('%s %s: %s', (role, tab, expected) => {
    expect(canHideAccountTab(role, tab)).toBe(expected);
  });
});

describe('visibleAccountTabs', () => {
  it.each<[AccountRole, string[], string[]]>([
    ['candidate', [], [...ACCOUNT_TABS.candidate]],
    [
      'candidate',
      ['favorites', 'resume', 'edit-profile'],
      ['dashboard', 'edit-profile', 'job-alerts', 'job-applications', 'contact-requests'],
    ],
    ['candidate', [...ACCOUNT_TABS.candidate], ['edit-profile']],
    ['employer', [...ACCOUNT_TABS.employer], ['edit-profile', 'manage-jobs']],
    [
      'employer',
      ['tokens', 'unknown'],
      [
        'dashboard',
        'edit-profile',
        'manage-jobs',
        'job-applicants',
        'web-shop',
        'contacted-candidates',
        'organisations',
        'client',
      ],
    ],
  ])('%s hiding %j shows %j', (role, hidden, expected) => {
    expect(visibleAccountTabs(role, hidden)).toEqual(expected);
  });
});
