import { enums, type Infer, integer, optional, type } from 'superstruct';
import { CONNECTION_STATUSES, Resume } from './resume';

export { CONNECTION_STATUSES, type ConnectionStatus } from './resume';

/** A candidate an employer asked to connect with (`GET /resumes/contacted`). */
export const ContactedCandidate = type({
  id: optional(integer()),
  status: enums(CONNECTION_STATUSES),
  resume: Resume,
});
export type ContactedCandidate = Infer<typeof ContactedCandidate>;
