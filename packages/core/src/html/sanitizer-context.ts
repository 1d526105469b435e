import { createContext } from 'react';
import type { HtmlSanitizer } from './create-html-sanitizer';

/**
 * The sanitizer blocks render HTML through. The SSR entry provides one built on the server's DOM
 * (jsdom); in a browser the board falls back to one over the page's window. Kept apart from
 * `useHtmlSanitizer` so the board's runtime provides it without bundling DOMPurify, which comes
 * with the first block that renders HTML.
 */
export const HtmlSanitizerContext = createContext<HtmlSanitizer | null>(null);
