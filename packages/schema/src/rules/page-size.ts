/** The page sizes a list block offers in its per-page setting (product.md §9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200] as const;

export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

/** Default page sizes, show counts and call limits of product.md §9 and builder.md §9. */
export const DEFAULT_PAGE_SIZES = {
  jobList: 10,
  landingPages: 10,
  landingJobs: 10,
  candidateList: 10,
  organisationSearch: 9,
  showCount: 15,
  featuredJobs: 3,
  featuredOrganisations: 3,
  newsFeed: 9,
  relatedJobsShown: 3,
  relatedJobsLimit: 10,
  segmentLimit: 5,
  employerJobs: 10,
  favourites: 50,
  addresses: 20,
} as const;

export function isPageSizeOption(value: unknown): value is PageSizeOption {
  return typeof value === 'number' && (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}
