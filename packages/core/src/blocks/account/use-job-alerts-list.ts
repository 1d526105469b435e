import type { JobAlert } from '@jobboard/schema';
import { useContext, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { exampleJobAlert } from '../shared/job-alerts/example-job-alert';
import { jobAlertBody } from '../shared/job-alerts/job-alert-body';
import { jobAlertsRequest } from '../shared/job-alerts/job-alert-requests';
import { useJobAlertCache } from '../shared/job-alerts/use-job-alert-cache';
import { SessionUserContext } from '../shared/session-role-context';

export interface JobAlertsList {
  /** `undefined` while loading. */
  alerts: readonly JobAlert[] | undefined;
  failed: boolean;
  /** Reads the list again (after a failed read). */
  retry(): void;
  /** Turns an alert on or off; rejects when the API refuses. */
  setActive(alert: JobAlert, active: boolean): Promise<void>;
  /** Deletes an alert; rejects when the API refuses. */
  remove(alert: JobAlert): Promise<void>;
}

/** The id an alert's calls name: its id, else its uuid (the API takes either). */
export function jobAlertId(alert: JobAlert): number | string {
  return alert.id ?? alert.uuid ?? '';
}

/**
 * The candidate's job alerts under the key the job alert page updates too (an alert saved there
 * is on the list; one changed here shows changed there). The editor's example keeps its alert on
 * screen only.
 */
export function useJobAlertsList(
  context: Pick<BlockContext, 'client' | 'config'>,
  example: boolean,
): JobAlertsList {
  const user = useContext(SessionUserContext);
  const userUuid = example ? undefined : user?.uuid;
  const read = useBlockData(userUuid === undefined ? null : jobAlertsRequest(userUuid));
  const cache = useJobAlertCache(userUuid);
  const [shown, setShown] = useState(() => [exampleJobAlert(context.config)]);
  if (example) {
    return {
      alerts: shown,
      failed: false,
      retry: () => undefined,
      setActive: async (alert, active) =>
        setShown((current) =>
          current.map((other) => (other.id === alert.id ? { ...other, active } : other)),
        ),
      remove: async (alert) =>
        setShown((current) => current.filter((other) => other.id !== alert.id)),
    };
  }
  return {
    alerts: read.data,
    failed: read.data === undefined && read.error !== undefined,
    retry: () => void read.mutate(),
    async setActive(alert, active) {
      const answer = await context.client.candidate.updateJobAlert(
        jobAlertId(alert),
        jobAlertBody(alert, { active }),
      );
      cache.saved(answer);
    },
    async remove(alert) {
      await context.client.candidate.deleteJobAlert(jobAlertId(alert));
      cache.deleted(alert);
    },
  };
}
