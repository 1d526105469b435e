import { useContext } from 'react';
import { type SessionRole, SessionRoleContext } from '../shared/session-role-context';

/** The role whose tab of links the navbar shows: the session's role, a guest by default. */
export function useNavbarRole(): SessionRole {
  return useContext(SessionRoleContext);
}
