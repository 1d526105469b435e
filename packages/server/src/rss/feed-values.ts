/** An absolute http(s) URL for a link or image found in a feed, resolving relative ones. */
export function httpUrl(value: string | undefined, base: URL | string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** RFC 822 (RSS) and RFC 3339 (Atom) dates as ISO 8601; undefined when unreadable. */
export function isoDate(value: string): string | undefined {
  if (value === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
