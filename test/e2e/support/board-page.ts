import { expect, type Page } from '@playwright/test';

// What the end-to-end specs share about a page with a board on it.

/** The board's root element. */
export const board = (page: Page) => page.locator('.jb-board');

/** Waits until the board runs in the browser: hydrated, or rendered by mount(). */
export async function boardReady(page: Page, timeout = 5_000) {
  await expect(page.locator('.jb-board[data-jb-ready]')).toHaveCount(1, { timeout });
}

/**
 * Console errors and warnings of a page (React's StrictMode and hydration warnings among them),
 * and uncaught errors. Failed loads count too (a redirect lookup or a favicon answering 404 would
 * log one on every page view), unless `ignoreFailedLoads`: for a page whose images the test does
 * not serve, or the hostile `<img src="x">`.
 */
export function watchConsole(page: Page, { ignoreFailedLoads = false } = {}): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (ignoreFailedLoads && message.text().startsWith('Failed to load resource')) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/**
 * Holds the board's script (`core.js`) back, as a slow connection would, and opens `url`
 * without waiting for DOMContentLoaded (the held module script comes before it): the server's
 * page shows long before the board takes over. Resolves with the function that lets it load.
 */
export async function openWithBoardHeldBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/sdk/*/core.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}
