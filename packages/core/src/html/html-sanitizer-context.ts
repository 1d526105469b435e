import { useContext, useEffect, useState } from 'react';
import type { HtmlSanitizer } from './create-html-sanitizer';
import { HtmlSanitizerContext } from './sanitizer-context';

export { HtmlSanitizerContext };

/**
 * The attribute on every element SafeHtml fills with sanitized HTML, so a browser about to
 * hydrate server HTML knows it needs the sanitizer before the first render.
 */
export const SAFE_HTML_ATTRIBUTE = 'data-jb-html';

let browserSanitizer: HtmlSanitizer | null | undefined;
let pending: Promise<HtmlSanitizer | null> | undefined;

/**
 * Loads DOMPurify (a chunk of its own in the embed build) and builds the sanitizer over the
 * page's window, once; `null` where there is no window. A failed load is forgotten, so the next
 * call retries.
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer | null> {
  if (browserSanitizer !== undefined) return Promise.resolve(browserSanitizer);
  if (typeof window === 'undefined') return Promise.resolve(null);
  pending ??= import('./create-html-sanitizer').then(
    ({ createHtmlSanitizer }) => {
      browserSanitizer = createHtmlSanitizer(window);
      return browserSanitizer;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * Loads the sanitizer when the document holds sanitized HTML rendered by the server, so the
 * hydrating render sanitizes synchronously and matches that HTML. Never rejects.
 */
export function preloadHtmlSanitizerForServerHtml(): Promise<void> {
  if (browserSanitizer !== undefined || typeof document === 'undefined') return Promise.resolve();
  // Plain markup (`data-jb-html="plain"`) renders without the sanitizer.
  if (!document.querySelector(`[${SAFE_HTML_ATTRIBUTE}="sanitized"]`)) return Promise.resolve();
  return loadHtmlSanitizer().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The sanitizer in scope: the provided one (the server's), else the browser's once loaded.
 * `null` while it loads (loading starts when `needed`), or where there is neither a provided
 * one nor a window: HTML is then left out rather than rendered unsanitized.
 */
export function useHtmlSanitizer(needed = true): HtmlSanitizer | null {
  const provided = useContext(HtmlSanitizerContext);
  const [, setLoaded] = useState(false);
  const waiting = needed && !provided && browserSanitizer === undefined;
  useEffect(() => {
    if (!waiting) return;
    let active = true;
    loadHtmlSanitizer().then(
      () => {
        if (active) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [waiting]);
  return provided ?? browserSanitizer ?? null;
}
