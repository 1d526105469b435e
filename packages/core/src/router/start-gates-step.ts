import { createBoardUrl, formatBoardUrl } from './board-url';
import type { FixedRoute } from './fixed-routes';
import { keepQueryKeys } from './keep-query-keys';
import type { RedirectReason, StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';
import type { ResolvedRoute } from './resolved-route';
import { localePrefix } from './route-locales';

function gate(
  input: NavigationInput,
  route: ResolvedRoute,
  reason: RedirectReason,
  target: FixedRoute,
  keptKeys: readonly string[],
  remember = false,
): StepDecision | null {
  // On the gate's own page the gate is satisfied; redirecting again would loop.
  if (route.kind === 'fixed' && route.route === target) return null;
  return {
    kind: 'redirect',
    reason,
    // In the URL's locale: the gate's screen speaks the visitor's language.
    to: createBoardUrl(
      `${localePrefix(route.locale, route.defaultLocale)}${target}`,
      keepQueryKeys(input.url.query, keptKeys),
    ),
    ...(remember ? { remember: formatBoardUrl(input.url) } : {}),
  };
}

/** The gate each fixed gate route belongs to: its reason, when the board sends a visitor away. */
const GATE_SCREENS: Partial<Record<FixedRoute, RedirectReason>> = {
  '/coming-soon': 'coming-soon',
  '/create-jobboard': 'create-jobboard',
  '/site-auth': 'site-auth',
};

/**
 * A gate's own route whose condition does not hold goes home (in the URL's locale, keeping
 * ?host): the screen would tell a visitor something untrue, as a password form for a site
 * without a password, which refuses any input.
 */
function leaveIdleGateScreen(input: NavigationInput, route: ResolvedRoute): StepDecision | null {
  const gate = route.kind === 'fixed' ? GATE_SCREENS[route.route] : undefined;
  if (!gate) return null;
  // Only a password site's form depends on the visitor's site token (kept in the browser); the
  // other screens' gates are the site's, which a server render knows too.
  const reason = gate === 'site-auth' && input.site.passwordEnabled ? 'site-auth' : 'gate-closed';
  return {
    kind: 'redirect',
    reason,
    to: createBoardUrl(
      localePrefix(route.locale, route.defaultLocale) || '/',
      // The editor's preview stays in its layout.
      keepQueryKeys(input.url.query, ['host', 'layout']),
    ),
  };
}

/**
 * The gates of the server start flow, in its order: no API address -> /coming-soon; a draft site
 * -> /create-jobboard; the site password on and no valid site token -> /site-auth (remembering
 * the URL to return to once the password is in). Each keeps ?host (a test host names its site
 * with it: without it the gate's screen would be another site's) and the URL's locale prefix.
 * A gate's route while its gate is closed goes home. The admin area and the editor's preview
 * pass the draft and password gates, since admins must reach a draft or protected site to edit it.
 */
export function startGatesStep(input: NavigationInput, route: ResolvedRoute): StepDecision | null {
  const { site } = input;
  if (site.apiAddress === null || site.apiAddress === '') {
    return gate(input, route, 'coming-soon', '/coming-soon', ['host']);
  }
  const admin = route.kind === 'fixed' && route.route.startsWith('/admin');
  if (admin) return null;
  const gated = !input.editorPreview;
  if (gated && site.status === 'draft') {
    return gate(input, route, 'create-jobboard', '/create-jobboard', ['host']);
  }
  if (gated && site.passwordEnabled && !site.hasValidSiteToken) {
    return gate(input, route, 'site-auth', '/site-auth', ['host'], true);
  }
  return leaveIdleGateScreen(input, route);
}
