import { ERROR_TEXTS } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { chooseErrorView, type ErrorViewInput } from './choose-error-view';

type Expected =
  | { view: 'plain'; status: number; message: string }
  | { view: 'custom-not-found'; status: number };

function summary(input: ErrorViewInput): Expected {
  const view = chooseErrorView(input);
  if (view.view === 'custom-not-found') return view;
  // The source text with its values filled, as the English catalog shows it.
  const values = (view.message.values ?? {}) as Record<string, string>;
  const message = (view.message.message ?? '').replace(
    /\{(\w+)\}/g,
    (_m, key: string) => values[key] ?? '',
  );
  return { view: 'plain', status: view.status, message };
}

describe('chooseErrorView (spec §2 "Error page", §8)', () => {
  it.each<[string, ErrorViewInput, Expected]>([
    [
      'a start failure is a plain 500 with its message, even with a custom not-found page',
      { status: 500, reason: 'server-error', hasCustomNotFound: true, message: 'boom' },
      { view: 'plain', status: 500, message: 'Server error: boom' },
    ],
    [
      'a server error is 500 whatever status it came with',
      { status: 502, reason: 'server-error', hasCustomNotFound: false, message: 'bad gateway' },
      { view: 'plain', status: 500, message: 'Server error: bad gateway' },
    ],
    [
      'an unsupported locale is plain, even with a custom not-found page',
      { status: 404, reason: 'unsupported-locale', hasCustomNotFound: true },
      { view: 'plain', status: 404, message: ERROR_TEXTS.unsupportedLocale },
    ],
    [
      'an empty detail result without a custom page: 404 Page not found',
      { status: 404, reason: 'detail-empty', hasCustomNotFound: false },
      { view: 'plain', status: 404, message: ERROR_TEXTS.pageNotFound },
    ],
    [
      'an unmatched route without a custom page: 404 This page could not be found',
      { status: 404, reason: 'route-unmatched', hasCustomNotFound: false },
      { view: 'plain', status: 404, message: ERROR_TEXTS.routeNotFound },
    ],
    [
      'a not-found without a custom page: 404 Page not found',
      { status: 404, reason: 'not-found', hasCustomNotFound: false },
      { view: 'plain', status: 404, message: ERROR_TEXTS.pageNotFound },
    ],
    [
      'an unmatched route with a custom page renders that page',
      { status: 404, reason: 'route-unmatched', hasCustomNotFound: true },
      { view: 'custom-not-found', status: 404 },
    ],
    [
      'an empty detail result with a custom page renders that page',
      { status: 404, reason: 'detail-empty', hasCustomNotFound: true },
      { view: 'custom-not-found', status: 404 },
    ],
    [
      'a not-found with a custom page renders that page',
      { status: 404, reason: 'not-found', hasCustomNotFound: true },
      { view: 'custom-not-found', status: 404 },
    ],
    [
      'a status 500 is always plain',
      { status: 500, reason: 'not-found', hasCustomNotFound: true },
      { view: 'plain', status: 500, message: ERROR_TEXTS.pageNotFound },
    ],
  ])('%s', (_name, input, expected) => {
    expect(summary(input)).toEqual(expected);
  });
});
