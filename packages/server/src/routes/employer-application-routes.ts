import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { readApplicationsQuery } from '../applying/applications-query';
import {
  findApplicantUpload,
  listEmployerApplications,
} from '../applying/list-employer-applications';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { notFound } from '../http/api-error';
import { readQuery } from '../http/read-query';
import { findCurrentClient, requireCurrentClient } from '../orders/employer-client';
import { findAcceptedResumeUpload } from '../resumes/resume-search';
import { contentDisposition, uploadResponseHeaders } from '../uploads/index';

/** Upload tokens are 32 random bytes, base64url. */
const FILE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The applications the employer's jobs received (the account's `job-applicants` tab), for a
 * signed-in employer of the host's board (else 401, a candidate's token too), of their current
 * client's jobs only. `GET /applications?page=&limit=&match[job_uuid]=` is ours (the spec names
 * no call for the tab), newest first ({@link listEmployerApplications}); without a current
 * client it answers the jobs calls' 400 `Employer account required`.
 * `GET /files/download/{token}` (spec §7, a blob) answers the bytes of an applicant's CV or
 * motivation, or of the resume of a candidate who accepted the client's contact request; any
 * other token, another employer's applicant's or an unanswered request's included, is 404
 * `File not found`.
 */
export function employerApplicationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/applications', ...employer, async (c) => {
    const { db } = c.var.deps;
    const { page, limit, jobUuid } = readApplicationsQuery(readQuery(c));
    const client = await requireCurrentClient(db, c.var.user.id);
    const { data, total } = await listEmployerApplications(
      db,
      { jobBoardId: c.var.board.jobBoardId, clientId: client.id },
      { jobUuid, limit, offset: (page - 1) * limit },
    );
    return c.json({ data, total, page, limit });
  });

  app.get('/files/download/:token', ...employer, async (c) => {
    const { db, uploads } = c.var.deps;
    const token = c.req.param('token');
    if (!FILE_TOKEN.test(token)) throw notFound('File');
    // Without a client the employer received nothing: the same 404, not the list's 400.
    const client = await findCurrentClient(db, c.var.user.id);
    // An applicant's file, else the file of a resume whose candidate accepted the client's
    // contact request.
    const file = client
      ? ((await findApplicantUpload(
          db,
          { jobBoardId: c.var.board.jobBoardId, clientId: client.id },
          token,
        )) ?? (await findAcceptedResumeUpload(db, c.var.board.siteId, client.id, token)))
      : undefined;
    const upload = file ? await uploads.get(file.uploadId) : null;
    if (!file || !upload || upload.token !== token) throw notFound('File');
    const bytes = await uploads.read(upload);
    return c.body(new Uint8Array(bytes), 200, {
      ...uploadResponseHeaders(upload),
      // An applicant's file is always downloaded, whatever its type, under the listed name.
      'Content-Disposition': contentDisposition('attachment', file.filename),
      // Personal data: no shared cache keeps it, and the browser keeps no copy either.
      'Cache-Control': 'private, no-store',
    });
  });

  return app;
}
