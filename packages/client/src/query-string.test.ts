import { JobSearchQuery } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import { type QueryParams, toQueryString } from './query-string';

describe('toQueryString', () => {
  it.each<[string, QueryParams, string]>([
    ['nothing for no params', {}, ''],
    [
      'keys with brackets kept literal',
      { 'match[organisation_id]': 4 },
      'match[organisation_id]=4',
    ],
    ['arrays joined with commas', { 'in[segment_ids]': [1, 2, 3] }, 'in[segment_ids]=1,2,3'],
    [
      'a salary range tuple as min,max',
      { 'range[salary_year]': [30000, 60000] },
      'range[salary_year]=30000,60000',
    ],
    ['booleans as 1 and 0', { upsells: true, premium: false }, 'upsells=1&premium=0'],
    [
      'values percent-encoded',
      { search: 'café & bar/1+1=2' },
      'search=caf%C3%A9%20%26%20bar%2F1%2B1%3D2',
    ],
    ['commas inside a text encoded', { search: 'a,b' }, 'search=a%2Cb'],
    ['other key characters encoded', { 'a b&c': 'x' }, 'a%20b%26c=x'],
    [
      'keys in their given order',
      { page: 2, limit: 10, sort: 'newest' },
      'page=2&limit=10&sort=newest',
    ],
    ['undefined, null and empty strings left out', { a: undefined, b: null, c: '', d: 'x' }, 'd=x'],
    ['empty arrays left out', { 'in[segment_ids]': [] }, ''],
    [
      'non-finite numbers left out',
      { lat: Number.NaN, lon: Number.POSITIVE_INFINITY, distance: 0 },
      'distance=0',
    ],
    ['strings of a list each encoded', { countries: ['NL', 'B E'] }, 'countries=NL,B%20E'],
  ])('gives %s', (_name, params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });

  it('round-trips through URLSearchParams as the server reads it', () => {
    const search = new URLSearchParams(
      toQueryString({ search: 'Zoë ?&=', 'in[segment_ids]': [5, 8], 'match[premium]': 1 }),
    );
    expect(search.get('search')).toBe('Zoë ?&=');
    expect(search.get('in[segment_ids]')?.split(',')).toEqual(['5', '8']);
    expect(search.get('match[premium]')).toBe('1');
  });
});

describe('the job search wire form', () => {
  it('reads back through the schema struct the server validates with', () => {
    const query: JobSearchQuery = {
      search: 'verpleegkundige',
      'in[segment_ids]': [11, 51],
      'match[organisation_id]': 3,
      'range[salary_year]': [30000, 50000],
      'in[product_id]': [4],
      upsells: true,
      'match[premium]': 1,
      lat: 52.09,
      lon: 5.12,
      distance: 25,
      sort: 'newest',
      page: 2,
      limit: 10,
    };
    const wire = Object.fromEntries(new URLSearchParams(toQueryString(query)));
    expect(JobSearchQuery.create(wire)).toEqual(query);
  });
});
