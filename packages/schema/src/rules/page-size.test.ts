import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZES, isPageSizeOption, PAGE_SIZE_OPTIONS } from './page-size';

describe('page-size options', () => {
  it('runs from 5 to 200 in ascending order', () => {
    expect(PAGE_SIZE_OPTIONS[0]).toBe(5);
    expect(PAGE_SIZE_OPTIONS.at(-1)).toBe(200);
    expect([...PAGE_SIZE_OPTIONS].sort((a, b) => a - b)).toEqual([...PAGE_SIZE_OPTIONS]);
  });

  it.each([
    [5, true],
    [10, true],
    [75, true],
    [200, true],
    [0, false],
    [11, false],
    [250, false],
    ['10', false],
    [undefined, false],
  ])('isPageSizeOption(%j) is %s', (value, expected) => {
    expect(isPageSizeOption(value)).toBe(expected);
  });
});

describe('default page sizes', () => {
  it.each([
    ['jobList', 10],
    ['landingPages', 10],
    ['landingJobs', 10],
    ['candidateList', 10],
    ['organisationSearch', 9],
    ['showCount', 15],
    ['featuredJobs', 3],
    ['featuredOrganisations', 3],
    ['newsFeed', 9],
    ['relatedJobsShown', 3],
    ['relatedJobsLimit', 10],
    ['segmentLimit', 5],
    ['employerJobs', 10],
    ['favourites', 50],
    ['addresses', 20],
  ] as const)('%s is %i', (key, expected) => {
    expect(DEFAULT_PAGE_SIZES[key]).toBe(expected);
  });
});
