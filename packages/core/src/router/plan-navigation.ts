import { employerTokenStep } from './employer-token-step';
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
    route,
    editorMode,
    mockDetailData: editorMode && route.kind === 'page' && isDetailPage(route.page),
  };
}
