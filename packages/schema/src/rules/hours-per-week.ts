/** Hours-per-week choices of job search and job forms: 8 to 40 in steps of 4 (product.md §9). */
export const HOURS_PER_WEEK_OPTIONS: readonly number[] = Array.from(
  { length: (40 - 8) / 4 + 1 },
  (_, index) => 8 + index * 4,
);
