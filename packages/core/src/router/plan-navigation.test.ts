import { describe, expect, it } from 'vitest';
import type { NavigationInput } from './navigation-input';
import { planNavigation } from './plan-navigation';
import { describeDecision } from './testing/describe-route';
import { navigationInput } from './testing/fixture-navigation';
import type { FixturePage } from './testing/fixture-pages';
import { FIXTURE_LOCALES } from './testing/fixture-pages';

const base = navigationInput('/');
const locked = { ...base.site, passwordEnabled: true };
const en = { ...FIXTURE_LOCALES, locale: 'en-US' };
const toVacatures = { kind: 'internal', path: '/vacatures', status: 301 } as const;

function plan(url: string, overrides: Partial<NavigationInput<FixturePage>> = {}) {
  return describeDecision(planNavigation(navigationInput(url, overrides)));
}

describe('planNavigation renders when nothing stands in the way', () => {
  it.each([
    ['/', 'render p-home@nl'],
    ['/vacature/dev-1', 'render p-job-details[dev-1]@nl'],
    ['/nope', 'render 404@nl'],
    // The editor app's routes are not served by the board: not found, as an unmatched path.
    ['/admin', 'render 404@nl'],
    ['/test-page', 'render 404@nl'],
    // The password form only where a password is asked (start-gates-step.test.ts).
    ['/site-auth', 'gate-closed -> /'],
    ['/vacatures?layout=editor', 'render p-job-list@nl editor'],
    ['/vacature/dev-1?layout=editor', 'render p-job-details[dev-1]@nl editor mock'],
    ['/company/acme?layout=editor', 'render p-organisation[acme]@nl editor mock'],
    ['/vacature?layout=classic', 'render p-job-details@nl'],
  ])('%s -> %s', (url, expected) => {
    expect(plan(url)).toBe(expected);
  });
});

describe('planNavigation runs the steps in order: redirect, gates, locale, guards, page', () => {
  it.each<[string, string, Partial<NavigationInput<FixturePage>>, string]>([
    [
      'the redirect before the gates',
      '/oud',
      { redirect: toVacatures, site: locked },
      'redirect-rule 301 -> /vacatures',
    ],
    [
      'the gates before the locale',
      '/en-US/job-list',
      { site: locked },
      'site-auth -> /en-US/site-auth',
    ],
    ['the locale before the guards', '/en-US/my-account', {}, 'load-locale en-US'],
    [
      'the locale before the employer token',
      '/en-US/my-account?employer_token=t',
      {},
      'load-locale en-US',
    ],
    [
      'the employer token before the login guard',
      '/my-account?employer_token=t&tab=jobs',
      {},
      'employer-login t -> /my-account?tab=jobs',
    ],
    [
      'the login guard for a guest',
      '/my-account?tab=jobs',
      {},
      'login-required -> /login?tab=jobs',
    ],
    [
      'the guest-only guard for a user',
      '/en-US/login',
      { loggedIn: true, locales: en },
      'guest-only -> /en-US',
    ],
    [
      'a logged-in user reaches the account',
      '/en-US/my-account',
      { loggedIn: true, locales: en },
      'render p-account@en-US',
    ],
  ])('%s', (_name, url, overrides, expected) => {
    expect(plan(url, overrides)).toBe(expected);
  });
});

describe('planNavigation settles after carrying out each decision', () => {
  it('guest with an employer token on a foreign-locale account page', () => {
    let input = navigationInput('/en-US/my-account?employer_token=t&layout=editor');
    const steps: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const decision = planNavigation(input);
      steps.push(describeDecision(decision));
      if (decision.kind === 'render') break;
      if (decision.kind === 'load-locale') {
        input = { ...input, locales: { ...input.locales, locale: decision.locale } };
      } else if (decision.kind === 'employer-login') {
        input = { ...input, loggedIn: true, url: decision.then };
      } else if (decision.kind === 'redirect') {
        input = { ...input, url: decision.to };
      }
    }
    expect(steps).toEqual([
      'load-locale en-US (locale first)',
      'employer-login t -> /en-US/my-account?layout=editor',
      'render p-account@en-US editor',
    ]);
  });
});
