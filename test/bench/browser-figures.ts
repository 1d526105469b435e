// Figures measured in Chromium against the reference server with the demo board:
// - issue 5: a job list with 25 results and facets renders, once its data is there, in < 16 ms;
// - issue 6: time from the script tag's execution to the home page's first blocks painted, with
//   a cold cache, and the number of requests before that paint;
// - issue 5: the JS a browser loads before the demo's home page is complete (every block rendered,
//   the call to action's HTML included), gzip -9 per file: the check of bundle-sizes.ts's list.
// Needs the built bundles (`npm run build:bundles`) and Debian's chromium.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from '@jobboard/server';
import { type Browser, chromium } from '@playwright/test';
import type { BenchFigure } from './figures';

const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 15);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const { version } = JSON.parse(
  readFileSync(new URL('../../packages/core/package.json', import.meta.url), 'utf8'),
) as { version: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A page on `localhost` (a test host, so CORS lets it read the API) for each measurement. */
async function startPages(pages: Record<string, string>) {
  const server: Server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The job list page of the demo board, reduced to its job-list block, mounted from the state a
 * server render handed over (data there, no request): the time from the board's ready state to
 * 25 job cards in the DOM with layout done, after a warm-up mount that loaded chunks and catalogs.
 * Each measured run also records how much of it the forced style and layout took, and marks its
 * start and end (`jb-bench-start`, `jb-bench-end`) for the trace that reads the main thread's CPU
 * time between them.
 */
function jobListPage(api: string, state: unknown): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="board"></div>
<script type="module">
import { mount } from '${api}/sdk/${version}/core.js';
const state = ${JSON.stringify(state).replace(/</g, '\\u003c')};
for (const page of state.initialData.site.pages) {
  if (page.key === 'p-job-list') page.blocks = page.blocks.filter((b) => b.name === 'job-list');
}
const element = document.getElementById('board');
const options = { ...state, routing: 'memory', initialPath: '/vacatures?limit=25' };
function once() {
  return new Promise((resolve) => {
    // The clock starts when the board has its data and route (the navigate event, emitted as
    // the ready state is set), so it counts the render, not the start flow.
    let start = performance.now();
    const handle = mount(element, options);
    handle.on('navigate', () => {
      start = performance.now();
      if (window.measuring) performance.mark('jb-bench-start');
    });
    const check = () => {
      if (element.querySelectorAll('.jb-job-list__items > li').length >= 25) {
        const rendered = performance.now();
        void element.offsetHeight;
        const end = performance.now();
        if (window.measuring) performance.mark('jb-bench-end');
        resolve({ ms: end - start, layoutMs: end - rendered, handle });
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(element, { childList: true, subtree: true });
  });
}
const times = [];
(await once()).handle.unmount();
window.measuring = true;
for (let i = 0; i < ${RUNS}; i++) {
  const { ms, layoutMs, handle } = await once();
  times.push([ms, layoutMs]);
  handle.unmount();
}
window.benchResult = times;
</script></body></html>`;
}

/** A customer page with the one-line script tag; t0 is taken just before the tag runs. */
function scriptTagPage(api: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Customer</title></head><body>
<header><h1>Customer site</h1></header>
<div data-jobboard></div>
<script>
window.__t0 = performance.now();
new MutationObserver((records, observer) => {
  if (document.querySelector('[data-jobboard] .jb-board h2, [data-jobboard] .jb-board nav a')) {
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => {
      window.__painted = performance.now() - window.__t0;
      window.__requests = performance.getEntriesByType('resource').filter((e) => e.startTime <= performance.now()).length + 1;
    }));
  }
}).observe(document.body, { childList: true, subtree: true });
</script>
<script src="${api}/sdk/${version}/loader.js" data-api-base="${api}" data-host="demo.localhost" data-routing="memory" data-target="[data-jobboard]" async></script>
</body></html>`;
}

/**
 * The demo's home page from the script tag in history routing (the default) under `/home`; when
 * every block has rendered (no placeholder left, the call to action's sanitized HTML in place) it
 * records the scripts the page had asked for by then.
 */
function homePage(api: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Customer</title></head><body>
<div data-jobboard></div>
<script>
new MutationObserver((records, observer) => {
  const board = document.querySelector('[data-jobboard] .jb-board');
  if (!board || board.querySelector('.jb-block-placeholder') || !board.querySelector('[data-jb-html]')) return;
  if (!board.querySelector('footer')) return;
  observer.disconnect();
  window.__scripts = performance.getEntriesByType('resource')
    .filter((entry) => /\\.js$/.test(new URL(entry.name).pathname))
    .map((entry) => entry.name);
}).observe(document.body, { childList: true, subtree: true });
</script>
<script src="${api}/sdk/${version}/loader.js" data-api-base="${api}" data-host="demo.localhost" data-locale="nl" data-base-path="/home" data-target="[data-jobboard]" async></script>
</body></html>`;
}

interface TraceEvent {
  name: string;
  ts: number;
  /** The thread's CPU clock, in µs. */
  tts?: number;
}

/**
 * The main thread's CPU time between each run's start and end marks, from a trace of the user
 * timing category only (it costs next to nothing). Unlike the wall clock it leaves out the time
 * the thread waited for a core, which on a shared machine can be most of a figure.
 */
function cpuTimesOf(trace: Buffer): number[] {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const marks = traceEvents
    .filter((event) => event.name === 'jb-bench-start' || event.name === 'jb-bench-end')
    .sort((a, b) => a.ts - b.ts);
  const times: number[] = [];
  marks.forEach((mark, index) => {
    const next = marks[index + 1];
    if (mark.name !== 'jb-bench-start' || next?.name !== 'jb-bench-end') return;
    if (mark.tts !== undefined && next.tts !== undefined) times.push((next.tts - mark.tts) / 1000);
  });
  return times;
}

async function measureJobList(browser: Browser, origin: string) {
  const page = await browser.newPage();
  try {
    await browser.startTracing(page, { categories: ['blink.user_timing'] });
    await page.goto(`${origin}/job-list`);
    const runs = (await page
      .waitForFunction(() => (window as { benchResult?: unknown }).benchResult, null, {
        timeout: 120_000,
      })
      .then((handle) => handle.jsonValue())) as [number, number][];
    const cpu = cpuTimesOf(await browser.stopTracing());
    return {
      render: median(runs.map(([ms]) => ms)),
      layout: median(runs.map(([, layoutMs]) => layoutMs)),
      cpu: median(cpu),
    };
  } finally {
    await page.close();
  }
}

async function measureFirstPaint(browser: Browser, origin: string) {
  const paints: number[] = [];
  const requests: number[] = [];
  for (let run = 0; run < Math.min(RUNS, 7); run++) {
    // A new context each run: a cold HTTP cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin}/script-tag`);
      await page.waitForFunction(
        () => (window as { __painted?: number }).__painted !== undefined,
        null,
        {
          timeout: 60_000,
        },
      );
      const result = await page.evaluate(() => ({
        painted: (window as unknown as { __painted: number }).__painted,
        requests: (window as unknown as { __requests: number }).__requests,
      }));
      paints.push(result.painted);
      requests.push(result.requests);
    } finally {
      await context.close();
    }
  }
  return { paint: median(paints), requests: median(requests) };
}

/** The scripts (loader left out) the home page loaded before it was complete, gzip -9 each. */
async function measureHomeScripts(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/home`);
    const handle = await page.waitForFunction(
      () => (window as { __scripts?: string[] }).__scripts,
      null,
      { timeout: 60_000 },
    );
    const scripts = ((await handle.jsonValue()) as string[]).filter(
      (url) => !url.endsWith('/loader.js'),
    );
    let bytes = 0;
    for (const url of scripts) {
      const body = new Uint8Array(await (await fetch(url)).arrayBuffer());
      bytes += gzipSync(body, { level: 9 }).byteLength;
    }
    return { files: scripts.length, bytes };
  } finally {
    await context.close();
  }
}

/** Starts a demo server on a fresh embedded database, measures, stops everything. */
export async function browserFigures(): Promise<BenchFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-bench-'));
  const server = await startServer({ port: 0, dataDir });
  let pages: Awaited<ReturnType<typeof startPages>> | undefined;
  let browser: Browser | undefined;
  try {
    const api = server.url;
    const html = await (await fetch(`${api}/vacatures?limit=25&host=demo.localhost`)).text();
    const json = /<script type="application\/json" id="jobboard-state">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    if (!json) throw new Error('The job list page carried no state to hydrate.');
    const state = JSON.parse(json) as { apiBase: string };
    state.apiBase = api;
    pages = await startPages({
      '/job-list': jobListPage(api, state),
      '/script-tag': scriptTagPage(api),
      '/home': homePage(api),
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const jobList = await measureJobList(browser, pages.origin);
    const firstPaint = await measureFirstPaint(browser, pages.origin);
    const home = await measureHomeScripts(browser, pages.origin);
    return [
      {
        id: 'render.job-list.median',
        label: 'job list render, 25 results and facets (Chromium, median)',
        value: jobList.render,
        unit: 'ms',
      },
      {
        id: 'render.job-list.layout.median',
        label: 'of which style and layout (median)',
        value: jobList.layout,
        unit: 'ms',
      },
      {
        id: 'render.job-list.cpu.median',
        label: 'job list render, main-thread CPU time (median)',
        value: jobList.cpu,
        unit: 'ms',
      },
      {
        id: 'script-tag.first-paint.median',
        label: 'script tag to first blocks painted, cold cache (median)',
        value: firstPaint.paint,
        unit: 'ms',
      },
      {
        id: 'script-tag.first-paint.requests',
        label: 'requests before the first paint (page included)',
        value: firstPaint.requests,
        unit: 'count',
      },
      {
        id: 'embed.home.loaded.gzip',
        label: `home page complete in Chromium: JS loaded, ${home.files} files, loader excluded (gzip -9)`,
        value: home.bytes,
        unit: 'bytes',
      },
    ];
  } finally {
    await browser?.close();
    await pages?.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
