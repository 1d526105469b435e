import type { ContactRequest } from '@jobboard/client';
import type { Resume } from '@jobboard/schema';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';

/**
 * The candidate's own resume with its uploaded file, `null` while they have none. The key names
 * the user, so another candidate logging in on the same page never sees the first one's.
 */
export function ownResumeRequest(userUuid: string): DataRequest<Resume | null> {
  return createDataRequest(USER_DATA_REQUESTS.ownResume, { user: userUuid }, (client) =>
    client.candidate.getOwnResume(userUuid),
  );
}

/**
 * The contact requests employers sent the candidate, newest first. A failed read rejects (the
 * client would give an empty list): the tab says it could not read them.
 */
export function contactRequestsRequest(userUuid: string): DataRequest<ContactRequest[]> {
  return createDataRequest(
    USER_DATA_REQUESTS.contactRequests,
    { user: userUuid },
    async (client) => {
      const { items } = await client.candidate.listContactRequests({ rethrow: true });
      return items;
    },
  );
}
