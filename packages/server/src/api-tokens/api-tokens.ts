import { type ApiToken, ERROR_TEXTS } from '@jobboard/schema';
import type { Selectable } from 'kysely';
import { createOpaqueToken } from '../auth/opaque-token';
import type { ApiTokensTable, Db } from '../db/database';
import { ApiError, type FieldErrors, notFound } from '../http/api-error';
import { isSerialId } from '../orders/order-refusals';

/** Starts every multiposter token's secret, so a leaked one tells what it is. */
export const API_TOKEN_PREFIX = 'jbmp_';
/** The most tokens a client keeps; the list always shows them all. */
export const API_TOKEN_LIMIT = 20;
export const MAX_TOKEN_NAME_LENGTH = 100;
export const TOO_MANY_TOKENS = `At most ${API_TOKEN_LIMIT} tokens can be kept: delete one first.`;

const ONE_LINE = /^[^\p{Cc}]*$/u;

type ApiTokenRow = Selectable<ApiTokensTable>;

/** What `PUT /api-tokens/{id}` changes: the keys the body names. */
export interface ApiTokenChanges {
  name?: string;
  active?: boolean;
}

/** A token as the API answers it: never its hash, its secret only when created. */
export function toApiToken(row: Pick<ApiTokenRow, 'id' | 'name' | 'last_used_at' | 'active'>) {
  return {
    id: row.id,
    name: row.name,
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    active: row.active,
  } satisfies ApiToken;
}

const COLUMNS = ['id', 'name', 'last_used_at', 'active'] as const;

/** The client's tokens, newest first (ties by id). */
export async function listApiTokens(
  db: Db,
  clientId: number,
): Promise<{ data: ApiToken[]; total: number }> {
  const rows = await db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('client_id', '=', clientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { data: rows.map(toApiToken), total: rows.length };
}

/**
 * A new active token of the client, answered with its secret (`token`), which is not stored: only
 * its SHA-256 hash is. The client's row is locked while counting, so two creates at once cannot
 * both pass {@link API_TOKEN_LIMIT}.
 */
export async function createApiToken(db: Db, clientId: number, name: string): Promise<ApiToken> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
    const { n } = await trx
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= API_TOKEN_LIMIT) throw new ApiError(400, TOO_MANY_TOKENS);
    await refuseTakenName(trx, clientId, name);
    const { token, hash } = createOpaqueToken(API_TOKEN_PREFIX);
    const row = await trx
      .insertInto('api_tokens')
      .values({ client_id: clientId, name, token_hash: hash, active: true })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return { ...toApiToken(row), token };
  });
}

/** Renames the client's token or switches it off or on; another client's or unknown: 404. */
export async function updateApiToken(
  db: Db,
  clientId: number,
  rawId: string,
  changes: ApiTokenChanges,
): Promise<ApiToken> {
  const id = readTokenId(rawId);
  if (changes.name !== undefined) await refuseTakenName(db, clientId, changes.name, id);
  const query =
    Object.keys(changes).length > 0
      ? db
          .updateTable('api_tokens')
          .set(changes)
          .where('id', '=', id)
          .where('client_id', '=', clientId)
          .returning(COLUMNS)
      : db
          .selectFrom('api_tokens')
          .select(COLUMNS)
          .where('id', '=', id)
          .where('client_id', '=', clientId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('Token');
  return toApiToken(row);
}

/**
 * Refuses a name another of the client's tokens has (letter case aside): two tokens of one name
 * cannot be told apart in the list, nor their multiposters in `last_used_at`.
 */
async function refuseTakenName(db: Db, clientId: number, name: string, except?: number) {
  let query = db
    .selectFrom('api_tokens')
    .select('id')
    .where('client_id', '=', clientId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (except !== undefined) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) {
    throw new ApiError(400, ERROR_TEXTS.tokenNameTaken, { name: [ERROR_TEXTS.tokenNameTaken] });
  }
}

/** Deletes the client's token: the multiposter holding it is refused from then on. */
export async function deleteApiToken(db: Db, clientId: number, rawId: string): Promise<void> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', readTokenId(rawId))
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Token');
}

/** A path's token id; a malformed one reads as missing (404), as another client's does. */
function readTokenId(rawId: string): number {
  const id = /^\d{1,10}$/.test(rawId) ? Number(rawId) : Number.NaN;
  if (!isSerialId(id)) throw notFound('Token');
  return id;
}

/**
 * The body of `POST /api-tokens` (`requireName`) and `PUT /api-tokens/{id}`: `name` trimmed, one
 * line of 1 to 100 characters; `active` a boolean (the `PUT` only; a create is always active).
 * Other keys (`id`, `last_used_at` of a token sent back whole) are ignored. Every refused field is
 * answered at once in a 400, `message` being the first one's text.
 */
export function readApiTokenBody(
  body: Record<string, unknown>,
  options: { create: boolean },
): ApiTokenChanges {
  const errors: FieldErrors = {};
  const changes: ApiTokenChanges = {};
  if (options.create || 'name' in body) {
    const name = typeof body.name === 'string' ? body.name.trim() : body.name;
    if (name === undefined || name === null || name === '') {
      errors.name = ['The name field is required.'];
    } else if (typeof name !== 'string') errors.name = ['The name must be a text.'];
    else if ([...name].length > MAX_TOKEN_NAME_LENGTH) {
      errors.name = [`The name may be at most ${MAX_TOKEN_NAME_LENGTH} characters.`];
    } else if (!ONE_LINE.test(name)) errors.name = ['The name must be a single line of text.'];
    else changes.name = name;
  }
  if (!options.create && 'active' in body) {
    if (typeof body.active !== 'boolean')
      errors.active = ['The active field must be true or false.'];
    else changes.active = body.active;
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(400, first, errors);
  return changes;
}
