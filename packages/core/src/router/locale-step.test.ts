import { describe, expect, it } from 'vitest';
import { localeStep } from './locale-step';
import { describeDecision } from './testing/describe-route';
import { stepArguments } from './testing/fixture-navigation';
import { FIXTURE_LOCALES } from './testing/fixture-pages';

describe('localeStep: a URL locale other than the current one loads that locale', () => {
  it.each([
    ['/vacatures', 'nl', null],
    ['/en-US/job-list', 'en-US', null],
    ['/en-US/job-list', 'nl', 'load-locale en-US'],
    ['/ro', 'nl', 'load-locale ro'],
    ['/vacatures', 'en-US', 'load-locale nl'],
    ['/', 'ro', 'load-locale nl'],
    ['/en-US/job-list?layout=editor', 'nl', 'load-locale en-US (locale first)'],
    ['/en-US/nope', 'nl', 'load-locale en-US'],
  ])('%s while showing %s -> %j', (url, locale, expected) => {
    const locales = { ...FIXTURE_LOCALES, locale };
    const decision = localeStep(...stepArguments(url, { locales }));
    expect(decision && describeDecision(decision)).toBe(expected);
  });
});
