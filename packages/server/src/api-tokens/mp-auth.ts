import { createMiddleware } from 'hono/factory';
import { sql } from 'kysely';
import type { AppEnv } from '../app-env';
import { hashToken } from '../auth/opaque-token';
import { BEARER } from '../auth/role-middleware';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import { takeRateLimit } from '../http/rate-limit';
import type { EmployerClient } from '../orders/employer-client';

/** The API token of a multiposter call and the client it acts for. */
export interface ApiTokenCaller {
  id: number;
  client: EmployerClient;
}

/**
 * The one answer of every refused token: missing, unknown, deleted, switched off or of another
 * board's client look the same, so the answer never tells which tokens exist.
 */
export const MP_UNAUTHENTICATED = 'Unauthenticated.';

/** `last_used_at` is written at most this often per token, not on every call. */
export const LAST_USED_INTERVAL_MS = 60_000;

/**
 * Lets a multiposter call through with an active API token (`Authorization: Bearer jbmp_…`) of
 * a client of the request's board (after `boardMiddleware`), and sets `apiToken`; anything else
 * answers 401 {@link MP_UNAUTHENTICATED}. Past the token's `multiposter` rate limit it answers
 * 429. A call let through marks the token used (`last_used_at`, at most once a minute).
 */
export const requireApiToken = createMiddleware<AppEnv>(async (c, next) => {
  const secret = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!secret) throw new ApiError(401, MP_UNAUTHENTICATED);
  const { db } = c.var.deps;
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('clients', 'clients.id', 'api_tokens.client_id')
    .select([
      'api_tokens.id as tokenId',
      'api_tokens.last_used_at as lastUsedAt',
      'clients.id',
      'clients.name',
      'clients.email',
      'clients.invoice_email as invoiceEmail',
    ])
    .where('api_tokens.token_hash', '=', hashToken(secret))
    .where('api_tokens.active', '=', true)
    .where('clients.job_board_id', '=', c.var.board.jobBoardId)
    .executeTakeFirst();
  if (!row) throw new ApiError(401, MP_UNAUTHENTICATED);
  const refusal = takeRateLimit(c, 'multiposter', String(row.tokenId));
  if (refusal) return refusal;
  await markUsed(db, row.tokenId, row.lastUsedAt);
  const client = { id: row.id, name: row.name, email: row.email, invoiceEmail: row.invoiceEmail };
  c.set('apiToken', { id: row.tokenId, client });
  await next();
});

/** Sets `last_used_at` to now unless it was set within {@link LAST_USED_INTERVAL_MS}. */
async function markUsed(db: Db, tokenId: number, lastUsedAt: Date | null): Promise<void> {
  if (lastUsedAt && Date.now() - new Date(lastUsedAt).getTime() < LAST_USED_INTERVAL_MS) return;
  const seconds = LAST_USED_INTERVAL_MS / 1000;
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: sql<Date>`now()` })
    .where('id', '=', tokenId)
    .where((eb) =>
      eb.or([
        eb('last_used_at', 'is', null),
        eb('last_used_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`),
      ]),
    )
    .execute();
}
