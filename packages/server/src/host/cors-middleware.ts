import { cors } from 'hono/cors';
import type { Db } from '../db/database';
import { isTestHost, normalizeHost } from './board-host';

/**
 * CORS for the boards' registered hosts: an embedded board runs on the customer's origin, so an
 * origin is allowed when its host name is a board host (any scheme and port). Preflights carry no
 * X-Site-Host value, so the origin alone decides. Test hosts are allowed for development.
 */
export function corsMiddleware(db: Db) {
  return cors({
    origin: async (origin) => {
      if (!origin) return null;
      let host: string;
      try {
        host = normalizeHost(new URL(origin).host);
      } catch {
        return null;
      }
      if (isTestHost(host)) return origin;
      const known = await db
        .selectFrom('hosts')
        .select('id')
        .where('host', '=', host)
        .executeTakeFirst();
      return known ? origin : null;
    },
    allowHeaders: ['Authorization', 'Content-Type', 'X-Site-Host', 'X-Locale', 'Accept-Language'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
