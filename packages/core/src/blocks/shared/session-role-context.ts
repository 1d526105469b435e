import type { User } from '@jobboard/schema';
import { createContext } from 'react';

/** The roles whose links a navbar shows: a visitor, or a logged-in candidate or employer. */
export type SessionRole = 'guest' | 'candidate' | 'employer';

/**
 * The role of the board's session, for blocks that show different content per role. The board
 * app provides it from the session; without a provider every visitor is a guest.
 */
export const SessionRoleContext = createContext<SessionRole>('guest');

/**
 * Whether the session is still being picked up (a stored login's user loading): the role reads
 * `guest` meanwhile, which a block must not act on (a candidate sent to register).
 */
export const SessionLoadingContext = createContext(false);

/**
 * Whether the board's last session ended on its own (its token expired, or the API refused it):
 * the login form tells the visitor, who was sent there from a page that needs a login.
 */
export const SessionExpiredContext = createContext(false);

/**
 * The logged-in user of the board's session (name, email, favourites), for the account block.
 * The board app provides it from the session; `null` for a guest and without a provider.
 */
export const SessionUserContext = createContext<User | null>(null);

/** What a block may do to the board's session: the login, registration and account blocks use it. */
export interface SessionActions {
  /** Stores the role's token and loads its user; resolves whether the login holds. */
  login(role: Exclude<SessionRole, 'guest'>, token: string): Promise<boolean>;
  /**
   * Ends the session (tokens, user, resumes and alerts), then goes to `path`. `ended`: the
   * server has ended it already (the account was deleted), so it is not asked to.
   */
  logout(path: string, options?: { ended?: boolean }): void;
  /** Comes back to this board path (path and query) after the visitor's next login. */
  returnAfterLogin(path: string): void;
  /** Loads the logged-in user again, after a change to the profile or favourites. */
  reloadUser(): Promise<void>;
  /**
   * Shows `text` at the board's top on the page the board shows next (where the login right
   * after registering takes the visitor), until they go on or close it; `null` takes it back.
   */
  announce(text: string | null): void;
}

/**
 * The board's session actions. The board app provides them from its session store; without a
 * provider (a block rendered on its own) there is nothing to log in to, so it is `null`.
 */
export const SessionActionsContext = createContext<SessionActions | null>(null);
