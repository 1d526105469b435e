import { MAX_JOB_SEARCH_LENGTH } from '@jobboard/schema';
import { boardMailName, boardPageUrl, type LinkRequest } from '../accounts/board-page-url';
import type { Db, JobRow } from '../db/database';
import { isTestHost } from '../host/board-host';
import type { Board } from '../host/resolve-board';
import { loadBoardSegments } from '../jobs/board-segments';
import { loadJobBoard } from '../jobs/load-job-board';
import { readJobSearch } from '../jobs/read-job-search';
import type { Mailer } from '../mail/index';
import { searchJobs } from '../search/search-jobs';
import { type AlertMailJob, jobAlertMail } from './job-alert-mail';

const DAY = 24 * 60 * 60 * 1000;

/** How long after its last mail an alert of each frequency is due again ('direct': each run). */
const INTERVAL_MS = { direct: 0, daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY } as const;

/** The matching jobs a run reads at a time per alert, newest first, until one is not new. */
const READ_LIMIT = 100;
/** The pages of jobs a run reads for an alert at most: a mail counts up to 2000 new jobs. */
const READ_PAGES = 20;
/** The new jobs a mail lists; it counts the others. */
const LISTED = 10;
/** The alerts one run works through (the longest waiting first); the next run goes on. */
const ALERTS_PER_RUN = 500;

export interface JobAlertMailRun {
  /** The time of the run: an alert is due by it, and its jobs are new up to it. */
  now?: Date;
  /**
   * The port this server answers on: the links of a board on a development host
   * (`demo.localhost`) point there. A registered host's links are `https://{host}`.
   */
  port?: number | undefined;
}

type AlertRow = Awaited<ReturnType<typeof dueAlerts>>[number];

/**
 * A job is mailed by the run after the one that started within this time of its publication:
 * a publish still committing, or a server whose clock runs a little behind, is not missed.
 */
const PUBLISH_MARGIN_MS = 60 * 1000;

/**
 * One run of the job alert mails (spec: a job alert's frequency direct, daily, weekly or
 * monthly): every active alert of a candidate whose email address is confirmed that is due
 * (`direct` at each run, the others a day, a week or 30 days after their last mail) is searched on
 * its board as the job list searches (keyword, place and radius, segments), newest first, and
 * mailed the jobs published since its last mail (since it was made, the first time) to the
 * account's address, in the language it was made in. An alert without new jobs is mailed nothing
 * and waits for its next turn. Each alert is claimed by moving its `last_sent_at` from the value
 * read, so two servers never mail one alert twice; a mail that fails is logged and its window
 * kept for the next run. The alerts tried longest ago go first (`tried_at`), so alerts that fail
 * at every run do not hold up the others. `signal` stops the run between two alerts. Answers
 * the number of mails sent.
 */
export async function sendJobAlertMails(
  deps: { db: Db; mailer: Mailer },
  run: JobAlertMailRun & { signal?: AbortSignal | undefined } = {},
): Promise<number> {
  const { db } = deps;
  const now = run.now ?? new Date();
  // The window of this run ends a minute before it.
  const until = new Date(now.getTime() - PUBLISH_MARGIN_MS);
  const boards = new Map<number, Promise<BoardContext | null>>();
  let sent = 0;
  for (const alert of await dueAlerts(db, now)) {
    if (run.signal?.aborted) break;
    const claimed = await db
      .updateTable('job_alerts')
      .set({ last_sent_at: until, tried_at: now })
      .where('id', '=', alert.id)
      .where('active', '=', true)
      .where((eb) =>
        alert.last_sent_at === null
          ? eb('last_sent_at', 'is', null)
          : eb('last_sent_at', '=', alert.last_sent_at),
      )
      .returning('id')
      .executeTakeFirst();
    if (!claimed) continue;
    const since = new Date(alert.last_sent_at ?? alert.created_at);
    try {
      let context = boards.get(alert.job_board_id);
      if (!context) {
        context = boardContext(db, alert.job_board_id);
        boards.set(alert.job_board_id, context);
      }
      // A board without a host has no page to link to: nothing to mail, its turn is taken.
      const board = await context;
      if (!board) continue;
      const jobs = await newJobs(db, board, alert, since, until);
      if (jobs.length === 0) continue;
      await mailAlert(deps, board, alert, jobs, run.port);
      sent += 1;
    } catch (error) {
      console.error(`The mail of job alert ${alert.id} could not be sent:`, error);
      // Its jobs are mailed by a later run; it waits behind the alerts not tried yet.
      await db
        .updateTable('job_alerts')
        .set({ last_sent_at: alert.last_sent_at })
        .where('id', '=', alert.id)
        .execute();
    }
  }
  return sent;
}

/**
 * Active alerts due at `now` whose candidate confirmed their email address (mail goes to the
 * account's address as it is now), those tried longest ago first, then those waiting longest.
 */
async function dueAlerts(db: Db, now: Date) {
  const rows = await db
    .selectFrom('job_alerts')
    .innerJoin('users', 'users.id', 'job_alerts.user_id')
    .select([
      'job_alerts.id',
      'users.email',
      'job_alerts.job_board_id',
      'job_alerts.search',
      'job_alerts.frequency',
      'job_alerts.city',
      'job_alerts.lat',
      'job_alerts.lon',
      'job_alerts.range',
      'job_alerts.segment_ids',
      'job_alerts.locale',
      'job_alerts.last_sent_at',
      'job_alerts.created_at',
    ])
    .where('job_alerts.active', '=', true)
    .where('users.verified_at', 'is not', null)
    .where('users.deleted_at', 'is', null)
    .orderBy('job_alerts.tried_at', (order) => order.asc().nullsFirst())
    .orderBy((eb) => eb.fn.coalesce('job_alerts.last_sent_at', 'job_alerts.created_at'))
    .orderBy('job_alerts.id')
    .execute();
  return rows
    .filter((row) => {
      if (row.last_sent_at === null) return true;
      return now.getTime() - new Date(row.last_sent_at).getTime() >= INTERVAL_MS[row.frequency];
    })
    .slice(0, ALERTS_PER_RUN);
}

interface BoardContext {
  board: Board;
  name: string;
  useImperial: boolean;
}

/** The board of an alert: its site's host (a registered one before a test host) and name. */
async function boardContext(db: Db, jobBoardId: number): Promise<BoardContext | null> {
  const jobBoard = await loadJobBoard(db, { id: String(jobBoardId) });
  const hosts = await db
    .selectFrom('hosts')
    .select('host')
    .where('site_id', '=', jobBoard.siteId)
    .orderBy('id')
    .execute();
  const host = hosts.find((row) => !isTestHost(row.host))?.host ?? hosts[0]?.host ?? undefined;
  if (host === undefined) return null;
  const board: Board = { siteId: jobBoard.siteId, jobBoardId, host };
  return { board, name: await boardMailName(db, board), useImperial: jobBoard.useImperial };
}

/** The alert as the job list's query (`distance` in the board's unit, as the alert keeps it). */
function alertQuery(alert: AlertRow): Record<string, string> {
  const query: Record<string, string> = {};
  // An alert's keyword may be longer than the job search takes: its start is searched.
  if (alert.search) query.search = alert.search.slice(0, MAX_JOB_SEARCH_LENGTH);
  if (alert.lat !== null && alert.lon !== null) {
    query.lat = String(alert.lat);
    query.lon = String(alert.lon);
    if (alert.range !== null) query.distance = String(alert.range);
    if (alert.city) query.location_name = alert.city;
  } else if (alert.city) {
    query.location_name = alert.city;
  }
  if (alert.segment_ids.length > 0) query['in[segment_ids]'] = alert.segment_ids.join(',');
  return query;
}

/**
 * The alert's matching jobs published after `since` (up to `now`), newest first: read a page at a
 * time until a page holds one published before (at most {@link READ_PAGES} pages), so that the
 * mail counts every new job, not the first page's.
 */
async function newJobs(db: Db, context: BoardContext, alert: AlertRow, since: Date, now: Date) {
  const segments = await loadBoardSegments(db, alert.job_board_id, alert.locale ?? 'nl');
  const found: JobRow[] = [];
  for (let page = 1; page <= READ_PAGES; page++) {
    const input = readJobSearch(
      { ...alertQuery(alert), sort: '-from', limit: String(READ_LIMIT), page: String(page) },
      { jobBoardId: alert.job_board_id, useImperial: context.useImperial, segments },
    );
    const { rows } = await searchJobs(db, input);
    const published = (job: JobRow) => new Date(job.from_at ?? job.created_at).getTime();
    found.push(
      ...rows.filter((job) => published(job) > since.getTime() && published(job) <= now.getTime()),
    );
    const older = rows.some((job) => published(job) <= since.getTime());
    if (older || rows.length < READ_LIMIT) break;
  }
  return found;
}

async function mailAlert(
  deps: { db: Db; mailer: Mailer },
  context: BoardContext,
  alert: AlertRow,
  jobs: Awaited<ReturnType<typeof newJobs>>,
  port: number | undefined,
): Promise<void> {
  const { db } = deps;
  const { board } = context;
  // As a request on the board's host would name it, in the alert's language.
  const request: LinkRequest = {
    namedHost: isTestHost(board.host) && port !== undefined ? `${board.host}:${port}` : board.host,
    locales: alert.locale ? [alert.locale] : [],
  };
  const [details, list, manage] = await Promise.all([
    boardPageUrl(db, board, request, 'p-job-details'),
    boardPageUrl(db, board, request, 'p-job-list'),
    boardPageUrl(db, board, request, 'p-manage-job-alert'),
  ]);
  const jobLink = (slug: string) => {
    const url = new URL(details.url);
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
    return url;
  };
  const listed: AlertMailJob[] = jobs.slice(0, LISTED).map((job) => ({
    title: job.title,
    organisation: job.organisation_name,
    place: job.city ?? job.location_name,
    link: jobLink(job.slug),
  }));
  const searchLink = new URL(list.url);
  const query = alertQuery(alert);
  for (const [key, value] of Object.entries(query)) {
    // The job list's own names: its radius is `range`.
    searchLink.searchParams.set(key === 'distance' ? 'range' : key, value);
  }
  const manageLink = new URL(manage.url);
  manageLink.searchParams.set('alert', String(alert.id));
  await deps.mailer.send({
    to: alert.email,
    fromName: context.name,
    ...jobAlertMail(details.locale, {
      boardName: context.name,
      search: alert.search ?? '',
      jobs: listed,
      total: jobs.length,
      searchLink,
      manageLink,
    }),
  });
}
