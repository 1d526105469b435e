import {
  AppSettings,
  ConfigLanguage,
  JobBoardPlaceholder,
  pickLocalized,
  SiteConfig,
} from '@jobboard/schema';
import { create, is, validate } from 'superstruct';
import type { Db, LocalizedNames } from '../db/database';
import type { Board } from '../host/resolve-board';
import { localizedName } from '../orders/localized-name';

/** The card provider is never listed publicly (builder.md §9). */
export const CARD_PROVIDER = 'stripe';

/** `GET /configuration` for a board, names in the request's locale (builder.md §3). */
export async function loadSiteConfig(
  db: Db,
  board: Board,
  locale: string,
  environment: string,
): Promise<SiteConfig> {
  const [hosts, jobBoard, groups, segments, newsletters, paymentTypes, countries, thirdParties] =
    await Promise.all([
      db
        .selectFrom('hosts')
        .select('host')
        .where('site_id', '=', board.siteId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('job_boards')
        .selectAll()
        .where('id', '=', board.jobBoardId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('segment_groups')
        .selectAll()
        .where('job_board_id', '=', board.jobBoardId)
        .orderBy('order')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('segments')
        .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
        .selectAll('segments')
        .select('segment_groups.key as group_key')
        .where('segment_groups.job_board_id', '=', board.jobBoardId)
        .orderBy('segments.order')
        .orderBy('segments.id')
        .execute(),
      db
        .selectFrom('newsletters')
        .selectAll()
        .where('job_board_id', '=', board.jobBoardId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('payment_types')
        .selectAll()
        .where('job_board_id', '=', board.jobBoardId)
        .where('active', '=', true)
        .where('third_party', '!=', CARD_PROVIDER)
        .orderBy('id')
        .execute(),
      db.selectFrom('countries').selectAll().orderBy('priority').orderBy('name').execute(),
      db
        .selectFrom('third_parties')
        .selectAll()
        .where('site_id', '=', board.siteId)
        .orderBy('id')
        .execute(),
    ]);
  const searchCountries = new Set(jobBoard.search_countries);
  return create(
    {
      sites: hosts.map(({ host }) => ({
        host,
        job_board_builder_site_id: board.siteId,
        job_board_id: board.jobBoardId,
      })),
      job_boards: [
        {
          id: jobBoard.id,
          name: jobBoard.name,
          placeholders: validItems(jobBoard.placeholders, JobBoardPlaceholder),
        },
      ],
      segments_groups: groups.map((group) => ({
        id: group.id,
        key: group.key,
        name: nameIn(group.names, locale, group.key),
        jobs: group.jobs,
        candidates: group.candidates,
        organisations: group.organisations,
      })),
      segments: segments.map((segment) => ({
        id: segment.id,
        key: segment.key,
        name: nameIn(segment.names, locale, segment.key),
        segments_group_id: segment.segments_group_id,
        group_key: segment.group_key,
        jobs: segment.jobs,
        candidates: segment.candidates,
        organisations: segment.organisations,
      })),
      newsletters: newsletters.map((newsletter) => ({
        id: newsletter.id,
        name: nameIn(newsletter.names, locale, newsletter.key),
      })),
      payment_types: paymentTypes.map((row) => publicPaymentType(row, locale)),
      countries: countries.map((country) => ({
        code: country.code,
        name: countryName(country.code, locale) ?? country.name,
        search_enabled: searchCountries.has(country.code),
      })),
      third_parties: thirdParties.map((party) => ({
        implementation: party.implementation,
        enabled: party.enabled,
        public_information: party.public_information,
      })),
      // Every key the spec lists is answered; the app image is null when the board has none.
      settings: { app_image: null, ...validSettings(jobBoard.settings) },
      environment,
      languages: validItems(jobBoard.languages, ConfigLanguage),
    },
    SiteConfig,
  );
}

// A damaged row (a name that is no text, a setting of the wrong type) must not fail the
// configuration, which every page of the board needs: it loses only the damaged part.

/** A localized name in the locale, else the row's key. */
function nameIn(names: unknown, locale: string, fallback: string): string {
  const isMap = typeof names === 'object' && names !== null && !Array.isArray(names);
  const name: unknown = isMap ? pickLocalized(names as Record<string, string>, locale) : '';
  return typeof name === 'string' && name !== '' ? name : fallback;
}

/** The items of a stored list that are valid, and none when it is no list. */
function validItems<T>(items: unknown, struct: Parameters<typeof is<T, unknown>>[1]): T[] {
  return Array.isArray(items) ? items.filter((item): item is T => is(item, struct)) : [];
}

/** The stored application settings that are valid; the others take their defaults. */
function validSettings(settings: unknown): Record<string, unknown> {
  if (typeof settings !== 'object' || settings === null) return {};
  return Object.fromEntries(
    Object.entries(settings).filter(
      ([key, value]) => !validate({ [key]: value }, AppSettings, { coerce: true })[0],
    ),
  );
}

/**
 * A payment type as the API shows it, named in the request's locale; invoice (pay later) has no
 * third party.
 */
export function publicPaymentType(
  row: { id: number; name: string; names?: LocalizedNames; third_party: string },
  locale: string,
) {
  return {
    id: row.id,
    name: localizedName(row, locale),
    third_party: row.third_party === 'invoice' ? null : row.third_party,
  };
}

/**
 * A country's name in the request's locale (`Intl.DisplayNames`); the stored name is one
 * language's, so it is the fallback for a code `Intl` does not know.
 */
function countryName(code: string, locale: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase());
    return name && name.toUpperCase() !== code.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}
