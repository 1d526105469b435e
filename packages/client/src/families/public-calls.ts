import { contentCalls } from '../calls/content';
import { fileUploadCalls } from '../calls/files';
import { publicJobCalls } from '../calls/jobs';
import { publicOrderCalls } from '../calls/orders';
import { publicCandidateCalls } from '../calls/resumes';
import type { ApiRequest } from '../request';

/**
 * The public calls beyond the start flow's (site, configuration, site password, redirects): what
 * blocks read and send. Loaded on the first of them (`createClient`), its own chunk in bundles.
 */
export function publicCalls(request: ApiRequest, currentLocale: () => string | undefined) {
  return {
    ...publicJobCalls(request),
    ...contentCalls(request, currentLocale),
    ...publicCandidateCalls(request),
    ...publicOrderCalls(request),
    ...fileUploadCalls(request),
  };
}
