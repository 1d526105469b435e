import { randomUUID } from 'node:crypto';
import { isBlankText, JOB_ALERTS_PER_CANDIDATE, JobAlert } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import type { Db } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError, notFound } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { requestLocale } from '../locale/request-locale';

/** A page of alerts holds them all: nobody keeps more than {@link JOB_ALERTS_PER_CANDIDATE}. */
const ALERTS_LIMIT = JOB_ALERTS_PER_CANDIDATE;
/** The `range` column is an integer; a radius beyond half the globe means nothing. */
const MAX_RANGE = 20_000;
/** The largest `serial` id; a bigger number would fail in the database rather than not match. */
const MAX_ID = 2_147_483_647;

const ID = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = [
  'id',
  'uuid',
  'search',
  'frequency',
  'city',
  'lat',
  'lon',
  'range',
  'segment_ids',
  'active',
  'created_at',
] as const;

/** A stored alert as the routes read it. */
interface JobAlertRow {
  id: number;
  uuid: string;
  search: string | null;
  frequency: JobAlert['frequency'];
  city: string | null;
  lat: number | null;
  lon: number | null;
  range: number | null;
  segment_ids: number[];
  active: boolean;
  created_at: Date;
}

/** The stored fields of an alert a body sets. */
type JobAlertFields = Omit<JobAlertRow, 'id' | 'uuid' | 'created_at'>;

/** An alert as the API answers it: its segments by that name, its creation time as text. */
export type JobAlertOutput = Omit<JobAlertRow, 'segment_ids' | 'created_at'> & {
  segments: number[];
  created_at: string;
};

/**
 * A candidate's job alerts on the request's board. The spec names the entity but no paths; these
 * are ours: `GET /job-alerts` (paged, newest first), `GET /job-alerts/{id}`, `POST /job-alerts`,
 * `PUT /job-alerts/{id}` and `DELETE /job-alerts/{id}`, of the candidate's own only (else 404).
 * The alert mails are sent by `sendJobAlertMails` (job-alerts/), in the language stored here.
 */
export function jobAlertRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/job-alerts', ...candidate, async (c) => {
    const { db } = c.var.deps;
    const { page, limit: asked } = readPagination(readQuery(c), ALERTS_LIMIT);
    const limit = Math.min(asked, ALERTS_LIMIT);
    const mine = db
      .selectFrom('job_alerts')
      .where('user_id', '=', c.var.user.id)
      .where('job_board_id', '=', c.var.board.jobBoardId);
    const [rows, count] = await Promise.all([
      mine
        .select(COLUMNS)
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return c.json({ data: rows.map(toJobAlert), total: Number(count.n) });
  });

  app.get('/job-alerts/:id', ...candidate, async (c) => {
    const alert = await findOwnAlert(c, c.req.param('id'));
    if (!alert) throw notFound('Job alert');
    return c.json({ data: toJobAlert(alert) });
  });

  app.post('/job-alerts', ...candidate, async (c) => {
    const { db } = c.var.deps;
    const body = readAlertBody(await readJson(c));
    const jobBoardId = c.var.board.jobBoardId;
    const fields = await readFields(db, jobBoardId, body, undefined);
    const userId = c.var.user.id;
    const alert = await db.transaction().execute(async (trx) => {
      // The user's row is locked meanwhile, so two adds at once cannot both pass the limit.
      const user = await trx
        .selectFrom('users')
        .select('email')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const count = await trx
        .selectFrom('job_alerts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('job_board_id', '=', jobBoardId)
        .executeTakeFirstOrThrow();
      if (Number(count.n) >= JOB_ALERTS_PER_CANDIDATE) {
        const message = `You can keep at most ${JOB_ALERTS_PER_CANDIDATE} job alerts. Remove one to add another.`;
        throw new ApiError(400, message, { alert: [message] });
      }
      return trx
        .insertInto('job_alerts')
        .values({
          uuid: randomUUID(),
          user_id: userId,
          email: user.email,
          job_board_id: jobBoardId,
          // Its mails are written in the language it was made in.
          locale: requestLocale(c),
          ...fields,
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    });
    return c.json({ data: toJobAlert(alert) }, 201);
  });

  app.put('/job-alerts/:id', ...candidate, async (c) => {
    const { db } = c.var.deps;
    const existing = await findOwnAlert(c, c.req.param('id'));
    if (!existing) throw notFound('Job alert');
    const body = readAlertBody(await readJson(c));
    const fields = await readFields(db, c.var.board.jobBoardId, body, existing);
    const alert = await db
      .updateTable('job_alerts')
      .set(fields)
      .where('id', '=', existing.id)
      .returning(COLUMNS)
      .executeTakeFirst();
    // Removed meanwhile by another request of the candidate.
    if (!alert) throw notFound('Job alert');
    return c.json({ data: toJobAlert(alert) });
  });

  app.delete('/job-alerts/:id', ...candidate, async (c) => {
    const alert = await findOwnAlert(c, c.req.param('id'));
    if (!alert) throw notFound('Job alert');
    await c.var.deps.db.deleteFrom('job_alerts').where('id', '=', alert.id).execute();
    return c.body(null, 204);
  });

  return app;
}

/**
 * The body as the schema's `JobAlert` reads it; an `id`, `uuid` or `created_at` is ignored. The
 * keyword and the place are single lines, trimmed, and nothing but spaces is none (`null`), as
 * the board's alert form sends them: the account lists an alert by its keyword.
 */
function readAlertBody(raw: Record<string, unknown>): JobAlert {
  const { id: _id, uuid: _uuid, created_at: _createdAt, ...rest } = raw;
  const errors: Record<string, string[]> = {};
  for (const key of ['search', 'city'] as const) {
    const value = rest[key];
    if (typeof value !== 'string') continue;
    if (/\p{Cc}/u.test(value)) errors[key] = [`The ${key} must be one line of text.`];
    rest[key] = isBlankText(value) ? null : value.trim();
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ApiError(400, first, errors);
  return validate(rest, JobAlert);
}

/**
 * The columns a body sets. On a create a key left out is null (no segments); on an update
 * (`existing`) it keeps its stored value, and `null` clears it. A bad range and unknown segments
 * answer together, once the body has passed the schema.
 */
async function readFields(
  db: Db,
  jobBoardId: number,
  body: JobAlert,
  existing: JobAlertRow | undefined,
): Promise<JobAlertFields> {
  const keep = <K extends keyof JobAlertFields>(key: K, value: JobAlertFields[K] | undefined) =>
    value !== undefined ? value : existing ? existing[key] : null;
  const fields: JobAlertFields = {
    search: keep('search', body.search),
    frequency: body.frequency,
    city: keep('city', body.city),
    lat: keep('lat', body.lat),
    lon: keep('lon', body.lon),
    range: keep('range', body.range),
    segment_ids:
      body.segments !== undefined ? [...new Set(body.segments)] : (existing?.segment_ids ?? []),
    active: body.active,
  };
  const errors: Record<string, string[]> = {};
  if (fields.range !== null && (!Number.isInteger(fields.range) || fields.range > MAX_RANGE)) {
    errors.range = [`The range must be a whole number of at most ${MAX_RANGE}.`];
  }
  // Stored segments a board has dropped since do not block an update that leaves them out.
  const unknown = body.segments ? await unknownSegments(db, jobBoardId, fields.segment_ids) : [];
  if (unknown.length > 0) {
    errors.segments = [`These segments are not on this job board: ${unknown.join(', ')}.`];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined) throw new ApiError(400, first, errors);
  return fields;
}

/** The ids that are no segment of the board's segment groups. */
async function unknownSegments(db: Db, jobBoardId: number, ids: number[]): Promise<number[]> {
  const storable = ids.filter((id) => id >= 1 && id <= MAX_ID);
  const found =
    storable.length > 0
      ? await db
          .selectFrom('segments')
          .innerJoin('segment_groups', 'segment_groups.id', 'segments.segments_group_id')
          .select('segments.id')
          .where('segment_groups.job_board_id', '=', jobBoardId)
          .where('segments.id', 'in', storable)
          .execute()
      : [];
  const known = new Set(found.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

function toJobAlert(row: JobAlertRow): JobAlertOutput {
  return {
    id: row.id,
    uuid: row.uuid,
    search: row.search,
    frequency: row.frequency,
    city: row.city,
    lat: row.lat,
    lon: row.lon,
    range: row.range,
    segments: row.segment_ids ?? [],
    active: row.active,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * The signed-in candidate's alert on the request's board by its id or uuid; another candidate's
 * alert, another board's and malformed ids read as missing, so they answer 404 alike.
 */
async function findOwnAlert(c: Context<AppEnv>, id: string): Promise<JobAlertRow | undefined> {
  const mine = c.var.deps.db
    .selectFrom('job_alerts')
    .select(COLUMNS)
    .where('user_id', '=', c.var.user.id)
    .where('job_board_id', '=', c.var.board.jobBoardId);
  if (ID.test(id)) return mine.where('id', '=', Number(id)).executeTakeFirst();
  if (UUID.test(id)) return mine.where('uuid', '=', id).executeTakeFirst();
  return undefined;
}
