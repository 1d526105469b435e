import { HTML_ALLOWED_ATTRIBUTES, HTML_ALLOWED_TAGS } from '@jobboard/schema';
import createDOMPurify from 'dompurify';

/** Turns untrusted HTML into HTML that holds only the schema's allow-list. */
export type HtmlSanitizer = (html: string) => string;

/** What DOMPurify needs of a window: the browser's, or jsdom's on a server. */
export type SanitizerWindow = Parameters<typeof createDOMPurify>[0];

// DOMPurify hands back its input untouched where it finds no usable DOM, and some DOM
// implementations (happy-dom, for one) let it pass handlers and scripts through. A sanitizer that
// fails this canary renders no HTML at all rather than unsafe HTML.
const CANARY = '<p>ok</p><img src="x" onerror="x()"><script>x()</script>';
const CANARY_CLEAN = '<p>ok</p><img src="x">';

/**
 * A DOMPurify sanitizer over the given window with the same allow-list the server applies on
 * write. Links that open a new tab get `rel="noopener noreferrer"`. Where DOMPurify cannot work
 * safely over that window, every input sanitizes to the empty string.
 */
export function createHtmlSanitizer(window: SanitizerWindow): HtmlSanitizer {
  const purify = createDOMPurify(window);
  if (!purify.isSupported) return () => '';
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const config = {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  };
  const sanitize: HtmlSanitizer = (html) => purify.sanitize(html, config);
  if (sanitize(CANARY) !== CANARY_CLEAN) return () => '';
  return sanitize;
}
