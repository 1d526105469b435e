import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server';

let server: TestServer;
let bundleDir: string;

beforeAll(async () => {
  bundleDir = mkdtempSync(join(tmpdir(), 'jobboard-sdk-'));
  const coreDir = join(bundleDir, 'core');
  const loaderDir = join(bundleDir, 'loader');
  mkdirSync(join(coreDir, 'chunks'), { recursive: true });
  mkdirSync(loaderDir);
  writeFileSync(join(coreDir, 'core.js'), 'export function mount() {}');
  writeFileSync(join(coreDir, 'chunks/navbar-abc.js'), 'export const component = 1;');
  writeFileSync(join(coreDir, 'manifest.json'), '{"version":"1.2.3"}');
  writeFileSync(join(loaderDir, 'loader.js'), '(function(){})();');
  server = await startTestServer({ sdk: { version: '1.2.3', coreDir, loaderDir } });
});

afterAll(async () => {
  await server.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('the script-tag bundles', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const REVALIDATE = 'public, no-cache';
  it.each([
    [
      '/sdk/1.2.3/core.js',
      'text/javascript; charset=utf-8',
      'export function mount() {}',
      REVALIDATE,
    ],
    [
      '/sdk/1.2.3/chunks/navbar-abc.js',
      'text/javascript; charset=utf-8',
      'export const component = 1;',
      IMMUTABLE,
    ],
    [
      '/sdk/1.2.3/manifest.json',
      'application/json; charset=utf-8',
      '{"version":"1.2.3"}',
      REVALIDATE,
    ],
    ['/sdk/1.2.3/loader.js', 'text/javascript; charset=utf-8', '(function(){})();', REVALIDATE],
  ])('%s is served readable from any origin, cached as %#', async (path, type, body, cache) => {
    const response = await server.fetch(path, { headers: { Origin: 'https://customer.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(body);
  });

  it('answers 304 for a file whose ETag the browser holds, and the file once it changed', async () => {
    const first = await server.fetch('/sdk/1.2.3/core.js');
    // Compressed on the way, the file's tag is a weak one (W/"…"): the same file, other bytes.
    const etag = (first.headers.get('etag') ?? '').replace(/^W\//, '');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await server.fetch('/sdk/1.2.3/core.js', {
      headers: { 'If-None-Match': `W/${etag}` },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A rebuild under the same version: the browser's copy is out of date, and gets the new one.
    const core = join(bundleDir, 'core', 'core.js');
    writeFileSync(core, 'export function mount() { return 2; }');
    try {
      const rebuilt = await server.fetch('/sdk/1.2.3/core.js', {
        headers: { 'If-None-Match': etag },
      });
      expect(rebuilt.status).toBe(200);
      expect(rebuilt.headers.get('etag')).not.toBe(etag);
      expect(await rebuilt.text()).toBe('export function mount() { return 2; }');
    } finally {
      writeFileSync(core, 'export function mount() {}');
    }
  });

  it('serves the unversioned loader with a short cache', async () => {
    const response = await server.fetch('/sdk/loader.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([
    ['another version', '/sdk/9.9.9/core.js', 'This server serves SDK version 1.2.3.'],
    ['a path outside the bundle', '/sdk/1.2.3/..%2F..%2Fpackage.json', 'No such SDK file.'],
    ['an encoded nested path', '/sdk/1.2.3/chunks%2F..%2F..%2Fsecret.js', 'No such SDK file.'],
    ['another file type', '/sdk/1.2.3/core.ts', 'No such SDK file.'],
    ['a missing chunk', '/sdk/1.2.3/chunks/missing.js', 'No such SDK file.'],
  ])('answers 404 for %s', async (_name, path, message) => {
    const response = await server.fetch(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message });
  });
});

describe('bundles that are not built', () => {
  it('say how to build them', async () => {
    const empty = await startTestServer({
      sdk: {
        version: '1.2.3',
        coreDir: join(bundleDir, 'none'),
        loaderDir: join(bundleDir, 'none'),
      },
    });
    try {
      const response = await empty.fetch('/sdk/1.2.3/core.js');
      expect(response.status).toBe(404);
      expect((await response.json()).message).toMatch(/npm run build/);
    } finally {
      await empty.close();
    }
    // A server of its own (a database included) starts here: seconds on a busy machine.
  }, 20_000);
});
