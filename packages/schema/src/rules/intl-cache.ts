// Intl formatters are costly to build (tens of microseconds each) and cheap to reuse; a job list
// formats several values per card, so formatters are kept per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_ENTRIES = 200;

function cached<F>(cache: Map<string, F>, key: string, create: () => F): F {
  let formatter = cache.get(key);
  if (!formatter) {
    if (cache.size >= MAX_ENTRIES) cache.clear();
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(locale, options),
  );
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}
