import { ERROR_TEXTS } from '@jobboard/schema';
import { type Context, Hono } from 'hono';
import { enums, object, optional } from 'superstruct';
import { boardMailName, boardPageUrl } from '../accounts/board-page-url';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError, notFound } from '../http/api-error';
import { linkRequestOf } from '../http/link-request';
import { readPagination } from '../http/pagination';
import { resumeOrdersRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { type EmployerClient, findCurrentClient } from '../orders/employer-client';
import { contactRequestLink } from '../resumes/contact-request-link';
import { CONTACT_REQUEST_STATUSES, MAX_INTRODUCTION_LENGTH } from '../resumes/contact-requests';
import { orderResume } from '../resumes/order-resume';
import { type EmployerResume, toEmployerResumes } from '../resumes/public-resume-output';
import { resumeContactMail } from '../resumes/resume-contact-mail';
import {
  findEmployerResume,
  listContactedResumes,
  searchEmployerResumes,
} from '../resumes/resume-search';
import { DEFAULT_RESUME_LIMIT } from '../resumes/resume-search-query';
import { readResumeSearchOf } from './public-candidate-routes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ContactedQuery = object({
  'match[status]': optional(enums(CONTACT_REQUEST_STATUSES)),
  order: optional(enums(['+created_at', '-created_at'])),
});

/**
 * Resumes as employers search, buy and contact them (spec §7 `GET /resumes`, `GET /resumes/{id}`,
 * `POST /resumes/{id}/order`, `GET /resumes/contacted`), for a signed-in employer of the host's
 * site (else 401, a candidate's token too) with a current client (else 403 `Employer account
 * required`). Each resume tells whether the client bought it (`client`) and the state of its
 * contact; the candidate's name, email, phone and file only once the candidate accepted.
 */
export function employerResumeRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/resumes', ...employer, async (c) => {
    const { db } = c.var.deps;
    const input = await readResumeSearchOf(c);
    const client = await requireClient(c);
    const { rows, total } = await searchEmployerResumes(db, c.var.board.siteId, client.id, input);
    return c.json({ data: await toEmployerResumes(db, rows), total });
  });

  // Before `/resumes/:id`, which would take `contacted` for an id.
  app.get('/resumes/contacted', ...employer, async (c) => {
    const { db } = c.var.deps;
    const raw = readQuery(c);
    const { limit, offset } = readPagination(raw, DEFAULT_RESUME_LIMIT);
    const query = validate(contactedQuery(raw), ContactedQuery);
    const client = await requireClient(c);
    const { rows, total } = await listContactedResumes(db, c.var.board.siteId, client.id, {
      status: query['match[status]'],
      ascending: query.order !== '-created_at',
      limit,
      offset,
    });
    const resumes = await toEmployerResumes(db, rows);
    const data = rows.map((row, index) => {
      const resume = resumes[index] as EmployerResume;
      return {
        id: row.contact_id,
        status: resume.contact?.status ?? 'requested',
        created_at: resume.contact?.created_at ?? null,
        resume,
      };
    });
    return c.json({ data, total });
  });

  app.get('/resumes/:id', ...employer, async (c) => {
    const client = await requireClient(c);
    return c.json({ data: await clientResume(c, client, c.req.param('id')) });
  });

  // Limited after the token check, so only a signed-in employer's orders count.
  app.post('/resumes/:id/order', ...employer, resumeOrdersRateLimit, async (c) => {
    const { db } = c.var.deps;
    const client = await requireClient(c);
    const introduction = readIntroduction(await readJson(c));
    const uuid = c.req.param('id');
    const ordered = UUID.test(uuid)
      ? await orderResume(
          db,
          { siteId: c.var.board.siteId, clientId: client.id },
          uuid.toLowerCase(),
          introduction,
        )
      : { outcome: 'not-found' as const };
    if (ordered.outcome === 'not-found') throw notFound('Resume');
    if (ordered.outcome === 'created') {
      // Sent after the answer: a slow mail server must not keep the employer waiting past the
      // client's time-out for an order that is stored (mailCandidate logs its own failures).
      void mailCandidate(c, client, ordered, introduction);
    }
    const data = await clientResume(c, client, uuid);
    return c.json({ data }, ordered.outcome === 'created' ? 201 : 200);
  });

  return app;
}

/** The order body's `introduction`, trimmed: 1 to 2000 characters, else a 400 on the field. */
function readIntroduction(body: Record<string, unknown>): string {
  const value = body.introduction;
  const text = typeof value === 'string' ? value.trim() : '';
  const refusal =
    typeof value !== 'string' && value !== undefined && value !== null
      ? 'The introduction must be a text.'
      : text === ''
        ? 'The introduction field is required.'
        : text.length > MAX_INTRODUCTION_LENGTH
          ? `The introduction may be at most ${MAX_INTRODUCTION_LENGTH} characters.`
          : null;
  if (refusal) throw new ApiError(400, refusal, { introduction: [refusal] });
  return text;
}

/** The employer's current client, or 403 `Employer account required` (spec §4). */
async function requireClient(c: Context<AppEnv>): Promise<EmployerClient> {
  const client = await findCurrentClient(c.var.deps.db, c.var.user.id);
  if (!client) throw new ApiError(403, ERROR_TEXTS.employerAccountRequired);
  return client;
}

/** One resume of the site as the client sees it, or 404 `Resume not found`. */
async function clientResume(
  c: Context<AppEnv>,
  client: EmployerClient,
  uuid: string,
): Promise<EmployerResume> {
  const { db } = c.var.deps;
  const row = UUID.test(uuid)
    ? await findEmployerResume(db, c.var.board.siteId, client.id, uuid.toLowerCase())
    : undefined;
  const [resume] = row ? await toEmployerResumes(db, [row]) : [];
  if (!resume) throw notFound('Resume');
  return resume;
}

/**
 * `match[status]` and `order` of the contacted list: an empty value filters nothing, and the `+`
 * of an unencoded `+created_at` (read as a space) or no sign at all means oldest first.
 */
function contactedQuery(raw: Record<string, string | string[]>) {
  const status = raw['match[status]'];
  const order = typeof raw.order === 'string' ? raw.order.trim() : raw.order;
  return {
    ...(status === undefined || status === '' ? {} : { 'match[status]': status }),
    ...(order === undefined || order === ''
      ? {}
      : { order: order === 'created_at' ? '+created_at' : order }),
  };
}

/**
 * Tells the candidate that the client would like to get in touch, in the site's default language
 * (the candidate asked for nothing, so no request names theirs), with the introduction and the
 * request's token link (spec §4: accepted or declined via a token link): the board's account page
 * on its contact requests tab, which opens that request to be accepted or declined. A failure is
 * logged: the order stands, and the request waits on that tab all the same.
 */
async function mailCandidate(
  c: Context<AppEnv>,
  client: EmployerClient,
  request: { candidateEmail: string; token: string },
  introduction: string,
): Promise<void> {
  const { db, mailer } = c.var.deps;
  const { board } = c.var;
  try {
    const { url, locale } = await boardPageUrl(
      db,
      board,
      { ...linkRequestOf(c), locales: [] },
      'p-account',
    );
    const link = contactRequestLink(url, request.token);
    const boardName = await boardMailName(db, board);
    await mailer.send({
      to: request.candidateEmail,
      fromName: boardName,
      ...resumeContactMail(locale, { clientName: client.name, boardName, introduction, link }),
    });
  } catch (error) {
    console.error('The contact request mail to a candidate could not be sent:', error);
  }
}
