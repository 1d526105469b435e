import { ERROR_TEXTS } from '@jobboard/schema';
import { employerTokenStep } from './employer-token-step';
import { GATE_ROUTES } from './fixed-routes';
import { guestOnlyGuard } from './guest-only-guard';
import { isDetailPage } from './is-detail-page';
import { isEditorLayout } from './is-editor-layout';
import { localeStep } from './locale-step';
import { loginRequiredGuard } from './login-required-guard';
import type { NavigationDecision, StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';
import type { RoutablePage } from './page-path-for';
import { redirectRuleStep } from './redirect-rule-step';
import { resolveRoute } from './resolve-route';
import type { ResolvedRoute } from './resolved-route';
import { startGatesStep } from './start-gates-step';

type NavigationStep = (input: NavigationInput, route: ResolvedRoute) => StepDecision | null;

/**
 * The steps before a page renders, in order: the redirect rule, the start gates, the URL's
 * locale, then the guards (employer token first, since it changes who is logged in).
 */
const STEPS: readonly NavigationStep[] = [
  redirectRuleStep,
  startGatesStep,
  localeStep,
  employerTokenStep,
  loginRequiredGuard,
  guestOnlyGuard,
];

/**
 * Decides what a board does for a URL. Pure: the caller carries the decision out (replace the
 * URL, log in, load a locale) and plans again with the new state, until it renders.
 */
export function planNavigation<P extends RoutablePage>(
  input: NavigationInput<P>,
): NavigationDecision<P> {
  const route = resolveRoute(input.pages, input.url.path, input.locales);
  for (const step of STEPS) {
    const decision = step(input, route);
    if (decision) return decision;
  }
  const editorMode = isEditorLayout(input.url.query);
  return {
    kind: 'render',
    route: servedRoute(route, input.pages),
    editorMode,
    mockDetailData: editorMode && route.kind === 'page' && isDetailPage(route.page),
  };
}

/**
 * The route as this renderer shows it: the admin area and /test-page belong to the editor app,
 * so here they are not found, as an unmatched path is (the site's own not-found page when it has
 * one, else 'This page could not be found').
 */
function servedRoute<P extends RoutablePage>(route: ResolvedRoute<P>, pages: readonly P[]) {
  if (route.kind !== 'fixed' || GATE_ROUTES.has(route.route)) return route;
  const { locale, defaultLocale, switchesLocale } = route;
  return {
    locale,
    defaultLocale,
    switchesLocale,
    kind: 'not-found',
    status: 404,
    message: ERROR_TEXTS.routeNotFound,
    notFoundPage: pages.find((page) => page.key === 'p-not-found-error') ?? null,
  } satisfies ResolvedRoute<P>;
}
