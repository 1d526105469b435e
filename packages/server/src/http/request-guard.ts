import type { Context, MiddlewareHandler } from 'hono';
import { isBoardPagePath } from '../board-pages/board-page-routes';
import { plainPage } from '../board-pages/render-board-document';
import { errorBody } from './api-error';
import { jsonBodyLimit } from './json-body-limit';
import { MAX_UPLOAD_BODY_BYTES, uploadBodyLimit } from './upload-body-limit';

/** Objects and arrays nested deeper than this are no form's body but an attack on the parser. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'The request contains a NUL character, which no field may contain.';
/** The page answering a board page's address with a NUL. */
export const NUL_PAGE_MESSAGE =
  'This address cannot be shown: it contains a NUL character (%00). Check the link.';
export const TOO_DEEP_MESSAGE = `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`;

/**
 * Checks every request before any route reads it, so no route can forget to:
 *
 * - The URL: a NUL (`%00`) in the path or the query is a 400. PostgreSQL refuses U+0000 in text
 *   (a 500 wherever a value reached a query), and no field, search or host ever holds one, so
 *   one check here is simpler and safer than a check in every struct. Other control characters
 *   are legal text for the database and are refused per field where they matter.
 * - A body that is not multipart/form-data: at most 64 KB (413), and when it is JSON, no NUL in
 *   any string or key and no nesting deeper than {@link MAX_JSON_DEPTH} (400; the validation
 *   error of a 5000 deep array overflowed the stack). The text is read once here; Hono keeps it,
 *   so the route's `readJson` reads it again. Text that is not JSON is left to the route (its
 *   400 names the problem), unless it holds a raw NUL.
 * - A multipart body (an upload) is not scanned: files are binary. Its declared size is capped at
 *   the upload limit here; the upload routes cap what they read with `uploadBodyLimit` after
 *   their rate limit, and every other route refuses multipart without reading it (`readJson`).
 */
export function requestGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (hasNulInUrl(c.req.url)) {
      // A visitor's address (a mistyped or crafted link) gets a page, an API caller the JSON.
      return isPageRequest(c)
        ? c.html(plainPage('400', NUL_PAGE_MESSAGE), 400)
        : refuse(c, NUL_MESSAGE);
    }
    if (!c.req.raw.body) return next();
    if (isMultipart(c.req.header('Content-Type'))) {
      return declaredLength(c) > MAX_UPLOAD_BODY_BYTES ? uploadBodyLimit(c, next) : next();
    }
    let refusal: Response | undefined;
    const answer = await jsonBodyLimit(c, async () => {
      refusal = await checkBody(c);
      if (!refusal) await next();
    });
    return refusal ?? answer ?? undefined;
  };
}

/** Whether a request's Content-Type is multipart/form-data (an upload). */
export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').trim().toLowerCase().startsWith('multipart/form-data');
}

function isPageRequest(c: Context): boolean {
  return (c.req.method === 'GET' || c.req.method === 'HEAD') && isBoardPagePath(c.req.path);
}

function declaredLength(c: Context): number {
  const length = Number(c.req.header('Content-Length'));
  return Number.isFinite(length) ? length : 0;
}

function hasNulInUrl(url: string): boolean {
  // The path and the query as sent: `%00` in any letter case, or a raw NUL.
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const rest = start < 0 ? '' : url.slice(start);
  return /%00/.test(rest) || rest.includes('\u0000');
}

async function checkBody(c: Context): Promise<Response | undefined> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text.includes('\u0000') ? refuse(c, NUL_MESSAGE) : undefined;
  }
  const problem = scanJson(body);
  return problem ? refuse(c, problem) : undefined;
}

/**
 * The first problem of a parsed JSON value: a NUL in a string or key, or nesting past the
 * depth limit. Walks with its own stack, so a deep value cannot overflow the call stack.
 */
export function scanJson(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; depth: number };
    if (typeof item.value === 'string') {
      if (item.value.includes('\u0000')) return NUL_MESSAGE;
      continue;
    }
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP_MESSAGE;
    for (const [key, child] of Object.entries(item.value)) {
      if (key.includes('\u0000')) return NUL_MESSAGE;
      stack.push({ value: child, depth });
    }
  }
  return undefined;
}

function refuse(c: Context, message: string): Response {
  return c.json(errorBody(message), 400);
}
