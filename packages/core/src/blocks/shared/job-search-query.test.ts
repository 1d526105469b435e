import { MAX_JOB_SEARCH_LENGTH } from '@jobboard/schema';
import { describe, expect, it } from 'vitest';
import {
  changeJobSearch,
  jobSearchApiQuery,
  jobSearchHref,
  readJobSearchQuery,
} from './job-search-query';

describe('readJobSearchQuery', () => {
  it('reads every filter of the job list URL', () => {
    const params = new URLSearchParams(
      'search=developer&location_name=Utrecht&lat=52.09&lon=5.12&range=10&in[segment_ids]=4,5&sort=newest&page=3&match[organisation_id]=8&organisation_name=Acme&range[salary_year]=30000,60000&in[product_id]=2&upsells=1&match[premium]=1',
    );
    expect(readJobSearchQuery(params)).toEqual({
      search: 'developer',
      location_name: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      distance: 10,
      'in[segment_ids]': [4, 5],
      sort: 'newest',
      page: 3,
      'match[organisation_id]': 8,
      organisation_name: 'Acme',
      'range[salary_year]': '30000,60000',
      'in[product_id]': [2],
      upsells: true,
      'match[premium]': 1,
    });
  });

  it.each([
    ['distance=15', { distance: 15 }],
    ['in[segment_ids]=4&in[segment_ids]=6', { 'in[segment_ids]': [4, 6] }],
    ['page=0&sort=cheapest&lat=99&lon=5&range=-3', {}],
    // No radius, or one wider than any search, keeps the default (QA).
    ['range=0', {}],
    ['range=100000', {}],
    ['range=500', { distance: 500 }],
    ['range=2.5', { distance: 2.5 }],
    ['lat=52', {}],
    ['search=%20%20', {}],
    ['in[segment_ids]=x,4,4', { 'in[segment_ids]': [4] }],
    // Ids past any the API takes are left out like `x` (QA: the API refused the search).
    ['in[segment_ids]=2147483648,4', { 'in[segment_ids]': [4] }],
    ['in[segment_ids]=2147483647', { 'in[segment_ids]': [2_147_483_647] }],
    ['match[organisation_id]=99999999999', {}],
    // Past the deepest page a list answers (MAX_LIST_PAGE): that page, not an API error.
    ['page=99999', { page: 10_000 }],
    ['page=10000', { page: 10_000 }],
  ])('%s reads as %j', (query, expected) => {
    expect(readJobSearchQuery(new URLSearchParams(query))).toEqual(expected);
  });

  it('cuts a keyword longer than the API takes to its start', () => {
    const long = `${'nurse '.repeat(40)}x`;
    const { search } = readJobSearchQuery(new URLSearchParams({ search: long }));
    expect(search).toBe(long.slice(0, MAX_JOB_SEARCH_LENGTH).trim());
    expect(search?.length).toBeLessThanOrEqual(MAX_JOB_SEARCH_LENGTH);
  });
});

describe('jobSearchHref', () => {
  it('writes the radius as range, lists with commas and leaves page 1 out', () => {
    expect(
      jobSearchHref('/vacatures', {
        search: 'dev',
        distance: 25,
        'in[segment_ids]': [1, 2],
        page: 1,
      }),
    ).toBe('/vacatures?search=dev&in%5Bsegment_ids%5D=1%2C2&range=25');
  });

  it('round-trips through readJobSearchQuery', () => {
    const query = {
      search: 'dev',
      lat: 1.5,
      lon: 2.5,
      distance: 5,
      page: 4,
      sort: 'oldest' as const,
    };
    const href = jobSearchHref('/jobs', query);
    expect(readJobSearchQuery(new URLSearchParams(href.split('?')[1]))).toEqual(query);
  });
});

describe('changeJobSearch', () => {
  it('goes back to page 1 on a filter change and drops cleared values', () => {
    expect(
      changeJobSearch(
        { search: 'dev', page: 3, 'in[segment_ids]': [1] },
        { 'in[segment_ids]': [] },
      ),
    ).toEqual({ search: 'dev' });
  });

  it('keeps the other filters on a page change', () => {
    expect(changeJobSearch({ search: 'dev', page: 3 }, { page: 4 })).toEqual({
      search: 'dev',
      page: 4,
    });
  });
});

describe('jobSearchApiQuery', () => {
  it('adds page and limit and turns the salary range into its pair', () => {
    expect(jobSearchApiQuery({ search: 'dev', 'range[salary_year]': '1,2' }, {}, 25)).toEqual({
      search: 'dev',
      'range[salary_year]': [1, 2],
      sort: 'relevance',
      page: 1,
      limit: 25,
    });
  });

  it.each([
    ['the newest first by default', {}, {}, 'newest'],
    ['the most relevant first for a keyword', { search: 'dev' }, {}, 'relevance'],
    ['the most relevant first for a fixed keyword', {}, { search: 'dev' }, 'relevance'],
    ['the fixed query’s', {}, { sort: 'newest' as const }, 'newest'],
    [
      'the visitor’s over the fixed one',
      { sort: 'oldest' as const },
      { sort: 'newest' as const },
      'oldest',
    ],
  ])('sends %s sort', (_name, query, fixed, sort) => {
    expect(jobSearchApiQuery(query, fixed, 10).sort).toBe(sort);
  });

  it('lays the fixed query over the URL and joins the segment ids', () => {
    expect(
      jobSearchApiQuery(
        { location_name: 'Breda', 'in[segment_ids]': [1], page: 2 },
        { location_name: 'Utrecht', 'in[segment_ids]': [9] },
        10,
      ),
    ).toEqual({
      location_name: 'Utrecht',
      'in[segment_ids]': [1, 9],
      sort: 'newest',
      page: 2,
      limit: 10,
    });
  });
});
