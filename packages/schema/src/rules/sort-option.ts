/**
 * The API `sort`/`order` value of each sort option. The spec lists this mapping twice in two
 * different orders (product.md §9 and builder.md §9); DESIGN.md "Decisions" settles it and wins,
 * so this table follows DESIGN.md pair by pair.
 */
export const SORT_TO_API = {
  featured: 'featured',
  newest: '-from',
  oldest: 'from',
  random: 'random',
  ascendingTillDate: 'till',
  descendingTillDate: '-till',
  newestOrg: '-created_at',
  oldestOrg: 'created_at',
  relevance: 'relevance',
  distance: 'distance',
} as const;

export type SortOption = keyof typeof SORT_TO_API;

export type ApiSort = (typeof SORT_TO_API)[SortOption];

export const SORT_OPTIONS = Object.keys(SORT_TO_API) as SortOption[];

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && Object.hasOwn(SORT_TO_API, value);
}

export function toApiSort(option: SortOption): ApiSort {
  return SORT_TO_API[option];
}
