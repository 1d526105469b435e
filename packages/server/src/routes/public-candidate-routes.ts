import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { boardMiddleware } from '../host/board-middleware';
import { readQuery } from '../http/read-query';
import { loadBoardSegments } from '../jobs/board-segments';
import { requestLocale } from '../locale/request-locale';
import { toPublicResumes } from '../resumes/public-resume-output';
import { searchPublicResumes } from '../resumes/resume-search';
import { type ResumeSearchInput, readResumeSearch } from '../resumes/resume-search-query';

/**
 * The public candidate search (spec §7 `GET /candidates` of the public family): available resumes
 * of the host's site's candidates, newest updated first, without anything that tells who the
 * candidate is. No login: a Bearer token, of any role, changes nothing.
 */
export function publicCandidateRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/candidates', boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const input = await readResumeSearchOf(c);
    const { rows, total } = await searchPublicResumes(db, c.var.board.siteId, input);
    return c.json({ data: await toPublicResumes(db, rows), total });
  });

  return app;
}

/**
 * The candidate search of the request's query, read with the host's board: its segments (for
 * the groups of `in[segment_ids]`) and distance unit.
 */
export async function readResumeSearchOf(c: Context<AppEnv>): Promise<ResumeSearchInput> {
  const { db } = c.var.deps;
  const [segments, board] = await Promise.all([
    loadBoardSegments(db, c.var.board.jobBoardId, requestLocale(c)),
    db
      .selectFrom('job_boards')
      .select('settings')
      .where('id', '=', c.var.board.jobBoardId)
      .executeTakeFirst(),
  ]);
  return readResumeSearch(readQuery(c), {
    segments,
    useImperial: board?.settings.app_use_imperial_system === true,
  });
}
