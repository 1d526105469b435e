import { substitutePlaceholders } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { jobBoardIdOf } from './job-board-id';
import { pageLinkHref } from './page-link';

/** Placeholders that link to one of the site's pages, in the board's locale and routing mode. */
const PAGE_LINK_PLACEHOLDERS = {
  terms_url: 'p-terms-and-conditions',
  privacy_url: 'p-privacy',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A site text (HTML) with the job board's placeholders filled in: `#email#` becomes the value of
 * the configuration's placeholder with key `email` (spec: texts take `#key#` placeholders). The
 * values are text, escaped for HTML; unknown keys stay as written. `#terms_url#` and
 * `#privacy_url#` are the addresses of the site's terms and privacy pages (for links in the
 * terms texts), unless the configuration has placeholders of those names.
 */
export function withBoardPlaceholders(
  html: string,
  context: Pick<BlockContext, 'settings' | 'site' | 'config' | 'href' | 'locale' | 'defaultLocale'>,
): string {
  if (!html.includes('#')) return html;
  const boardId = jobBoardIdOf(context);
  const board = context.config.job_boards.find((entry) => entry.id === boardId);
  const values: Record<string, string> = {};
  for (const [key, page] of Object.entries(PAGE_LINK_PLACEHOLDERS)) {
    const href = html.includes(`#${key}#`) ? pageLinkHref(context, page) : null;
    if (href !== null) values[key] = href.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  }
  for (const { key, value } of board?.placeholders ?? []) {
    values[key] = value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  }
  return substitutePlaceholders(html, values);
}
