import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  secureSanitizedElement,
} from '@jobboard/schema';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window);
// Links with a target open without the opener; the board's own class names are dropped.
purify.addHook('afterSanitizeAttributes', secureSanitizedElement);

/** Stored HTML with everything outside the schema's allow-list removed. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: [...HTML_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
}

/** {@link sanitizeHtml} for optional fields. */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null {
  return html === null || html === undefined ? null : sanitizeHtml(html);
}
