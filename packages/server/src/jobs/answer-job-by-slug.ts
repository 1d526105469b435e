import type { Context } from 'hono';
import { sql } from 'kysely';
import { enums, optional, type } from 'superstruct';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/api-error';
import { readQuery } from '../http/read-query';
import { validate } from '../http/validate';
import { requestLocale } from '../locale/request-locale';
import { toOrganisations } from '../organisations/organisation-output';
import { readSlug } from '../routes/read-slug';
import { isPublicJob } from '../search/search-jobs';
import { hidesEmployer, withoutEmployer } from './anonymous-jobs';
import { loadBoardSegments } from './board-segments';
import { toJob } from './job-output';

const SlugQuery = type({ with: optional(enums(['organisation'])) });

/**
 * `jobs/slug/{slug}` of the request's board (after `boardMiddleware`): the active job with that
 * slug, with its organisation for `with=organisation`; 404 for any other. The public family and
 * the candidate's (a candidate's job, spec §7) answer alike.
 */
export async function answerJobBySlug(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const slug = readSlug(c, 'Job');
  const query = validate(readQuery(c), SlugQuery, true);
  const where = sql.join(isPublicJob(c.var.board.jobBoardId), sql` and `);
  const row = await db
    .selectFrom('jobs')
    .selectAll()
    .where(sql<boolean>`${where}`)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw notFound('Job');
  const segments = await loadBoardSegments(db, row.job_board_id, requestLocale(c));
  let organisation: Awaited<ReturnType<typeof toOrganisations>>[number] | undefined;
  if (query.with === 'organisation' && row.organisation_id !== null) {
    const orgRows = await db
      .selectFrom('organisations')
      .selectAll()
      .where('id', '=', row.organisation_id)
      .where('active', '=', true)
      .execute();
    organisation = (await toOrganisations(db, orgRows, segments))[0];
  }
  const job = toJob(row, segments, { organisation });
  return c.json({
    data: (await hidesEmployer(c, row.job_board_id)) ? withoutEmployer(job) : job,
  });
}
