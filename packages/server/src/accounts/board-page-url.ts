import {
  defaultPagePath,
  type PageType,
  parsePagePath,
  siteSettingsFromItems,
} from '@jobboard/schema';
import type { Db } from '../db/database';
import { isTestHost, normalizeHost } from '../host/board-host';
import type { Board } from '../host/resolve-board';

/** What a link mailed in answer to a request is built from (see `linkRequestOf`). */
export interface LinkRequest {
  /** The host the request named (X-Site-Host, else Host), port included. */
  namedHost: string;
  /**
   * The request's `Origin` header: the page the visitor asked from. On a development host it
   * gives the link the page's port, which the SDK's `X-Site-Host` (a bare host name) lacks.
   */
  origin?: string | undefined;
  /**
   * The locales the request asks for, most wanted first (`?locale=`, X-Locale, Accept-Language);
   * the first the site offers is taken, else the site's default language.
   */
  locales: readonly string[];
}

/**
 * A page of the board (its first page of type `pageKey`) as a mailed link, and the locale it
 * opens in: `https://{board host}` for a registered host (boards are served over TLS), the
 * request's own `http://` origin for a development host (with `?host=` when the board was picked
 * by it, as the request did). The origin never comes from a header a caller controls freely: a
 * registered host is the database's, so a forged header cannot send a link to someone else's
 * site. The locale is the first of the request's the site offers, else the site's default
 * language; the path is the page's stored path in that locale, with the `/{locale}` prefix the
 * board routes when the locale is not the site's default.
 */
export async function boardPageUrl(
  db: Db,
  board: Board,
  request: LinkRequest,
  pageKey: PageType,
): Promise<{ url: URL; locale: string }> {
  const [settings, page] = await Promise.all([
    db
      .selectFrom('site_settings')
      .select(['key', 'value'])
      .where('site_id', '=', board.siteId)
      .where('published', '=', true)
      .where('key', 'in', ['defaultLanguage', 'supportedLanguages'])
      .orderBy('version')
      .execute(),
    db
      .selectFrom('pages')
      .select('path')
      .where('site_id', '=', board.siteId)
      .where('key', '=', pageKey)
      .orderBy('id')
      .executeTakeFirst(),
  ]);
  // Later items win in siteSettingsFromItems, so ascending versions leave the newest.
  const { supportedLanguages, defaultLanguage } = siteSettingsFromItems(settings);
  const locale = pickLocale(request.locales, supportedLanguages) ?? defaultLanguage;
  const paths = parsePagePath(page?.path ?? '{}');
  const stored = (paths[locale] ?? paths[defaultLanguage] ?? '').replace(/^\/+|\/+$/g, '');
  const path = stored === '' ? defaultPagePath(pageKey, locale) : stored;
  const prefix = locale === defaultLanguage ? '' : `/${locale}`;

  const url = new URL(`${prefix}/${path}`, boardOrigin(board, request));
  const devHost = devAuthority(request.namedHost);
  if (devHost !== null && normalizeHost(devHost) !== board.host) {
    url.searchParams.set('host', board.host);
  }
  return { url, locale };
}

/** The first wanted locale the site offers: exactly (any case), else by its language part. */
function pickLocale(wanted: readonly string[], offered: readonly string[]): string | undefined {
  for (const raw of wanted) {
    const code = raw.trim().toLowerCase();
    if (code === '') continue;
    const language = code.split(/[-_]/)[0];
    const match =
      offered.find((item) => item.toLowerCase() === code) ??
      offered.find((item) => item.toLowerCase().split('-')[0] === language);
    if (match) return match;
  }
  return undefined;
}

function boardOrigin(board: Board, request: LinkRequest): string {
  const devHost = devAuthority(request.namedHost);
  if (devHost === null) return `https://${board.host}`;
  // The page's own origin when it is on the same development host (its port included).
  const page = devAuthority(request.origin ?? '');
  if (
    page !== null &&
    new URL(`http://${page}`).hostname === new URL(`http://${devHost}`).hostname
  ) {
    return `http://${page}`;
  }
  return `http://${devHost}`;
}

/** `host[:port]` of a development host the request named, else null. */
function devAuthority(namedHost: string): string | null {
  const authority = namedHost
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .split(/[/?#]/)[0];
  if (!authority) return null;
  try {
    const { host, hostname } = new URL(`http://${authority}`);
    return isTestHost(normalizeHost(hostname)) ? host : null;
  } catch {
    return null;
  }
}

/** The name a board's mails come from: the job board's name, else its host. */
export async function boardMailName(db: Db, board: Board): Promise<string> {
  const row = await db
    .selectFrom('job_boards')
    .select('name')
    .where('id', '=', board.jobBoardId)
    .executeTakeFirst();
  return row?.name ?? board.host;
}
