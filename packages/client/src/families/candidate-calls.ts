import type { CandidateRegistration } from '@jobboard/schema';
import { accountCalls, candidateAccountCalls } from '../calls/accounts';
import { addressCalls } from '../calls/addresses';
import { candidateApplicationCalls } from '../calls/applications';
import { applyCalls } from '../calls/apply';
import { favouriteCalls } from '../calls/favourites';
import { fileUploadCalls } from '../calls/files';
import { candidateJobAlertCalls } from '../calls/job-alerts';
import { candidateJobCalls } from '../calls/jobs';
import { candidateResumeCalls } from '../calls/resumes';
import type { ApiRequest } from '../request';
import type { TokenStore } from '../tokens/token-store';

/** The candidate API's calls, loaded on the first of them (`createClient`). */
export function candidateCalls(request: ApiRequest, tokens: TokenStore) {
  return {
    ...candidateJobCalls(request),
    ...applyCalls(request),
    ...candidateApplicationCalls(request),
    ...accountCalls<CandidateRegistration>(request, tokens, 'candidate'),
    ...candidateAccountCalls(request, tokens),
    ...favouriteCalls(request),
    ...candidateJobAlertCalls(request),
    ...addressCalls(request, 'user/addresses'),
    ...candidateResumeCalls(request),
    ...fileUploadCalls(request),
  };
}
