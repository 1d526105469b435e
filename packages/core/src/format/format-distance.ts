import { type DistanceUnit, numberFormat, SUPPORTED_LOCALES } from '@jobboard/schema';

const INTL_UNITS: Record<DistanceUnit, string> = { km: 'kilometer', mi: 'mile' };

/** The product's languages, which all write a distance as the number, a space and `km` or `mi`. */
const WRITTEN_OUT: ReadonlySet<string> = new Set(SUPPORTED_LOCALES);

/**
 * Formats a distance in the site's unit ("25 km", "25 mi"), with at most one decimal. The
 * product's languages are written out as Intl writes them: Intl's first unit format loads the
 * unit data, 60 ms on a phone, while the job search's radius options render.
 */
export function formatDistance(locale: string, value: number, unit: DistanceUnit): string {
  if (WRITTEN_OUT.has(locale)) {
    return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  }
  return numberFormat(locale, {
    style: 'unit',
    unit: INTL_UNITS[unit],
    maximumFractionDigits: 1,
  }).format(value);
}
