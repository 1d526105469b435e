import type { Context } from 'hono';
import { ApiError } from './api-error';
import { isMultipart } from './request-guard';

/**
 * The JSON body of a request; anything that is not a JSON object is a 400. A multipart body is
 * refused unread: only the upload routes cap its size.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  if (isMultipart(c.req.header('Content-Type'))) {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}
