import { MAX_LIST_PAGE } from '@jobboard/schema';
import type { BlockRoute } from '../../blocks-runtime/block-context';

/** The page number of a list from the route's `page` query, from 1 to the deepest a list answers. */
export function routePage(route: BlockRoute): number {
  const page = Number(route.query.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_LIST_PAGE) : 1;
}

/** The route's path with `changes` laid over its query; empty values and page 1 are left out. */
export function routeWithQuery(
  route: BlockRoute,
  changes: Readonly<Record<string, string | number>>,
): string {
  const query = new URLSearchParams(route.query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === '' || (key === 'page' && value === 1)) query.delete(key);
    else query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${route.path}?${search}` : route.path;
}
