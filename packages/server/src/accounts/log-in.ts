import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { Db, Role } from '../db/database';

export interface LoginInput {
  siteId: number;
  role: Role;
  email: string;
  password: string;
}

let decoyHash: Promise<string> | undefined;

/**
 * The user an email and password log in as: an account of that role on that site, not deleted,
 * whose password matches; null otherwise. Verification (e-mail activation) is not required. An
 * unknown email is checked against a decoy hash, so it takes as long as a wrong password.
 */
export async function findLoginUser(
  db: Db,
  input: LoginInput,
): Promise<{ id: number; role: Role } | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash'])
    .where('site_id', '=', input.siteId)
    .where('role', '=', input.role)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', input.email.trim().toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user?.password_hash) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await verifyPassword(input.password, await decoyHash);
    return null;
  }
  const valid = await verifyPassword(input.password, user.password_hash);
  return valid ? { id: user.id, role: user.role } : null;
}
