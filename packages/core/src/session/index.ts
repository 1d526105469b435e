export { apiErrorRole, type FailedCall } from './api-error-role';
export {
  createSessionStore,
  type SessionStore,
  type SessionStoreOptions,
} from './create-session-store';
export { primaryColorFor } from './primary-color-for';
export type { EmitSessionEvent, SessionEvent, SessionEventPayload } from './session-events';
export { type FavouritesAccess, favouritesAccess, profileProgress } from './session-features';
export {
  GUEST_SESSION,
  isLoggedIn,
  SESSION_ROLES,
  type SessionRole,
  type SessionSnapshot,
  type SessionStatus,
} from './session-snapshot';
