import type { SessionRole } from './session-snapshot';

/** The analytics events the session raises (product.md §3: login; logout for symmetry). */
export type SessionEvent = 'login' | 'logout';

export interface SessionEventPayload {
  role: SessionRole;
}

export type EmitSessionEvent = (event: SessionEvent, payload: SessionEventPayload) => void;
