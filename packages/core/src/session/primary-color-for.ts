import type { SiteSettings } from '@jobboard/schema';
import type { SessionSnapshot } from './session-snapshot';

/**
 * The theme's primary colour: the employer colour while an employer is logged in, the site's
 * primary colour otherwise, so logging out reverts it (builder.md §4).
 */
export function primaryColorFor(
  session: Pick<SessionSnapshot, 'status'>,
  settings: Pick<SiteSettings, 'primaryColor' | 'primaryEmployerColor'>,
): string {
  if (session.status === 'employer' && settings.primaryEmployerColor) {
    return settings.primaryEmployerColor;
  }
  return settings.primaryColor;
}
