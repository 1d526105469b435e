import { describe, expect, it } from 'vitest';
import { loginQuery, loginRequiredGuard } from './login-required-guard';
import { describeDecision } from './testing/describe-route';
import { stepArguments } from './testing/fixture-navigation';
import { FIXTURE_LOCALES, fixtureSitePages } from './testing/fixture-pages';

describe('loginQuery keeps layout and the first other key', () => {
  it.each([
    ['', ''],
    ['layout=editor', 'layout=editor'],
    ['tab=favorites', 'tab=favorites'],
    ['tab=favorites&layout=editor&page=2', 'layout=editor&tab=favorites'],
    ['layout=classic&tab=resume&page=2', 'layout=classic&tab=resume'],
    ['ids=1&ids=2&page=2', 'ids=1&ids=2'],
  ])('%j -> %j', (query, expected) => {
    expect(loginQuery(new URLSearchParams(query)).toString()).toBe(expected);
  });
});

describe('loginRequiredGuard: guests on login-required pages go to login', () => {
  it.each([
    ['/my-account', 'login-required -> /login'],
    [
      '/my-account?tab=favorites&page=2&layout=editor',
      'login-required -> /login?layout=editor&tab=favorites',
    ],
    ['/job-alert?token=x', 'login-required -> /login?token=x'],
    ['/en-US/my-account', 'login-required -> /en-US/login'],
    ['/vacatures', null],
    ['/login', null],
    ['/nope', null],
    ['/site-auth', null],
  ])('%s -> %j', (url, expected) => {
    const decision = loginRequiredGuard(...stepArguments(url));
    expect(decision && describeDecision(decision)).toBe(expected);
  });

  it('remembers the path and query the guest was headed to', () => {
    const decision = loginRequiredGuard(...stepArguments('/my-account?tab=resume&x=1#top'));
    expect(decision).toMatchObject({ remember: '/my-account?tab=resume&x=1' });
  });

  it('lets logged-in users through', () => {
    expect(loginRequiredGuard(...stepArguments('/my-account', { loggedIn: true }))).toBeNull();
  });

  it("uses the site's login path, or /login when the site has no login page", () => {
    const pages = fixtureSitePages().map((page) =>
      page.key === 'p-login' ? { ...page, path: '{"nl":"inloggen","en-US":"sign-in"}' } : page,
    );
    const nl = loginRequiredGuard(...stepArguments('/my-account', { pages }));
    expect(nl && describeDecision(nl)).toBe('login-required -> /inloggen');
    const en = loginRequiredGuard(
      ...stepArguments('/en-US/my-account', {
        pages,
        locales: { ...FIXTURE_LOCALES, locale: 'en-US' },
      }),
    );
    expect(en && describeDecision(en)).toBe('login-required -> /en-US/sign-in');
    const withoutLogin = fixtureSitePages().filter((page) => page.key !== 'p-login');
    const fallback = loginRequiredGuard(
      ...stepArguments('/ro/my-account', { pages: withoutLogin }),
    );
    expect(fallback && describeDecision(fallback)).toBe('login-required -> /ro/login');
  });
});
