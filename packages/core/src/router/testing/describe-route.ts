import { formatBoardUrl } from '../board-url';
import type { NavigationDecision } from '../navigation-decision';
import type { RoutablePage } from '../page-path-for';
import type { ResolvedRoute } from '../resolved-route';

/** A route as a short string: `key[detailKey]@locale`, `fixed:/path@locale` or `404@locale`. */
export function describeRoute(route: ResolvedRoute): string {
  switch (route.kind) {
    case 'fixed':
      return `fixed:${route.route}@${route.locale}`;
    case 'page': {
      const detail = route.detailKey === undefined ? '' : `[${route.detailKey}]`;
      return `${route.page.key}${detail}@${route.locale}`;
    }
    case 'not-found':
      return `404@${route.locale}`;
  }
}

/** A decision as a short string, so decision tables stay readable. */
export function describeDecision<P extends RoutablePage>(decision: NavigationDecision<P>): string {
  switch (decision.kind) {
    case 'redirect-external':
      return `external ${decision.status} ${decision.url}`;
    case 'redirect': {
      const status = decision.status === undefined ? '' : ` ${decision.status}`;
      return `${decision.reason}${status} -> ${formatBoardUrl(decision.to)}`;
    }
    case 'employer-login':
      return `employer-login ${decision.token} -> ${formatBoardUrl(decision.then)}`;
    case 'load-locale':
      return `load-locale ${decision.locale}${decision.setLocaleFirst ? ' (locale first)' : ''}`;
    case 'render': {
      const flags = `${decision.editorMode ? ' editor' : ''}${decision.mockDetailData ? ' mock' : ''}`;
      return `render ${describeRoute(decision.route)}${flags}`;
    }
  }
}
