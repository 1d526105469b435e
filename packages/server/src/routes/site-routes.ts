import { QueryInteger } from '@jobboard/schema';
import { Hono } from 'hono';
import { min, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { loadSiteConfig } from '../config/load-site-config';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { MAX_ID } from '../http/query-id';
import { validate } from '../http/validate';
import { requestLocale } from '../locale/request-locale';
import { loadPublicSite } from '../site/load-public-site';

const SiteParams = type({ id: min(QueryInteger, 1) });

/** `GET /configuration` and the public read of a site with its pages and blocks. */
export function siteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/configuration', boardMiddleware, async (c) => {
    const config = await loadSiteConfig(
      c.var.deps.db,
      c.var.board,
      requestLocale(c),
      c.var.deps.environment ?? 'production',
    );
    return c.json({ data: config });
  });

  app.get('/job-board-builder/sites/:id', async (c) => {
    const { id } = validate(c.req.param(), SiteParams);
    // Past the largest id there is no site (and the database would fail on the number).
    if (id > MAX_ID) throw notFound('Site');
    const site = await loadPublicSite(c.var.deps.db, id, requestLocale(c));
    if (!site) throw notFound('Site');
    // Before its password a protected site shows its gate, in its colours: the settings, not
    // the pages and their blocks.
    return c.json({ data: c.var.siteLocked ? { ...site, pages: [] } : site });
  });

  return app;
}
