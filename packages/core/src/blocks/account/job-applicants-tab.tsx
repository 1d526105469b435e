import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationFile,
  type ListResult,
  type ReceivedApplication,
} from '@jobboard/client';
import { useContext, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { dialCodeOf } from '../job-details/dial-codes';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { detailLinks } from '../shared/page-link';
import { Pagination } from '../shared/pagination/pagination';
import { SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice, ReadFailure } from './account-notices';
import { useBlobDownload } from './use-blob-download';
import { listPageOf, useListPages } from './use-list-page';

/** A page of the applications to the employer's jobs; the key names the user. */
export function receivedApplicationsRequest(
  userUuid: string,
  page: number,
): DataRequest<ListResult<ReceivedApplication>> {
  return createDataRequest(
    USER_DATA_REQUESTS.receivedApplications,
    { user: userUuid, page },
    (client) => client.employer.listApplications({ page, limit: APPLICATIONS_PAGE_SIZE }),
  );
}

/** The applicant's name as they gave it, with their salutation when they chose one. */
function applicantName(application: ReceivedApplication): string {
  return [application.salutation, application.given_name, application.family_name]
    .filter(Boolean)
    .join(' ');
}

/**
 * A `tel:` link for a phone number as the applicant typed it, in international form when it has
 * no country code of its own (`06 1234 5678` from NL: `tel:+31612345678`).
 */
export function telHref(phone: string, country: string | null | undefined): string {
  // `00` is the international prefix the applicant may have typed for `+`.
  const digits = phone.replace(/[^\d+]/g, '').replace(/^00/, '+');
  if (digits.startsWith('+')) return `tel:${digits}`;
  const dial = country ? dialCodeOf(country) : undefined;
  return dial ? `tel:+${dial}${digits.replace(/^0+/, '')}` : `tel:${digits}`;
}

export interface JobApplicantsTabProps {
  context: BlockContext;
}

/**
 * The applications to the employer's jobs, newest first, ten a page: who applied (name, email
 * and phone as links), for which job (linked while it is online), when, their motivation text,
 * and buttons that download their CV and motivation letter (`downloadFile`). A failed download
 * says so; a page past the end (an old link) goes to the last page.
 */
export function JobApplicantsTab({ context }: JobApplicantsTabProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  const page = listPageOf(context.route.query);
  const read = useBlockData(user ? receivedApplicationsRequest(user.uuid, page) : null, {
    keepPreviousData: true,
  });
  const panel = useRef<HTMLDivElement>(null);
  const save = useBlobDownload(panel);
  const [downloadFailure, setDownloadFailure] = useState<Translatable | null>(null);
  const result = read.data;
  const { pageCount, pastEnd, hrefFor, goTo } = useListPages(
    context,
    page,
    result,
    APPLICATIONS_PAGE_SIZE,
  );

  if (read.error !== undefined && result === undefined) {
    return <ReadFailure onRetry={() => read.mutate()} />;
  }
  if (result === undefined || pastEnd) {
    return <LoadingNotice />;
  }
  if (result.total === 0) return <p>{_(accountPageMessages.noApplicants)}</p>;

  const download = async (file: ApplicationFile) => {
    setDownloadFailure(null);
    try {
      save(await context.client.employer.downloadFile(file.token), file.name);
    } catch (error) {
      setDownloadFailure(() => actionFailure(error));
      context.emit('error', { error });
    }
  };
  const jobLink = detailLinks(context, 'p-job-details');
  return (
    <div ref={panel} className="jb-account-page__applicants">
      <ul className="jb-account-page__list">
        {result.items.map((application) => {
          const { job } = application;
          const name = applicantName(application);
          const online = job.status === undefined || job.status === 'active';
          const href = online ? jobLink?.(job.slug).href : undefined;
          const files: [ApplicationFile, string][] = [];
          if (application.cv) {
            files.push([application.cv, _(accountPageMessages.downloadCv(application.cv.name))]);
          }
          if (application.motivation) {
            const { motivation } = application;
            files.push([motivation, _(accountPageMessages.downloadMotivation(motivation.name))]);
          }
          return (
            <li key={application.uuid} className="jb-account-page__item">
              <article aria-label={name} className="jb-account-page__applicant">
                <h3>{name}</h3>
                <p>
                  {_(accountPageMessages.appliedFor)}{' '}
                  {href ? <a href={href}>{job.title}</a> : <span>{job.title}</span>}
                  {' · '}
                  {/* The employer's own words: the candidate's 'Applied on' reads as 'you applied'. */}
                  {_(accountPageMessages.receivedOn(format.jobDate(application.created_at)))}
                </p>
                <p>
                  <a href={`mailto:${application.email}`}>{application.email}</a>
                  {application.phone ? (
                    <>
                      {' · '}
                      <a href={telHref(application.phone, application.phone_country)}>
                        {application.phone}
                      </a>
                    </>
                  ) : null}
                </p>
                {application.motivation_text ? (
                  <p className="jb-account-page__motivation">{application.motivation_text}</p>
                ) : null}
                {files.length > 0 ? (
                  <p className="jb-account-page__actions">
                    {files.map(([file, label]) => (
                      <button
                        key={file.token}
                        type="button"
                        className="jb-button jb-button--info"
                        onClick={() => void download(file)}
                      >
                        {label}
                      </button>
                    ))}
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
      <ActionFailureAlert failure={downloadFailure} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} onPageChange={goTo} />
    </div>
  );
}
