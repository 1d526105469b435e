import { ApiError } from '@jobboard/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardI18n, createI18n } from '../../i18n/create-i18n';
import { apiErrorText, apiFailureText } from './api-error-text';

const FALLBACK = 'Some error happened. Could not perform action';

function refusal(status: number, body: unknown) {
  return new ApiError({
    kind: 'http',
    status,
    body,
    method: 'POST',
    url: 'https://api.test/api/public/v1/jobs/x/apply',
    family: 'public',
    fallbackText: 'failed',
  });
}

let board: BoardI18n;
beforeAll(async () => {
  board = await createI18n({ locale: 'nl' });
  await board.loadPart('account');
});

describe('apiErrorText (spec §8)', () => {
  it.each([
    [400, { errors: ['Eerste reden', 'Tweede reden'] }, 'Eerste reden\nTweede reden'],
    [400, { message: 'Any text at all' }, 'Any text at all'],
    [401, { message: 'Unauthenticated.' }, 'Unauthenticated.'],
    [422, { message: 'The country is not supported.' }, 'The country is not supported.'],
    // Translated when the catalog knows the text, whatever the refusal.
    [403, { message: 'Employer account required' }, 'Werkgeversaccount vereist'],
    [404, { message: 'File not found' }, 'Bestand niet gevonden'],
    // Another refusal's unknown text, a route's or a proxy's: the generic text.
    [404, { message: 'Not found' }, FALLBACK],
    [409, { message: 'Conflict' }, FALLBACK],
    [400, {}, FALLBACK],
    [500, { message: 'Injected server failure' }, FALLBACK],
  ])('%i %j: %s', (status, body, expected) => {
    expect(apiErrorText(refusal(status, body), board.i18n, FALLBACK)).toBe(expected);
  });

  it('gives the fallback for a network failure', () => {
    expect(apiErrorText(new TypeError('Failed to fetch'), board.i18n, FALLBACK)).toBe(FALLBACK);
  });

  it('puts a refusal’s reason on its own line after the could-not text', () => {
    expect(apiFailureText(refusal(404, { message: 'File not found' }), board.i18n, 'Mislukt')).toBe(
      'Mislukt\nBestand niet gevonden',
    );
    expect(apiFailureText(refusal(404, { message: 'Not found' }), board.i18n, 'Mislukt')).toBe(
      'Mislukt',
    );
  });
});
