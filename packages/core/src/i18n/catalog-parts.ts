import type { SupportedLocale } from '@jobboard/schema';
import type { Messages } from '@lingui/core';
import { type CatalogPart, loadCatalogPart } from './load-catalog-part';

/** What a board's i18n (create-i18n.ts) gives its catalog parts. */
export interface PartsHost {
  /** The active locale. */
  active(): SupportedLocale;
  /** The locale of the latest setLocale call (the active one unless a switch is loading). */
  wanted(): SupportedLocale;
  /** The parts laid over the active catalog by the last activation. */
  activeParts(): ReadonlySet<CatalogPart>;
  /** Whether the catalog of a locale (without parts) is loaded. */
  hasCatalog(locale: SupportedLocale): boolean;
  /** Activates a locale whose catalog is loaded, with {@link CatalogParts.messages}. */
  activate(locale: SupportedLocale): Promise<void>;
}

/** The catalog parts a board has asked for, per locale. */
export interface CatalogParts {
  /** The parts asked for that are loaded for a locale, with their messages merged. */
  messages(locale: SupportedLocale): { parts: CatalogPart[]; messages: Messages };
  /** Loads every part asked for for a locale, parts asked for meanwhile included. */
  ready(locale: SupportedLocale): Promise<void>;
  /** Whether a locale's catalog and every part asked for are loaded. */
  isReady(locale: SupportedLocale): boolean;
  /** Asks for a part: see `BoardI18n.loadPart`. */
  load(part: CatalogPart): Promise<void>;
}

/**
 * A board's catalog parts: the code of `BoardI18n.loadPart`, a chunk of its own in the embed
 * build that loads with the first part a board asks for, so boards that never show one (most
 * first renders) do not download it.
 */
export function catalogParts(host: PartsHost): CatalogParts {
  // The parts asked for: every locale activates with them.
  const required = new Set<CatalogPart>();
  // Per part and locale (`applynl`): its messages once loaded.
  const loaded = new Map<string, Messages>();
  // A chunk loads once however often it is imported; a failed import is tried again.
  const load = (part: CatalogPart, locale: SupportedLocale) =>
    loadCatalogPart(part, locale).then((messages) => loaded.set(part + locale, messages));
  const missing = (locale: SupportedLocale) =>
    [...required].filter((part) => !loaded.has(part + locale));
  const isReady = (locale: SupportedLocale) =>
    host.hasCatalog(locale) && missing(locale).length === 0;

  return {
    messages(locale) {
      const parts = [...required].filter((part) => loaded.has(part + locale));
      return {
        parts,
        messages: Object.assign({}, ...parts.map((part) => loaded.get(part + locale))),
      };
    },
    async ready(locale) {
      for (let todo = missing(locale); todo.length > 0; todo = missing(locale)) {
        await Promise.all(todo.map((part) => load(part, locale)));
      }
    },
    isReady,
    async load(part) {
      const wasRequired = required.has(part);
      required.add(part);
      const active = host.active();
      try {
        // The locale showing now and the one a pending switch brings: the part's component may
        // render in either.
        await Promise.all([load(part, active), load(part, host.wanted())]);
      } catch (error) {
        if (!wasRequired && !host.activeParts().has(part)) required.delete(part);
        throw error;
      }
      // A pending switch that has all it needs activates now, with the part; otherwise the
      // active locale takes the part (its other parts are loaded: they were, or they are not
      // showing), and the pending switch brings the part along when it activates.
      const now = host.active();
      const target = isReady(host.wanted()) ? host.wanted() : now;
      if (target !== now || !host.activeParts().has(part)) await host.activate(target);
    },
  };
}
