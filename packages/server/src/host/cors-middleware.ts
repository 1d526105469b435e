import { cors } from 'hono/cors';
import type { Db } from '../db/database';
import { HOST_RESOLUTION_PATH } from '../routes/host-routes';
import { isTestHost, normalizeHost } from './board-host';

/**
 * CORS for the boards' registered hosts: an embedded board runs on the customer's origin, so an
 * origin is allowed when its host name is a board host (any scheme and port). Preflights carry no
 * X-Site-Host value, so the origin alone decides. Test hosts are allowed for development.
 * Host resolution answers every origin: it only says which API serves a host name, and a page on
 * a host no board has must read its 404 to show 'Unknown job board.' rather than 'Job board
 * unreachable.'.
 */
export function corsMiddleware(db: Db) {
  return cors({
    origin: async (origin, c) => {
      if (!origin) return null;
      if (c.req.path === HOST_RESOLUTION_PATH) return origin;
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
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-Site-Host',
      'X-Site-Token',
      'X-Locale',
      'Accept-Language',
    ],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
}
