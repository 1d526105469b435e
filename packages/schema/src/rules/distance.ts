export type DistanceUnit = 'km' | 'mi';

/** The search radius a search starts with (product.md §9). */
export const DEFAULT_RANGE = 25;

/**
 * The radius choices of the distance select. The spec says they come from a shared list without
 * giving it; these are the usual steps and include the default.
 */
export const RANGE_OPTIONS = [5, 10, 15, 25, 50, 75, 100] as const;

/**
 * The widest radius a search takes from a link (`range`): beyond it (a crafted `range=100000`)
 * or at 0 the search keeps its default radius. 500 spans the countries a board searches.
 */
export const MAX_RANGE = 500;

/**
 * The distance select's options for a radius in use: {@link RANGE_OPTIONS}, with that radius
 * among them when it is another (`range=7` in a link, an older job alert's), so the select shows
 * what applies rather than nothing.
 */
export function rangeChoices(current: number): number[] {
  const choices: number[] = [...RANGE_OPTIONS];
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}

/** `mi` when the site's imperial setting (`app_use_imperial_system`) is on, else `km`. */
export function distanceUnit(useImperial: boolean | undefined): DistanceUnit {
  return useImperial ? 'mi' : 'km';
}
