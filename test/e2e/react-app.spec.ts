import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { board, boardReady, watchConsole } from './support/board-page';
import { API_BASE } from './support/demo';

// The React example (examples/react-app): a Vite dev server renders <JobBoard> under StrictMode,
// which in development mounts, unmounts and mounts every effect again. The board must come out
// of that as if it were mounted once: one board root, every API request once, one set of styles.
// Vite runs on the workspace's sources (the `source` condition, Lingui macros compiled by SWC)
// on a free loopback port; the demo API runs at API_BASE (playwright.config.ts).

const repo = fileURLToPath(new URL('../..', import.meta.url));
const viteBin = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

let vite: ChildProcess | undefined;
let appUrl = '';

/** A free TCP port on the loopback address. */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

/** Waits until the dev server answers, or fails with its output. */
async function waitForVite(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (vite?.exitCode !== null) throw new Error(`vite exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite did not start:\n${output()}`);
}

/** API requests (method and URL) made by a page, counted from the last reset. */
function recordApiRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (!request.url().startsWith(`${API_BASE}/`)) return;
    const key = `${request.method()} ${request.url().slice(API_BASE.length)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return {
    /** The requests made more than once, with their counts. */
    repeated: () => Object.fromEntries([...counts].filter(([, count]) => count > 1)),
    keys: () => [...counts.keys()],
    reset: () => counts.clear(),
  };
}

test.beforeAll(async ({ browser }, testInfo) => {
  // Vite's first start pre-bundles react, swr, lingui, ... and compiles core's sources on demand.
  testInfo.setTimeout(90_000);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  let output = '';
  vite = spawn(
    process.execPath,
    [viteBin, 'examples/react-app', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: repo,
      env: { ...process.env, VITE_JOBBOARD_API: API_BASE, BROWSER: 'none', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  vite.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  vite.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForVite(`${appUrl}/jobs`, () => output);
  // A first visit lets Vite finish pre-bundling (a dependency it finds late makes it reload the
  // page, which would count every request twice) and warms its transform cache.
  const page = await browser.newPage();
  await page.goto(`${appUrl}/jobs`);
  await boardReady(page, 20_000);
  await page.close();
});

test.afterAll(async () => {
  if (vite && vite.exitCode === null) {
    const exited = once(vite, 'exit');
    vite.kill('SIGTERM');
    await exited;
  }
});

test('renders the demo board once under StrictMode: one root, each request once', async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  const messages = watchConsole(page, { ignoreFailedLoads: true });
  const modules: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(appUrl)) modules.push(new URL(request.url()).pathname);
  });
  await page.goto(`${appUrl}/jobs`);
  await boardReady(page, 20_000);
  // Core from the workspace's sources, its Lingui macros compiled (else it throws on render).
  expect(modules.some((path) => path.endsWith('/packages/core/src/board/job-board.tsx'))).toBe(
    true,
  );
  await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
  await expect(board(page).locator('a[href^="/jobs/vacature/"]').first()).toBeVisible();
  // The app's header got the handle (onMount) and the navigate event (on).
  await expect(page.getByRole('button', { name: 'All jobs' })).toBeEnabled();
  await expect(page.getByText('Board page: /')).toBeVisible();

  // One board: one root, one navigation bar, one footer, one online/offline banner.
  await expect(page.locator('[data-jobboard]')).toHaveCount(1);
  await expect(board(page)).toHaveCount(1);
  await expect(board(page).locator('.jb-navbar')).toHaveCount(1);
  await expect(board(page).locator('.jb-footer')).toHaveCount(1);
  await expect(board(page).locator('.jb-network-banner')).toHaveCount(1);
  // Each style module injected once.
  const styleIds = await page.evaluate(() =>
    [...document.querySelectorAll('style[data-jb-style]')].map((style) =>
      style.getAttribute('data-jb-style'),
    ),
  );
  expect(styleIds.length).toBeGreaterThan(0);
  expect(new Set(styleIds).size).toBe(styleIds.length);

  // The start (configuration, site), the redirect lookup and every block's data: each once.
  const made = requests.keys();
  expect(made).toContain('GET /api/public/v1/configuration');
  expect(made.some((key) => key.startsWith('GET /api/public/v1/job-board-builder/sites/'))).toBe(
    true,
  );
  expect(made.some((key) => key.includes('/jobs?'))).toBe(true);
  expect(requests.repeated()).toEqual({});
  expect(messages).toEqual([]);
});

test('navigates from the app and inside the board, with back and forward, each request once', async ({
  page,
}) => {
  const requests = recordApiRequests(page);
  const messages = watchConsole(page, { ignoreFailedLoads: true });
  await page.goto(`${appUrl}/jobs`);
  await boardReady(page, 20_000);
  await expect(page.getByRole('heading', { name: 'Uitgelichte vacatures' })).toBeVisible();
  await page.evaluate(() => {
    (window as { appMarker?: number }).appMarker = 1;
  });

  // The app's button calls the handle's navigate().
  requests.reset();
  await page.getByRole('button', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(`${appUrl}/jobs/vacatures`);
  await expect(page.getByText('Board page: /vacatures')).toBeVisible();
  const firstJob = board(page).locator('a[href^="/jobs/vacature/"]').first();
  await expect(firstJob).toBeVisible();
  expect(requests.keys()).toContain(
    'GET /api/public/v1/job-boards/1/jobs?sort=-from&page=1&limit=10',
  );
  expect(requests.repeated()).toEqual({});

  // A link inside the board.
  requests.reset();
  const title = (await firstJob.textContent())!.trim();
  const href = (await firstJob.getAttribute('href'))!;
  await firstJob.click();
  await expect(page).toHaveURL(`${appUrl}${href}`);
  await expect(board(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The job-details block and its related jobs share one read of the job (a remounted board
  // would read it twice, and make every other request twice).
  expect(requests.repeated()).toEqual({});

  await page.goBack();
  await expect(page).toHaveURL(`${appUrl}/jobs/vacatures`);
  await expect(board(page).locator('a[href^="/jobs/vacature/"]').first()).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`${appUrl}${href}`);
  await expect(board(page).getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The app's button calls setLocale(): the English site is loaded once.
  await page.getByRole('button', { name: 'All jobs' }).click();
  await expect(page).toHaveURL(`${appUrl}/jobs/vacatures`);
  await expect(page.getByText('Board page: /vacatures')).toBeVisible();
  requests.reset();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(`${appUrl}/jobs/en-US/job-list`);
  await expect(board(page)).toHaveAttribute('lang', 'en-US');
  await expect(page.getByPlaceholder(/keyword/i).first()).toBeVisible();
  const english = requests.keys();
  expect(english).toContain('GET /api/public/v1/job-board-builder/sites/1?locale=EN-US');
  // The configuration, the site of the new locale and the redirect lookup once each.
  expect(requests.repeated()).toEqual({});

  await expect(board(page)).toHaveCount(1);
  // The app itself was never reloaded.
  expect(await page.evaluate(() => (window as { appMarker?: number }).appMarker)).toBe(1);
  expect(messages).toEqual([]);
});
