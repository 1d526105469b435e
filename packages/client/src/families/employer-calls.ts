import type { EmployerRegistration } from '@jobboard/schema';
import { accountCalls } from '../calls/accounts';
import { clientAddressCalls } from '../calls/addresses';
import { employerApiTokenCalls } from '../calls/api-tokens';
import { employerApplicationCalls } from '../calls/applications';
import { clientAccountCalls } from '../calls/client-account';
import { employerJobCalls } from '../calls/employer-jobs';
import { fileDownloadCalls, fileUploadCalls } from '../calls/files';
import { employerOrderCalls } from '../calls/orders';
import { employerResumeCalls } from '../calls/resumes';
import type { ApiRequest } from '../request';
import type { TokenStore } from '../tokens/token-store';

/** The employer API's calls, loaded on the first of them (`createClient`). */
export function employerCalls(request: ApiRequest, tokens: TokenStore) {
  return {
    ...employerJobCalls(request),
    ...employerApplicationCalls(request),
    ...accountCalls<EmployerRegistration>(request, tokens, 'employer'),
    ...clientAccountCalls(request),
    ...clientAddressCalls(request),
    ...employerResumeCalls(request),
    ...employerOrderCalls(request),
    ...fileUploadCalls(request),
    ...fileDownloadCalls(request),
    ...employerApiTokenCalls(request),
  };
}
