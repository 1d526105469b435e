import type { CandidateRegistration, EmployerRegistration } from '@jobboard/schema';
import type { ApiError } from './api-error';
import { accountCalls, candidateAccountCalls, loginCalls } from './calls/accounts';
import { addressCalls, clientAddressCalls } from './calls/addresses';
import { builderCalls, frontendCacheCalls } from './calls/builder';
import { clientAccountCalls } from './calls/client-account';
import { contentCalls } from './calls/content';
import { employerJobCalls } from './calls/employer-jobs';
import { favouriteCalls } from './calls/favourites';
import { fileDownloadCalls, fileUploadCalls } from './calls/files';
import { geoCalls } from './calls/geo';
import { candidateJobCalls, publicJobCalls } from './calls/jobs';
import { employerOrderCalls, publicOrderCalls } from './calls/orders';
import { candidateResumeCalls, employerResumeCalls, publicCandidateCalls } from './calls/resumes';
import { siteCalls } from './calls/site';
import { trackingPixelCalls } from './calls/tracking-pixel';
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

function createPublicApi(
  request: ApiRequest,
  tokens: TokenStore,
  locale: () => string | undefined,
) {
  return {
    /** Sends any call of the family; for calls beyond the spec's tables. */
    request,
    ...publicJobCalls(request),
    ...contentCalls(request, locale),
    ...siteCalls(request, tokens, locale),
    ...publicCandidateCalls(request),
    ...publicOrderCalls(request),
    ...fileUploadCalls(request),
  };
}

function createCandidateApi(request: ApiRequest, tokens: TokenStore) {
  return {
    request,
    ...candidateJobCalls(request),
    ...accountCalls<CandidateRegistration>(request, tokens, 'candidate'),
    ...candidateAccountCalls(request, tokens),
    ...favouriteCalls(request),
    ...addressCalls(request, 'user/addresses'),
    ...candidateResumeCalls(request),
    ...fileUploadCalls(request),
  };
}

function createEmployerApi(request: ApiRequest, tokens: TokenStore) {
  return {
    request,
    ...employerJobCalls(request),
    ...accountCalls<EmployerRegistration>(request, tokens, 'employer'),
    ...clientAccountCalls(request),
    ...clientAddressCalls(request),
    ...employerResumeCalls(request),
    ...employerOrderCalls(request),
    ...fileUploadCalls(request),
    ...fileDownloadCalls(request),
  };
}

function createAdminApi(
  request: ApiRequest,
  frontendRequest: ApiRequest,
  tokens: TokenStore,
  locale: () => string | undefined,
) {
  return {
    request,
    ...loginCalls(request, tokens, 'admin'),
    ...builderCalls(request, locale),
    ...frontendCacheCalls(frontendRequest),
    ...fileUploadCalls(request),
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
export type CandidateApi = ReturnType<typeof createCandidateApi>;
export type EmployerApi = ReturnType<typeof createEmployerApi>;
export type AdminApi = ReturnType<typeof createAdminApi>;
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
    geo: geoCalls(context, options.geoBase ?? `${apiBase.replace(/\/+$/, '')}/geo`),
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
