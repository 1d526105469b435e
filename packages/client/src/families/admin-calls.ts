import { loginCalls } from '../calls/accounts';
import { builderCalls, frontendCacheCalls } from '../calls/builder';
import { fileUploadCalls } from '../calls/files';
import type { ApiRequest } from '../request';
import type { TokenStore } from '../tokens/token-store';

/** The admin API's calls (the editor's), loaded on the first of them (`createClient`). */
export function adminCalls(
  request: ApiRequest,
  frontendRequest: ApiRequest,
  tokens: TokenStore,
  currentLocale: () => string | undefined,
) {
  return {
    ...loginCalls(request, tokens, 'admin'),
    ...builderCalls(request, currentLocale),
    ...frontendCacheCalls(frontendRequest),
    ...fileUploadCalls(request),
  };
}
