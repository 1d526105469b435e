import { sanitizeHtml } from './sanitize-html';

/** Block setting keys holding HTML (html block, call to action, text with image, grid cells). */
const HTML_KEYS = new Set(['html', 'text', 'cellsContent', 'content']);

/** Block settings with every HTML value, at any depth, run through the allow-list. */
export function sanitizeBlockSettings(settings: Record<string, unknown>): Record<string, unknown> {
  return sanitizeValue(settings, false) as Record<string, unknown>;
}

function sanitizeValue(value: unknown, isHtml: boolean): unknown {
  if (typeof value === 'string') return isHtml ? sanitizeHtml(value) : value;
  if (Array.isArray(value)) return value.map((item) => sanitizeValue(item, isHtml));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, sanitizeValue(item, HTML_KEYS.has(key))]),
    );
  }
  return value;
}
