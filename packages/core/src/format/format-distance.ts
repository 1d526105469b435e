import { type DistanceUnit, numberFormat } from '@jobboard/schema';

const INTL_UNITS: Record<DistanceUnit, string> = { km: 'kilometer', mi: 'mile' };

/** Formats a distance in the site's unit ("25 km", "25 mi"), with at most one decimal. */
export function formatDistance(locale: string, value: number, unit: DistanceUnit): string {
  return numberFormat(locale, {
    style: 'unit',
    unit: INTL_UNITS[unit],
    maximumFractionDigits: 1,
  }).format(value);
}
