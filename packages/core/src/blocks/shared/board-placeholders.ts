import { substitutePlaceholders } from '@jobboard/schema';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { jobBoardIdOf } from './job-board-id';

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
 * values are text, escaped for HTML; unknown keys stay as written.
 */
export function withBoardPlaceholders(
  html: string,
  context: Pick<BlockContext, 'settings' | 'site' | 'config'>,
): string {
  if (!html.includes('#')) return html;
  const boardId = jobBoardIdOf(context);
  const board = context.config.job_boards.find((entry) => entry.id === boardId);
  if (!board?.placeholders.length) return html;
  const values: Record<string, string> = {};
  for (const { key, value } of board.placeholders) {
    values[key] = value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
  }
  return substitutePlaceholders(html, values);
}
