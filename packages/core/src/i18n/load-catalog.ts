import type { SupportedLocale } from '@jobboard/schema';
import type { Messages } from '@lingui/core';

// One literal dynamic import per locale, so bundlers emit one lazy chunk per catalog.
const catalogLoaders: Record<SupportedLocale, () => Promise<{ messages: Messages }>> = {
  nl: () => import('./locales/nl/messages'),
  'en-US': () => import('./locales/en-US/messages'),
  ro: () => import('./locales/ro/messages'),
};

/**
 * Loads the compiled message catalog of a supported locale: the one loaded before the first
 * render, without the catalog parts (load-catalog-part.ts).
 */
export async function loadCatalog(locale: SupportedLocale): Promise<Messages> {
  const { messages } = await catalogLoaders[locale]();
  return messages;
}
