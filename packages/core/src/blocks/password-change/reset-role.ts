import { USER_TYPES, type UserType } from '@jobboard/schema';

/**
 * The role whose password the reset link is for: the link's `role` query parameter when it names
 * one (`candidate` or `employer`), else candidate.
 */
export function resetRole(query: URLSearchParams): UserType {
  const role = query.get('role');
  return USER_TYPES.find((type) => type === role) ?? 'candidate';
}
