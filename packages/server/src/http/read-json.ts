import type { Context } from 'hono';
import { ApiError } from './api-error';

/** The JSON body of a request; anything that is not a JSON object is a 400. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
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
