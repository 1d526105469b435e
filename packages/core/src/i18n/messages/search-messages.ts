import { msg, plural } from '@lingui/core/macro';

/** Labels of the search blocks, filters and result counts. */
export const searchMessages = {
  search: msg`Search`,
  searchJobs: msg`Search jobs`,
  searchCandidates: msg`Search candidates`,
  keyword: msg`Keyword`,
  location: msg`Location`,
  distance: msg`Distance`,
  clearKeyword: msg`Clear keyword`,
  clearLocation: msg`Clear location`,
  suggestions: msg`Suggestions`,
  filters: msg`Filters`,
  clearFilters: msg`Clear all filters`,
  showMore: msg`Show more`,
  showLess: msg`Show less`,
  noResults: msg`No results found`,
  jobCount: (count: number) => msg({ message: plural(count, { one: '# job', other: '# jobs' }) }),
  resultCount: (count: number) =>
    msg({ message: plural(count, { one: '# result', other: '# results' }) }),
};
