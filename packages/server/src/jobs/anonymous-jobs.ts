import { type Job, siteSettingsFromItems } from '@jobboard/schema';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { BEARER, findSignedInUser } from '../auth/role-middleware';

/**
 * Whether the jobs of a board hide their employer from this request: the board's site
 * anonymizes jobs (site setting `anonymizeJobs`; spec §6: anonymous jobs need login) and the
 * request carries no live token of a candidate or an employer of the site. The board hides the
 * employer from guests on screen; the API must not hand it to them either (the public job, the
 * search, related jobs, a landing page's jobs, and so a server render's state).
 */
export async function hidesEmployer(c: Context<AppEnv>, jobBoardId: number): Promise<boolean> {
  const { db } = c.var.deps;
  // One read: the board's site and its latest published setting (none: the setting's default).
  const row = await db
    .selectFrom('job_boards')
    .leftJoin('site_settings', (join) =>
      join
        .onRef('site_settings.site_id', '=', 'job_boards.site_id')
        .on('site_settings.key', '=', 'anonymizeJobs')
        .on('site_settings.published', '=', true),
    )
    .select(['job_boards.site_id', 'site_settings.value'])
    .where('job_boards.id', '=', jobBoardId)
    .orderBy('site_settings.version', (order) => order.desc().nullsLast())
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  const items = row.value === null ? [] : [{ key: 'anonymizeJobs', value: row.value }];
  if (!siteSettingsFromItems(items).anonymizeJobs) return false;
  const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return true;
  return !(await findSignedInUser(db, token, row.site_id, ['candidate', 'employer']));
}

/**
 * A job without what names its employer: the organisation (its id, name, logo and record), the
 * client, the recruiter, the application e-mail, the external reference and the company part of
 * its text. Its own text is the employer's to write without a name.
 */
export function withoutEmployer<J extends Job>(job: J): J {
  const { organisation: _organisation, ...rest } = job;
  const { company: _company, ...platformText } = job.text_platform ?? {};
  return {
    ...rest,
    organisation_id: null,
    organisation_name: null,
    client: null,
    logo: null,
    show_logo: false,
    recruiter_name: null,
    recruiter_phone: null,
    recruiter_email: null,
    apply_email: null,
    external_reference: null,
    text_platform: job.text_platform ? platformText : job.text_platform,
  } as J;
}
