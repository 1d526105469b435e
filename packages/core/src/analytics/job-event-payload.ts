import type { AnalyticsJob, JobEventPayload } from './analytics-events';

/** The job fields that a job event may describe; all optional since jobs arrive partially. */
export interface JobLike {
  uuid?: string | null | undefined;
  title?: string | null | undefined;
  organisation_name?: string | null | undefined;
  location_name?: string | null | undefined;
}

/**
 * The payload of a job event: enriched with the job only when it has a uuid and a title
 * (spec §5), so mock jobs of the editor and failed loads send nothing half-filled.
 */
export function jobEventPayload(job: JobLike | null | undefined): JobEventPayload {
  if (!job?.uuid || !job.title) return {};
  const described: AnalyticsJob = { uuid: job.uuid, title: job.title };
  if (job.organisation_name) described.organisationName = job.organisation_name;
  if (job.location_name) described.locationName = job.location_name;
  return { job: described };
}
