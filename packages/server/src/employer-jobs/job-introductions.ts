import { nullable, object, optional, string } from 'superstruct';
import { boardMailName, boardPageUrl, type LinkRequest } from '../accounts/board-page-url';
import type { Db, JobRow } from '../db/database';
import type { Board } from '../host/resolve-board';
import { ApiError } from '../http/api-error';
import { validate } from '../http/validate';
import type { Mailer } from '../mail/index';
import { fieldRefusal } from '../orders/order-refusals';
import { MAX_INTRODUCTION_LENGTH } from '../resumes/contact-requests';
import { jobIntroductionMail } from '../resumes/job-introduction-mail';
import { findAcceptedResume } from '../resumes/resume-search';
import { isOnline } from './job-online';

/** A job that is not public now (a draft, paused, expired or not yet started one). */
export const INTRODUCTION_JOB_NOT_ONLINE = 'Only a published job that is online can be introduced.';
/**
 * The client has no accepted contact request for the resume: never contacted, still requested,
 * declined, or no such resume of the site (which is never told apart).
 */
export const INTRODUCTION_NOT_ACCEPTED = 'The candidate has not accepted your contact request.';
/** The candidate was introduced to the job before. */
export const INTRODUCTION_EXISTS = 'This candidate has already been introduced to this job.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const JobIntroductionBody = object({
  resume_id: string(),
  message: optional(nullable(string())),
});

/** The body of `POST /jobs/{id}/introduce-candidate`, read. */
export interface JobIntroductionInput {
  /** The resume's uuid as given (trimmed). */
  resumeId: string;
  /** The employer's message, trimmed; null without one (missing, null or empty). */
  message: string | null;
}

/**
 * `{ resume_id, message? }` strictly (other keys, a missing or non-text `resume_id` and a
 * non-text `message` are 400s with field errors); the message is trimmed plain text of at most
 * {@link MAX_INTRODUCTION_LENGTH} characters, and an empty one is none.
 */
export function readJobIntroduction(body: Record<string, unknown>): JobIntroductionInput {
  const read = validate(body, JobIntroductionBody);
  const resumeId = read.resume_id.trim();
  if (resumeId === '') throw fieldRefusal('resume_id', 'The resume_id field is required.');
  const message = read.message?.trim() ?? '';
  if (message.length > MAX_INTRODUCTION_LENGTH) {
    throw fieldRefusal(
      'message',
      `The message may be at most ${MAX_INTRODUCTION_LENGTH} characters.`,
    );
  }
  return { resumeId, message: message === '' ? null : message };
}

/** A stored introduction, and whom to mail about it. */
export interface JobIntroduction {
  jobId: number;
  resumeUuid: string;
  createdAt: Date;
  candidateEmail: string;
}

/**
 * `POST /jobs/{id}/introduce-candidate`: introduces a candidate to a job of the owner's client
 * (found by the caller, else 404). The job must be online (400 on `job`), the resume one of the
 * site whose owner accepted the client's contact request (else 400 on `resume_id`, an unknown
 * uuid alike) and not introduced to the job before (409). The unique `(job_id, resume_id)`
 * keeps two calls at once to one row: only the call that stored it mails the candidate.
 */
export async function introduceCandidate(
  db: Db,
  input: {
    siteId: number;
    clientId: number;
    userId: number;
    job: JobRow;
    introduction: JobIntroductionInput;
  },
): Promise<JobIntroduction> {
  const { job, introduction } = input;
  if (!isOnline(job, new Date())) throw fieldRefusal('job', INTRODUCTION_JOB_NOT_ONLINE);
  const resume = UUID.test(introduction.resumeId)
    ? await findAcceptedResume(
        db,
        input.siteId,
        input.clientId,
        introduction.resumeId.toLowerCase(),
      )
    : undefined;
  if (!resume) throw fieldRefusal('resume_id', INTRODUCTION_NOT_ACCEPTED);
  const row = await db
    .insertInto('job_introductions')
    .values({
      job_id: job.id,
      resume_id: resume.id,
      client_id: input.clientId,
      user_id: input.userId,
      message: introduction.message,
    })
    .onConflict((oc) => oc.columns(['job_id', 'resume_id']).doNothing())
    .returning('created_at')
    .executeTakeFirst();
  if (!row) throw new ApiError(409, INTRODUCTION_EXISTS);
  return {
    jobId: job.id,
    resumeUuid: resume.uuid,
    createdAt: new Date(row.created_at),
    candidateEmail: resume.email,
  };
}

/**
 * Mails the candidate of a stored introduction: the job's title and its page on the board (the
 * board's first `p-job-details` page, the job's slug as its child segment), and the employer's
 * message. In the site's default language, as the contact request mail: the candidate asked for
 * nothing, so no request names theirs. A failure is logged: the introduction stands.
 */
export async function mailIntroducedCandidate(
  deps: { db: Db; mailer: Mailer },
  board: Board,
  request: LinkRequest,
  introduced: { to: string; clientName: string; job: JobRow; message: string | null },
): Promise<void> {
  const { db, mailer } = deps;
  try {
    const { url, locale } = await boardPageUrl(
      db,
      board,
      { ...request, locales: [] },
      'p-job-details',
    );
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(introduced.job.slug)}`;
    const boardName = await boardMailName(db, board);
    await mailer.send({
      to: introduced.to,
      fromName: boardName,
      ...jobIntroductionMail(locale, {
        clientName: introduced.clientName,
        jobTitle: introduced.job.title,
        boardName,
        message: introduced.message,
        link: url,
      }),
    });
  } catch (error) {
    console.error('The job introduction mail to a candidate could not be sent:', error);
  }
}
