import type { ApiFamily } from './api-family';
import { errorText, fieldErrors } from './error-text';
import { isRecord } from './is-record';

/**
 * What went wrong: `http` an answer with an error status, `timeout` no answer within the
 * time-out, `network` no answer at all, `abort` the caller's signal fired, `parse` a success
 * answer that was not the JSON it should be.
 */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'abort' | 'parse';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  family: ApiFamily;
  method: string;
  url: string;
  body?: unknown;
  /** Used as the text when the body gives none. */
  fallbackText: string;
  handled?: boolean;
  cause?: unknown;
}

/** Every failed call rejects with an ApiError. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** The API family the call went to; its role's token is cleared on a 401. */
  readonly family: ApiFamily;
  readonly method: string;
  readonly url: string;
  /** The parsed answer body (JSON, or its text when it was not JSON); undefined without an answer. */
  readonly body: unknown;
  /** The text to show, per the spec's rule (see {@link errorText}). */
  readonly text: string;
  /** The server's error code, when it sends one (`code` in the body). */
  readonly code: string | undefined;
  /** Field errors of an `errors` object, as lists of texts. */
  readonly fieldErrors: Record<string, string[]>;
  /**
   * True when the client's `onError` is expected to have shown the text already (400 and 401,
   * except on the public orders path), so the caller should not show it again.
   */
  handled: boolean;

  constructor(init: ApiErrorInit) {
    const text = errorText(init.body) || init.fallbackText;
    super(text, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.family = init.family;
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
    this.text = text;
    this.code =
      isRecord(init.body) && typeof init.body.code === 'string' ? init.body.code : undefined;
    this.fieldErrors = fieldErrors(init.body);
    this.handled = init.handled ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
