/** A lower and upper bound as jobs carry them (`salary_min`/`salary_max`, `hours_min`/`hours_max`). */
export interface Bounds {
  min?: number | null | undefined;
  max?: number | null | undefined;
}

/**
 * The given bounds, with null, undefined and non-positive values as missing (an API sends 0 for
 * "not filled in"), and swapped when they arrive reversed.
 */
export function presentBounds({ min, max }: Bounds): { min?: number; max?: number } {
  const low = min != null && min > 0 ? min : undefined;
  const high = max != null && max > 0 ? max : undefined;
  if (low !== undefined && high !== undefined && high < low) return { min: high, max: low };
  return { ...(low !== undefined && { min: low }), ...(high !== undefined && { max: high }) };
}
