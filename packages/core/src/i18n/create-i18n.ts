import type { SupportedLocale } from '@jobboard/schema';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { CustomTranslations, MessageTools } from './custom-translations';
import { type CatalogPart, loadCatalog, loadCatalogPart } from './load-catalog';
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

/** The catalog loaded before the first render, or a catalog part. */
type Piece = 'main' | CatalogPart;

/** Creates a board's i18n with the catalog of its locale loaded and active. */
export async function createI18n(options: CreateI18nOptions): Promise<BoardI18n> {
  const i18n = setupI18n();
  let custom = options.customTranslations;
  let active: SupportedLocale = resolveLocale(options.locale);
  // The parts laid over the active catalog by the last activation.
  let activeParts: ReadonlySet<CatalogPart> = new Set();
  let latestRequest = 0;
  // The locale of the latest setLocale call, active once its catalog and parts are there.
  let wanted = active;
  let activation = 0;

  // The parts the board has asked for: every locale activates with them.
  const required = new Set<CatalogPart>();
  const loaded = new Map<string, Messages>();
  const loading = new Map<string, Promise<Messages>>();
  const keyOf = (piece: Piece, locale: SupportedLocale) => `${piece}:${locale}`;

  // Loads a piece of a locale once; concurrent calls share the load, a failed one is forgotten.
  const load = (piece: Piece, locale: SupportedLocale): Promise<Messages> => {
    const key = keyOf(piece, locale);
    const done = loaded.get(key);
    if (done) return Promise.resolve(done);
    let pending = loading.get(key);
    if (!pending) {
      pending = (piece === 'main' ? loadCatalog(locale) : loadCatalogPart(piece, locale)).then(
        (messages) => {
          loaded.set(key, messages);
          loading.delete(key);
          return messages;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };

  const missing = (locale: SupportedLocale): Piece[] =>
    (['main', ...required] as Piece[]).filter((piece) => !loaded.has(keyOf(piece, locale)));
  const isReady = (locale: SupportedLocale) => missing(locale).length === 0;

  // Loads a locale's catalog and the required parts, parts required meanwhile included.
  const ready = async (locale: SupportedLocale) => {
    for (let todo = missing(locale); todo.length > 0; todo = missing(locale)) {
      await Promise.all(todo.map((piece) => load(piece, locale)));
    }
  };

  let tools: MessageTools | undefined;

  // Activates a locale whose catalog is loaded, with its loaded parts and the custom texts.
  // Most sites have no custom texts: the code laying them over a catalog loads only for a site
  // that has some (its own chunk in the embed build).
  // A later activation (another locale, other custom texts, a new part) wins over one still loading.
  const activate = async (locale: SupportedLocale) => {
    const mine = ++activation;
    const parts = [...required].filter((part) => loaded.has(keyOf(part, locale)));
    const catalog: Messages = Object.assign(
      {},
      loaded.get(keyOf('main', locale)),
      ...parts.map((part) => loaded.get(keyOf(part, locale))),
    );
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
    activeParts = new Set(parts);
  };

  const setLocale = async (code: string): Promise<SupportedLocale> => {
    const locale = resolveLocale(code);
    const request = ++latestRequest;
    wanted = locale;
    await ready(locale);
    if (request === latestRequest) await activate(locale);
    return active;
  };

  const loadPart = async (part: CatalogPart): Promise<void> => {
    if (activeParts.has(part) && wanted === active) return;
    const wasRequired = required.has(part);
    required.add(part);
    try {
      // The locale showing now and the one a pending switch brings: the part's component may
      // render in either.
      await Promise.all([...new Set([active, wanted])].map((locale) => load(part, locale)));
    } catch (error) {
      if (!wasRequired && !activeParts.has(part)) required.delete(part);
      throw error;
    }
    // A pending switch that has all it needs activates now, with the part; otherwise the active
    // locale takes the part (its other parts are loaded: they were, or they are not showing), and
    // the pending switch brings the part along when it activates.
    const target = isReady(wanted) ? wanted : active;
    if (target !== active || !activeParts.has(part)) await activate(target);
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
      if (isReady(wanted) || wanted === active) await activate(wanted);
    },
    loadPart,
    hasPart: (part) => activeParts.has(part),
  };
}
