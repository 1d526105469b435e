import type { MiddlewareHandler } from 'hono';

/**
 * The `Referrer-Policy` of every answer: other origins learn the origin a link or a request came
 * from, never its path or query. Board pages carry secrets in their query (`?verify_token=`,
 * `?contact_token=`, a password reset's `?token=`), which a full `Referer` would hand to any
 * site the page links to or loads from (a job's apply link, an image, a map). Same-origin
 * requests keep the whole address; an HTTPS page sends nothing to HTTP.
 */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Sets {@link REFERRER_POLICY} on every answer, errors, redirects and CORS preflights included;
 * an answer that sets a policy of its own keeps it.
 */
export function referrerPolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', REFERRER_POLICY);
  };
}
