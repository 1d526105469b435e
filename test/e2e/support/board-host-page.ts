import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE } from './demo';

const { version } = JSON.parse(
  readFileSync(new URL('../../../packages/core/package.json', import.meta.url), 'utf8'),
) as { version: string };

/** The versioned URL of core's embed bundle on the demo server. */
export const CORE_URL = `${API_BASE}/sdk/${version}/core.js`;

export interface BoardHostOptions {
  routing: 'history' | 'hash' | 'memory';
  basePath?: string;
  /** Replace the call-to-action block with one that throws. */
  breakCallToAction?: boolean;
  /** The board's style isolation. @default 'scoped' */
  isolation?: 'scoped' | 'shadow';
  /** The host's header sticks to the window's top with this z-index (Bootstrap's is 1030). */
  stickyHeaderZIndex?: number;
}

/**
 * A customer's page that mounts the demo board with core's `mount()` under its own header and
 * footer. Every path under `/jobs` is rewritten to the page, as a host must for history routing.
 */
export function boardHostPage(options: BoardHostOptions): string {
  const mountOptions = {
    apiBase: API_BASE,
    host: 'demo.localhost',
    routing: options.routing,
    basePath: options.basePath ?? '',
    ...(options.isolation ? { isolation: options.isolation } : {}),
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Customer site</title></head>
<body>
<header${
    options.stickyHeaderZIndex === undefined
      ? ''
      : ` style="position:sticky;top:0;z-index:${options.stickyHeaderZIndex};background:#fff"`
  }><h1>Careers at Example</h1><nav><a href="/">Home</a> <a href="/about">About us</a></nav></header>
<div id="board"></div>
<footer><p>Example footer</p></footer>
<script type="module">
import { mount } from ${JSON.stringify(CORE_URL)};
const options = ${JSON.stringify(mountOptions)};
${
  options.breakCallToAction
    ? `options.replacements = { 'call-to-action': { component: () => { throw new Error('This block is broken.'); } } };`
    : ''
}
window.board = mount(document.getElementById('board'), options);
window.boardEvents = [];
window.board.on('navigate', (payload) => window.boardEvents.push(payload));
</script>
</body></html>`;
}

/** Serves {@link boardHostPage} for `/` and every path under `/jobs`. */
export async function startBoardHost(options: BoardHostOptions): Promise<{
  port: number;
  close(): Promise<void>;
}> {
  const html = boardHostPage(options);
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    const served = path === '/' || path === '/jobs' || path.startsWith('/jobs/');
    response.writeHead(served ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(served ? html : 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
