import { JobApplication } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { pattern, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { findPublicJob } from '../applying/find-public-job';
import { submitApplication } from '../applying/submit-application';
import { requireRole } from '../auth/role-middleware';
import type { Db } from '../db/database';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError, notFound } from '../http/api-error';
import { linkRequestOf } from '../http/link-request';
import { applyRateLimit, applyUploadRateLimit, fileUploadRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { readUpload } from '../http/read-upload';
import { uploadBodyLimit } from '../http/upload-body-limit';
import { validate } from '../http/validate';
import { isUploadError, type StoredUpload, uploadResponseHeaders } from '../uploads/index';

const FileParams = type({ id: pattern(string(), /^[A-Za-z0-9_-]{22}$/) });

/** Applying (file upload and application), file uploads and serving public files. */
export function uploadRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Counted before the body is read: a refused upload is not read at all.
  app.post('/jobs/:id/apply/file-upload', applyUploadRateLimit, uploadBodyLimit, (c) =>
    answerApplyUpload(c, null),
  );
  app.post('/jobs/:uuid/apply', applyRateLimit, (c) => answerApplication(c, null));

  app.post('/files/upload', fileUploadRateLimit, uploadBodyLimit, (c) => answerFileUpload(c, null));

  return app;
}

/**
 * `POST /files/upload` of a signed-in candidate or employer (spec §7 lists it in the public and
 * candidate table, and the client's candidate and employer families send it to their own base):
 * the public upload, for a live token of `role` on the host's board only (else 401), the file
 * recorded as the user's (so a candidate's GDPR export lists it and account deletion removes
 * it). Counted under `fileUpload` after the token check, before the body is read.
 */
export function roleFileUploadRoutes(role: 'candidate' | 'employer'): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post(
    '/files/upload',
    boardMiddleware,
    requireRole(role),
    fileUploadRateLimit,
    uploadBodyLimit,
    (c) => answerFileUpload(c, c.var.user.id),
  );
  return app;
}

/**
 * `POST /files/upload`: a file of any allowed type (documents and images), public unless
 * `public` is `false` or `0`; answers its `public_url` (null for a private file) and token.
 * `userId` is the signed-in uploader's, or null for a guest.
 */
async function answerFileUpload(c: Context<AppEnv>, userId: number | null) {
  const { db, uploads } = c.var.deps;
  const file = await readUpload(c);
  const isPublic = ['1', 'true'].includes(file.fields.public ?? 'true');
  const stored = await uploads.save({
    bytes: file.bytes,
    filename: file.filename,
    kind: 'any',
    public: isPublic,
  });
  if (isUploadError(stored)) throw uploadRefused(stored);
  await recordFile(db, stored, 'any', userId);
  const origin = c.var.deps.publicUrl ?? new URL(c.req.url).origin;
  return c.json(
    {
      data: {
        public_url: isPublic
          ? `${origin}/files/${stored.id}/${encodeURIComponent(stored.filename)}`
          : null,
        token: stored.token,
        mime: stored.mime,
        size: stored.size,
      },
    },
    201,
  );
}

/**
 * Whether the visitor may apply to the job: it is on the board of a signed-in candidate's token
 * (as a favourite must be), or of a guest's host. Another site's job is not there for them (the
 * application would be stored under an account of a site the job's employer never sees). A
 * guest on a host no board registered (the API's own) applies to any published job, on the
 * board the application names.
 */
function ofCandidatesBoard(
  c: Context<AppEnv>,
  job: { job_board_id: number },
  userId: number | null,
): boolean {
  if (userId !== null) return job.job_board_id === c.var.board.jobBoardId;
  const host = c.var.hostBoard;
  return !host || host.fallback === true || job.job_board_id === host.jobBoardId;
}

/**
 * `POST /jobs/{id}/apply/file-upload` (spec §7, public and candidate): a CV or motivation for an
 * application to a published job, kept private; answers its token. `userId` is the signed-in
 * candidate's, or null for a guest.
 */
export async function answerApplyUpload(c: Context<AppEnv>, userId: number | null) {
  const { db, uploads } = c.var.deps;
  const job = await findPublicJob(db, c.req.param('id') ?? '');
  if (!job || !ofCandidatesBoard(c, job, userId)) throw notFound('Job');
  const file = await readUpload(c);
  const stored = await uploads.save({
    bytes: file.bytes,
    filename: file.filename,
    kind: 'resume',
    public: false,
  });
  if (isUploadError(stored)) throw uploadRefused(stored);
  await recordFile(db, stored, 'resume', userId);
  return c.json({ data: { token: stored.token } }, 201);
}

/**
 * `POST /jobs/{uuid}/apply` (spec §7, public and candidate): stores and mails an application to a
 * published job of the application's board; a signed-in candidate's is stored as theirs.
 */
export async function answerApplication(c: Context<AppEnv>, userId: number | null) {
  const { db, uploads, mailer } = c.var.deps;
  const job = await findPublicJob(db, c.req.param('uuid') ?? '');
  if (!job || !ofCandidatesBoard(c, job, userId)) throw notFound('Job');
  const application = validate(await readJson(c), JobApplication);
  if (application.job_board_id !== job.job_board_id) {
    const message = 'This job is not published on this job board.';
    throw new ApiError(400, message, { job_board_id: [message] });
  }
  const { uuid } = await submitApplication(
    { db, uploads, mailer },
    job,
    application,
    userId,
    // The set-password link of the account a guest's application may create.
    linkRequestOf(c),
  );
  return c.json({ data: { uuid } }, 201);
}

/** Public files by id, with content types that cannot run script on our origin. */
export function publicFileRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const serve = async (c: Context<AppEnv>) => {
    const { id } = validate({ id: c.req.param('id') }, FileParams);
    const { uploads } = c.var.deps;
    const upload = await uploads.get(id);
    if (!upload?.public || upload.id !== id) throw notFound('File');
    const bytes = await uploads.read(upload);
    return c.body(new Uint8Array(bytes), 200, {
      ...uploadResponseHeaders(upload),
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  };
  app.get('/files/:id', serve);
  app.get('/files/:id/:name', serve);
  return app;
}

export function uploadRefused(error: { error: 'type' | 'size'; message: string }): ApiError {
  return new ApiError(error.error === 'size' ? 413 : 415, error.message, { file: [error.message] });
}

async function recordFile(
  db: Db,
  upload: StoredUpload,
  kind: string,
  userId: number | null,
): Promise<void> {
  await db
    .insertInto('files')
    .values({
      upload_id: upload.id,
      token: upload.token,
      kind,
      public: upload.public,
      filename: upload.filename,
      mime: upload.mime,
      size: upload.size,
      user_id: userId,
      client_id: null,
    })
    .execute();
}
