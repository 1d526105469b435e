import { createOpaqueToken } from '../auth/opaque-token';
import type { Db, Role } from '../db/database';

/** How long a login lasts; `requireRole` refuses the token afterwards and the client logs out. */
export const ACCESS_TOKEN_DAYS = 30;

/**
 * A new Bearer token for a user's role. It is opaque (no JWT), which the client counts as valid
 * while stored; the expiry lives in `user_tokens` and is answered beside the token.
 */
export async function issueAccessToken(
  db: Db,
  user: { id: number; role: Role },
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = createOpaqueToken();
  const expiresAt = new Date(Date.now() + ACCESS_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insertInto('user_tokens')
    .values({
      user_id: user.id,
      role: user.role,
      kind: 'access',
      token_hash: hash,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}
