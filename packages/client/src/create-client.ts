import type { ApiError } from './api-error';
import type { geoCalls } from './calls/geo';
import { redirectCalls } from './calls/redirect';
import { siteCalls } from './calls/site';
import { trackingPixelCalls } from './calls/tracking-pixel';
import type { adminCalls } from './families/admin-calls';
import {
  ADMIN_CALL_NAMES,
  CANDIDATE_CALL_NAMES,
  EMPLOYER_CALL_NAMES,
  GEO_CALL_NAMES,
  PUBLIC_CALL_NAMES,
  PUBLIC_FORM_CALL_NAMES,
} from './families/call-names';
import type { candidateCalls } from './families/candidate-calls';
import type { employerCalls } from './families/employer-calls';
import type { publicCalls } from './families/public-calls';
import type { publicFormCalls } from './families/public-form-calls';
import { lazyCalls } from './lazy-calls';
import { type ApiRequest, type ClientContext, createFamilyRequest, sendRequest } from './request';
import { DEFAULT_TIMEOUT_MS } from './run-with-timeout';
import { createMemoryTokenStore } from './tokens/create-memory-token-store';
import type { TokenStore } from './tokens/token-store';

export interface JobboardClientOptions {
  /**
   * The API host base, e.g. `https://api.example.com` (as host resolution answers it). Calls go
   * to `${apiBase}/api/{family}/v1/{path}`. An empty string means the page's own origin.
   */
  apiBase: string;
  /**
   * The visitor's locale, sent as `Accept-Language` and `X-Locale`; also the default locale of
   * site reads, CMS and landing page lists. Change it with `setLocale`.
   * @default undefined (no locale headers; site reads ask for the default locale `nl`)
   */
  locale?: string;
  /**
   * The board's host name, sent as `X-Site-Host` so the API serves the right board when the
   * board is embedded on another origin. Change it with `setSiteHost`.
   * @default undefined (the server uses the request's Host header)
   */
  siteHost?: string;
  /**
   * Where each role's Bearer token is kept: `createCookieTokenStore`,
   * `createLocalStorageTokenStore` or `createMemoryTokenStore`.
   * @default createMemoryTokenStore()
   */
  tokens?: TokenStore;
  /**
   * The fetch to use (SSR hosts may pass one with their own agent).
   * @default globalThis.fetch, looked up on each call
   */
  fetch?: typeof fetch;
  /**
   * Milliseconds before a call gives up with an ApiError of kind `timeout` (status 0).
   * @default 10000
   */
  timeoutMs?: number;
  /**
   * Receives every failed call (not the caller's own aborts), after a 401 has cleared the
   * role's token. `error.handled` is true for 400 and 401 (except the public orders path): show
   * `error.text` there, and callers will not show it again.
   * @default undefined
   */
  onError?: (error: ApiError) => void;
  /**
   * Base URL of the geo search service.
   * @default `${apiBase}/geo` (where the reference server serves it)
   */
  geoBase?: string;
  /**
   * Base URL of the frontend server (the SSR host) whose render cache the editor clears.
   * @default apiBase
   */
  frontendBase?: string;
}

// A board's first page needs the start flow's public calls (configuration, site, site password,
// redirects) at once; every other call's code loads with the first call of its family (see
// lazy-calls.ts), so the board's runtime carries the request core and not the whole API.

function createPublicApi(
  request: ApiRequest,
  tokens: TokenStore,
  locale: () => string | undefined,
) {
  // Two chunks: the calls that read what blocks show, and those that send a visitor's forms.
  const forms = lazyCalls(
    PUBLIC_FORM_CALL_NAMES,
    () => import('./families/public-form-calls').then((module) => module.publicFormCalls(request)),
    {
      /** Sends any call of the family; for calls beyond the spec's tables. */
      request,
      ...siteCalls(request, tokens, locale),
      ...redirectCalls(request),
    },
  );
  return lazyCalls(
    PUBLIC_CALL_NAMES,
    () => import('./families/public-calls').then((module) => module.publicCalls(request, locale)),
    forms,
  );
}

function createCandidateApi(request: ApiRequest, tokens: TokenStore) {
  return lazyCalls(
    CANDIDATE_CALL_NAMES,
    () =>
      import('./families/candidate-calls').then((module) => module.candidateCalls(request, tokens)),
    { request },
  );
}

function createEmployerApi(request: ApiRequest, tokens: TokenStore) {
  return lazyCalls(
    EMPLOYER_CALL_NAMES,
    () =>
      import('./families/employer-calls').then((module) => module.employerCalls(request, tokens)),
    { request },
  );
}

function createAdminApi(
  request: ApiRequest,
  frontendRequest: ApiRequest,
  tokens: TokenStore,
  locale: () => string | undefined,
) {
  return lazyCalls(
    ADMIN_CALL_NAMES,
    () =>
      import('./families/admin-calls').then((module) =>
        module.adminCalls(request, frontendRequest, tokens, locale),
      ),
    { request },
  );
}

type EagerPublicCalls = ReturnType<typeof siteCalls> & ReturnType<typeof redirectCalls>;

export type PublicApi = { request: ApiRequest } & EagerPublicCalls &
  ReturnType<typeof publicCalls> &
  ReturnType<typeof publicFormCalls>;
export type CandidateApi = { request: ApiRequest } & ReturnType<typeof candidateCalls>;
export type EmployerApi = { request: ApiRequest } & ReturnType<typeof employerCalls>;
export type AdminApi = { request: ApiRequest } & ReturnType<typeof adminCalls>;
/** The multiposter API: no calls in the spec's tables yet, so only the generic `request`. */
export type MpApi = { request: ApiRequest };
export type GeoApi = ReturnType<typeof geoCalls>;

export interface JobboardClient {
  readonly public: PublicApi;
  readonly candidate: CandidateApi;
  readonly employer: EmployerApi;
  readonly admin: AdminApi;
  readonly mp: MpApi;
  readonly geo: GeoApi;
  /** The token store in use: the session logs roles in and out through it. */
  readonly tokens: TokenStore;
  getLocale(): string | undefined;
  setLocale(locale: string | undefined): void;
  setSiteHost(host: string | undefined): void;
  /** Fetches a tracking pixel by GET; never rejects. */
  fetchTrackingPixel(url: string): Promise<void>;
}

/** One client per board: five API families sharing locale, site host, tokens and error hook. */
export function createClient(options: JobboardClientOptions): JobboardClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const context: ClientContext = {
    apiBase,
    locale: options.locale,
    siteHost: options.siteHost,
    tokens: options.tokens ?? createMemoryTokenStore(),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    onError: options.onError,
  };
  const locale = () => context.locale;
  const frontendBase = `${(options.frontendBase ?? apiBase).replace(/\/+$/, '')}/api`;
  const frontendRequest: ApiRequest = (input) =>
    sendRequest(context, { baseUrl: frontendBase, family: 'admin' }, input);
  return {
    public: createPublicApi(createFamilyRequest(context, 'public'), context.tokens, locale),
    candidate: createCandidateApi(createFamilyRequest(context, 'candidate'), context.tokens),
    employer: createEmployerApi(createFamilyRequest(context, 'employer'), context.tokens),
    admin: createAdminApi(
      createFamilyRequest(context, 'admin'),
      frontendRequest,
      context.tokens,
      locale,
    ),
    mp: { request: createFamilyRequest(context, 'mp') },
    geo: lazyCalls(
      GEO_CALL_NAMES,
      () =>
        import('./calls/geo').then((module) =>
          module.geoCalls(context, options.geoBase ?? `${apiBase}/geo`),
        ),
      {},
    ),
    tokens: context.tokens,
    getLocale: locale,
    setLocale(next) {
      context.locale = next;
    },
    setSiteHost(host) {
      context.siteHost = host;
    },
    ...trackingPixelCalls(context),
  };
}
