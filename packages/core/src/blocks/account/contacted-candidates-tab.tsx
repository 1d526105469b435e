import type { ContactedCandidatesQuery, ListResult } from '@jobboard/client';
import {
  CONNECTION_STATUSES,
  type ConnectionStatus,
  type ContactedCandidate,
} from '@jobboard/schema';
import { useContext, useId } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData, useOwnData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { candidatePlace, useCandidateTitle } from '../shared/candidate/candidate-facts';
import { detailLinks, pageLinkHref } from '../shared/page-link';
import { Pagination } from '../shared/pagination/pagination';
import { SessionUserContext } from '../shared/session-role-context';
import { StatusBadge } from '../shared/status-badge/status-badge';
import { LoadingNotice, ReadFailure } from './account-notices';
import { IntroduceCandidate } from './introduce-candidate';
import { telHref } from './job-applicants-tab';
import { LIST_PAGE_QUERY, listPageOf, useListPages } from './use-list-page';

/** The API's page size of the contacted candidates (`GET /resumes/contacted`). */
export const CONTACTED_PAGE_SIZE = 10;

/** The route query that filters the list on a request's status. */
export const STATUS_QUERY = 'status';

function isConnectionStatus(value: string | null): value is ConnectionStatus {
  return (CONNECTION_STATUSES as readonly (string | null)[]).includes(value);
}

/** A page of the candidates the employer asked to contact; the key names the user. */
export function contactedCandidatesRequest(
  userUuid: string,
  query: ContactedCandidatesQuery,
): DataRequest<ListResult<ContactedCandidate>> {
  return createDataRequest(
    USER_DATA_REQUESTS.contactedCandidates,
    { user: userUuid, page: query.page, status: query.status },
    (client) => client.employer.listContactedCandidates(query),
  );
}

export interface ContactedCandidatesTabProps {
  context: BlockContext;
}

/**
 * The candidates the employer asked to contact, oldest request first as the API orders them, ten
 * a page, filtered on the request's status: each candidate's position (linking to their
 * profile), place, the request's date and state, and the contact details of those who accepted.
 */
export function ContactedCandidatesTab({ context }: ContactedCandidatesTabProps) {
  const { _, locale } = useBoardI18n();
  const format = useFormatters();
  const title = useCandidateTitle();
  const id = useId();
  const user = useContext(SessionUserContext);
  const page = listPageOf(context.route.query);
  const wanted = context.route.query.get(STATUS_QUERY);
  const status = isConnectionStatus(wanted) ? wanted : undefined;
  const query: ContactedCandidatesQuery = status ? { page, status } : { page };
  const request = user ? contactedCandidatesRequest(user.uuid, query) : null;
  const read = useBlockData(request, { keepPreviousData: true });
  // A read of another filter or page that fails shows its failure, not the list before it (kept
  // while it loads) nor 'none with this status' (employer QA); a failed refresh keeps its own.
  const { own } = useOwnData(request);
  const result = read.data;
  const { pageCount, pastEnd, hrefFor, goTo } = useListPages(
    context,
    page,
    result,
    CONTACTED_PAGE_SIZE,
  );
  const filter = (value: string) => {
    const next = new URLSearchParams(context.route.query);
    if (value) next.set(STATUS_QUERY, value);
    else next.delete(STATUS_QUERY);
    next.delete(LIST_PAGE_QUERY);
    context.navigate({ path: context.route.path, query: next });
  };

  let list = <LoadingNotice />;
  if (read.error !== undefined && !own) {
    list = <ReadFailure onRetry={() => read.mutate()} />;
  } else if (result !== undefined && !pastEnd && result.total === 0) {
    const findHref = pageLinkHref(context, 'p-candidate-list');
    list = status ? (
      <p>{_(candidateMessages.noContactedWithStatus)}</p>
    ) : (
      <p>
        {_(candidateMessages.noContactedCandidates)}{' '}
        {findHref ? <a href={findHref}>{_(candidateMessages.findCandidates)}</a> : null}
      </p>
    );
  } else if (result !== undefined && !pastEnd) {
    const profileLink = detailLinks(context, 'p-candidate-details');
    list = (
      <>
        <ul className="jb-account-page__list">
          {result.items.map((contact) => {
            const { resume } = contact;
            const name = [resume.given_name, resume.family_name].filter(Boolean).join(' ');
            const heading = name || title(resume);
            const href = profileLink?.(resume.uuid).href;
            const place = candidatePlace(resume, locale);
            const asked = resume.contact?.created_at;
            return (
              <li key={contact.id ?? resume.uuid} className="jb-account-page__item">
                <article aria-label={heading}>
                  <h3>{href ? <a href={href}>{heading}</a> : heading}</h3>
                  <p>{[name ? title(resume) : '', place].filter(Boolean).join(' · ')}</p>
                  <p>
                    <StatusBadge status={contact.status}>
                      {_(candidateMessages.statuses[contact.status])}
                    </StatusBadge>
                    {asked
                      ? ` · ${_(candidateMessages.requestedOnShort(format.jobDate(asked)))}`
                      : ''}
                  </p>
                  {contact.status === 'accepted' && (resume.email || resume.phone_number) ? (
                    <p>
                      {resume.email ? <a href={`mailto:${resume.email}`}>{resume.email}</a> : null}
                      {resume.email && resume.phone_number ? ' · ' : null}
                      {resume.phone_number ? (
                        <a href={telHref(resume.phone_number, resume.country)}>
                          {resume.phone_number}
                        </a>
                      ) : null}
                    </p>
                  ) : null}
                  {contact.status === 'accepted' ? (
                    <IntroduceCandidate resumeUuid={resume.uuid} name={heading} context={context} />
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} onPageChange={goTo} />
      </>
    );
  }

  return (
    <div className="jb-account-page__contacted">
      <p>
        <label className="jb-label" htmlFor={`${id}-status`}>
          {_(candidateMessages.statusFilter)}
        </label>
        <select
          id={`${id}-status`}
          className="jb-select"
          value={status ?? ''}
          onChange={(event) => filter(event.target.value)}
        >
          <option value="">{_(candidateMessages.allRequests)}</option>
          {CONNECTION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {_(candidateMessages.statuses[value])}
            </option>
          ))}
        </select>
      </p>
      {list}
      {/* A change of the filter reads the list again: its count is announced as it changes. */}
      <p role="status" className="jb-visually-hidden">
        {result !== undefined && !pastEnd && result.total > 0
          ? _(searchMessages.resultCount(result.total))
          : ''}
      </p>
    </div>
  );
}
