import { type ContactRequest, isApiError } from '@jobboard/client';
import type { BlockRoute } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import type { BoardUrl } from '../../router/board-url';

/**
 * The account page's query key that carries the token of a contact request's mailed link (spec
 * §4: accepted or declined via a token link); the server's resumes/contact-request-link.ts writes
 * it. The link names it before `tab`: a guest sent to login keeps only the first query key
 * besides `layout` (`loginQuery`), and the remembered path brings the tab back after login.
 */
export const CONTACT_TOKEN_QUERY = 'contact_token';

/** The mailed link's token the page was opened with, else null. */
export function linkedContactToken(query: URLSearchParams): string | null {
  const token = query.get(CONTACT_TOKEN_QUERY)?.trim() ?? '';
  return token === '' ? null : token;
}

/** The page's address without the link's token: the tab and any other query key stay. */
export function withoutContactToken(route: BlockRoute): BoardUrl {
  const query = new URLSearchParams(route.query);
  query.delete(CONTACT_TOKEN_QUERY);
  return { path: route.path, query };
}

/**
 * The contact request behind a mailed link's token (`GET /candidates/status/{token}`, public: the
 * token is the secret, so it need not be one of the candidate's own), with the token the answer
 * calls take; null when the server knows none (404: unknown, another site's, its account gone).
 * Any other failure rejects: the link may well be good.
 */
export function linkedContactRequest(token: string): DataRequest<ContactRequest | null> {
  return createDataRequest('contact-request-link', { token }, async (client) => {
    try {
      // The server's answer has a contact request's fields, less the token the caller holds.
      const data = await client.public.getContactRequestStatus(token);
      return { ...data, token } as ContactRequest;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  });
}

type Answer = 'accepted' | 'declined';

/** What the tab shows of the link it was opened with. */
export type LinkView =
  | { kind: 'loading' }
  /** The request could not be read (no answer, a server failure). */
  | { kind: 'failed' }
  /** No such request: the spec's 'This link has expired or is invalid.' */
  | { kind: 'invalid' }
  /** Answered before (the mail's link, another tab): the link has done its work. */
  | { kind: 'answered-before'; request: ContactRequest; status: Answer }
  /** Waiting for the candidate's answer, or answered here and now (`answeredHere`). */
  | { kind: 'open'; request: ContactRequest };

/**
 * The view of the link's request as read (`data`, `error`), given the id of a request the
 * candidate answered on this page: that one stays open, showing its answer, while any other
 * answered request reads as answered before.
 */
export function linkView(
  data: ContactRequest | null | undefined,
  error: unknown,
  answeredHere: ContactRequest['id'] | null,
): LinkView {
  if (data === undefined) return error === undefined ? { kind: 'loading' } : { kind: 'failed' };
  if (data === null) return { kind: 'invalid' };
  const status = data.status === 'accepted' || data.status === 'declined' ? data.status : null;
  if (status === null || String(data.id) === String(answeredHere)) {
    return { kind: 'open', request: data };
  }
  return { kind: 'answered-before', request: data, status };
}
