import { isDetailPageType, isPageType } from '@jobboard/schema';
import type { RoutablePage } from './page-path-for';

/** Job details, organisation, CMS article, candidate details and landing pages. */
export function isDetailPage(page: RoutablePage): boolean {
  return isPageType(page.key) && isDetailPageType(page.key);
}
