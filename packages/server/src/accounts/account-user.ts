import type { User } from '@jobboard/schema';
import { listMemberships } from '../clients/client-memberships';
import type { Db } from '../db/database';
import { loadBoardSegments } from '../jobs/board-segments';
import { toOrganisations } from '../organisations/organisation-output';

/**
 * A user as `GET /you` and `POST /register` answer it: the schema's `User` (the session needs
 * its uuid), with the candidate's favourites by job uuid and organisation id, and for an
 * employer the client it acts for with the organisations that client manages, and every company
 * it belongs to (`clients`, which candidates' answers leave out).
 */
export async function loadAccountUser(db: Db, userId: number, locale: string): Promise<User> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'role', 'email', 'given_name', 'family_name', 'verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const favourites = await db
    .selectFrom('favourites')
    .leftJoin('jobs', 'jobs.id', 'favourites.job_id')
    .select(['favourites.uuid', 'favourites.organisation_id', 'jobs.uuid as job_uuid'])
    .where('favourites.user_id', '=', userId)
    .orderBy('favourites.id')
    .execute();
  return {
    uuid: user.uuid,
    given_name: user.given_name ?? '',
    family_name: user.family_name ?? '',
    email: user.email,
    isCandidate: user.role === 'candidate',
    verified: user.verified_at !== null,
    favourite_jobs: favourites.flatMap((row) =>
      row.job_uuid ? [{ job_uuid: row.job_uuid, uuid: row.uuid }] : [],
    ),
    favourite_organisations: favourites.flatMap((row) =>
      row.organisation_id !== null ? [{ org_id: row.organisation_id, uuid: row.uuid }] : [],
    ),
    client: user.role === 'employer' ? await loadClient(db, userId, locale) : null,
    ...(user.role === 'employer' ? { clients: await listMemberships(db, userId) } : {}),
    pricing: null,
  };
}

/**
 * The client an employer acts for (`is_current`; the switch and the membership changes keep one
 * per employer), else the one it owns, if any.
 */
async function loadClient(db: Db, userId: number, locale: string): Promise<User['client']> {
  const client = await db
    .selectFrom('client_users')
    .innerJoin('clients', 'clients.id', 'client_users.client_id')
    .select(['clients.id', 'clients.uuid', 'clients.job_board_id'])
    .where('client_users.user_id', '=', userId)
    .orderBy('client_users.is_current', 'desc')
    .orderBy('client_users.is_owner', 'desc')
    .orderBy('clients.id')
    .executeTakeFirst();
  if (!client) return null;
  const rows = await db
    .selectFrom('organisations')
    .selectAll()
    .where('client_id', '=', client.id)
    .orderBy('name')
    .execute();
  const segments = await loadBoardSegments(db, client.job_board_id, locale);
  return { uuid: client.uuid, organisations: await toOrganisations(db, rows, segments) };
}
