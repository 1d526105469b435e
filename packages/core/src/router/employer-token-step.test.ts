import { describe, expect, it } from 'vitest';
import { employerTokenStep } from './employer-token-step';
import { describeDecision } from './testing/describe-route';
import { navigationInput } from './testing/fixture-navigation';

describe('employerTokenStep: log in with the token, then the same URL without it', () => {
  it.each([
    ['/vacatures', null],
    ['/my-account?employer_token=abc', 'employer-login abc -> /my-account'],
    [
      '/en-US/job-list?page=2&employer_token=abc&layout=editor#top',
      'employer-login abc -> /en-US/job-list?page=2&layout=editor#top',
    ],
    ['/?employer_token=a%2Bb', 'employer-login a+b -> /'],
    ['/vacatures?employer_token=', 'employer-token -> /vacatures'],
  ])('%s -> %j', (url, expected) => {
    const decision = employerTokenStep(navigationInput(url));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});
