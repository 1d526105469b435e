import { describe, expect, it, vi } from 'vitest';
import { geoCalls } from '../calls/geo';
import { createClient } from '../create-client';
import { preloadCalls } from '../lazy-calls';
import { createMemoryTokenStore } from '../tokens/create-memory-token-store';
import { adminCalls } from './admin-calls';
import {
  ADMIN_CALL_NAMES,
  CANDIDATE_CALL_NAMES,
  EMPLOYER_CALL_NAMES,
  GEO_CALL_NAMES,
  PUBLIC_CALL_NAMES,
  PUBLIC_FORM_CALL_NAMES,
} from './call-names';
import { candidateCalls } from './candidate-calls';
import { employerCalls } from './employer-calls';
import { publicCalls } from './public-calls';
import { publicFormCalls } from './public-form-calls';

const request = vi.fn();
const tokens = createMemoryTokenStore();
const locale = () => 'nl';

describe('the names of the lazily loaded calls', () => {
  it.each([
    ['public', PUBLIC_CALL_NAMES, publicCalls(request, locale)],
    ['public form', PUBLIC_FORM_CALL_NAMES, publicFormCalls(request)],
    ['candidate', CANDIDATE_CALL_NAMES, candidateCalls(request, tokens)],
    ['employer', EMPLOYER_CALL_NAMES, employerCalls(request, tokens)],
    ['admin', ADMIN_CALL_NAMES, adminCalls(request, request, tokens, locale)],
    [
      'geo',
      GEO_CALL_NAMES,
      geoCalls(
        {
          apiBase: '',
          locale: undefined,
          siteHost: undefined,
          tokens,
          fetch,
          timeoutMs: 1000,
          onError: undefined,
        },
        '/geo',
      ),
    ],
  ] as const)('list every call of the %s family', (_family, names, calls) => {
    expect([...names].sort()).toEqual(Object.keys(calls).sort());
  });
});

describe('a family of the client', () => {
  const fetch = vi.fn(async () => Response.json({ data: [] }));
  const client = createClient({ apiBase: 'https://api.example', fetch });

  it('has every call as a method before its code has loaded', () => {
    for (const [family, names] of [
      [client.public, PUBLIC_CALL_NAMES],
      [client.public, PUBLIC_FORM_CALL_NAMES],
      [client.candidate, CANDIDATE_CALL_NAMES],
      [client.employer, EMPLOYER_CALL_NAMES],
      [client.admin, ADMIN_CALL_NAMES],
      [client.geo, GEO_CALL_NAMES],
    ] as const) {
      for (const name of names)
        expect(typeof (family as Record<string, unknown>)[name]).toBe('function');
    }
    for (const family of [client.public, client.candidate, client.employer, client.admin]) {
      expect(typeof family.request).toBe('function');
    }
  });

  it('sends a lazily loaded call once its code is there', async () => {
    await preloadCalls(client.candidate);
    await expect(client.candidate.listFavourites()).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example/api/candidate/v1/favourites?with=job%2Corganisation&limit=50',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends a call at once when its family has loaded', async () => {
    await preloadCalls(client.employer);
    fetch.mockClear();
    const answer = client.employer.listJobs();
    expect(fetch).toHaveBeenCalledTimes(1);
    await answer;
  });

  it('preloads a family without lazy calls at once', async () => {
    await expect(preloadCalls(client.mp)).resolves.toBeUndefined();
  });
});
