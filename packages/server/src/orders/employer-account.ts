import type { Db } from '../db/database';

/**
 * Whether `email` (any case) is the address of a live employer account of the site: such a
 * buyer is sent to log in and order there rather than order as a guest.
 */
export async function hasEmployerAccount(db: Db, siteId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('site_id', '=', siteId)
    .where('role', '=', 'employer')
    .where('deleted_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}
