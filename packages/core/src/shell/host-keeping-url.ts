import { type BoardUrl, createBoardUrl } from '../router/board-url';
import { keepQueryKeys } from '../router/keep-query-keys';

/**
 * A board URL that keeps only `?host` of the current query: on test hosts the host query picks
 * the site, so the gate screens must not lose it (spec §2).
 */
export function hostKeepingUrl(path: string, query: URLSearchParams): BoardUrl {
  return createBoardUrl(path, keepQueryKeys(query, ['host']));
}
