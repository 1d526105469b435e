import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { insertSignedInUser } from './insert-signed-in-user';
import type { TestServer } from './start-test-server';

export interface TestEmployer {
  token: string;
  userId: number;
  clientId: number;
}

/**
 * A signed-in employer of a site and the current client it owns; with `clientId` the employer
 * joins that client instead (a second user of one company).
 */
export async function insertTestEmployer(
  db: Db,
  seed: { siteId: number; jobBoardId: number; name?: string; clientId?: number },
): Promise<TestEmployer> {
  const email = `employer-${randomUUID()}@example.com`;
  const token = await insertSignedInUser(db, { siteId: seed.siteId, role: 'employer', email });
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const clientId =
    seed.clientId ??
    (
      await db
        .insertInto('clients')
        .values({
          uuid: randomUUID(),
          job_board_id: seed.jobBoardId,
          name: seed.name ?? 'Acme BV',
          email,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .insertInto('client_users')
    .values({
      client_id: clientId,
      user_id: user.id,
      is_owner: seed.clientId === undefined,
      is_current: true,
    })
    .execute();
  return { token, userId: user.id, clientId };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  body: {
    data?: T;
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
  };
}

/** A JSON call of the test server for a board's host, with a Bearer token when one is given. */
export async function callJson<T = unknown>(
  server: TestServer,
  method: string,
  path: string,
  options: { host: string; token?: string | null; body?: unknown },
): Promise<JsonAnswer<T>> {
  const hasBody = options.body !== undefined;
  const response = await server.fetch(path, {
    method,
    headers: {
      'X-Site-Host': options.host,
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? {} : JSON.parse(text) };
}
