import type { ErrorBody } from '@jobboard/schema';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/**
 * A failure the client should show: thrown anywhere in a route, answered by the app's error
 * handler in the spec's shape `{message, errors?}` (field errors as lists).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldErrors | string[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorBody(message: string, errors?: FieldErrors | string[]): ErrorBody {
  return errors === undefined ? { message } : { message, errors };
}

export function notFound(what: string): ApiError {
  return new ApiError(404, `${what} not found`);
}

export function badRequest(message: string, errors?: FieldErrors): ApiError {
  return new ApiError(400, message, errors);
}
