import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders and while the browser hydrates that HTML, true after (and at
 * once in a board the browser renders itself): for parts whose text the two could render
 * differently, such as names from the engine's ICU data (Node's and Chromium's differ). React
 * renders again with true right after hydration, so the browser's text replaces the server's
 * without a mismatch; preact/compat does the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, inBrowser, onServer);
}
