import type { SupportedLocale } from '@jobboard/schema';
import type { Messages } from '@lingui/core';

type CatalogLoaders = Record<SupportedLocale, () => Promise<{ messages: Messages }>>;

/**
 * The catalog parts: texts of lazily loaded parts of the board, left out of the catalog loaded
 * before the first render (lingui.config.ts lists their message modules). Each loads, per locale,
 * with the part that shows them. One literal dynamic import per locale and part, so bundlers emit
 * a chunk for each; this module loads with the first part a board asks for (catalog-parts.ts).
 */
const partLoaders = {
  /** The apply dialog of the job details block. */
  apply: {
    nl: () => import('./locales/nl/apply/messages'),
    'en-US': () => import('./locales/en-US/apply/messages'),
    ro: () => import('./locales/ro/apply/messages'),
  },
  /** The account blocks: login, registration, the password pages and the account page. */
  account: {
    nl: () => import('./locales/nl/account/messages'),
    'en-US': () => import('./locales/en-US/account/messages'),
    ro: () => import('./locales/ro/account/messages'),
  },
  /** The editor layout's notice of what parsing changed in a block's settings. */
  editor: {
    nl: () => import('./locales/nl/editor/messages'),
    'en-US': () => import('./locales/en-US/editor/messages'),
    ro: () => import('./locales/ro/editor/messages'),
  },
  /** The cookie bar and its settings dialog. */
  cookies: {
    nl: () => import('./locales/nl/cookies/messages'),
    'en-US': () => import('./locales/en-US/cookies/messages'),
    ro: () => import('./locales/ro/cookies/messages'),
  },
} satisfies Record<string, CatalogLoaders>;

/**
 * A catalog part's name: `apply` (the apply dialog), `account`, `editor` (the editor layout's
 * settings notice) or `cookies` (the cookie bar).
 */
export type CatalogPart = keyof typeof partLoaders;

/** The catalog parts, for code that handles each of them (tests). */
export const CATALOG_PARTS = Object.keys(partLoaders) as CatalogPart[];

/** Loads a catalog part of a supported locale (see {@link CatalogPart}). */
export async function loadCatalogPart(
  part: CatalogPart,
  locale: SupportedLocale,
): Promise<Messages> {
  const { messages } = await partLoaders[part][locale]();
  return messages;
}
