import { describe, expect, it } from 'vitest';
import { forgetUserData } from '../../../session/user-data-requests';
import {
  candidateListRequest,
  candidateReaderFor,
  candidateRequest,
  candidateSearchQuery,
} from './candidate-requests';

const user = { uuid: 'employer-1' } as Parameters<typeof candidateReaderFor>[1];

describe('candidate readers and keys', () => {
  it('reads the public search for guests and candidates, and the own search for an employer', () => {
    expect(candidateReaderFor('guest', null)).toBe('public');
    expect(candidateReaderFor('candidate', user)).toBe('public');
    expect(candidateReaderFor('employer', user)).toEqual({ employer: 'employer-1' });
  });

  it("keys an employer's reads by the user, and a logout forgets them", () => {
    const query = { page: 1, limit: 10 };
    const employer = { employer: 'employer-1' };
    const keys = [
      candidateListRequest(query, 'nl', employer).key,
      candidateRequest('r-1', 'nl', employer).key,
    ];
    const other = candidateListRequest(query, 'nl', { employer: 'employer-2' }).key;
    const publicKeys = [candidateListRequest(query, 'nl').key, candidateRequest('r-1', 'nl').key];
    expect(new Set([...keys, other, ...publicKeys]).size).toBe(5);
    expect(keys.every((key) => key.includes('employer-1'))).toBe(true);
    const cache = new Map([...keys, other, ...publicKeys].map((key) => [key, { data: {} }]));
    forgetUserData(cache as never);
    expect([...cache.keys()]).toEqual(publicKeys);
  });
});

describe('candidateSearchQuery', () => {
  const route = (query: string) => ({ path: '/kandidaten', query: new URLSearchParams(query) });

  it('sends the radius only with a place', () => {
    expect(candidateSearchQuery(route('range=10'), 10)).toEqual({ page: 1, limit: 10 });
    expect(candidateSearchQuery(route('lat=52&lon=5&range=10'), 10)).toEqual({
      lat: 52,
      lon: 5,
      distance: 10,
      page: 1,
      limit: 10,
    });
  });
});
