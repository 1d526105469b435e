export { joinBasePath, normalizeBasePath, stripBasePath } from './base-path';
export type { BoardLocation, BoardLocationListener, LocationWindow } from './board-location';
export {
  type BoardUrl,
  type BoardUrlInput,
  createBoardUrl,
  formatBoardUrl,
  parseBoardUrl,
  sameBoardUrl,
  toBoardUrl,
} from './board-url';
export { createHashLocation, type HashLocationOptions } from './create-hash-location';
export { createHistoryLocation, type HistoryLocationOptions } from './create-history-location';
export { createMemoryLocation, type MemoryLocationOptions } from './create-memory-location';
export { EMPLOYER_TOKEN_QUERY, employerTokenStep } from './employer-token-step';
export { FIXED_ROUTES, type FixedRoute, matchFixedRoute } from './fixed-routes';
export { guestOnlyGuard } from './guest-only-guard';
export { isDetailPage } from './is-detail-page';
export { isEditorLayout } from './is-editor-layout';
export { keepQueryKeys } from './keep-query-keys';
export { localeStep } from './locale-step';
export { loginQuery, loginRequiredGuard } from './login-required-guard';
export type { NavigationDecision, RedirectReason, StepDecision } from './navigation-decision';
export type { NavigationInput, SiteGateState } from './navigation-input';
export { type PageHrefOptions, pageHref } from './page-href';
export { pagePathFor, type RoutablePage } from './page-path-for';
export { planNavigation } from './plan-navigation';
export { redirectRuleStep } from './redirect-rule-step';
export {
  type PathStorage,
  REMEMBERED_PATH_KEY,
  rememberPath,
  takeRememberedPath,
} from './remembered-path';
export {
  DEFAULT_REDIRECT_STATUS,
  lookupRedirect,
  type RedirectAnswer,
  type ResolvedRedirect,
  resolveRedirect,
} from './resolve-redirect';
export { resolveRoute } from './resolve-route';
export type {
  FixedRouteMatch,
  NotFoundRoute,
  PageRouteMatch,
  ResolvedRoute,
} from './resolved-route';
export {
  type LocaleSplit,
  localePrefix,
  type RouteLocales,
  splitLocaleSegment,
} from './route-locales';
export { startGatesStep } from './start-gates-step';
export { switchLocaleHref } from './switch-locale-href';
