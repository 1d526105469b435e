import { siteSettingsFromItems } from '@jobboard/schema';
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
  const items = await db
    .selectFrom('site_settings')
    .select(['key', 'value'])
    .where('site_id', '=', siteId)
    .where('published', '=', true)
    .where('key', 'in', [allowed, login])
    .orderBy('version')
    .execute();
  // Later items win in siteSettingsFromItems, so ascending versions leave the newest.
  const settings = siteSettingsFromItems(items);
  if (settings[allowed] && (form === 'register' || settings[login])) return;
  throw new ApiError(
    400,
    role === 'employer'
      ? 'This site does not offer employer accounts.'
      : 'This site does not offer candidate accounts.',
  );
}
