import { Password, withMatchingPasswords } from '@jobboard/schema';
import { sql } from 'kysely';
import { type Infer, nonempty, object, string } from 'superstruct';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { ApiError, type FieldErrors } from '../http/api-error';
import { CURRENT_PASSWORD_INCORRECT } from './account-errors';
import { readAccountBody } from './read-account-body';

/** `PUT /profile/password`: the current password, then the new one as registration takes it. */
export const PasswordChange = withMatchingPasswords(
  object({
    current_password: nonempty(string()),
    password: Password,
    password_confirmation: string(),
  }),
);
export type PasswordChange = Infer<typeof PasswordChange>;

/**
 * Reads a password change of a user and checks its current password. Every bad field is
 * reported at once, a wrong current password ({@link CURRENT_PASSWORD_INCORRECT} on
 * `current_password`) among them; a user without a password has no current one to give.
 */
export async function readPasswordChange(
  db: Db,
  userId: number,
  body: Record<string, unknown>,
): Promise<PasswordChange> {
  let change: PasswordChange | undefined;
  let errors: FieldErrors = {};
  try {
    change = readAccountBody(body, PasswordChange);
  } catch (error) {
    if (!(error instanceof ApiError) || !isFieldErrors(error.errors)) throw error;
    errors = { ...error.errors };
  }
  const current = body.current_password;
  if (errors.current_password === undefined && typeof current === 'string' && current !== '') {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const valid = user.password_hash ? await verifyPassword(current, user.password_hash) : false;
    if (!valid) errors = { current_password: [CURRENT_PASSWORD_INCORRECT], ...errors };
  }
  const first = Object.values(errors)[0]?.[0];
  if (first !== undefined || !change) {
    throw new ApiError(400, first ?? CURRENT_PASSWORD_INCORRECT, errors);
  }
  return change;
}

function isFieldErrors(errors: ApiError['errors']): errors is FieldErrors {
  return errors !== undefined && !Array.isArray(errors);
}

/**
 * Sets a user's new password. Every other session ends: the user's access tokens but the one
 * of the request (`keepTokenHash`) are deleted, and so are pending reset links, which would
 * otherwise still set a password chosen before this one.
 */
export async function changePassword(
  db: Db,
  input: { userId: number; password: string; keepTokenHash: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', input.userId)
      .execute();
    await trx
      .deleteFrom('user_tokens')
      .where('user_id', '=', input.userId)
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'reset'),
          eb.and([eb('kind', '=', 'access'), eb('token_hash', '<>', input.keepTokenHash)]),
        ]),
      )
      .execute();
  });
}
