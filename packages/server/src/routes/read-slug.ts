import type { Context } from 'hono';
import { notFound } from '../http/api-error';

/** The slugs the boards make: lower case letters, digits and dashes, at most 200 characters. */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const MAX_SLUG_LENGTH = 200;

/**
 * The `:slug` of a read by slug. A slug no board could have made (upper case, `..`, too long)
 * names nothing, so it gets the route's 404 for an unknown slug, not a 400: the visitor asked
 * for an address that is simply not there, and the detail page shows 'Page not found' (spec
 * §2). It never reaches the query.
 */
export function readSlug(c: Context, what: string): string {
  const slug = c.req.param('slug') ?? '';
  if (slug.length > MAX_SLUG_LENGTH || !SLUG.test(slug)) throw notFound(what);
  return slug;
}
