import type { TokenRole } from './tokens/token-store';

/** The API families, each under `/api/{family}/v1` on the API host. */
export const API_FAMILIES = ['public', 'candidate', 'employer', 'admin', 'mp'] as const;

export type ApiFamily = (typeof API_FAMILIES)[number];

/** The token role of a family; the public family has none of its own (see `sendRequest`). */
export function familyRole(family: ApiFamily): TokenRole | null {
  return family === 'public' ? null : family;
}
