import { QueryInteger } from '@jobboard/schema';
import { Hono } from 'hono';
import { array, nonempty, object, optional, pattern, size, string } from 'superstruct';
import type { AppEnv } from '../app-env';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';

const GeoQuery = object({
  location: size(nonempty(string()), 1, 100),
  countries: optional(size(array(pattern(string(), /^[A-Za-z]{2}$/)), 0, 50)),
  limit: optional(size(QueryInteger, 1, 50)),
});

/** The geo search service (builder.md §7): `GET {geoBase}/search?location=&countries=NL,BE`. */
export function geoRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/search', (c) => {
    const raw = readQuery(c);
    const countries =
      raw.countries === undefined
        ? undefined
        : [raw.countries]
            .flat()
            .flatMap((v) => v.split(','))
            .filter((v) => v !== '');
    const query = validate({ ...raw, ...(countries ? { countries } : {}) }, GeoQuery, true);
    const data = c.var.deps.geo.search({
      location: query.location,
      ...(query.countries ? { countries: query.countries } : {}),
      ...(query.limit ? { limit: query.limit } : {}),
    });
    return c.json({ data, total: data.length });
  });
  return app;
}
