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
