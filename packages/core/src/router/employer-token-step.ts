import { createBoardUrl } from './board-url';
import type { StepDecision } from './navigation-decision';
import type { NavigationInput } from './navigation-input';

/** The query parameter that logs an employer in (product.md §2). */
export const EMPLOYER_TOKEN_QUERY = 'employer_token';

/**
 * `?employer_token=` logs the employer in with that token, then the same path without it
 * replaces the URL. An empty token only removes the parameter.
 */
export function employerTokenStep(input: NavigationInput): StepDecision | null {
  const { url } = input;
  if (!url.query.has(EMPLOYER_TOKEN_QUERY)) return null;
  const token = url.query.get(EMPLOYER_TOKEN_QUERY) ?? '';
  const query = new URLSearchParams(url.query);
  query.delete(EMPLOYER_TOKEN_QUERY);
  const then = createBoardUrl(url.path, query, url.hash);
  if (token === '') return { kind: 'redirect', reason: 'employer-token', to: then };
  return { kind: 'employer-login', token, then };
}
