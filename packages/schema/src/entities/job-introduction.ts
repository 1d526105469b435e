import { type Infer, integer, object, optional, size, string, type } from 'superstruct';

/** The longest message an employer may add to an introduction. */
export const JOB_INTRODUCTION_MESSAGE_MAX = 2000;

/**
 * `POST /jobs/{id}/introduce-candidate` of the employer API (the spec names the call, not its
 * payload): a candidate who accepted the employer's contact request (their resume's uuid), and
 * an optional plain-text message for the mail that names the job.
 */
export const JobIntroductionPayload = object({
  resume_id: string(),
  message: optional(size(string(), 0, JOB_INTRODUCTION_MESSAGE_MAX)),
});
export type JobIntroductionPayload = Infer<typeof JobIntroductionPayload>;

/** The answer: the introduction made. */
export const JobIntroduction = type({
  job_id: integer(),
  resume_id: string(),
  created_at: string(),
});
export type JobIntroduction = Infer<typeof JobIntroduction>;
