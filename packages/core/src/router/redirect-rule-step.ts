import { parseBoardUrl } from './board-url';
import type { StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';

/**
 * Every path is first checked for a redirect; one to the current path and query is ignored. A
 * rule's internal target without a query of its own takes the address's (an old bookmark or ad
 * of `/jobs?search=chauffeur` arrives with its search); one with a query keeps its own.
 */
export function redirectRuleStep(input: NavigationInput): StepDecision | null {
  const { redirect, url } = input;
  if (!redirect) return null;
  if (redirect.kind === 'external') {
    return { kind: 'redirect-external', url: redirect.url, status: redirect.status };
  }
  const target = parseBoardUrl(redirect.path);
  const to =
    target.query.toString() !== '' ? target : { ...target, query: new URLSearchParams(url.query) };
  if (to.path === url.path && to.query.toString() === url.query.toString()) return null;
  return { kind: 'redirect', reason: 'redirect-rule', to, status: redirect.status };
}
