import { favouritesEnabled, siteSettingsFromItems } from '@jobboard/schema';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';
import type { AccountRole } from './create-account';

/** Whether the site lets a role sign up and log in at all, and whether its login is on. */
const SWITCHES = {
  candidate: { allowed: 'allowCandidate', login: 'candidateLoginEnabled' },
  employer: { allowed: 'allowEmployer', login: 'employerLoginEnabled' },
} as const;

/**
 * Refuses a registration or login of a role the site switched off (site settings
 * `allowCandidate` / `allowEmployer`, and for a login the role's login switch): the board's
 * forms hide such a role, and the API must not let a direct call through either.
 */
export async function assertRoleOffered(
  db: Db,
  siteId: number,
  role: AccountRole,
  form: 'login' | 'register',
): Promise<void> {
  const { allowed, login } = SWITCHES[role];
  const settings = await publishedSwitches(db, siteId, [allowed, login]);
  if (settings[allowed] && (form === 'register' || settings[login])) return;
  throw new ApiError(
    400,
    role === 'employer'
      ? 'This site does not offer employer accounts.'
      : 'This site does not offer candidate accounts.',
  );
}

/**
 * Refuses adding a favourite on a site whose favourites are off (spec §4: on only when
 * candidates are allowed and favourites are enabled, both by default): the board hides the
 * toggles, and a direct call must not save one either. Removing one stays possible.
 */
export async function assertFavouritesOffered(db: Db, siteId: number): Promise<void> {
  const settings = await publishedSwitches(db, siteId, ['allowCandidate', 'enableFavourites']);
  if (favouritesEnabled(settings)) return;
  throw new ApiError(400, 'This site does not offer favourites.');
}

/** The site's published settings of `keys` (with their defaults for those never set). */
async function publishedSwitches(db: Db, siteId: number, keys: string[]) {
  const items = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('site_id', '=', siteId)
    .where('published', '=', true)
    .where('key', 'in', keys)
    .orderBy('version')
    .execute();
  // Later items win in siteSettingsFromItems, so ascending versions leave the newest.
  return siteSettingsFromItems(items);
}
