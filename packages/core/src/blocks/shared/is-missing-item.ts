import { isApiError } from '@jobboard/client';

/**
 * Whether a read by slug failed because there is no such item: a 404, or a 400 from an API that
 * refuses a slug it could never have made (upper case, say). Either way the address names
 * nothing, so the detail page shows its 404 'Page not found' (spec §2), as job details does for
 * any failed read, not the validator's text.
 */
export function isMissingItem(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
