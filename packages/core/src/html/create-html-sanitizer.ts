import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  secureSanitizedElement,
} from '@jobboard/schema';
import createDOMPurify from 'dompurify';

/** Turns untrusted HTML into HTML that holds only the schema's allow-list. */
export type HtmlSanitizer = (html: string) => string;

/** What DOMPurify needs of a window: the browser's, or jsdom's on a server. */
export type SanitizerWindow = Parameters<typeof createDOMPurify>[0];

/** How much sanitized HTML one sanitizer keeps for inputs it sees again. */
export interface HtmlSanitizerCacheLimits {
  /**
   * Most inputs kept.
   * @default 500
   */
  maxEntries?: number;
  /**
   * Most characters kept, inputs and outputs together; an input longer than this is never kept.
   * @default 2_000_000
   */
  maxChars?: number;
}

// DOMPurify hands back its input untouched where it finds no usable DOM, and some DOM
// implementations (happy-dom, for one) let it pass scripts through. A sanitizer that fails this
// canary renders no HTML at all rather than unsafe HTML. No event handler in it: Chromium reports
// a Content-Security-Policy violation (script-src-attr) for merely parsing one, so a board on a
// page with a strict policy sent its owner a report from every visitor.
const CANARY = '<p>ok</p><a href="javascript:x()">a</a><script>x()</script>';
const CANARY_CLEAN = '<p>ok</p><a>a</a>';

/**
 * A DOMPurify sanitizer over the given window with the same allow-list the server applies on
 * write, and the same hook (`secureSanitizedElement`: links with a target open without the
 * opener, the board's own class names are dropped). Where DOMPurify cannot work
 * safely over that window, every input sanitizes to the empty string.
 *
 * Sanitizing is a pure function of the input (fixed allow-list and hook), and the same site HTML
 * (navbar, footer, call to action, a job text) comes back on every render and every request, so
 * results are kept in a bounded least-recently-used cache per sanitizer.
 */
export function createHtmlSanitizer(
  window: SanitizerWindow,
  limits: HtmlSanitizerCacheLimits = {},
): HtmlSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return () => '';
  purify.addHook('afterSanitizeAttributes', secureSanitizedElement);
  const config = {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  };
  const sanitize: HtmlSanitizer = (html) => purify.sanitize(html, config);
  if (sanitize(CANARY) !== CANARY_CLEAN) return () => '';
  return cachedByInput(sanitize, limits);
}

/**
 * `sanitize` with its results kept per input string, least recently used dropped first once
 * either limit is passed. Only for pure sanitizers: a result is reused for the same input.
 */
export function cachedByInput(
  sanitize: HtmlSanitizer,
  limits: HtmlSanitizerCacheLimits = {},
): HtmlSanitizer {
  const maxEntries = limits.maxEntries ?? 500;
  const maxChars = limits.maxChars ?? 2_000_000;
  // A hit only stamps its entry with the time of use (a server render hits for every piece of
  // HTML on the page); a miss past a limit drops the entries with the oldest stamps.
  const cache = new Map<string, { clean: string; used: number }>();
  let chars = 0;
  let clock = 0;
  const dropLeastRecent = () => {
    let oldest: string | undefined;
    let oldestUse = Number.POSITIVE_INFINITY;
    for (const [input, entry] of cache) {
      if (entry.used < oldestUse) {
        oldest = input;
        oldestUse = entry.used;
      }
    }
    if (oldest === undefined) return;
    chars -= oldest.length + (cache.get(oldest)?.clean.length ?? 0);
    cache.delete(oldest);
  };
  return (html) => {
    const hit = cache.get(html);
    if (hit !== undefined) {
      hit.used = ++clock;
      return hit.clean;
    }
    const clean = sanitize(html);
    const size = html.length + clean.length;
    if (maxEntries <= 0 || size > maxChars) return clean;
    cache.set(html, { clean, used: ++clock });
    chars += size;
    while (cache.size > maxEntries || chars > maxChars) dropLeastRecent();
    return clean;
  };
}
