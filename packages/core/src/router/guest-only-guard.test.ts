import { describe, expect, it } from 'vitest';
import { guestOnlyGuard } from './guest-only-guard';
import { describeDecision } from './testing/describe-route';
import { stepArguments } from './testing/fixture-navigation';

describe('guestOnlyGuard: logged-in users on guest-only pages go home', () => {
  it.each([
    ['/login', true, 'guest-only -> /'],
    ['/register?x=1', true, 'guest-only -> /'],
    ['/wachtwoord-vergeten', true, 'guest-only -> /'],
    ['/password-change', true, 'guest-only -> /'],
    // A password reset link works for a logged-in user too.
    ['/password-change?token=abc', true, null],
    ['/password-change?token=', true, 'guest-only -> /'],
    ['/en-US/login', true, 'guest-only -> /en-US'],
    ['/ro/forgot-password', true, 'guest-only -> /ro'],
    ['/login', false, null],
    ['/my-account', true, null],
    ['/vacatures', true, null],
  ])('%s (logged in: %s) -> %j', (url, loggedIn, expected) => {
    const decision = guestOnlyGuard(...stepArguments(url, { loggedIn }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});
