// One formatter per locale: building one costs tens of microseconds, reusing it nothing.
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = relativeTimeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeTimeFormats.set(locale, format);
  }
  return format;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The largest unit that fits, so a date reads "3 weeks ago" rather than "21 days ago".
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * Formats a date relative to `now` ("3 days ago", "gisteren", "în 2 săptămâni"), in the largest
 * unit that fits. Invalid dates give ''.
 */
export function formatRelativeDate(
  locale: string,
  date: Date | string | number,
  now: Date | number = Date.now(),
): string {
  const time = (date instanceof Date ? date : new Date(date)).getTime();
  if (Number.isNaN(time)) return '';
  const diff = time - (now instanceof Date ? now.getTime() : now);
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', SECOND];
  return relativeTimeFormat(locale).format(Math.round(diff / size), unit);
}
