import { contentCalls } from '../calls/content';
import { publicJobCalls } from '../calls/jobs';
import type { ApiRequest } from '../request';

/**
 * The public calls beyond the start flow's (site, configuration, site password, redirects) that
 * read what blocks show: jobs, organisations, news, landing pages. Loaded on the first of them
 * (`createClient`), its own chunk in bundles.
 */
export function publicCalls(request: ApiRequest, currentLocale: () => string | undefined) {
  return {
    ...publicJobCalls(request),
    ...contentCalls(request, currentLocale),
  };
}
