import { isApiError, type ListResult, type QueryParams } from '@jobboard/client';
import type { Resume, User } from '@jobboard/schema';
import type { BlockRoute } from '../../../blocks-runtime/block-context';
import { createDataRequest } from '../../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../../blocks-runtime/data-request';
import { USER_DATA_REQUESTS } from '../../../session/user-data-requests';
import { isMissingItem } from '../is-missing-item';
import { readJobSearchQuery } from '../job-search-query';
import type { SessionRole } from '../session-role-context';

/**
 * A candidate's resume as the candidate pages read it. For an employer it holds the state of
 * their contact request (`contact`, `client`) and, once the candidate accepted it, the contact
 * details (names, email, phone, the resume file); the public search holds none of those.
 */
export type CandidateProfile = Resume;

/**
 * The family the candidate pages read through: an employer reads `GET /resumes` (whose answers
 * say which candidates they contacted, and the contact details of those who accepted); everyone
 * else reads the public candidate search (`GET /candidates`), which never holds personal data.
 */
export type CandidateReader = 'public' | { employer: string };

/**
 * The reader of a session: an employer's names the user, so the employer's reads (contact
 * details among them) have keys of their own, which another user never reads and a logout
 * forgets (`USER_DATA_REQUESTS`).
 */
export function candidateReaderFor(role: SessionRole, user: User | null): CandidateReader {
  return role === 'employer' && user ? { employer: user.uuid } : 'public';
}

/**
 * The candidate search of the route, as the search block sends it to the candidate list page
 * (`search`, `location_name`, `lat`, `lon`, `range`, `in[segment_ids]`) with the page, for
 * `perPage` candidates a page.
 */
export function candidateSearchQuery(route: BlockRoute, perPage: number): QueryParams {
  const url = readJobSearchQuery(route.query);
  const query: Record<string, QueryParams[string]> = {};
  if (url.search) query.search = url.search;
  if (url.location_name) query.location_name = url.location_name;
  if (url.lat !== undefined && url.lon !== undefined) {
    query.lat = url.lat;
    query.lon = url.lon;
    if (url.distance !== undefined) query.distance = url.distance;
  }
  if (url['in[segment_ids]']) query['in[segment_ids]'] = url['in[segment_ids]'];
  query.page = url.page ?? 1;
  query.limit = perPage;
  return query;
}

/**
 * An employer's read, or the public one when the API refuses it with 403 (an employer account
 * without a company: 'Employer account required'), so the pages show what visitors see rather than
 * a failure; contacting the candidate then says why it cannot be done.
 */
async function withoutClient<T, U>(read: Promise<T>, publicRead: () => Promise<U>): Promise<T | U> {
  try {
    return await read;
  } catch (error) {
    if (isApiError(error) && error.status === 403) return publicRead();
    throw error;
  }
}

/** One page of the candidate search through the reader's family. */
export function candidateListRequest(
  query: QueryParams,
  locale: string,
  reader: CandidateReader = 'public',
): DataRequest<ListResult<CandidateProfile>> {
  if (reader === 'public') {
    return createDataRequest('candidate-list', { ...query, locale }, (client) =>
      client.public.listCandidates(query),
    );
  }
  return createDataRequest(
    USER_DATA_REQUESTS.employerCandidates,
    { ...query, locale, user: reader.employer },
    (client) =>
      withoutClient(client.employer.listResumes(query), () => client.public.listCandidates(query)),
  );
}

/**
 * The candidate of a uuid through the reader's family; `null` when there is none (an unknown
 * uuid, one no longer available, or an empty answer), which the page shows as a 404.
 */
export function candidateRequest(
  uuid: string,
  locale: string,
  reader: CandidateReader = 'public',
): DataRequest<CandidateProfile | null> {
  const employer = reader === 'public' ? null : reader.employer;
  return createDataRequest(
    employer ? USER_DATA_REQUESTS.employerCandidate : 'candidate',
    employer ? { uuid, locale, user: employer } : { uuid, locale },
    async (client) => {
      try {
        const resume = employer
          ? await withoutClient(client.employer.getResume(uuid), () =>
              client.public.getCandidate(uuid),
            )
          : await client.public.getCandidate(uuid);
        return resume && typeof resume.uuid === 'string' && resume.uuid !== '' ? resume : null;
      } catch (error) {
        if (isMissingItem(error)) return null;
        throw error;
      }
    },
  );
}
