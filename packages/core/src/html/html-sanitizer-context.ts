import { createContext, useContext } from 'react';
import { createHtmlSanitizer, type HtmlSanitizer } from './create-html-sanitizer';

/**
 * The sanitizer blocks render HTML through. The SSR entry provides one built on the server's DOM
 * (jsdom); in a browser the board falls back to one over the page's window.
 */
export const HtmlSanitizerContext = createContext<HtmlSanitizer | null>(null);

let browserSanitizer: HtmlSanitizer | undefined;

/**
 * The sanitizer in scope, or `null` where there is neither a provided one nor a window (HTML is
 * then left out rather than rendered unsanitized).
 */
export function useHtmlSanitizer(): HtmlSanitizer | null {
  const provided = useContext(HtmlSanitizerContext);
  if (provided) return provided;
  if (typeof window === 'undefined') return null;
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer;
}
