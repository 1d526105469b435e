import { randomUUID } from 'node:crypto';
import { ERROR_TEXTS, type JobApplication } from '@jobboard/schema';
import type { LinkRequest } from '../accounts/password-reset';
import type { Db, JobRow } from '../db/database';
import { ApiError, type FieldErrors } from '../http/api-error';
import type { Mailer } from '../mail/index';
import type { StoredUpload, UploadStore } from '../uploads/index';
import { allowedTypes } from '../uploads/upload-kinds';
import { createApplicantAccount } from './applicant-account';
import { applicationMail } from './application-mail';

const UNIQUE_VIOLATION = '23505';

/**
 * Stores an application and mails it with the motivation and, when sent, the CV attached to the
 * job's apply_email in the job's language ({@link applicationMail}; the CV is optional: hideResume
 * may hide it or make it optional). One application per email and job: a second is refused with
 * the spec's text (the unique index settles two arriving at once). A guest's application with `candidate: true`
 * then also creates their candidate account and mails them a set-password link
 * ({@link createApplicantAccount}); that never fails the application, and a signed-in candidate's
 * flag is ignored.
 */
/**
 * The apply upload its token names: a private file of an apply upload's types. Not by a file's
 * id (which a public file's address shows), nor a public image: the application would carry a
 * type the form refuses, and a file anyone can read as the applicant's private one.
 */
async function applyUpload(uploads: UploadStore, token: string): Promise<StoredUpload | null> {
  const upload = await uploads.get(token);
  const types: readonly string[] = allowedTypes('resume').map((type) => type.mime);
  return upload && upload.token === token && !upload.public && types.includes(upload.mime)
    ? upload
    : null;
}

export async function submitApplication(
  deps: { db: Db; uploads: UploadStore; mailer: Mailer },
  job: JobRow,
  application: JobApplication,
  /** The signed-in candidate applying, whose application it is; null for a guest. */
  userId: number | null = null,
  /** The request, for the set-password link's host and locale (see {@link createApplicantAccount}). */
  link?: LinkRequest,
): Promise<{ uuid: string }> {
  const [cv, motivation] = await Promise.all([
    application.cv === undefined ? undefined : applyUpload(deps.uploads, application.cv),
    applyUpload(deps.uploads, application.motivation),
  ]);
  const errors: FieldErrors = {};
  if (cv === null) errors.cv = ['The CV upload was not found; upload the file again.'];
  if (!motivation)
    errors.motivation = ['The motivation upload was not found; upload the file again.'];
  if (cv === null || !motivation)
    throw new ApiError(400, Object.values(errors)[0]?.[0] ?? '', errors);

  const email = application.email.trim();
  const already = await deps.db
    .selectFrom('applications')
    .select('id')
    .where('job_id', '=', job.id)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (already) throw alreadyApplied();

  const uuid = randomUUID();
  try {
    await deps.db
      .insertInto('applications')
      .values({
        uuid,
        job_id: job.id,
        job_board_id: job.job_board_id,
        user_id: userId,
        email,
        salutation: application.salutation ?? null,
        given_name: application.given_name,
        family_name: application.family_name,
        motivation_text: application.motivation_text ?? null,
        phone: application.phone ?? null,
        phone_country: application.phone_country ?? 'NL',
        cv_token: application.cv ?? null,
        motivation_token: application.motivation,
        newsletters: JSON.stringify(application.newsletters ?? []),
      })
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw alreadyApplied();
    throw error;
  }

  if (job.apply_email) {
    const board = await deps.db
      .selectFrom('job_boards')
      .select('name')
      .where('id', '=', job.job_board_id)
      .executeTakeFirstOrThrow();
    await deps.mailer.send({
      to: job.apply_email,
      replyTo: email,
      fromName: board.name,
      ...applicationMail(job.locale, board.name, {
        jobTitle: job.title,
        salutation: application.salutation,
        givenName: application.given_name,
        familyName: application.family_name,
        email,
        phone: application.phone,
        phoneCountry: application.phone_country ?? 'NL',
        motivationText: application.motivation_text,
        withCv: cv !== undefined,
      }),
      attachments: [
        ...(cv ? [{ filename: cv.filename, path: cv.path }] : []),
        { filename: motivation.filename, path: motivation.path },
      ],
    });
  }
  if (userId === null && application.candidate === true) {
    await createApplicantAccount(deps, { job, application, applicationUuid: uuid, link });
  }
  return { uuid };
}

function alreadyApplied(): ApiError {
  return new ApiError(400, ERROR_TEXTS.alreadyApplied, { email: [ERROR_TEXTS.alreadyApplied] });
}
