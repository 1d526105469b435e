// The script-tag example: a customer's website on its own origin, with the board mounted under
// /jobs by the one-line script tag. No dependencies beyond Node.
//
//   node examples/script-tag/serve.mjs [--port 8090] [--host 127.0.0.1] [--api http://127.0.0.1:8080]
//
// --api is the reference server (`npm start`), which serves the host resolution, the API and the
// SDK bundles under /sdk. Open http://demo.localhost:8090/jobs: demo.localhost is the demo
// board's registered host, and browsers resolve *.localhost to this machine.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const siteDir = fileURLToPath(new URL('./site/', import.meta.url));

/** The site's own pages, by path. */
const PAGES = { '/': 'home.html', '/two-boards': 'two-boards.html' };

/**
 * Which file answers a path. Every path under /jobs gets the page that holds the board, with the
 * URL left as it is: the rewrite the board's history routing needs, so deep links and reloads
 * of /jobs/... work.
 */
function fileFor(path) {
  if (path === '/jobs' || path.startsWith('/jobs/')) return 'jobs.html';
  if (path === '/styles.css') return 'styles.css';
  return PAGES[path];
}

/**
 * Starts the example site.
 * @param {{ port?: number, host?: string, api?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startScriptTagExample(options = {}) {
  const { port = 8090, host = '127.0.0.1', api = 'http://127.0.0.1:8080' } = options;
  const sdk = `${api.replace(/\/+$/, '')}/sdk`;
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    const file = fileFor(path);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Not found</title><h1>Not found</h1><a href="/">Home</a>');
      return;
    }
    const text = (await readFile(join(siteDir, file), 'utf8')).replaceAll('{{SDK}}', sdk);
    response.writeHead(200, {
      'Content-Type': file.endsWith('.css')
        ? 'text/css; charset=utf-8'
        : 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : text);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://demo.localhost:${boundPort}`,
    port: boundPort,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8090' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string', default: process.env.JOBBOARD_API ?? 'http://127.0.0.1:8080' },
    },
  });
  const site = await startScriptTagExample({
    port: Number(values.port),
    host: values.host,
    api: values.api,
  });
  console.log(`Acme Logistics (the script-tag example) on ${site.url}`);
  console.log(`  the board:      ${site.url}/jobs`);
  console.log(`  two boards:     ${site.url}/two-boards`);
  console.log(`  reference API:  ${values.api} (start it with npm start)`);
}
