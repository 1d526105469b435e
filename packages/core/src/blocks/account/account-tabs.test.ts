import { type AccountRole, type BlockSettingsOf, DEFAULT_SITE_SETTINGS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { accountTabHref, currentAccountTab, shownAccountTabs } from './account-tabs';

const settings = (
  hidden: Partial<BlockSettingsOf<'account'>> = {},
): BlockSettingsOf<'account'> => ({
  hiddenCandidateTabs: [],
  hiddenEmployerTabs: [],
  ...hidden,
});

describe('shownAccountTabs', () => {
  it.each<[string, AccountRole, BlockSettingsOf<'account'>, string[]]>([
    [
      'a candidate every tab built',
      'candidate',
      settings(),
      [
        'dashboard',
        'edit-profile',
        'favorites',
        'job-alerts',
        'resume',
        'job-applications',
        'contact-requests',
      ],
    ],
    [
      'an employer the dashboard, profile, jobs and web shop',
      'employer',
      settings(),
      [
        'dashboard',
        'edit-profile',
        'manage-jobs',
        'job-applicants',
        'tokens',
        'web-shop',
        'contacted-candidates',
        'organisations',
        'client',
      ],
    ],
    [
      'a candidate the profile even when stored as hidden',
      'candidate',
      // Stored settings are checked against the catalogue, which does not offer it: a hand-made
      // value still cannot hide it.
      { ...settings(), hiddenCandidateTabs: ['edit-profile', 'dashboard'] as never },
      ['edit-profile', 'favorites', 'job-alerts', 'resume', 'job-applications', 'contact-requests'],
    ],
    [
      'an employer the profile even when stored as hidden',
      'employer',
      { ...settings(), hiddenEmployerTabs: ['edit-profile', 'dashboard'] as never },
      [
        'edit-profile',
        'manage-jobs',
        'job-applicants',
        'tokens',
        'web-shop',
        'contacted-candidates',
        'organisations',
        'client',
      ],
    ],
  ])('shows %s', (_name, role, blockSettings, expected) => {
    expect(shownAccountTabs(role, blockSettings, DEFAULT_SITE_SETTINGS)).toEqual(expected);
  });

  it.each([[{ enableFavourites: false }], [{ allowCandidate: false }]])(
    'leaves favourites out when the site says %j',
    (site) => {
      expect(
        shownAccountTabs('candidate', settings(), { ...DEFAULT_SITE_SETTINGS, ...site }),
      ).toEqual([
        'dashboard',
        'edit-profile',
        'job-alerts',
        'resume',
        'job-applications',
        'contact-requests',
      ]);
    },
  );

  it('leaves the job alerts and the resume out when the admin hides them', () => {
    expect(
      shownAccountTabs(
        'candidate',
        settings({ hiddenCandidateTabs: ['job-alerts', 'resume'] }),
        DEFAULT_SITE_SETTINGS,
      ),
    ).toEqual(['dashboard', 'edit-profile', 'favorites', 'job-applications', 'contact-requests']);
  });
});

describe('tabs the site hides', () => {
  it('leaves out the tabs the site settings hide too, never the profile', () => {
    const site = {
      ...DEFAULT_SITE_SETTINGS,
      hiddenCandidateTabs: ['favorites', 'edit-profile'] as never,
      hiddenEmployerTabs: ['dashboard'] as never,
    };
    expect(shownAccountTabs('candidate', settings(), site)).toEqual([
      'dashboard',
      'edit-profile',
      'job-alerts',
      'resume',
      'job-applications',
      'contact-requests',
    ]);
    expect(shownAccountTabs('employer', settings(), site)).toEqual([
      'edit-profile',
      'manage-jobs',
      'job-applicants',
      'tokens',
      'web-shop',
      'contacted-candidates',
      'organisations',
      'client',
    ]);
  });
});

describe('currentAccountTab', () => {
  const tabs = ['dashboard', 'edit-profile'] as const;
  it.each([
    ['', 'dashboard'],
    ['tab=edit-profile', 'edit-profile'],
    ['tab=favorites', 'dashboard'],
    ['tab=job-alerts', 'dashboard'],
    ['tab=manage-jobs', 'dashboard'],
  ])('?%s -> %s', (query, expected) => {
    expect(currentAccountTab(tabs, new URLSearchParams(query))).toBe(expected);
  });
});

describe('accountTabHref', () => {
  it('sets the tab on the route, keeping its other query', () => {
    const href = accountTabHref(
      {
        route: { path: '/mijn-account', query: new URLSearchParams('layout=editor&tab=dashboard') },
        href: (to) => (typeof to === 'string' ? to : `${to.path}?${to.query}`),
      },
      'favorites',
    );
    expect(href).toBe('/mijn-account?layout=editor&tab=favorites');
  });
});
