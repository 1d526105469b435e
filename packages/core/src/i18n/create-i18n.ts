import type { SupportedLocale } from '@jobboard/schema';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { CustomTranslations, MessageTools } from './custom-translations';
import { loadCatalog } from './load-catalog';
import { resolveLocale } from './resolve-locale';

export interface CreateI18nOptions {
  /** Locale code as the site or URL gives it; unknown codes fall back to nl. */
  locale: string;
  /** The site's custom texts (SiteSettings.customTranslations), laid over the catalogs. */
  customTranslations?: CustomTranslations | undefined;
}

/** The i18n of one board instance; several boards on a page each have their own. */
export interface BoardI18n {
  /** The Lingui instance: pass it to Lingui's provider, translate with `i18n._(descriptor)`. */
  readonly i18n: I18n;
  /** The active supported locale. */
  readonly locale: SupportedLocale;
  /**
   * Loads the catalog of a locale (resolved like {@link CreateI18nOptions.locale}) and activates
   * it. When calls overlap, the last one wins.
   */
  setLocale(locale: string): Promise<SupportedLocale>;
  /** Replaces the custom texts (editor preview of the translations screen) for every locale. */
  setCustomTranslations(customTranslations: CustomTranslations | undefined): Promise<void>;
}

/** Creates a board's i18n with the catalog of its locale loaded and active. */
export async function createI18n(options: CreateI18nOptions): Promise<BoardI18n> {
  const i18n = setupI18n();
  const catalogs = new Map<SupportedLocale, Messages>();
  let custom = options.customTranslations;
  let active: SupportedLocale = resolveLocale(options.locale);
  let latestRequest = 0;
  // The locale of the latest setLocale call, active once its catalog is there.
  let wanted = active;
  let activation = 0;

  let tools: MessageTools | undefined;

  // Most sites have no custom texts: the code laying them over a catalog loads only for a site
  // that has some (its own chunk in the embed build).
  // A later activation (another locale, other custom texts) wins over one still loading.
  const activate = async (locale: SupportedLocale, catalog: Messages) => {
    const mine = ++activation;
    let messages = catalog;
    if (custom && Object.keys(custom).length > 0) {
      const texts = await import('./custom-translations');
      const overrides = texts.customTranslationsFor(custom, locale);
      if (!tools && texts.needsMessageTools(catalog, overrides)) {
        tools = await texts.loadMessageTools();
      }
      messages = texts.applyCustomTranslations(catalog, overrides, tools);
    }
    if (mine !== activation) return;
    i18n.loadAndActivate({ locale, messages });
    active = locale;
  };

  const setLocale = async (code: string): Promise<SupportedLocale> => {
    const locale = resolveLocale(code);
    const request = ++latestRequest;
    wanted = locale;
    const catalog = catalogs.get(locale) ?? (await loadCatalog(locale));
    catalogs.set(locale, catalog);
    if (request === latestRequest) await activate(locale, catalog);
    return active;
  };

  await setLocale(active);

  return {
    i18n,
    get locale() {
      return active;
    },
    setLocale,
    async setCustomTranslations(next) {
      custom = next;
      // A locale still loading takes the new texts when it activates.
      const catalog = catalogs.get(wanted);
      if (catalog) await activate(wanted, catalog);
    },
  };
}
