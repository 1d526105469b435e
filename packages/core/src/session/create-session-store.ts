import { isTokenValid, type TokenStore } from '@jobboard/client';
import type { JobAlert, Resume, User } from '@jobboard/schema';
import { apiErrorRole, type FailedCall } from './api-error-role';
import type { EmitSessionEvent } from './session-events';
import {
  EXPIRED_SESSION,
  GUEST_SESSION,
  SESSION_ROLES,
  type SessionRole,
  type SessionSnapshot,
} from './session-snapshot';

export interface SessionStoreOptions {
  /** The client's token store (`client.tokens`): one token per role. */
  tokens: TokenStore;
  /** Loads the logged-in user of a role (`client[role].getMe()`). */
  loadUser: (role: SessionRole) => Promise<User>;
  /** Moves the board to a path; logout calls it with the path it was given. */
  navigate: (path: string) => void;
  /**
   * Ends a role's session on the server (`client[role].logout()`), called by logout before the
   * token is cleared (the call reads it as it starts). A failure is ignored: the visitor is
   * logged out here whatever the server answers.
   * @default undefined (the token is only forgotten)
   */
  revoke?: (role: SessionRole) => Promise<unknown>;
  /**
   * Analytics hook for login and logout.
   * @default undefined (no events)
   */
  emit?: EmitSessionEvent;
  /**
   * Receives profile load failures, which are only warnings (builder.md §8).
   * @default console.warn
   */
  warn?: (message: string, error: unknown) => void;
  /**
   * The clock token validity is judged by, in epoch ms.
   * @default Date.now
   */
  now?: () => number;
}

/** The session as a small external store, readable with React's `useSyncExternalStore`. */
export interface SessionStore {
  /** The current session; the same object until it changes. */
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Picks up a stored valid token (candidate first, then employer) and loads its user. */
  restore(): Promise<SessionSnapshot>;
  /**
   * Stores the role's token and loads the user; resolves whether the login holds. `link`: the
   * token came with a link (`?employer_token=`); when it does not hold, its token is dropped and
   * the session ends as an expired one, so the login page says to log in again rather than
   * nothing.
   */
  login(role: SessionRole, token: string, options?: { link?: boolean }): Promise<boolean>;
  /**
   * Clears tokens, user, resumes and alerts, then navigates to `path`; asks the server to end the
   * session first (`revoke`) unless it has (`ended`: the account was deleted).
   */
  logout(path: string, options?: { ended?: boolean }): void;
  /**
   * Loads the logged-in user again (after a profile change) and keeps the status, resumes and
   * alerts. A failed load is only a warning: the session keeps the user it had. Does nothing for
   * a guest.
   */
  reloadUser(): Promise<void>;
  /** Drops to guest when the role's token is no longer valid (60 s margin); call before routing. */
  revalidate(): void;
  /**
   * Follows the stored tokens after another tab changed them: a session whose token is gone (a
   * logout there) ends as a guest's, without the expired session's notice; resolves whether a
   * guest now has a valid stored token to restore (a login there).
   */
  followStoredTokens(): boolean;
  /** Pass the client's `onError` here: a 401 clears that role's token and ends its session. */
  handleApiError(call: FailedCall): void;
  /** Stores the candidate's resumes (for profile progress); ignored for anyone else. */
  setResumes(resumes: readonly Resume[]): void;
  /** Stores the candidate's job alerts (for profile progress); ignored for anyone else. */
  setAlerts(alerts: readonly JobAlert[]): void;
}

export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { tokens, loadUser, navigate, emit } = options;
  const warn = options.warn ?? ((message, error) => console.warn(message, error));
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let snapshot = GUEST_SESSION;
  // Each login, restore and logout takes a ticket; a user load that finishes after a newer
  // one started (a logout during login, two quick logins) is dropped.
  let ticket = 0;
  // Each reload of the user counts too: an older answer arriving after a newer one is dropped.
  let reloads = 0;

  const set = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const tokenValid = (role: SessionRole) => isTokenValid(tokens.get(role), now());

  const loadSession = async (role: SessionRole, mine: number): Promise<boolean> => {
    set({ ...GUEST_SESSION, loading: true });
    let user: User | undefined;
    try {
      user = await loadUser(role);
    } catch (error) {
      if (mine === ticket) {
        warn(`Could not load the ${role} profile`, error);
        set(GUEST_SESSION);
      }
      return false;
    }
    if (mine !== ticket) return false;
    if (!user?.uuid || !tokenValid(role)) {
      warn(`The ${role} profile has no uuid or its token expired`, user);
      set(GUEST_SESSION);
      return false;
    }
    set({ ...GUEST_SESSION, status: role, user });
    return true;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async restore() {
      const role = SESSION_ROLES.find(tokenValid);
      ticket += 1;
      if (role === undefined) {
        // A token the store found expired: the session ended while the board was closed.
        set(SESSION_ROLES.some((each) => tokens.expired?.(each)) ? EXPIRED_SESSION : GUEST_SESSION);
      } else {
        await loadSession(role, ticket);
      }
      return snapshot;
    },
    async login(role, token, options) {
      ticket += 1;
      const mine = ticket;
      const ended = options?.link ? EXPIRED_SESSION : GUEST_SESSION;
      if (!isTokenValid(token, now())) {
        warn(`The ${role} token is expired or empty`, token);
        set(ended);
        return false;
      }
      tokens.set(role, token);
      const loggedIn = await loadSession(role, mine);
      if (loggedIn) {
        // One session at a time: the other role's token would otherwise resurface on restore.
        for (const other of SESSION_ROLES) if (other !== role) tokens.clear(other);
        emit?.('login', { role });
      } else if (options?.link && mine === ticket) {
        tokens.clear(role);
        set(ended);
      }
      return loggedIn;
    },
    logout(path, logoutOptions) {
      ticket += 1;
      const { status } = snapshot;
      // A copy of the token taken before (a shared computer, a leaked log) stops working too.
      if ((status === 'candidate' || status === 'employer') && !logoutOptions?.ended) {
        options.revoke?.(status).catch(() => undefined);
      }
      for (const role of SESSION_ROLES) tokens.clear(role);
      set(GUEST_SESSION);
      if (status !== 'guest') emit?.('logout', { role: status });
      navigate(path);
    },
    async reloadUser() {
      const { status } = snapshot;
      if (status === 'guest') return;
      // A login, logout or 401 meanwhile takes a new ticket: this user is then no longer theirs.
      const mine = ticket;
      const reload = ++reloads;
      let user: User;
      try {
        user = await loadUser(status);
      } catch (error) {
        if (mine === ticket) warn(`Could not reload the ${status} profile`, error);
        return;
      }
      if (mine !== ticket || reload !== reloads) return;
      if (!user?.uuid) {
        warn(`The reloaded ${status} profile has no uuid`, user);
        return;
      }
      set({ ...snapshot, user });
    },
    revalidate() {
      const { status } = snapshot;
      if (status !== 'guest' && !tokenValid(status)) {
        ticket += 1;
        set(EXPIRED_SESSION);
      }
    },
    followStoredTokens() {
      const { status } = snapshot;
      if (status === 'guest') return !snapshot.loading && SESSION_ROLES.some(tokenValid);
      if (tokens.get(status) === null) {
        ticket += 1;
        set(GUEST_SESSION);
      }
      return false;
    },
    handleApiError(call) {
      if (call.status !== 401) return;
      const role = apiErrorRole(call);
      if (role === null) return;
      tokens.clear(role);
      if (snapshot.status === role) {
        ticket += 1;
        set(EXPIRED_SESSION);
      }
    },
    setResumes(resumes) {
      if (snapshot.status === 'candidate') set({ ...snapshot, resumes });
    },
    setAlerts(alerts) {
      if (snapshot.status === 'candidate') set({ ...snapshot, alerts });
    },
  };
}
