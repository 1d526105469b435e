import type { JobboardClient } from '@jobboard/client';
import type { JobAlert } from '@jobboard/schema';

/** What a create or update of an alert sends: the alert without the fields the API adds. */
export type JobAlertBody = Parameters<JobboardClient['candidate']['createJobAlert']>[0];

/**
 * The body that saves `alert` as it is, with `changes` laid over it: an update sends the whole
 * alert (the account tab's active toggle changes one field of an alert it lists).
 */
export function jobAlertBody(alert: JobAlert, changes: Partial<JobAlertBody> = {}): JobAlertBody {
  return {
    search: alert.search ?? null,
    frequency: alert.frequency,
    city: alert.city ?? null,
    lat: alert.lat ?? null,
    lon: alert.lon ?? null,
    range: alert.range ?? null,
    segments: alert.segments ?? [],
    active: alert.active,
    ...changes,
  };
}
