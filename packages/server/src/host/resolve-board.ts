import type { Db } from '../db/database';
import { isTestHost, normalizeHost } from './board-host';

/** The board a request is for. */
export interface Board {
  siteId: number;
  jobBoardId: number;
  /** The host it was found by, or the test host when the default site answered. */
  host: string;
  /** A test host no board registered, answered by the default site. */
  fallback?: true;
}

export interface ResolveBoardInput {
  /** The board's host as the request names it (X-Site-Host, else Host). */
  host: string;
  /** `?host=` of the page, honoured for test hosts only. */
  queryHost?: string | undefined;
  /** The configured default site, else the first site. */
  defaultSiteId?: number | undefined;
}

/**
 * Finds the board for a host: a registered host answers its site; a test host takes `?host=`
 * (any registered host, `other.localhost` too), else its own name where a board registered it
 * (several boards on one machine: `demo.localhost`, `other.localhost`), and falls back to the
 * default site; any other unknown host answers null.
 */
export async function resolveBoard(db: Db, input: ResolveBoardInput): Promise<Board | null> {
  const host = normalizeHost(input.host);
  if (!isTestHost(host)) return findByHost(db, host);
  const queried = input.queryHost ? normalizeHost(input.queryHost) : '';
  if (queried && queried !== host) {
    const board = await findByHost(db, queried);
    if (board) return board;
  }
  return (await findByHost(db, host)) ?? findDefault(db, host, input.defaultSiteId);
}

async function findByHost(db: Db, host: string): Promise<Board | null> {
  if (host === '') return null;
  const row = await db
    .selectFrom('hosts')
    .innerJoin('job_boards', 'job_boards.site_id', 'hosts.site_id')
    .select(['hosts.site_id as siteId', 'job_boards.id as jobBoardId'])
    .where('hosts.host', '=', host)
    .orderBy('job_boards.id')
    .executeTakeFirst();
  return row ? { ...row, host } : null;
}

async function findDefault(
  db: Db,
  host: string,
  defaultSiteId: number | undefined,
): Promise<Board | null> {
  let query = db
    .selectFrom('job_boards')
    .select(['site_id as siteId', 'id as jobBoardId'])
    .orderBy('site_id')
    .orderBy('id');
  if (defaultSiteId !== undefined) query = query.where('site_id', '=', defaultSiteId);
  const row = await query.executeTakeFirst();
  return row ? { ...row, host, fallback: true } : null;
}
