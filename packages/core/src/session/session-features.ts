import { candidateProfileProgress, favouritesEnabled, type SiteSettings } from '@jobboard/schema';
import type { SessionSnapshot } from './session-snapshot';

/**
 * How favourites show: `off` when the site rule turns them off (candidates not allowed or
 * favourites disabled) and for employers, whose accounts have none; `register-first` for a
 * guest, since favouriting needs registration (product.md §6); `on` for a candidate.
 */
export type FavouritesAccess = 'off' | 'register-first' | 'on';

export function favouritesAccess(
  session: Pick<SessionSnapshot, 'status'>,
  settings: Partial<Pick<SiteSettings, 'allowCandidate' | 'enableFavourites'>>,
): FavouritesAccess {
  if (!favouritesEnabled(settings) || session.status === 'employer') return 'off';
  return session.status === 'candidate' ? 'on' : 'register-first';
}

/**
 * The candidate's profile completion in percent (the schema rule: 20, plus 40 with a resume,
 * plus 40 with a job alert); `null` for anyone but a candidate.
 */
export function profileProgress(
  session: Pick<SessionSnapshot, 'status' | 'resumes' | 'alerts'>,
): number | null {
  if (session.status !== 'candidate') return null;
  return candidateProfileProgress({
    hasResume: session.resumes.length > 0,
    hasJobAlert: session.alerts.length > 0,
  });
}
