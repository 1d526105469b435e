import { ApiError, type ApiErrorKind } from './api-error';
import { type ApiFamily, familyRole } from './api-family';
import { normalizePath } from './api-path';
import { type QueryParams, toQueryString } from './query-string';
import { runWithTimeout } from './run-with-timeout';
import type { TokenRole, TokenStore } from './tokens/token-store';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as the call functions describe it. */
export interface RequestInput<T = unknown> {
  method: HttpMethod;
  /** Relative to the family base; a leading slash is ignored. */
  path: string;
  query?: QueryParams;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  /** `blob` for downloads. @default 'json' */
  responseType?: 'json' | 'blob';
  /**
   * Turns the parsed JSON body into the call's answer; if it throws (or rejects), the call fails
   * as `parse`. It may be async, e.g. to wait for a validator loaded alongside the request.
   */
  read?: (body: unknown) => T | Promise<T>;
  signal?: AbortSignal;
}

/** Options every call function takes last. */
export interface CallOptions {
  /** Aborts the call; it then rejects with an ApiError of kind `abort`. */
  signal?: AbortSignal;
}

/** The state the request core reads on every call; `locale` and `siteHost` change at run time. */
export interface ClientContext {
  readonly apiBase: string;
  locale: string | undefined;
  siteHost: string | undefined;
  readonly tokens: TokenStore;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly onError: ((error: ApiError) => void) | undefined;
}

/** Sends one call of a family and resolves with the parsed answer body. */
export type ApiRequest = <T = unknown>(input: RequestInput<T>) => Promise<T>;

/** Where a request goes: the base URL and the family whose token and error rules apply. */
export interface RequestTarget {
  baseUrl: string;
  family: ApiFamily;
  /** A third party's service (the geo search): it gets no account's or site's token. */
  thirdParty?: boolean;
}

export function familyBaseUrl(apiBase: string, family: ApiFamily): string {
  return `${apiBase.replace(/\/+$/, '')}/api/${family}/v1`;
}

/**
 * Whether a failure counts as handled (its text shown by the client's error hook): 400 and 401,
 * except on the public orders path, whose form shows the error itself (spec §8).
 */
export function isHandledFailure(
  status: number,
  family: ApiFamily,
  method: HttpMethod,
  path: string,
): boolean {
  if (status !== 400 && status !== 401) return false;
  return !(family === 'public' && method === 'POST' && normalizePath(path) === 'orders');
}

export function buildUrl(baseUrl: string, path: string, query: QueryParams = {}): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${normalizePath(path)}`;
  const search = toQueryString(query);
  if (search === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

export function createFamilyRequest(context: ClientContext, family: ApiFamily): ApiRequest {
  return (input) =>
    sendRequest(context, { baseUrl: familyBaseUrl(context.apiBase, family), family }, input);
}

/**
 * The texts of failures the client itself finds (no answer, a time-out, an unreadable answer):
 * English, as the API's own texts are; the renderer translates them by this wording.
 */
export const TRANSPORT_TEXTS: Record<Exclude<ApiErrorKind, 'http'>, string> = {
  timeout: 'The request timed out',
  network: 'The server could not be reached',
  abort: 'The request was aborted',
  parse: 'The server sent an answer the client cannot read',
};

interface FailureDetails {
  status?: number;
  body?: unknown;
  cause?: unknown;
  handled?: boolean;
}

export async function sendRequest<T>(
  context: ClientContext,
  target: RequestTarget,
  input: RequestInput<T>,
): Promise<T> {
  const { method, path } = input;
  const url = buildUrl(target.baseUrl, path, input.query);
  const role = familyRole(target.family);
  const sentToken = role ? context.tokens.get(role) : null;
  const token = target.thirdParty ? null : (sentToken ?? signedInToken(context, role));
  const { headers, body } = buildRequest(context, token, input, target.thirdParty === true);
  const failure = (kind: ApiErrorKind, extra: FailureDetails) =>
    report(
      context,
      new ApiError({
        kind,
        status: extra.status ?? 0,
        family: target.family,
        method,
        url,
        body: extra.body,
        cause: extra.cause,
        handled: extra.handled ?? false,
        fallbackText:
          kind === 'http' ? `Request failed with status ${extra.status}` : TRANSPORT_TEXTS[kind],
      }),
    );

  const outcome = await runWithTimeout(context.timeoutMs, input.signal, async (signal) => {
    const response = await context.fetch(url, { method, headers, body, signal });
    const wantsBlob = input.responseType === 'blob' && response.ok;
    return { response, payload: wantsBlob ? await response.blob() : await response.text() };
  });
  if (!outcome.ok) throw failure(outcome.kind, { cause: outcome.cause });

  const { response, payload } = outcome.value;
  if (typeof payload !== 'string') return payload as T;
  const parsed = parseJson(payload);
  if (!response.ok) {
    const { status } = response;
    // A login that finished while this call was under way left a newer token: keep that one.
    if (status === 401 && role && sentToken && context.tokens.get(role) === sentToken) {
      context.tokens.clear(role);
    }
    throw failure('http', {
      status,
      body: parsed.ok ? parsed.value : payload,
      handled: isHandledFailure(status, target.family, method, path),
    });
  }
  if (!parsed.ok) throw failure('parse', { status: response.status, body: payload });
  if (!input.read) return parsed.value as T;
  try {
    return await input.read(parsed.value);
  } catch (cause) {
    throw failure('parse', { status: response.status, body: parsed.value, cause });
  }
}

/**
 * The token a public call carries (spec §7: every request carries a Bearer token when one
 * exists): the candidate's, else the employer's. The server shows a signed-in visitor what it
 * hides from guests (a site's anonymous jobs). A public call's 401 clears no token.
 */
function signedInToken(context: ClientContext, role: TokenRole | null): string | null {
  if (role) return null;
  return context.tokens.get('candidate') ?? context.tokens.get('employer');
}

function buildRequest(
  context: ClientContext,
  token: string | null,
  input: RequestInput<unknown>,
  thirdParty: boolean,
): { headers: Record<string, string>; body: BodyInit | null } {
  const headers: Record<string, string> = {
    Accept: input.responseType === 'blob' ? '*/*' : 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (context.locale) {
    headers['Accept-Language'] = context.locale;
    headers['X-Locale'] = context.locale;
  }
  if (context.siteHost) headers['X-Site-Host'] = context.siteHost;
  // A password-protected site's token (`unlockSite`) opens its calls, whatever the family.
  const siteToken = thirdParty ? null : context.tokens.get('site');
  if (siteToken) headers['X-Site-Token'] = siteToken;
  if (input.body === undefined) return { headers, body: null };
  // The runtime sets the multipart boundary itself, so FormData gets no Content-Type here.
  if (input.body instanceof FormData) return { headers, body: input.body };
  headers['Content-Type'] = 'application/json';
  return { headers, body: JSON.stringify(input.body) };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Hands every failure but the caller's own abort to the host's error hook (log, show). */
function report(context: ClientContext, error: ApiError): ApiError {
  if (error.kind !== 'abort') context.onError?.(error);
  return error;
}
