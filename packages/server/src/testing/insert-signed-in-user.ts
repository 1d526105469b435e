import { randomUUID } from 'node:crypto';
import { createOpaqueToken } from '../auth/opaque-token';
import type { Db, Role } from '../db/database';

export interface SignedInUserSeed {
  siteId: number;
  role: Role;
  email?: string;
  /** @default in one hour */
  expiresAt?: Date;
}

/** A user of a site with an access token, as a login would leave them; resolves with the token. */
export async function insertSignedInUser(db: Db, seed: SignedInUserSeed): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      site_id: seed.siteId,
      role: seed.role,
      email: seed.email ?? `${seed.role}-${randomUUID()}@example.com`,
      newsletters: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = createOpaqueToken();
  await db
    .insertInto('user_tokens')
    .values({
      user_id: user.id,
      role: seed.role,
      token_hash: hash,
      expires_at: seed.expiresAt ?? new Date(Date.now() + 60 * 60 * 1000),
    })
    .execute();
  return token;
}
