import type { SupportedLocale } from '@jobboard/schema';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { CatalogParts } from './catalog-parts';
import type { CustomTranslations, MessageTools } from './custom-translations';
import { loadCatalog } from './load-catalog';
import type { CatalogPart } from './load-catalog-part';
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
   * Loads the catalog of a locale (resolved like {@link CreateI18nOptions.locale}), with every
   * catalog part loaded so far, and activates it. When calls overlap, the last one wins.
   */
  setLocale(locale: string): Promise<SupportedLocale>;
  /** Replaces the custom texts (editor preview of the translations screen) for every locale. */
  setCustomTranslations(customTranslations: CustomTranslations | undefined): Promise<void>;
  /**
   * Loads a catalog part (the texts of a lazily loaded part of the board, such as the apply
   * dialog) for the active locale and lays it, with the custom texts, over the active catalog.
   * Every later locale switch loads the part too before it activates. Resolves once the part's
   * texts are in the active catalog; a component of the part renders after it resolves.
   */
  loadPart(part: CatalogPart): Promise<void>;
  /** Whether a part's texts are in the active catalog: {@link loadPart} would do nothing. */
  hasPart(part: CatalogPart): boolean;
}

/** Creates a board's i18n with the catalog of its locale loaded and active. */
export async function createI18n(options: CreateI18nOptions): Promise<BoardI18n> {
  const i18n = setupI18n();
  const catalogs = new Map<SupportedLocale, Messages>();
  let custom = options.customTranslations;
  let active: SupportedLocale = resolveLocale(options.locale);
  let latestRequest = 0;
  // The locale of the latest setLocale call, active once its catalog (and parts) are there.
  let wanted = active;
  let activation = 0;
  // The catalog parts, from the first loadPart on (their code is a chunk of its own), and the
  // ones laid over the active catalog by the last activation.
  let parts: CatalogParts | undefined;
  let partsLoading: Promise<CatalogParts> | undefined;
  let activeParts: ReadonlySet<CatalogPart> = new Set();

  let tools: MessageTools | undefined;

  // Activates a locale whose catalog is loaded, with its loaded parts and the custom texts.
  // Most sites have no custom texts: the code laying them over a catalog loads only for a site
  // that has some (its own chunk in the embed build).
  // A later activation (another locale, other custom texts, a new part) wins over one still loading.
  const activate = async (locale: SupportedLocale) => {
    const mine = ++activation;
    const extra = parts?.messages(locale);
    const catalog: Messages = { ...catalogs.get(locale), ...extra?.messages };
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
    activeParts = new Set(extra?.parts);
  };

  const setLocale = async (code: string): Promise<SupportedLocale> => {
    const locale = resolveLocale(code);
    const request = ++latestRequest;
    wanted = locale;
    const catalog = catalogs.get(locale) ?? (await loadCatalog(locale));
    catalogs.set(locale, catalog);
    await parts?.ready(locale);
    if (request === latestRequest) await activate(locale);
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
      // A locale switch still loading takes the new texts when it activates; the active locale
      // takes them now (a part still loading for it comes with them when it activates).
      if (wanted === active || (parts?.isReady(wanted) ?? catalogs.has(wanted))) {
        await activate(wanted);
      }
    },
    async loadPart(part) {
      if (activeParts.has(part) && wanted === active) return;
      partsLoading ??= import('./catalog-parts').then(
        (module) =>
          (parts = module.catalogParts({
            active: () => active,
            wanted: () => wanted,
            activeParts: () => activeParts,
            hasCatalog: (locale) => catalogs.has(locale),
            activate,
          })),
        (error: unknown) => {
          partsLoading = undefined;
          throw error;
        },
      );
      await (await partsLoading).load(part);
    },
    hasPart: (part) => activeParts.has(part),
  };
}
