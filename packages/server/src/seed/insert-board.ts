import type { Site } from '@jobboard/schema';
import { hashPassword } from '../auth/password-hash';
import type { Db, JobBoardLanguage, JobBoardPlaceholder } from '../db/database';
import { sanitizeBlockSettings } from '../sanitize/sanitize-block-settings';

export interface BoardSeed {
  name: string;
  /** Host names the board answers on; the first is its main host. */
  hosts: string[];
  /** @default 'published' */
  status?: string;
  /** Turns the site password gate on. */
  password?: string;
  /** The config `settings` (app_currency, app_use_imperial_system, ...). */
  appSettings?: Record<string, unknown>;
  languages?: JobBoardLanguage[];
  /** Countries the location search suggests places in. @default ['NL'] */
  searchCountries?: string[];
  /**
   * Values for `#key#` in the board's texts; `email` is also the board's own address, where
   * contact blocks without `emailTo` send to. @default []
   */
  placeholders?: JobBoardPlaceholder[];
}

export interface SeededBoard {
  siteId: number;
  jobBoardId: number;
}

/** A site with its hosts and job board; pages come from {@link insertSitePages}. */
export async function insertBoard(db: Db, seed: BoardSeed): Promise<SeededBoard> {
  const site = await db
    .insertInto('sites')
    .values({
      name: seed.name,
      status: seed.status ?? 'published',
      password_enabled: seed.password !== undefined,
      password_hash: seed.password === undefined ? null : await hashPassword(seed.password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (seed.hosts.length > 0) {
    await db
      .insertInto('hosts')
      .values(seed.hosts.map((host) => ({ site_id: site.id, host, api_url: null })))
      .execute();
  }
  const board = await db
    .insertInto('job_boards')
    .values({
      site_id: site.id,
      name: seed.name,
      placeholders: JSON.stringify(seed.placeholders ?? []),
      settings: JSON.stringify(seed.appSettings ?? { app_currency: 'EUR' }),
      languages: JSON.stringify(seed.languages ?? []),
      search_countries: seed.searchCountries ?? ['NL'],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { siteId: site.id, jobBoardId: board.id };
}

/**
 * Stores a site's settings and pages with their blocks and per-locale settings (the shape of
 * `createDefaultSite` and of the site read). Ids in the input are ignored; new ones are given.
 */
export async function insertSitePages(
  db: Db,
  siteId: number,
  site: Pick<Site, 'settings' | 'pages'>,
) {
  await db.transaction().execute(async (trx) => {
    if (site.settings.length > 0) {
      await trx
        .insertInto('site_settings')
        .values(
          site.settings.map((item) => ({
            site_id: siteId,
            key: item.key,
            value: JSON.stringify(item.value ?? null),
          })),
        )
        .execute();
    }
    for (const [pageIndex, page] of site.pages.entries()) {
      const { id: pageId } = await trx
        .insertInto('pages')
        .values({ site_id: siteId, key: page.key, path: page.path, order: pageIndex })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (page.settings.length > 0) {
        await trx
          .insertInto('page_settings')
          .values(
            page.settings.map((setting) => ({
              page_id: pageId,
              locale: setting.locale.toUpperCase(),
              settings: JSON.stringify(setting.settings),
            })),
          )
          .execute();
      }
      for (const block of page.blocks) {
        const { id: blockId } = await trx
          .insertInto('blocks')
          .values({
            site_id: siteId,
            page_id: pageId,
            key: block.key,
            name: block.name,
            order: block.order,
            is_global: block.isGlobal,
            is_preset: false,
            custom_styles: block.custom_styles ?? null,
            block_group: block.blockGroup ?? null,
            icon: block.icon ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (block.settings.length > 0) {
          await trx
            .insertInto('block_settings')
            .values(
              block.settings.map((setting) => ({
                block_id: blockId,
                locale: setting.locale.toUpperCase(),
                settings: JSON.stringify(sanitizeBlockSettings(setting.settings)),
                version: setting.version,
                is_global: setting.isGlobal,
              })),
            )
            .execute();
        }
      }
    }
  });
}
