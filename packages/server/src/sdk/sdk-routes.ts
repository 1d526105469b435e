import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from '../http/api-error';
import type { SdkBundles } from './sdk-bundles';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// The files of a version whose names carry no content hash (core.js, its map, manifest.json, the
// pinned loader) are asked again on every use, answered 304 while their ETag holds: a rebuild
// under the same version (a patched deploy, a developer's `npm start`) would otherwise leave a
// returning browser for a year on a core.js whose chunk names no longer exist. The chunks under
// `chunks/` are named by their content hash, so they stay immutable.
const REVALIDATE = 'public, no-cache';
// The unversioned loader URL is the one customers paste; a short cache lets a release reach them
// without a new snippet, while everything it loads is versioned and immutable.
const LOADER_SHORT_CACHE = 'public, max-age=300';
const SAFE_PATH = /^(?:chunks\/)?[\w.-]+\.(?:js|json|map)$/;
const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
};

/**
 * The script-tag bundles: `/sdk/loader.js` (short cache) and `/sdk/<version>/...` (the hashed
 * chunks immutable, the rest asked again with their ETag).
 * Module scripts load across origins only with CORS, so every file allows any origin.
 */
export function sdkRoutes(bundles: SdkBundles) {
  const app = new Hono<AppEnv>();

  const serve = async (file: string, cacheControl: string, ifNoneMatch?: string) => {
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return null;
    }
    const extension = file.slice(file.lastIndexOf('.') + 1);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    const headers = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: etag,
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    };
    const matches = ifNoneMatch
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
    if (matches) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(body), { headers });
  };

  const notBuilt = () =>
    errorBody('The SDK bundles are not built: run `npm run build` before serving the script tag.');

  app.get('/sdk/loader.js', async (c) => {
    const response = await serve(
      join(bundles.loaderDir, 'loader.js'),
      LOADER_SHORT_CACHE,
      c.req.header('If-None-Match'),
    );
    return response ?? c.json(notBuilt(), 404);
  });

  app.get('/sdk/:version/:path{.+}', async (c) => {
    const { version, path } = c.req.param();
    if (version !== bundles.version) {
      return c.json(errorBody(`This server serves SDK version ${bundles.version}.`), 404);
    }
    if (!SAFE_PATH.test(path)) return c.json(errorBody('No such SDK file.'), 404);
    const dir = path === 'loader.js' ? bundles.loaderDir : bundles.coreDir;
    const response = await serve(
      join(dir, path),
      path.startsWith('chunks/') ? IMMUTABLE : REVALIDATE,
      c.req.header('If-None-Match'),
    );
    if (response) return response;
    return c.json(
      path === 'core.js' || path === 'loader.js' ? notBuilt() : errorBody('No such SDK file.'),
      404,
    );
  });

  return app;
}
