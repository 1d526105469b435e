export const SALARY_RANGE_ERROR = 'The maximum salary must be at least the minimum salary.';

/**
 * Checks that a salary maximum is at least its minimum (product.md §5). A missing bound cannot
 * contradict the other, so only two given numbers are compared.
 */
export function validateSalaryRange(
  min: number | null | undefined,
  max: number | null | undefined,
): string[] {
  if (min == null || max == null) return [];
  return max < min ? [SALARY_RANGE_ERROR] : [];
}
