import {
  CountryCode,
  Email,
  filledLine,
  NAME_MAX_LENGTH,
  PhoneNumber,
  SALUTATIONS,
} from '@jobboard/schema';
import { sql } from 'kysely';
import { array, enums, type Infer, integer, nullable, object, optional } from 'superstruct';
import type { Db } from '../db/database';
import { emailTaken } from './account-errors';
import { type AccountRole, checkNewsletters, UNIQUE_VIOLATION } from './create-account';

/**
 * `PUT /profile`: the user's own fields of the users table (spec §7: the profile without
 * addresses and phones, which have calls of their own). The names and the email are required;
 * an optional field left out keeps its value, and `null` (or an empty string) clears it.
 */
export const ProfileUpdate = object({
  given_name: filledLine(NAME_MAX_LENGTH),
  family_name: filledLine(NAME_MAX_LENGTH),
  email: Email,
  salutation: optional(nullable(enums(SALUTATIONS))),
  phone: optional(nullable(PhoneNumber)),
  phone_country: optional(nullable(CountryCode)),
  /** Ids of the board's newsletters; the list replaces the stored one. */
  newsletters: optional(array(integer())),
});
export type ProfileUpdate = Infer<typeof ProfileUpdate>;

/** The optional text fields a form sends as `''` when the input is left empty. */
const CLEARABLE = ['salutation', 'phone', 'phone_country'] as const;

/** The body with an empty (or blank) optional text field read as `null`, i.e. cleared. */
export function clearEmptyFields(body: Record<string, unknown>): Record<string, unknown> {
  const result = { ...body };
  for (const key of CLEARABLE) {
    const value = result[key];
    if (typeof value === 'string' && value.trim() === '') result[key] = null;
  }
  return result;
}

export interface ProfileTarget {
  userId: number;
  siteId: number;
  role: AccountRole;
  /** The request's board: the newsletters must be its own. */
  jobBoardId: number;
}

/**
 * Stores a checked profile. An email another account of the role on the site has (any case)
 * answers the registration's existing-account error; the unique index settles two at once. A
 * changed address is no longer verified, since `verified_at` vouched for the old one, and the
 * activation links mailed to the old one stop working: they cannot vouch for the new one. Answers
 * whether the address changed (other than in case), for the new address's confirmation mail.
 */
export async function updateProfile(
  db: Db,
  target: ProfileTarget,
  profile: ProfileUpdate,
): Promise<{ emailChanged: boolean }> {
  if (profile.newsletters) await checkNewsletters(db, target.jobBoardId, profile.newsletters);
  const email = profile.email.trim();
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', target.siteId)
    .where('role', '=', target.role)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('id', '<>', target.userId)
    .executeTakeFirst();
  if (taken) throw emailTaken();
  let emailChanged = false;
  try {
    await db.transaction().execute(async (trx) => {
      // Compared by the database, as the unique index and the verified flag below compare.
      const before = await trx
        .selectFrom('users')
        .select(sql<boolean>`lower(email) <> lower(${email})`.as('changed'))
        .where('id', '=', target.userId)
        .executeTakeFirst();
      emailChanged = before?.changed === true;
      if (emailChanged) {
        await trx
          .deleteFrom('user_tokens')
          .where('user_id', '=', target.userId)
          .where('kind', '=', 'verify')
          .execute();
      }
      await trx
        .updateTable('users')
        .set({
          given_name: profile.given_name,
          family_name: profile.family_name,
          email,
          verified_at: sql<Date | null>`case when lower(email) = lower(${email}) then verified_at end`,
          ...(profile.salutation !== undefined ? { salutation: profile.salutation } : {}),
          ...(profile.phone !== undefined ? { phone: profile.phone?.trim() ?? null } : {}),
          ...(profile.phone_country !== undefined ? { phone_country: profile.phone_country } : {}),
          ...(profile.newsletters !== undefined
            ? { newsletters: JSON.stringify([...new Set(profile.newsletters)]) }
            : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', target.userId)
        .execute();
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  return { emailChanged };
}
