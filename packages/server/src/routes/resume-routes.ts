import { ERROR_TEXTS } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { optional, string, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError, errorBody, notFound } from '../http/api-error';
import { readPagination } from '../http/pagination';
import { fileUploadRateLimit } from '../http/rate-limit';
import { readQuery } from '../http/read-query';
import { readUpload } from '../http/read-upload';
import { uploadBodyLimit } from '../http/upload-body-limit';
import { validate } from '../http/validate';
import { attachResumeFile } from '../resumes/attach-resume-file';
import {
  answerContactRequest,
  findContactRequestByToken,
  listOwnContactRequests,
} from '../resumes/contact-requests';
import { type OwnResume, selectOwnResumes, toOwnResumes } from '../resumes/resume-output';
import {
  contentDisposition,
  isUploadError,
  type UploadStore,
  uploadResponseHeaders,
} from '../uploads/index';
import { uploadRefused } from './upload-routes';

/** A contact request's state changes with each answer: never kept by a cache. */
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The most contact requests read at once unless `limit` asks otherwise. */
const CONTACT_REQUESTS_LIMIT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Upload tokens are 32 random bytes, base64url. */
const FILE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const CandidatesQuery = type({ 'match[uuid]': optional(string()) });

/**
 * The candidate's own resume and the contact requests employers sent for it (spec §7), for a
 * signed-in candidate of the request's board (else 401): `GET /candidates` (`match[uuid]`, the
 * user's or the resume's uuid), `POST /resume/upload`, `GET /resume/download/{token}` and
 * `GET /resume/clients`. A candidate only ever sees their own resume, file and requests.
 */
export function candidateResumeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const candidate = [boardMiddleware, requireRole('candidate')] as const;

  app.get('/candidates', ...candidate, async (c) => {
    const data = await ownResumes(c, readMatchUuid(c));
    return c.json({ data, total: data.length });
  });

  // Limited after the token check (only a signed-in candidate's attempts count) and, as
  // `POST /files/upload`, before the body is read: a refused upload is not read at all.
  app.post('/resume/upload', ...candidate, fileUploadRateLimit, uploadBodyLimit, async (c) => {
    const { db, uploads } = c.var.deps;
    const file = await readUpload(c);
    const stored = await uploads.save({
      bytes: file.bytes,
      filename: file.filename,
      kind: 'resume',
      public: false,
    });
    if (isUploadError(stored)) throw uploadRefused(stored);
    const replaced = await attachResumeFile(db, c.var.user.id, stored);
    // The old file's row is gone with the commit; its bytes go now. A failure is only logged:
    // the new file is the resume's already, and the old one no longer downloads.
    if (replaced) await removeUpload(uploads, replaced.uploadId);
    const [data] = await ownResumes(c, undefined);
    if (!data) throw new ApiError(500, 'The resume could not be read back.');
    return c.json({ data }, 201);
  });

  app.get('/resume/download/:token', ...candidate, async (c) => {
    const { db, uploads } = c.var.deps;
    const token = c.req.param('token');
    if (!FILE_TOKEN.test(token)) throw notFound('File');
    const file = await db
      .selectFrom('resumes')
      .innerJoin('files', 'files.id', 'resumes.file_id')
      .select(['files.upload_id', 'files.filename'])
      .where('resumes.user_id', '=', c.var.user.id)
      .where('files.token', '=', token)
      .executeTakeFirst();
    const upload = file ? await uploads.get(file.upload_id) : null;
    if (!file || !upload || upload.token !== token) throw notFound('File');
    const bytes = await uploads.read(upload);
    return c.body(new Uint8Array(bytes), 200, {
      ...uploadResponseHeaders(upload),
      // A resume is always downloaded, whatever its type.
      'Content-Disposition': contentDisposition('attachment', upload.filename),
      'Cache-Control': 'private, no-store',
    });
  });

  app.get('/resume/clients', ...candidate, async (c) => {
    const { limit, offset } = readPagination(readQuery(c), CONTACT_REQUESTS_LIMIT);
    return c.json(await listOwnContactRequests(c.var.deps.db, c.var.user.id, { limit, offset }));
  });

  return app;
}

/**
 * The contact request links mailed to candidates (spec §7), public: the token is the secret.
 * `GET /candidates/status/{token}` reads the request, `/approve` and `/decline` answer it once,
 * while it is `requested`; after that they answer 400 `This link has expired or is invalid.`
 * (spec §8) and change nothing, and the read still tells the answer. The request's resume must
 * belong to an account of the host's site; anything else answers 404 `Contact request not found`.
 */
export function publicContactRequestRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/candidates/status/:token', boardMiddleware, async (c) => {
    const data = await findContactRequestByToken(
      c.var.deps.db,
      c.req.param('token'),
      c.var.board.siteId,
    );
    if (!data) throw notFound('Contact request');
    return c.json({ data }, 200, NO_STORE);
  });

  for (const [action, status] of [
    ['approve', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.get(`/candidates/status/:token/${action}`, boardMiddleware, async (c) => {
      // Hono answers HEAD with the GET handler: a link checker or mail scanner that only looks
      // at the link must not answer for the candidate.
      if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET', ...NO_STORE });
      const answered = await answerContactRequest(
        c.var.deps.db,
        c.req.param('token'),
        c.var.board.siteId,
        status,
      );
      if (answered.outcome === 'not-found') throw notFound('Contact request');
      if (answered.outcome === 'answered-before') {
        return c.json(errorBody(ERROR_TEXTS.linkExpiredOrInvalid), 400, NO_STORE);
      }
      return c.json({ data: answered.request }, 200, NO_STORE);
    });
  }

  return app;
}

/** Deletes an upload's bytes, metadata and token link; a failure is logged, not answered. */
async function removeUpload(uploads: UploadStore, uploadId: string): Promise<void> {
  try {
    const upload = await uploads.get(uploadId);
    if (upload) await uploads.remove(upload);
  } catch (error) {
    console.error('The replaced resume file %s could not be deleted:', uploadId, error);
  }
}

/**
 * `match[uuid]` of `GET /candidates`: absent gives undefined (no filter), a value that is not a
 * uuid gives null (nothing matches), a repeated key is a 400.
 */
function readMatchUuid(c: Context<AppEnv>): string | null | undefined {
  const query = validate(readQuery(c), CandidatesQuery, true);
  const uuid = query['match[uuid]'];
  if (uuid === undefined || uuid === '') return undefined;
  return UUID.test(uuid) ? uuid.toLowerCase() : null;
}

/**
 * The signed-in user's resumes; with `match` only those matching it: the user's own uuid matches
 * all of them, a resume's uuid that resume, anything else (null) none.
 */
async function ownResumes(c: Context<AppEnv>, match: string | null | undefined) {
  const { db } = c.var.deps;
  if (match === null) return [] as OwnResume[];
  let query = selectOwnResumes(db, c.var.user.id);
  if (match !== undefined && match !== c.var.user.uuid.toLowerCase()) {
    query = query.where('resumes.uuid', '=', match);
  }
  return toOwnResumes(db, await query.execute());
}
