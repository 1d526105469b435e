import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { SALARY_RANGE_ERROR } from '../rules/salary-range';
import { SORT_OPTIONS } from '../rules/sort-option';
import { buildJobSearchResult, failureOf } from './fixtures';
import { JobSearchQuery, JobSearchResult } from './job-search';

describe('JobSearchQuery', () => {
  it('accepts typed filters', () => {
    const query: JobSearchQuery = {
      search: 'developer',
      location_name: 'Amsterdam',
      lat: 52.37,
      lon: 4.89,
      distance: 25,
      'in[segment_ids]': [11, 51],
      'match[organisation_id]': 3,
      organisation_name: 'Example',
      'range[salary_year]': [30000, 60000],
      'in[product_id]': [1],
      upsells: true,
      'match[premium]': 1,
      sort: 'newest',
      page: 2,
      limit: 10,
    };
    expect(is(query, JobSearchQuery)).toBe(true);
  });

  it('reads a raw query string', () => {
    const raw = Object.fromEntries(
      new URLSearchParams(
        'search=dev&lat=52.37&lon=4.89&distance=25&in[segment_ids]=11,51&match[organisation_id]=3' +
          '&range[salary_year]=30000,60000&upsells=1&premium=0&scope=group_organisations&sort=featured&page=1&limit=3',
      ),
    );
    expect(create(raw, JobSearchQuery)).toEqual({
      search: 'dev',
      lat: 52.37,
      lon: 4.89,
      distance: 25,
      'in[segment_ids]': [11, 51],
      'match[organisation_id]': 3,
      'range[salary_year]': [30000, 60000],
      upsells: true,
      premium: 0,
      scope: 'group_organisations',
      sort: 'featured',
      page: 1,
      limit: 3,
    });
  });

  it('reads the repeated-key list form', () => {
    expect(create({ 'in[segment_ids]': ['11', '51'] }, JobSearchQuery)['in[segment_ids]']).toEqual([
      11, 51,
    ]);
  });

  it.each(SORT_OPTIONS)('accepts sort option %s', (sort) => {
    expect(is({ sort }, JobSearchQuery)).toBe(true);
  });

  it.each([
    ['an API order instead of a sort option', { sort: '-from' }, ['sort']],
    ['page 0', { page: '0' }, ['page']],
    ['a limit above 200', { limit: 500 }, ['limit']],
    ['a fractional page', { page: '1.5' }, ['page']],
    ['a latitude out of range', { lat: '91' }, ['lat']],
    ['a negative distance', { distance: -1 }, ['distance']],
    ['a segment id that is not a number', { 'in[segment_ids]': '11,abc' }, ['in[segment_ids]', 1]],
    ['an empty number', { lon: '' }, ['lon']],
    ['a premium flag of 2', { premium: '2' }, ['premium']],
    ['an unknown scope', { scope: 'all' }, ['scope']],
    ['a flag that is not one', { upsells: 'maybe' }, ['upsells']],
    ['an unknown filter', { colour: 'red' }, ['colour']],
  ])('rejects %s', (_case, query, path) => {
    expect(failureOf(JobSearchQuery, query)?.path).toEqual(path);
  });

  it('rejects a salary range whose maximum is below its minimum', () => {
    expect(failureOf(JobSearchQuery, { 'range[salary_year]': '60000,30000' })).toEqual({
      path: ['range[salary_year]'],
      message: SALARY_RANGE_ERROR,
    });
  });
});

describe('JobSearchResult', () => {
  it('accepts the fixture and an empty page', () => {
    expect(is(buildJobSearchResult(), JobSearchResult)).toBe(true);
    expect(is({ data: [], total: 0, aggregations: { segment_ids: {} } }, JobSearchResult)).toBe(
      true,
    );
  });

  it.each([
    ['a missing total', { total: undefined }, ['total']],
    [
      'facet counts as text',
      { aggregations: { segment_ids: { '11': '3' } } },
      ['aggregations', 'segment_ids', '11'],
    ],
    ['a missing aggregations', { aggregations: undefined }, ['aggregations']],
    [
      'a broken job',
      { data: [{ ...buildJobSearchResult().data[0], status: 'gone' }] },
      ['data', 0, 'status'],
    ],
  ])('rejects %s', (_case, overrides, path) => {
    expect(failureOf(JobSearchResult, { ...buildJobSearchResult(), ...overrides })?.path).toEqual(
      path,
    );
  });
});
