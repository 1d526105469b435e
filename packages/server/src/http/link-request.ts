import type { Context } from 'hono';
import type { LinkRequest } from '../accounts/password-reset';
import type { AppEnv } from '../app-env';
import { SITE_HOST_HEADER } from '../host/board-middleware';
import { LOCALE_HEADER } from '../locale/request-locale';

/**
 * What a link mailed in answer to this request is built from (a password reset, the account an
 * application created): the host the request named, the page it came from and the locales it
 * asks for.
 */
export function linkRequestOf(c: Context<AppEnv>): LinkRequest {
  return {
    namedHost: c.req.header(SITE_HOST_HEADER) ?? c.req.header('Host') ?? new URL(c.req.url).host,
    origin: c.req.header('Origin'),
    locales: requestedLocales(
      c.req.query('locale'),
      c.req.header(LOCALE_HEADER),
      c.req.header('Accept-Language'),
    ),
  };
}

/** The locales a request names, most wanted first; none when it names none. */
function requestedLocales(
  query: string | undefined,
  header: string | undefined,
  acceptLanguage: string | undefined,
): string[] {
  const accepted = (acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? '');
  return [query ?? '', header ?? '', ...accepted].filter((value) => value.trim() !== '');
}
