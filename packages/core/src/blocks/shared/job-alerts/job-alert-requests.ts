import { JOB_ALERTS_PER_CANDIDATE, type JobAlert } from '@jobboard/schema';
import { createDataRequest } from '../../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../../session/user-data-requests';

/**
 * The job alerts of the candidate with this uuid, newest first: one page holds them all, as no
 * candidate keeps more than {@link JOB_ALERTS_PER_CANDIDATE}. The key names the user, so another
 * candidate logging in on the same page never sees the first one's alerts.
 */
export function jobAlertsRequest(userUuid: string): DataRequest<JobAlert[]> {
  return createDataRequest(USER_DATA_REQUESTS.jobAlerts, { user: userUuid }, async (client) => {
    const { items } = await client.candidate.listJobAlerts({ limit: JOB_ALERTS_PER_CANDIDATE });
    return items;
  });
}

/** One alert of the candidate with this uuid, by the id (or uuid) a link names. */
export function jobAlertRequest(userUuid: string, id: string): DataRequest<JobAlert> {
  return createDataRequest(USER_DATA_REQUESTS.jobAlert, { user: userUuid, id }, (client) =>
    client.candidate.getJobAlert(id),
  );
}
