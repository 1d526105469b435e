export { ApiError, type ApiErrorInit, type ApiErrorKind, isApiError } from './api-error';
export { API_FAMILIES, type ApiFamily, familyRole } from './api-family';
export { apiPath, normalizePath } from './api-path';
export { ADDRESSES_LIMIT } from './calls/addresses';
export type { ApiTokenChanges } from './calls/api-tokens';
export { APPLICATIONS_PAGE_SIZE, type ApplicationsQuery } from './calls/applications';
export type {
  BlockDraft,
  BlockPlacement,
  BlockPresetDraft,
  PageDraft,
} from './calls/builder';
export {
  type ArticlesQuery,
  LANDING_PAGES_PAGE_SIZE,
  type LandingPagesQuery,
  type OrganisationsQuery,
} from './calls/content';
export {
  EMPLOYER_JOBS_PAGE_SIZE,
  type EmployerJobsQuery,
  type JobDraft,
} from './calls/employer-jobs';
export { FAVOURITES_LIMIT } from './calls/favourites';
export { GEO_MIN_QUERY_LENGTH, type GeoQuery } from './calls/geo';
export { type JobSearchPage, RELATED_JOBS_LIMIT } from './calls/jobs';
export type { ContactedCandidatesQuery } from './calls/resumes';
export {
  type AdminApi,
  type CandidateApi,
  createClient,
  type EmployerApi,
  type GeoApi,
  type JobboardClient,
  type JobboardClientOptions,
  type MpApi,
  type PublicApi,
} from './create-client';
export { errorText, fieldErrors } from './error-text';
export { preloadCalls } from './lazy-calls';
export { type QueryParams, type QueryScalar, type QueryValue, toQueryString } from './query-string';
export { readData } from './read-data';
export { type ListResult, readList } from './read-list';
export {
  type ApiRequest,
  buildUrl,
  type CallOptions,
  familyBaseUrl,
  type HttpMethod,
  isHandledFailure,
  type RequestInput,
  TRANSPORT_TEXTS,
} from './request';
export { type ResolveHostOptions, resolveHost } from './resolve-host';
export { DEFAULT_TIMEOUT_MS } from './run-with-timeout';
export {
  type CookieDocument,
  type CookieTokenStoreOptions,
  cookieHeaderDocument,
  createCookieTokenStore,
} from './tokens/create-cookie-token-store';
export {
  createLocalStorageTokenStore,
  type LocalStorageTokenStoreOptions,
  type TokenStorage,
} from './tokens/create-local-storage-token-store';
export {
  createMemoryTokenStore,
  type MemoryTokenStoreOptions,
} from './tokens/create-memory-token-store';
export { isTokenValid, TOKEN_EXPIRY_MARGIN_MS } from './tokens/is-token-valid';
export { readJwtExpiry } from './tokens/read-jwt-expiry';
export { TOKEN_ROLES, type TokenRole, type TokenStore } from './tokens/token-store';
export type {
  ApiRecord,
  ApplicationFile,
  ClientAccount,
  ContactRequest,
  Credentials,
  EmptyObject,
  GeoPlace,
  JobSuggestion,
  PasswordChange,
  ProfileUpdate,
  ReceivedApplication,
  RedirectTarget,
  RssFeed,
  RssFeedItem,
  SentApplication,
} from './types';
