import { enums, type Infer, integer, optional, type } from 'superstruct';
import { Resume } from './resume';

export const CONNECTION_STATUSES = ['accepted', 'requested', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A candidate an employer asked to connect with (`GET /resumes/contacted`). */
export const ContactedCandidate = type({
  id: optional(integer()),
  status: enums(CONNECTION_STATUSES),
  resume: Resume,
});
export type ContactedCandidate = Infer<typeof ContactedCandidate>;
