import { FavouritePayload } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { optional, pattern, string, type } from 'superstruct';
import { addFavourite, type FavouriteTarget } from '../accounts/add-favourite';
import {
  type FavouriteRelations,
  type FavouriteRow,
  toFavourites,
} from '../accounts/favourite-output';
import { assertFavouritesOffered } from '../accounts/role-switches';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError, notFound } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { requestLocale } from '../locale/request-locale';

/** The most favourites read at once (spec §9). */
const FAVOURITES_LIMIT = 50;

const WithQuery = type({
  with: optional(pattern(string(), /^(job|organisation)(,(job|organisation))*$/)),
});

const ID = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A candidate's favourite jobs and organisations (spec §7): `GET /favourites` (`with=job,
 * organisation`, paged, newest first), `POST /favourites` with a `job_id` or an
 * `organisation_id` of the board (refused where the site switched favourites off), `DELETE /favourites/{id}` of the candidate's own only.
 */
export function favouriteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/favourites', ...candidate, async (c) => {
    const { db } = c.var.deps;
    const raw = readQuery(c);
    const relations = readRelations(raw);
    const { limit, offset } = readPagination(raw, FAVOURITES_LIMIT);
    const mine = db.selectFrom('favourites').where('user_id', '=', c.var.user.id);
    const [rows, count] = await Promise.all([
      mine
        .select(['id', 'uuid', 'job_id', 'organisation_id', 'created_at'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      mine.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const data = await toFavourites(db, rows, relations, scopeOf(c));
    return c.json({ data, total: Number(count.n) });
  });

  app.post('/favourites', ...candidate, async (c) => {
    const { db } = c.var.deps;
    const relations = readRelations(readQuery(c));
    const target = readTarget(validate(await readJson(c), FavouritePayload));
    await assertFavouritesOffered(db, c.var.board.siteId);
    const { favourite, created } = await addFavourite(db, {
      userId: c.var.user.id,
      jobBoardId: c.var.board.jobBoardId,
      target,
    });
    const [data] = await toFavourites(db, [favourite], relations, scopeOf(c));
    return c.json({ data }, created ? 201 : 200);
  });

  app.delete('/favourites/:id', ...candidate, async (c) => {
    const favourite = await findOwnFavourite(c, c.req.param('id'));
    if (!favourite) throw notFound('Favourite');
    await c.var.deps.db.deleteFrom('favourites').where('id', '=', favourite.id).execute();
    return c.body(null, 204);
  });

  return app;
}

/** The one job or organisation a payload saves; naming both is a 400. */
function readTarget(payload: FavouritePayload): FavouriteTarget {
  const { job_id: jobId, organisation_id: organisationId } = payload;
  if (jobId !== undefined && organisationId !== undefined) {
    const message = 'A favourite is a job or an organisation, not both.';
    throw new ApiError(400, message, { job_id: [message], organisation_id: [message] });
  }
  if (jobId !== undefined) return { job_id: jobId };
  if (organisationId !== undefined) return { organisation_id: organisationId };
  // FavouritePayload already refuses a payload with neither.
  throw new ApiError(400, 'A favourite needs a job_id or an organisation_id.');
}

/** `with=job,organisation`: which relations to attach; anything else is a 400. */
function readRelations(raw: Record<string, unknown>): FavouriteRelations {
  const query = validate({ with: raw.with }, WithQuery);
  const names = new Set(query.with?.split(',') ?? []);
  return { job: names.has('job'), organisation: names.has('organisation') };
}

function scopeOf(c: Context<AppEnv>) {
  return { jobBoardId: c.var.board.jobBoardId, locale: requestLocale(c) };
}

/**
 * The signed-in candidate's favourite by its id (or its uuid, as `GET /you` lists it); another
 * candidate's favourite and malformed ids read as missing, so they answer 404 alike.
 */
async function findOwnFavourite(
  c: Context<AppEnv>,
  id: string,
): Promise<Pick<FavouriteRow, 'id'> | undefined> {
  const mine = c.var.deps.db
    .selectFrom('favourites')
    .select('id')
    .where('user_id', '=', c.var.user.id);
  if (ID.test(id)) return mine.where('id', '=', Number(id)).executeTakeFirst();
  if (UUID.test(id)) return mine.where('uuid', '=', id).executeTakeFirst();
  return undefined;
}
