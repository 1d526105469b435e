import { QueryInteger } from '@jobboard/schema';
import { type RawBuilder, sql } from 'kysely';
import { enums, max, min, optional, type } from 'superstruct';
import type { Db } from '../db/database';
import { MAX_PAGE } from '../http/pagination';
import { validate } from '../http/validate';

/** The kinds of entry of a candidate's log, the values `type=` takes. */
export const LOG_TYPES = [
  'application',
  'favourite',
  'job_alert',
  'contact_request',
  'account',
] as const;
export type LogType = (typeof LOG_TYPES)[number];

/** A page of the log unless the call asks for another size. */
export const DEFAULT_LOGS_LIMIT = 20;
/** The most entries read at once; a larger limit is a 400 rather than quietly capped. */
export const MAX_LOGS_LIMIT = 100;

/** A job as a log entry names it; null once the employer deleted the job. */
/**
 * A job an entry names, null once deleted; `online` tells whether visitors can open it now
 * (active, not past its end date, on this board), so the page links only those.
 */
export type LogJob = { uuid: string; slug: string; title: string; online: boolean } | null;

interface LogEntryBase {
  /** Stable over calls: the type and the id of the row it is read from, `application-12`. */
  id: string;
  /** When it happened (ISO 8601). */
  at: string;
}

/**
 * One entry of `GET /logs`. The log has no table of its own: each entry is read from the row
 * that records it (an application, a favourite, an alert, a contact request, the account).
 */
export type LogEntry =
  | (LogEntryBase & { type: 'application'; job: LogJob })
  | (LogEntryBase & {
      type: 'favourite';
      job?: LogJob;
      /** Null once the organisation is inactive. */
      organisation?: { id: number; slug: string; name: string } | null;
    })
  | (LogEntryBase & { type: 'job_alert'; alert: { id: number; search: string | null } })
  | (LogEntryBase & { type: 'contact_request'; client: { name: string }; status: string })
  | (LogEntryBase & { type: 'account' });

export interface LogsQuery {
  page: number;
  limit: number;
  /** Only entries of this type; every type without it. */
  type: LogType | undefined;
}

const LogsQueryStruct = type({
  page: optional(max(min(QueryInteger, 1), MAX_PAGE)),
  limit: optional(max(min(QueryInteger, 1), MAX_LOGS_LIMIT)),
  type: optional(enums(LOG_TYPES)),
});

/**
 * `page`, `limit` and `type` of `GET /logs`: a page or limit that is not a whole number in range,
 * or a type that is none of {@link LOG_TYPES} (or is repeated), is a 400 with field errors; other
 * keys are ignored.
 */
export function readLogsQuery(raw: Record<string, unknown>): LogsQuery {
  const query = validate(
    { page: raw.page, limit: raw.limit, type: raw.type === '' ? undefined : raw.type },
    LogsQueryStruct,
  );
  return { page: query.page ?? 1, limit: query.limit ?? DEFAULT_LOGS_LIMIT, type: query.type };
}

/** A row of the union: every branch selects these columns, null where it has none. */
interface LogRow {
  id: string;
  type: LogType;
  at: Date | string;
  job_uuid: string | null;
  job_slug: string | null;
  job_title: string | null;
  job_online: boolean | null;
  /** For favourites: `job` or `organisation`, what the favourite keeps. */
  target: string | null;
  organisation_id: number | null;
  organisation_slug: string | null;
  organisation_name: string | null;
  alert_id: number | null;
  alert_search: string | null;
  client_name: string | null;
  status: string | null;
}

export interface CandidateLogsScope {
  userId: number;
  jobBoardId: number;
}

/**
 * One `select` per type, each naming the same columns (any one may run alone). Each keeps to the
 * candidate's own rows, as their lists do: applications and alerts of the request's board, their
 * favourites, the contact requests for their resumes, and their account. A deleted job (`status`
 * `deleted`) and an inactive organisation join as nulls: their entries stay, with `job` or
 * `organisation` null.
 */
function branches({ userId, jobBoardId }: CandidateLogsScope): Record<LogType, RawBuilder<LogRow>> {
  return {
    application: sql<LogRow>`
      select 'application-' || a.id as id, 'application' as type, a.created_at as at,
        j.uuid as job_uuid, j.slug as job_slug, j.title as job_title, null as target,
        (j.status = 'active' and (j.till_at is null or j.till_at > now()) and j.job_board_id = ${jobBoardId}) as job_online,
        null::integer as organisation_id, null as organisation_slug, null as organisation_name,
        null::integer as alert_id, null as alert_search, null as client_name, null as status
      from applications a
      left join jobs j on j.id = a.job_id and j.status <> 'deleted'
      where a.user_id = ${userId} and a.job_board_id = ${jobBoardId}`,
    favourite: sql<LogRow>`
      select 'favourite-' || f.id as id, 'favourite' as type, f.created_at as at,
        j.uuid as job_uuid, j.slug as job_slug, j.title as job_title,
        case when f.job_id is not null then 'job' else 'organisation' end as target,
        (j.status = 'active' and (j.till_at is null or j.till_at > now()) and j.job_board_id = ${jobBoardId}) as job_online,
        o.id as organisation_id, o.slug as organisation_slug, o.name as organisation_name,
        null::integer as alert_id, null as alert_search, null as client_name, null as status
      from favourites f
      left join jobs j on j.id = f.job_id and j.status <> 'deleted'
      left join organisations o
        on o.id = f.organisation_id and o.active and o.job_board_id = ${jobBoardId}
      where f.user_id = ${userId}`,
    job_alert: sql<LogRow>`
      select 'job_alert-' || ja.id as id, 'job_alert' as type, ja.created_at as at,
        null::uuid as job_uuid, null as job_slug, null as job_title, null as target,
        null::boolean as job_online,
        null::integer as organisation_id, null as organisation_slug, null as organisation_name,
        ja.id as alert_id, ja.search as alert_search, null as client_name, null as status
      from job_alerts ja
      where ja.user_id = ${userId} and ja.job_board_id = ${jobBoardId}`,
    contact_request: sql<LogRow>`
      select 'contact_request-' || rc.id as id, 'contact_request' as type, rc.created_at as at,
        null::uuid as job_uuid, null as job_slug, null as job_title, null as target,
        null::boolean as job_online,
        null::integer as organisation_id, null as organisation_slug, null as organisation_name,
        null::integer as alert_id, null as alert_search, c.name as client_name,
        rc.status as status
      from resume_contacts rc
      join resumes r on r.id = rc.resume_id
      join clients c on c.id = rc.client_id
      where r.user_id = ${userId}`,
    account: sql<LogRow>`
      select 'account-' || u.id as id, 'account' as type, u.created_at as at,
        null::uuid as job_uuid, null as job_slug, null as job_title, null as target,
        null::boolean as job_online,
        null::integer as organisation_id, null as organisation_slug, null as organisation_name,
        null::integer as alert_id, null as alert_search, null as client_name, null as status
      from users u
      where u.id = ${userId}`,
  };
}

/**
 * A page of the candidate's activity, newest first (ties by the entry's id), and how many
 * entries there are over all pages: one `union all` of {@link branches}, only the asked type's
 * with `type`.
 */
export async function listCandidateLogs(
  db: Db,
  scope: CandidateLogsScope,
  query: LogsQuery,
): Promise<{ data: LogEntry[]; total: number }> {
  const all = branches(scope);
  const chosen = query.type ? [all[query.type]] : LOG_TYPES.map((name) => all[name]);
  const log = sql.join(chosen, sql` union all `);
  const [page, count] = await Promise.all([
    sql<LogRow>`select * from (${log}) as log order by at desc, id
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n from (${log}) as log`.execute(db),
  ]);
  return { data: page.rows.map(toEntry), total: Number(count.rows[0]?.n ?? 0) };
}

function toEntry(row: LogRow): LogEntry {
  const base = { id: row.id, at: new Date(row.at).toISOString() };
  const job: LogJob =
    row.job_uuid !== null && row.job_slug !== null && row.job_title !== null
      ? {
          uuid: row.job_uuid,
          slug: row.job_slug,
          title: row.job_title,
          online: row.job_online === true,
        }
      : null;
  switch (row.type) {
    case 'application':
      return { ...base, type: 'application', job };
    case 'favourite':
      if (row.target === 'job') return { ...base, type: 'favourite', job };
      return {
        ...base,
        type: 'favourite',
        organisation:
          row.organisation_id !== null &&
          row.organisation_slug !== null &&
          row.organisation_name !== null
            ? { id: row.organisation_id, slug: row.organisation_slug, name: row.organisation_name }
            : null,
      };
    case 'job_alert':
      return {
        ...base,
        type: 'job_alert',
        alert: { id: Number(row.alert_id), search: row.alert_search },
      };
    case 'contact_request':
      return {
        ...base,
        type: 'contact_request',
        client: { name: row.client_name ?? '' },
        status: row.status ?? '',
      };
    case 'account':
      return { ...base, type: 'account' };
  }
}
