import { randomUUID } from 'node:crypto';
import { createDefaultSite, SUPPORTED_LOCALES } from '@jobboard/schema';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobAlertsTable } from '../db/database';
import { createMailer, type Mailer, readMailbox } from '../mail/index';
import { insertSitePages } from '../seed/insert-board';
import { insertJobs } from '../seed/insert-job';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { sendJobAlertMails } from './send-job-alert-mails';

// The job alert mails over a real database and the file mailbox: which alerts are due, which
// jobs are new for them, and what their mails say and link to.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let server: TestServer;
let board: TestBoard;
let mailer: Mailer;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  await insertSitePages(
    server.db,
    board.siteId,
    createDefaultSite({ locales: SUPPORTED_LOCALES, id: board.siteId }),
  );
  mailer = createMailer({ dataDir: server.dataDir });
}, 60_000);
afterAll(() => server?.close());

beforeEach(async () => {
  await server.db.deleteFrom('job_alerts').execute();
});

type AlertSeed = Partial<Insertable<JobAlertsTable>> & { verified?: boolean };

/** An alert of a new candidate (whose email address is confirmed unless `verified` is false). */
async function insertAlert({ verified = true, ...seed }: AlertSeed) {
  const email = `alert-${randomUUID()}@example.com`;
  const user = await server.db
    .insertInto('users')
    .values({
      uuid: randomUUID(),
      site_id: board.siteId,
      role: 'candidate',
      email,
      password_hash: null,
      salutation: null,
      given_name: null,
      family_name: null,
      phone: null,
      phone_country: null,
      newsletters: JSON.stringify([]),
      verified_at: verified ? new Date() : null,
      deleted_at: null,
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const alert = await server.db
    .insertInto('job_alerts')
    .values({
      uuid: randomUUID(),
      user_id: user.id,
      email,
      job_board_id: board.jobBoardId,
      search: null,
      frequency: 'direct',
      city: null,
      lat: null,
      lon: null,
      range: null,
      locale: 'nl',
      ...seed,
    })
    .returning(['id', 'email', 'user_id'])
    .executeTakeFirstOrThrow();
  return { ...alert, userId: user.id };
}

async function mailsTo(email: string) {
  return (await readMailbox(server.dataDir)).filter((mail) => mail.to === email);
}

async function lastSent(id: number) {
  const row = await server.db
    .selectFrom('job_alerts')
    .select('last_sent_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.last_sent_at === null ? null : new Date(row.last_sent_at).getTime();
}

describe('sendJobAlertMails', () => {
  it('mails an alert the jobs published since it was made, in its language, with their links', async () => {
    const alert = await insertAlert({
      search: 'ontwikkelaar',
      created_at: new Date(Date.now() - 36 * HOUR),
    });
    expect(await sendJobAlertMails({ db: server.db, mailer })).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(alert.email);
    expect(more).toEqual([]);
    // The job of a day ago; those of two days and more came before the alert.
    expect(mail?.subject).toBe('1 nieuwe vacature voor je vacaturealert ‘ontwikkelaar’');
    expect(mail?.text).toContain('Software ontwikkelaar – Acme BV – Amsterdam');
    expect(mail?.text).toContain('https://board.example.com/vacature/ontwikkelaar-amsterdam');
    expect(mail?.text).not.toContain('Ontwikkelaar data');
    expect(mail?.text).toContain('https://board.example.com/vacatures?search=ontwikkelaar');
    expect(mail?.text).toContain(`https://board.example.com/job-alert?alert=${alert.id}`);
    expect(await lastSent(alert.id)).not.toBeNull();
  });

  it('mails nothing again until a new job comes, then that job alone', async () => {
    // Runs of an hour ago: the new job is online by now, as the search reads it.
    const start = Date.now() - HOUR;
    const alert = await insertAlert({
      search: 'ontwikkelaar',
      created_at: new Date(start - 36 * HOUR),
    });
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(start) });
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(start + 5 * 60_000) });
    expect(await mailsTo(alert.email)).toHaveLength(1);
    await insertJobs(server.db, board.jobBoardId, [
      {
        slug: `ontwikkelaar-breda-${start}`,
        title: 'Ontwikkelaar Breda',
        status: 'active',
        city: 'Breda',
        from_at: new Date(start + 6 * 60_000),
        created_at: new Date(start + 6 * 60_000),
      },
    ]);
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(start + 10 * 60_000) });
    const mails = await mailsTo(alert.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Ontwikkelaar Breda – Breda');
    expect(mails[1]?.text).not.toContain('Software ontwikkelaar');
  });

  it('counts every new job, beyond the first hundred the search reads', async () => {
    const start = Date.now() - HOUR;
    const alert = await insertAlert({ search: 'kok', created_at: new Date(start) });
    await insertJobs(
      server.db,
      board.jobBoardId,
      Array.from({ length: 105 }, (_, index) => ({
        slug: `kok-${index}-${start}`,
        title: `Kok ${index}`,
        status: 'active' as const,
        from_at: new Date(start + (index + 1) * 1000),
        created_at: new Date(start + (index + 1) * 1000),
      })),
    );
    await sendJobAlertMails({ db: server.db, mailer });
    const [mail] = await mailsTo(alert.email);
    expect(mail?.subject).toBe('105 nieuwe vacatures voor je vacaturealert ‘kok’');
    expect(mail?.text).toContain('Kok 104');
    expect(mail?.text).toContain('En nog 95 vacatures.');
    await server.db.deleteFrom('jobs').where('title', 'like', 'Kok %').execute();
  });

  it('waits a day, a week or a month after its last mail by its frequency', async () => {
    const now = Date.now();
    const created = new Date(now - 40 * DAY);
    const daily = await insertAlert({
      frequency: 'daily',
      created_at: created,
      last_sent_at: new Date(now - 2 * HOUR),
    });
    const weekly = await insertAlert({
      frequency: 'weekly',
      created_at: created,
      last_sent_at: new Date(now - 8 * DAY),
    });
    const monthly = await insertAlert({
      frequency: 'monthly',
      created_at: created,
      last_sent_at: new Date(now - 20 * DAY),
    });
    const before = await lastSent(daily.id);
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(now) });
    expect(await mailsTo(daily.email)).toEqual([]);
    expect(await lastSent(daily.id)).toBe(before);
    expect(await mailsTo(monthly.email)).toEqual([]);
    // A week and a day: the jobs of the last eight days (every job of the board's seed).
    const [mail] = await mailsTo(weekly.email);
    expect(mail?.subject).toMatch(/^\d+ nieuwe vacatures voor je vacaturealert$/);
  });

  it('mails no alert that is switched off, nor one whose search finds nothing new', async () => {
    const created = new Date(Date.now() - 10 * DAY);
    const off = await insertAlert({ active: false, created_at: created });
    const nothing = await insertAlert({ search: 'astronaut', created_at: created });
    await sendJobAlertMails({ db: server.db, mailer });
    expect(await mailsTo(off.email)).toEqual([]);
    expect(await mailsTo(nothing.email)).toEqual([]);
    // Searched all the same: its next turn looks from now on.
    expect(await lastSent(nothing.id)).not.toBeNull();
    expect(await lastSent(off.id)).toBeNull();
  });

  it('searches by place and radius and segments, and writes in English with English links', async () => {
    const alert = await insertAlert({
      locale: 'en-US',
      city: 'Rotterdam',
      lat: 51.9244,
      lon: 4.4777,
      range: 10,
      created_at: new Date(Date.now() - 10 * DAY),
    });
    const industry = await insertAlert({
      segment_ids: [board.segment('industry.zorg')],
      created_at: new Date(Date.now() - 10 * DAY),
    });
    await sendJobAlertMails({ db: server.db, mailer });
    const [mail] = await mailsTo(alert.email);
    expect(mail?.subject).toBe('1 new job for your job alert');
    expect(mail?.text).toContain('Backend developer');
    expect(mail?.text).toContain('https://board.example.com/en-US/jobs/developer-rotterdam');
    expect(mail?.text).toContain(
      'https://board.example.com/en-US/job-list?lat=51.9244&lon=4.4777&range=10&location_name=Rotterdam',
    );
    const [care] = await mailsTo(industry.email);
    expect(care?.text).toContain('Verpleegkundige');
    expect(care?.text).not.toContain('Software ontwikkelaar');
  });

  it('links to the page on a development host at the port the server answers on', async () => {
    const local = await seedTestBoard(server.db, { hosts: ['alerts.localhost'] });
    const alert = await insertAlert({
      job_board_id: local.jobBoardId,
      created_at: new Date(Date.now() - 36 * HOUR),
    });
    await sendJobAlertMails({ db: server.db, mailer }, { port: 8123 });
    const [mail] = await mailsTo(alert.email);
    expect(mail?.text).toContain('http://alerts.localhost:8123/');
  });

  it('mails the account’s address as it is now, and none to an address not confirmed', async () => {
    const created = new Date(Date.now() - 36 * HOUR);
    const moved = await insertAlert({ search: 'ontwikkelaar', created_at: created });
    await server.db
      .updateTable('users')
      .set({ email: 'new-address@example.com' })
      .where('id', '=', moved.userId)
      .execute();
    const unconfirmed = await insertAlert({
      search: 'ontwikkelaar',
      created_at: created,
      verified: false,
    });
    await sendJobAlertMails({ db: server.db, mailer });
    expect(await mailsTo(moved.email)).toEqual([]);
    expect(await mailsTo('new-address@example.com')).toHaveLength(1);
    expect(await mailsTo(unconfirmed.email)).toEqual([]);
  });

  it('searches the start of a keyword longer than the job search takes', async () => {
    const alert = await insertAlert({
      search: `ontwikkelaar ${'x'.repeat(240)}`,
      created_at: new Date(Date.now() - 36 * HOUR),
    });
    const errors = vi.spyOn(console, 'error');
    await sendJobAlertMails({ db: server.db, mailer });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(await lastSent(alert.id)).not.toBeNull();
  });

  it('mails a job published in the last minute before a run at the run after it', async () => {
    const now = Date.now();
    const alert = await insertAlert({ search: 'kelner', created_at: new Date(now - HOUR) });
    await insertJobs(server.db, board.jobBoardId, [
      {
        slug: `kelner-${now}`,
        title: 'Kelner',
        status: 'active',
        from_at: new Date(now - 30_000),
        created_at: new Date(now - 30_000),
      },
    ]);
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(now) });
    expect(await mailsTo(alert.email)).toEqual([]);
    await sendJobAlertMails({ db: server.db, mailer }, { now: new Date(now + 5 * 60_000) });
    expect((await mailsTo(alert.email)).map((mail) => mail.subject)).toEqual([
      '1 nieuwe vacature voor je vacaturealert ‘kelner’',
    ]);
    await server.db.deleteFrom('jobs').where('title', '=', 'Kelner').execute();
  });

  it('stops between two alerts when asked to', async () => {
    const created = new Date(Date.now() - 36 * HOUR);
    await insertAlert({ search: 'ontwikkelaar', created_at: created });
    await insertAlert({ search: 'ontwikkelaar', created_at: created });
    const stop = new AbortController();
    stop.abort();
    expect(await sendJobAlertMails({ db: server.db, mailer }, { signal: stop.signal })).toBe(0);
  });

  it('puts an alert whose mail failed back, to be mailed at the next run', async () => {
    const alert = await insertAlert({
      search: 'ontwikkelaar',
      created_at: new Date(Date.now() - 36 * HOUR),
    });
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP down')),
      close: () => undefined,
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await sendJobAlertMails({ db: server.db, mailer: failing })).toBe(0);
    errors.mockRestore();
    expect(await lastSent(alert.id)).toBeNull();
    await sendJobAlertMails({ db: server.db, mailer });
    expect(await mailsTo(alert.email)).toHaveLength(1);
  });

  it('mails an alert once when two runs go at the same time', async () => {
    const alert = await insertAlert({
      search: 'ontwikkelaar',
      created_at: new Date(Date.now() - 36 * HOUR),
    });
    await Promise.all([
      sendJobAlertMails({ db: server.db, mailer }),
      sendJobAlertMails({ db: server.db, mailer }),
    ]);
    expect(await mailsTo(alert.email)).toHaveLength(1);
  });

  it('tries the alerts tried longest ago first, so one that keeps failing waits behind the others', async () => {
    const created = new Date(Date.now() - 36 * HOUR);
    // Waiting longest, but tried (and failed) at the last run.
    const failedBefore = await insertAlert({
      search: 'ontwikkelaar',
      created_at: new Date(created.getTime() - HOUR),
      tried_at: new Date(Date.now() - 5 * 60_000),
    });
    const neverTried = await insertAlert({ search: 'ontwikkelaar', created_at: created });
    const order: string[] = [];
    const recording: Mailer = {
      send: async (message) => {
        order.push(String(message.to));
      },
      close: () => undefined,
    };
    expect(await sendJobAlertMails({ db: server.db, mailer: recording })).toBe(2);
    expect(order).toEqual([neverTried.email, failedBefore.email]);
  });
});
