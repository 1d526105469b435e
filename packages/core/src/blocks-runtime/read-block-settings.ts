import type { Block, Locale } from '@jobboard/schema';
import type { BlockRegistration } from './block-registration';
import type { ParsedSettings } from './parsed-settings';
import { settingsForLocale } from './settings-for-locale';

interface CachedParse {
  readonly registration: BlockRegistration;
  readonly locale: Locale;
  readonly parsed: ParsedSettings<unknown>;
}

// Keyed by the stored settings record (or the block when it has none): site data is replaced,
// never mutated, so a record parses to the same result until it is replaced. Re-renders and
// repeated SSR of the same site then parse nothing and get the same object back.
const cache = new WeakMap<object, CachedParse>();

/**
 * A block's settings for a locale, parsed by its registration (catalogue or custom parser):
 * the locale's stored entry with the default locale and first entry as fallbacks.
 */
export function readBlockSettings(
  registration: BlockRegistration,
  block: Block,
  locale: Locale,
  defaultLocale: Locale,
): ParsedSettings<unknown> {
  const entry = settingsForLocale(block, locale, defaultLocale);
  const cacheKey = entry ? entry.settings : block;
  const cached = cache.get(cacheKey);
  if (cached && cached.registration === registration && cached.locale === locale) {
    return cached.parsed;
  }
  const parsed = registration.parseSettings(entry?.settings, locale);
  cache.set(cacheKey, { registration, locale, parsed });
  return parsed;
}
