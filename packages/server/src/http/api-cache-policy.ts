import type { MiddlewareHandler } from 'hono';

/**
 * What an API answer depends on beyond its URL: the board (`X-Site-Host`, else `Host`), the
 * language (`X-Locale`, `Accept-Language`) and the user (`Authorization`).
 */
export const API_VARY = 'Host, X-Site-Host, X-Site-Token, X-Locale, Accept-Language, Authorization';

/**
 * The cache policy of API answers. One URL answers each board, language and user its own way,
 * so a shared cache keyed by the URL would hand one board's configuration or one user's data to
 * another: answers are `private, no-cache` (a browser asks again each time; no proxy or CDN
 * keeps them) unless a route set a policy of its own (an uploaded image is immutable), and say
 * what they vary by ({@link API_VARY}, beside CORS's `Origin`).
 */
export function apiCachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', API_VARY, { append: true });
  };
}
