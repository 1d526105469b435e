import type { Db } from '../db/database';

/**
 * A candidate's figures as `GET /kpi` answers them (the spec names the call, not its answer):
 * counts of the candidate's own rows, the same rows their lists count.
 */
export interface CandidateKpi {
  /** Applications sent from the account on the board (`GET /applications`' total). */
  applications: number;
  /** Favourites that are a job. */
  favourite_jobs: number;
  /** Favourites that are an organisation. */
  favourite_organisations: number;
  /** Job alerts kept on the board (`GET /job-alerts`' total). */
  job_alerts: number;
  /** Employers' requests to contact the candidate about their resume (`GET /resume/clients`). */
  contact_requests: number;
  /** Of those, the ones still waiting for the candidate's answer (`requested`). */
  contact_requests_waiting: number;
}

/** Reads the candidate's figures in one query; rows of other users are never counted. */
export async function candidateKpi(
  db: Db,
  scope: { userId: number; jobBoardId: number },
): Promise<CandidateKpi> {
  const { userId, jobBoardId } = scope;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('applications')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('job_board_id', '=', jobBoardId)
        .as('applications'),
      eb
        .selectFrom('favourites')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('job_id', 'is not', null)
        .as('favourite_jobs'),
      eb
        .selectFrom('favourites')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('organisation_id', 'is not', null)
        .as('favourite_organisations'),
      eb
        .selectFrom('job_alerts')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .where('job_board_id', '=', jobBoardId)
        .as('job_alerts'),
      eb
        .selectFrom('resume_contacts')
        .innerJoin('resumes', 'resumes.id', 'resume_contacts.resume_id')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('resumes.user_id', '=', userId)
        .as('contact_requests'),
      eb
        .selectFrom('resume_contacts')
        .innerJoin('resumes', 'resumes.id', 'resume_contacts.resume_id')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('resumes.user_id', '=', userId)
        .where('resume_contacts.status', '=', 'requested')
        .as('contact_requests_waiting'),
    ])
    .executeTakeFirstOrThrow();
  return {
    applications: Number(row.applications),
    favourite_jobs: Number(row.favourite_jobs),
    favourite_organisations: Number(row.favourite_organisations),
    job_alerts: Number(row.job_alerts),
    contact_requests: Number(row.contact_requests),
    contact_requests_waiting: Number(row.contact_requests_waiting),
  };
}
