import { type Site, toSettingsLocale } from '@jobboard/schema';
import type { Db } from '../db/database';
import { loadSitePassword } from './site-password';

/**
 * Setting keys not sent as stored: the gate's password is checked by the server only, and
 * whether the gate is on is sent as the server checks it (`loadSitePassword`).
 */
const SERVER_SETTING_KEYS = new Set(['password', 'passwordEnabled']);

/**
 * The public read of a site (DESIGN.md): published settings and the pages with their blocks,
 * each with its page and block settings for one locale (latest version). A global block takes
 * the settings stored under its key, so navbar and footer look the same on every page.
 */
export async function loadPublicSite(db: Db, siteId: number, locale: string): Promise<Site | null> {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'status'])
    .where('id', '=', siteId)
    .executeTakeFirst();
  if (!site) return null;
  const settingsLocale = toSettingsLocale(locale);
  const [settings, pages, pageSettings, blocks, blockSettings, gate] = await Promise.all([
    db
      .selectFrom('site_settings')
      .select(['key', 'value'])
      .distinctOn('key')
      .where('site_id', '=', siteId)
      .where('published', '=', true)
      .orderBy('key')
      .orderBy('version', 'desc')
      .execute(),
    db
      .selectFrom('pages')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('page_settings')
      .innerJoin('pages', 'pages.id', 'page_settings.page_id')
      .select([
        'page_settings.id',
        'page_settings.page_id',
        'page_settings.locale',
        'page_settings.settings',
      ])
      .distinctOn('page_settings.page_id')
      .where('pages.site_id', '=', siteId)
      .where('page_settings.locale', '=', settingsLocale)
      .orderBy('page_settings.page_id')
      .orderBy('page_settings.version', 'desc')
      .execute(),
    db
      .selectFrom('blocks')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('is_preset', '=', false)
      .where('page_id', 'is not', null)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('block_settings')
      .innerJoin('blocks', 'blocks.id', 'block_settings.block_id')
      .select([
        'block_settings.id',
        'block_settings.block_id',
        'block_settings.locale',
        'block_settings.settings',
        'block_settings.version',
        'block_settings.is_global',
        'blocks.key',
      ])
      .distinctOn('block_settings.block_id')
      .where('blocks.site_id', '=', siteId)
      .where('block_settings.locale', '=', settingsLocale)
      .orderBy('block_settings.block_id')
      .orderBy('block_settings.version', 'desc')
      .execute(),
    loadSitePassword(db, siteId),
  ]);

  const settingsByBlock = new Map(blockSettings.map((row) => [row.block_id, row]));
  const globalByKey = new Map<string, (typeof blockSettings)[number]>();
  for (const row of blockSettings) {
    const known = globalByKey.get(row.key);
    if (row.is_global && (!known || row.version > known.version)) globalByKey.set(row.key, row);
  }

  return {
    id: site.id,
    status: site.status,
    settings: [
      ...settings
        .filter((item) => !SERVER_SETTING_KEYS.has(item.key))
        .map((item) => ({ key: item.key, value: item.value })),
      { key: 'passwordEnabled', value: gate.enabled },
    ],
    pages: pages.map((page) => ({
      id: page.id,
      key: page.key,
      path: page.path,
      settings: pageSettings
        .filter((row) => row.page_id === page.id)
        .map((row) => ({
          id: row.id,
          page_id: row.page_id,
          locale: row.locale,
          settings: row.settings,
        })),
      blocks: blocks
        .filter((block) => block.page_id === page.id)
        .map((block) => {
          const own = block.is_global
            ? (globalByKey.get(block.key) ?? settingsByBlock.get(block.id))
            : settingsByBlock.get(block.id);
          return {
            id: block.id,
            key: block.key,
            name: block.name,
            order: block.order,
            page_id: block.page_id,
            isGlobal: block.is_global,
            isPreset: block.is_preset,
            settings: own
              ? [
                  {
                    id: own.id,
                    block_id: block.id,
                    locale: own.locale,
                    settings: own.settings,
                    version: own.version,
                    isGlobal: own.is_global,
                  },
                ]
              : [],
            ...(own ? { settingsId: own.id, settingsVersion: own.version } : {}),
            ...(block.custom_styles ? { custom_styles: block.custom_styles } : {}),
            ...(block.block_group ? { blockGroup: block.block_group } : {}),
            ...(block.icon ? { icon: block.icon } : {}),
          };
        }),
    })),
  };
}
