import { type RawBuilder, sql } from 'kysely';
import type { Db, JobRow } from '../db/database';
import type { JobSearchInput } from './job-search-input';
import { distanceKm, radiusCondition } from './radius';
import { keywordQuery, prefixQuery, titlePrefixQuery } from './text-search';

export interface JobSearchHits {
  rows: JobRow[];
  total: number;
  /**
   * Matching jobs per segment id. A segment of a group the search chose from is counted without
   * that group's choice (the other filters and groups apply): the jobs ticking it would add, as
   * a group's segments are any of. Every other segment is counted over the filtered set.
   */
  segmentCounts: Record<string, number>;
}

/**
 * Whether a job is up-sold, for `upsells=1`: tagged by an import or the seed (`jobs.upsells`), or
 * with a bought up-sell running (`jobs.upsold_till`, the latest end of its `job_upsells`, kept
 * on the row so the search needs no join).
 */
const UPSOLD = sql`(cardinality(jobs.upsells) > 0 or coalesce(jobs.upsold_till > now(), false))`;

/**
 * The public job search: active jobs of the board inside their publication window, filtered,
 * counted per segment and sorted, in one statement over a materialised filtered set, then the
 * page's rows by id.
 */
export async function searchJobs(db: Db, input: JobSearchInput): Promise<JobSearchHits> {
  const where = sql.join(publicJobConditions(input), sql` and `);
  const groups = (input.segmentGroups ?? []).filter((group) => group.length > 0);
  const inGroups = (except: number) =>
    groups.flatMap((group, index) =>
      index === except ? [] : [sql`segment_ids && ${group}::int[]`],
    );
  const chosen = inGroups(-1);
  const rank = input.search
    ? sql`ts_rank(${searchVector(input)}, ${keywordQuery(input.search)})`
    : sql`0`;
  const distance = input.radius ? distanceKm(input.radius) : sql`null::float8`;
  const order = orderBy(input);
  // Grouping by employer is left out where the employer is hidden: comparing a narrow search
  // with and without it told a guest which jobs share an employer, and how many employers the
  // board has (one job each).
  const ranked =
    input.groupOrganisations && !input.hidesEmployer
      ? sql`(select distinct on (coalesce(organisation_id, -id)) * from f
        order by coalesce(organisation_id, -id), ${order}) grouped`
      : sql`f`;
  // Without a segment choice every count is over the filtered set; with one, each chosen
  // group's segments are counted over the set filtered by everything but that group.
  const members = groups.map((group, index) => input.segmentGroupMembers?.[index] ?? group);
  const counts =
    groups.length === 0
      ? sql`select segment_id, count(*)::int as hits from f, unnest(f.segment_ids) segment_id
          group by segment_id`
      : sql.join(
          [
            sql`select segment_id, count(*)::int as hits from f, unnest(f.segment_ids) segment_id
              where not (segment_id = any(${members.flat()}::int[])) group by segment_id`,
            ...members.map((ids, index) => {
              const others = inGroups(index);
              return sql`select segment_id, count(*)::int as hits
                from base, unnest(base.segment_ids) segment_id
                where segment_id = any(${ids}::int[])
                ${others.length > 0 ? sql`and ${sql.join(others, sql` and `)}` : sql``}
                group by segment_id`;
            }),
          ],
          sql` union all `,
        );
  const result = await sql<{ total: number; facets: Record<string, number>; ids: number[] }>`
    with base as materialized (
      select jobs.id, jobs.segment_ids, jobs.organisation_id, jobs.from_at, jobs.till_at,
        jobs.created_at, jobs.premium, jobs.featured, jobs.boost_factor,
        ${UPSOLD} as upsold, ${rank}::float8 as rank, ${distance} as distance
      from jobs where ${where}
    ),
    f as materialized (
      select * from base ${chosen.length > 0 ? sql`where ${sql.join(chosen, sql` and `)}` : sql``}
    )
    select
      (select count(*)::int from ${ranked}) as total,
      (select coalesce(json_object_agg(segment_id, hits), '{}'::json) from (${counts}) facets)
        as facets,
      array(select id from ${ranked} order by ${order} limit ${input.limit} offset ${input.offset})::int[] as ids
  `.execute(db);
  const first = result.rows[0];
  if (!first) return { rows: [], total: 0, segmentCounts: {} };
  const rows = await loadJobsInOrder(db, first.ids);
  return { rows, total: first.total, segmentCounts: first.facets };
}

/** Job rows by id, in the order of the ids. */
export async function loadJobsInOrder(db: Db, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('jobs').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What makes a job public: active on the board and inside its from/till window. */
export function isPublicJob(jobBoardId: number): RawBuilder<boolean>[] {
  return [
    sql`jobs.job_board_id = ${jobBoardId}`,
    sql`jobs.status = 'active'`,
    sql`(jobs.from_at is null or jobs.from_at <= now())`,
    sql`(jobs.till_at is null or jobs.till_at > now())`,
  ];
}

/** The search's conditions but its segment groups (applied over them in `searchJobs`). */
function publicJobConditions(input: JobSearchInput): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = isPublicJob(input.jobBoardId);
  if (input.search) conditions.push(keywordCondition(input.search, searchVector(input)));
  if (input.radius) {
    conditions.push(radiusCondition(input.radius));
  } else if (input.locationName) {
    const pattern = `%${escapeLike(input.locationName)}%`;
    conditions.push(sql`(jobs.location_name ilike ${pattern} or jobs.city ilike ${pattern})`);
  }
  if (input.organisationId !== undefined) {
    // Spec §6: anonymous jobs need login. A guest of a site that anonymizes jobs still sees the
    // organisation (guests search organisations, spec §1), but not which jobs are its: its
    // jobs (an organisation page's list, a landing page or block filtered by it) are none, and
    // so their total and segment counts 0. Leaving the filter out instead would list the
    // board's every job under the organisation's name.
    conditions.push(
      input.hidesEmployer ? sql`false` : sql`jobs.organisation_id = ${input.organisationId}`,
    );
  }
  // Such a request's organisation name filter finds none either: left out, as it once was, it
  // listed the board's every job under the employer's name (a landing page of it, a link).
  if (input.organisationName) {
    conditions.push(
      input.hidesEmployer
        ? sql`false`
        : sql`jobs.organisation_name ilike ${`%${escapeLike(input.organisationName)}%`}`,
    );
  }
  if (input.salaryYear) {
    const [lowest, highest] = input.salaryYear;
    conditions.push(sql`jobs.salary_year between ${lowest}::float8 and ${highest}::float8`);
  }
  if (input.productIds && input.productIds.length > 0) {
    conditions.push(sql`jobs.product_id = any(${input.productIds}::int[])`);
  }
  if (input.premium !== undefined) conditions.push(sql`jobs.premium = ${input.premium}`);
  if (input.excludeJobIds && input.excludeJobIds.length > 0) {
    conditions.push(sql`not (jobs.id = any(${input.excludeJobIds}::int[]))`);
  }
  return conditions;
}

/** Order over the filtered set `f`; ties broken by id so pages never overlap. */
function orderBy(input: JobSearchInput): RawBuilder<unknown> {
  const keys: RawBuilder<unknown>[] = [];
  if (input.boostUpsells) keys.push(sql`upsold desc`);
  switch (input.sort) {
    case 'featured':
      keys.push(sql`featured desc, premium desc, boost_factor desc, from_at desc nulls last`);
      break;
    case '-from':
      keys.push(sql`from_at desc nulls last`);
      break;
    case 'from':
      keys.push(sql`from_at asc nulls last`);
      break;
    case 'till':
      keys.push(sql`till_at asc nulls last`);
      break;
    case '-till':
      keys.push(sql`till_at desc nulls last`);
      break;
    case '-created_at':
      keys.push(sql`created_at desc`);
      break;
    case 'created_at':
      keys.push(sql`created_at asc`);
      break;
    case 'random':
      // Stable for a day, so paging a random order neither repeats nor skips jobs.
      keys.push(sql`md5(id::text || ${new Date().toISOString().slice(0, 10)})`);
      break;
    case 'relevance':
      keys.push(sql`rank * boost_factor desc, from_at desc nulls last`);
      break;
    case 'distance':
      keys.push(sql`distance asc nulls last`);
      break;
  }
  keys.push(sql`id desc`);
  return sql.join(keys, sql`, `);
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The job texts keywords match and rank by: with the organisation's name (`search_vector`), or,
 * for a request that may not see the employer, without it (`anonymous_search_vector`, migration
 * 014): a guest who searches an employer's name would otherwise get exactly its jobs back. The
 * title prefix match reads the title alone either way.
 */
function searchVector(input: JobSearchInput): RawBuilder<unknown> {
  return input.hidesEmployer ? sql`jobs.anonymous_search_vector` : sql`jobs.search_vector`;
}

/**
 * A keyword matches a job's texts (stemmed, in the three languages), or starts the words of its
 * title as the suggestions do: `ontw`, typed and searched without choosing a suggestion, finds the
 * 'Software ontwikkelaar' the suggestions offered. A search with the web search syntax (quotes,
 * `-word`, `or`) keeps to it alone, so an excluded word is never matched by its prefix.
 */
function keywordCondition(search: string, vector: RawBuilder<unknown>): RawBuilder<unknown> {
  const texts = sql`${vector} @@ ${keywordQuery(search)}`;
  const prefix = /"|(^|\s)-|\bor\b/i.test(search) ? null : prefixQuery(search);
  return prefix ? sql`(${texts} or jobs.title_vector @@ ${titlePrefixQuery(prefix)})` : texts;
}
