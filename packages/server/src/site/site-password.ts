import { createHash, timingSafeEqual } from 'node:crypto';
import { isSiteSettingValue } from '@jobboard/schema';
import { verifyPassword } from '../auth/password-hash';
import type { Db } from '../db/database';

/** A site's password gate (builder.md §6: the site password can gate the whole site). */
export interface SitePassword {
  /** Whether visitors need the password (a site token) to see the site. */
  readonly enabled: boolean;
  /** Whether `password` opens the site. */
  matches(password: string): Promise<boolean>;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A site's password gate, from either place a site keeps it: the `sites` columns
 * (`password_enabled` with a bcrypt `password_hash`, as the seed and the deploy steps set it) or
 * the site settings `passwordEnabled` and `password` (builder.md §3, as an admin sets them). The
 * gate is on where either is on with a password, and either password opens it; a switch without
 * a password would shut everyone out, so it is off. The board's gate (the settings it reads) and
 * the site-auth check both read this, so they cannot disagree.
 */
export async function loadSitePassword(db: Db, siteId: number): Promise<SitePassword> {
  const [site, rows] = await Promise.all([
    db
      .selectFrom('sites')
      .select(['password_enabled', 'password_hash'])
      .where('id', '=', siteId)
      .executeTakeFirst(),
    db
      .selectFrom('site_settings')
      .select(['key', 'value'])
      .distinctOn('key')
      .where('site_id', '=', siteId)
      .where('published', '=', true)
      .where('key', 'in', ['passwordEnabled', 'password'])
      .orderBy('key')
      .orderBy('version', 'desc')
      .execute(),
  ]);
  const setting = new Map(rows.map((row) => [row.key, row.value]));
  const hash = site?.password_enabled && site.password_hash ? site.password_hash : null;
  const stored = setting.get('password');
  const plain =
    setting.get('passwordEnabled') === true &&
    isSiteSettingValue('password', stored) &&
    stored !== ''
      ? stored
      : null;
  return {
    enabled: hash !== null || plain !== null,
    async matches(password) {
      if (hash !== null && (await verifyPassword(password, hash))) return true;
      // Compared in constant time, as the hash's check is.
      return plain !== null && timingSafeEqual(digest(password), digest(plain));
    },
  };
}
