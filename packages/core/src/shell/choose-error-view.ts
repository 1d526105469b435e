import type { MessageDescriptor } from '@lingui/core';
import { errorPageMessages } from '../i18n/messages/error-page-messages';

/** Why the board shows an error instead of a page. */
export type ErrorReason =
  | 'server-error'
  | 'unsupported-locale'
  | 'not-found'
  | 'detail-empty'
  | 'route-unmatched';

export interface ErrorViewInput {
  /** The HTTP status of the failure; a server error is always 500. */
  status: number;
  reason: ErrorReason;
  /** The site has its own not-found page (p-not-found-error). */
  hasCustomNotFound: boolean;
  /** The failure's message, for 'Server error: {message}'. */
  message?: string | undefined;
}

/** The plain error page: status, message and a link home. */
export interface PlainErrorView {
  view: 'plain';
  status: number;
  message: MessageDescriptor;
}

/** The site's own not-found page renders its blocks, with the status for server rendering. */
export interface CustomNotFoundView {
  view: 'custom-not-found';
  status: number;
}

export type ErrorView = PlainErrorView | CustomNotFoundView;

function plainMessage({ reason, message }: ErrorViewInput): MessageDescriptor {
  switch (reason) {
    case 'server-error':
      return errorPageMessages.serverError(message ?? '');
    case 'unsupported-locale':
      return errorPageMessages.unsupportedLocale;
    case 'detail-empty':
    case 'not-found':
      return errorPageMessages.pageNotFound;
    case 'route-unmatched':
      return errorPageMessages.routeNotFound;
  }
}

/**
 * Chooses the error view (spec §2 "Error page"): the plain page with status and message for a
 * status 500, an unsupported locale or a site without its own not-found page; otherwise the
 * site's not-found page.
 */
export function chooseErrorView(input: ErrorViewInput): ErrorView {
  const status = input.reason === 'server-error' ? 500 : input.status;
  const plain = status === 500 || input.reason === 'unsupported-locale' || !input.hasCustomNotFound;
  if (!plain) return { view: 'custom-not-found', status };
  return { view: 'plain', status, message: plainMessage(input) };
}
