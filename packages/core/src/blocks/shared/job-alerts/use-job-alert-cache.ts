import type { JobAlert } from '@jobboard/schema';
import { useSWRConfig } from 'swr';
import { jobAlertRequest, jobAlertsRequest } from './job-alert-requests';

export interface JobAlertCache {
  /** An alert the API answered after a create or update: the list and its own read show it. */
  saved(alert: JobAlert): void;
  /** An alert the API deleted: the list drops it, and its own read is read again when asked. */
  deleted(alert: JobAlert): void;
}

/** The keys an alert is read under: its id and its uuid (a mail's link may name either). */
function ownKeys(userUuid: string, alert: JobAlert): string[] {
  return [alert.id, alert.uuid]
    .filter((id) => id !== undefined)
    .map((id) => jobAlertRequest(userUuid, String(id)).key);
}

/**
 * Keeps the board's cached reads of a candidate's alerts in step with a change made elsewhere on
 * the board: the job alert page and the account tab read them without revalidating, so an alert
 * saved on one must show on the other without a reload. A list not read yet stays unread.
 */
export function useJobAlertCache(userUuid: string | undefined): JobAlertCache {
  const { mutate } = useSWRConfig();
  if (userUuid === undefined) return { saved: () => undefined, deleted: () => undefined };
  const list = jobAlertsRequest(userUuid).key;
  const same = (a: JobAlert, b: JobAlert) => a.id !== undefined && a.id === b.id;
  return {
    saved(alert) {
      void mutate<JobAlert[]>(
        list,
        (current) =>
          current?.some((other) => same(other, alert))
            ? current.map((other) => (same(other, alert) ? alert : other))
            : current && [alert, ...current],
        { revalidate: false },
      );
      for (const key of ownKeys(userUuid, alert)) void mutate(key, alert, { revalidate: false });
    },
    deleted(alert) {
      void mutate<JobAlert[]>(list, (current) => current?.filter((other) => !same(other, alert)), {
        revalidate: false,
      });
      for (const key of ownKeys(userUuid, alert))
        void mutate(key, undefined, { revalidate: false });
    },
  };
}
