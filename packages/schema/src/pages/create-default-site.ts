import { create } from 'superstruct';
import { resolveCatalogueLocale } from '../blocks/catalogue-locale';
import { defaultBlockSettings } from '../blocks/default-block-settings';
import { getBlockDefinition } from '../blocks/get-block-definition';
import type { Block } from '../entities/block';
import type { Page, PageSettings } from '../entities/page';
import { stringifyPagePath } from '../entities/page-path';
import type { Site } from '../entities/site';
import { SiteSettings } from '../entities/site-settings';
import { siteSettingsToItems } from '../entities/site-settings-items';
import { DEFAULT_LOCALE, type Locale, toSettingsLocale } from '../locale';
import { defaultPagePath } from './default-page-path';
import { type CompositionBlock, PAGE_COMPOSITIONS } from './page-compositions';
import { defaultPageTexts } from './page-texts';
import { PAGE_TYPES, type PageType } from './page-type';

export interface CreateDefaultSiteOptions {
  /** The locale codes the site serves, as configured (`nl`, `en-US`, ...); at least one. */
  locales: readonly Locale[];
  /**
   * The site id.
   * @default 1
   */
  id?: number;
  /**
   * The site status; `draft` sends visitors to /create-jobboard.
   * @default 'published'
   */
  status?: string;
}

/** The page types a new site gets: all but p-generic, which exists only as a template. */
export const DEFAULT_SITE_PAGE_TYPES: readonly PageType[] = PAGE_TYPES.filter(
  (type) => type !== 'p-generic',
);

/** The key every page's navbar or footer shares, so they share one settings record. */
export function globalBlockKey(type: string): string {
  return `${type}-global`;
}

function defaultLanguageOf(locales: readonly Locale[]): Locale {
  return locales.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : locales[0]!;
}

function checkLocales(locales: readonly Locale[]): void {
  if (locales.length === 0) throw new RangeError('createDefaultSite needs at least one locale.');
  const codes = locales.map((locale) => locale.toLowerCase());
  if (new Set(codes).size !== codes.length) {
    throw new RangeError(`createDefaultSite got a locale twice: ${locales.join(', ')}.`);
  }
}

/**
 * Settings a new site leaves unset, so the site's own setting decides until an admin sets the
 * block's: the login and register forms' opening tab follows the site's `defaultUserType`
 * (the block's default, candidate, would always win over it).
 */
const UNSET_SETTINGS: Partial<Record<CompositionBlock['type'], readonly string[]>> = {
  login: ['defaultRole'],
  register: ['defaultRole'],
};

function blockSettingsFor(composition: CompositionBlock, locale: Locale): Record<string, unknown> {
  const settings: Record<string, unknown> = {
    ...defaultBlockSettings(composition.type, locale),
    ...composition.settings?.(resolveCatalogueLocale(locale)),
  };
  for (const key of UNSET_SETTINGS[composition.type] ?? []) delete settings[key];
  return settings;
}

function createBlock(
  composition: CompositionBlock,
  ids: { block: number; page: number; order: number },
  locales: readonly Locale[],
): Block {
  const definition = getBlockDefinition(composition.type);
  const isGlobal = definition.isGlobal;
  return {
    id: ids.block,
    key: isGlobal ? globalBlockKey(composition.type) : `${composition.type}-${ids.block}`,
    name: composition.type,
    order: ids.order,
    page_id: ids.page,
    isGlobal,
    isPreset: false,
    blockGroup: definition.group,
    icon: definition.icon,
    settings: locales.map((locale) => ({
      block_id: ids.block,
      locale: toSettingsLocale(locale),
      settings: blockSettingsFor(composition, locale),
      version: 1,
      isGlobal,
    })),
  };
}

function createPageSettings(pageType: PageType, pageId: number, locale: Locale): PageSettings {
  return {
    page_id: pageId,
    locale: toSettingsLocale(locale),
    settings: defaultPageTexts(pageType, locale),
  };
}

/**
 * A complete new site: every page type but p-generic with its default blocks, each block with
 * its default settings per locale, per-locale page paths and texts, and the default site
 * settings serving `locales`. Ids are deterministic: pages 1.., blocks 1.. in page order.
 * Settings records get no ids; the store assigns them.
 */
export function createDefaultSite(options: CreateDefaultSiteOptions): Site {
  const { locales, id = 1, status = 'published' } = options;
  checkLocales(locales);
  let blockId = 0;
  const pages = DEFAULT_SITE_PAGE_TYPES.map((pageType, index): Page => {
    const pageId = index + 1;
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, defaultPagePath(pageType, locale)]),
    );
    return {
      id: pageId,
      key: pageType,
      path: stringifyPagePath(paths),
      settings: locales.map((locale) => createPageSettings(pageType, pageId, locale)),
      blocks: PAGE_COMPOSITIONS[pageType].map((composition, order) => {
        blockId += 1;
        return createBlock(composition, { block: blockId, page: pageId, order }, locales);
      }),
    };
  });
  // `create` rather than a spread of the frozen defaults, so no two sites share nested values.
  const settings = create(
    { supportedLanguages: [...locales], defaultLanguage: defaultLanguageOf(locales) },
    SiteSettings,
  );
  return { id, status, settings: siteSettingsToItems(settings), pages };
}
