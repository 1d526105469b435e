import type { JobAlert, Resume, User } from '@jobboard/schema';

/** The roles a visitor can log in as on the board. */
export type SessionRole = 'candidate' | 'employer';

export const SESSION_ROLES: readonly SessionRole[] = ['candidate', 'employer'];

export type SessionStatus = 'guest' | SessionRole;

/**
 * Who is using the board. `candidate` and `employer` hold only with a valid token and a loaded
 * user with a uuid (product.md §4); anything less is `guest`.
 */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  /** The logged-in user; `null` for a guest. */
  readonly user: User | null;
  /** The candidate's resumes, as the account blocks loaded them. */
  readonly resumes: readonly Resume[];
  /** The candidate's job alerts, as the account blocks loaded them. */
  readonly alerts: readonly JobAlert[];
  /** A login or restore is loading the user. */
  readonly loading: boolean;
  /**
   * A guest whose session just ended on its own: its token expired or the API refused it (401).
   * The login form says so; the next login or logout clears it.
   */
  readonly expired?: boolean;
}

export const GUEST_SESSION: SessionSnapshot = Object.freeze({
  status: 'guest',
  user: null,
  resumes: Object.freeze([]),
  alerts: Object.freeze([]),
  loading: false,
});

/** The guest a session that ended on its own leaves ({@link SessionSnapshot.expired}). */
export const EXPIRED_SESSION: SessionSnapshot = Object.freeze({ ...GUEST_SESSION, expired: true });

export function isLoggedIn(session: Pick<SessionSnapshot, 'status'>): boolean {
  return session.status !== 'guest';
}
