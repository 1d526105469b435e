import type { Locale, SupportedLocale } from '../../locale';
import { resolveCatalogueLocale } from '../catalogue-locale';
import type { LocalizedDefault } from '../settings/setting-base';
import type { TextId } from './nl';

/** The default texts of the block catalogue in one locale, by text id. */
export type DefaultTexts = Readonly<Record<TextId, string>>;

// The tables read so far. The synchronous catalogue registers all three at once
// (`registerAllDefaultTexts`); renderers that load block definitions one at a time load only the
// locale they render (`loadDefaultTexts`), so the others stay out of what a visitor downloads.
const registered = new Map<SupportedLocale, DefaultTexts>();
const loading = new Map<SupportedLocale, Promise<void>>();

// One literal dynamic import per locale: bundlers put each locale's texts in a chunk of its own.
const loaders: { readonly [Key in SupportedLocale]: () => Promise<DefaultTexts> } = {
  nl: () => import('./nl').then((module) => module.NL_TEXTS),
  'en-US': () => import('./en-us').then((module) => module.EN_US_TEXTS),
  ro: () => import('./ro').then((module) => module.RO_TEXTS),
};

/** Makes a locale's default texts readable by `textFor` (and the catalogue's defaults). */
export function registerDefaultTexts(locale: SupportedLocale, texts: DefaultTexts): void {
  registered.set(locale, texts);
}

/** Whether the default texts of the catalogue locale that `locale` gets are readable. */
export function defaultTextsLoaded(locale: Locale): boolean {
  return registered.has(resolveCatalogueLocale(locale));
}

/**
 * Loads the default texts of the catalogue locale that `locale` gets (`en-GB` the `en-US` ones,
 * as `resolveCatalogueLocale` matches) and only those; once resolved, settings of any block type
 * parse for that locale. A failed load is forgotten so the next call retries.
 */
export function loadDefaultTexts(locale: Locale): Promise<void> {
  const catalogueLocale = resolveCatalogueLocale(locale);
  if (registered.has(catalogueLocale)) return Promise.resolve();
  let pending = loading.get(catalogueLocale);
  if (!pending) {
    pending = loaders[catalogueLocale]().then(
      (texts) => {
        registerDefaultTexts(catalogueLocale, texts);
        loading.delete(catalogueLocale);
      },
      (error: unknown) => {
        loading.delete(catalogueLocale);
        throw error;
      },
    );
    loading.set(catalogueLocale, pending);
  }
  return pending;
}

/**
 * A default text of the block catalogue in one locale. Throws when that locale's texts are not
 * loaded: a default must never show as its id, nor in another locale than the page's.
 */
export function textFor(locale: SupportedLocale, id: TextId): string {
  const texts = registered.get(locale);
  if (!texts) {
    throw new Error(
      `The default texts of locale "${locale}" are not loaded; call loadDefaultTexts first.`,
    );
  }
  return texts[id];
}

/** A setting default that is the catalogue text `id` in each locale. */
export function defaultText(id: TextId): LocalizedDefault<string> {
  return (locale) => textFor(locale, id);
}
