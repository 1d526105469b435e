import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { requireRole } from '../auth/role-middleware';
import { createDraftJob, findOwnJob, publishDraftJob } from '../employer-jobs/employer-jobs';
import { ALL_RELATIONS, answerJob } from '../employer-jobs/job-answers';
import { readJobBody } from '../employer-jobs/job-body';
import type { JobOwner } from '../employer-jobs/job-fields';
import {
  introduceCandidate,
  mailIntroducedCandidate,
  readJobIntroduction,
} from '../employer-jobs/job-introductions';
import { jobKpi } from '../employer-jobs/job-kpi';
import { assignJobSlot, readJobSlotAssignment } from '../employer-jobs/job-slots';
import { buyJobUpsell, listJobUpsells, readJobUpsellOrder } from '../employer-jobs/job-upsells';
import { addOwnJobRoutes } from '../employer-jobs/own-job-routes';
import { boardMiddleware } from '../host/board-middleware';
import { linkRequestOf } from '../http/link-request';
import { employerOrdersRateLimit, jobIntroductionsRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { requestLocale } from '../locale/request-locale';
import { requireCurrentClient } from '../orders/employer-client';

/**
 * The employer API's jobs (spec §7) for a signed-in employer of the host's board (else 401), of
 * the employer's current client only (none: 400 `Employer account required`); another client's
 * job is a 404. `GET /jobs`, `GET /jobs/{id}`, `GET /jobs/{id}/kpi`, `POST /jobs/draft`, `PUT /jobs/{id}`,
 * `PUT /jobs/{id}/publish/draft`, `PUT /jobs/{id}/status`, `DELETE /jobs/{id}`, and
 * `GET /jobs/{id}/up-sell` and `POST /jobs/{id}/up-sell` (the board's up-sell products and
 * buying one, see `employer-jobs/job-upsells.ts`; the purchase is rate limited as the employer's
 * orders), `PUT /jobs/{id}/slot` (the job in one of the client's running slots, see
 * `employer-jobs/job-slots.ts`), and `POST /jobs/{id}/introduce-candidate` (a candidate who accepted the client's
 * contact request mailed about an online job, see `employer-jobs/job-introductions.ts`; rate
 * limited as the resume orders are); `{id}` is the job's id or uuid. Bodies are refused with 400 and field errors. A
 * job's city is placed with the app's geo search (loaded once per process): its coordinates
 * follow the city unless the body gives them.
 */
export function employerJobRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const employer = [boardMiddleware, requireRole('employer')] as const;

  app.get('/jobs/:id/kpi', ...employer, async (c) => {
    const { db } = c.var.deps;
    const job = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    return c.json({ data: await jobKpi(db, job.id, new Date()) });
  });

  app.get('/jobs/:id/up-sell', ...employer, async (c) => {
    const { db } = c.var.deps;
    const job = await findOwnJob(db, await ownerOf(c), c.req.param('id'), false);
    const offers = await listJobUpsells(db, job, requestLocale(c));
    // Every list of the API answers its total (spec §7: data.data, or data with total).
    return c.json({ data: offers, total: offers.length });
  });

  // Limited before the board is looked up, as the employer's orders are: each one sends mails.
  app.post('/jobs/:id/up-sell', employerOrdersRateLimit, ...employer, async (c) => {
    const { db, mailer } = c.var.deps;
    const owner = await ownerOf(c);
    const job = await findOwnJob(db, owner, c.req.param('id'), false);
    const order = readJobUpsellOrder(await readJson(c));
    const data = await buyJobUpsell(
      { db, mailer },
      {
        board: c.var.board,
        owner,
        userId: c.var.user.id,
        job,
        order,
        locale: requestLocale(c),
        locales: linkRequestOf(c).locales,
      },
    );
    return c.json({ data }, 201);
  });

  app.put('/jobs/:id/slot', ...employer, async (c) => {
    const { db } = c.var.deps;
    const owner = await ownerOf(c);
    const job = await findOwnJob(db, owner, c.req.param('id'), false);
    const assignment = readJobSlotAssignment(await readJson(c));
    return c.json({ data: await assignJobSlot(db, owner, job, assignment, requestLocale(c)) });
  });

  // Limited after the token check, as the resume orders are (under a count of its own, with the
  // same default): each one mails a candidate.
  app.post('/jobs/:id/introduce-candidate', ...employer, jobIntroductionsRateLimit, async (c) => {
    const { db, mailer } = c.var.deps;
    const owner = await ownerOf(c);
    const job = await findOwnJob(db, owner, c.req.param('id'), false);
    const introduction = readJobIntroduction(await readJson(c));
    const introduced = await introduceCandidate(db, {
      siteId: c.var.board.siteId,
      clientId: owner.client.id,
      userId: c.var.user.id,
      job,
      introduction,
    });
    // Sent after the answer, as a resume order's mail: the introduction is stored, and
    // mailIntroducedCandidate logs its own failures.
    void mailIntroducedCandidate({ db, mailer }, c.var.board, linkRequestOf(c), {
      to: introduced.candidateEmail,
      clientName: owner.client.name,
      job,
      message: introduction.message,
    });
    const data = {
      job_id: introduced.jobId,
      resume_id: introduced.resumeUuid,
      created_at: introduced.createdAt.toISOString(),
    };
    return c.json({ data }, 201);
  });

  app.post('/jobs/draft', ...employer, async (c) => {
    const { db, geo } = c.var.deps;
    const body = readJobBody(await readJson(c), true);
    const owner = await ownerOf(c);
    const job = await createDraftJob(db, owner, body, requestLocale(c), geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) }, 201);
  });

  app.put('/jobs/:id/publish/draft', ...employer, async (c) => {
    const { db, geo } = c.var.deps;
    const owner = await ownerOf(c);
    const existing = await findOwnJob(db, owner, c.req.param('id'), false);
    const body = readJobBody(await readJson(c), false);
    const job = await publishDraftJob(db, owner, existing, body, geo);
    return c.json({ data: await answerJob(c, job, ALL_RELATIONS) });
  });

  addOwnJobRoutes(app, employer, ownerOf);
  return app;
}

/** The host's board and the signed-in employer's current client. */
async function ownerOf(c: Context<AppEnv>): Promise<JobOwner> {
  const client = await requireCurrentClient(c.var.deps.db, c.var.user.id);
  return { jobBoardId: c.var.board.jobBoardId, client };
}
