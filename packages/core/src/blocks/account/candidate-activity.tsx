import type { ApiRecord, ListResult } from '@jobboard/client';
import { type ReactNode, useContext, useEffect, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { detailLinks } from '../shared/page-link';
import { SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice } from './account-notices';

/** How many entries of the activity a page of it shows. */
export const ACTIVITY_PAGE_SIZE = 5;

/** The candidate's figures (`GET /kpi`); the key names the user. */
export function candidateKpiRequest(userUuid: string): DataRequest<ApiRecord> {
  return createDataRequest(USER_DATA_REQUESTS.candidateKpi, { user: userUuid }, (client) =>
    client.candidate.getKpi(),
  );
}

/** One page of the candidate's activity (`GET /logs`), newest first. */
export function candidateLogsRequest(
  userUuid: string,
  page: number,
): DataRequest<ListResult<ApiRecord>> {
  return createDataRequest(USER_DATA_REQUESTS.candidateLogs, { user: userUuid, page }, (client) =>
    client.candidate.getLogs({ page, limit: ACTIVITY_PAGE_SIZE }),
  );
}

/**
 * The figures and activity are read again each time the dashboard shows them: applying, saving a
 * favourite or answering a request elsewhere on the board changes them.
 */
const ACTIVITY_READ = { revalidateOnMount: true };
const ACTIVITY_READ_KEPT = { revalidateOnMount: true, keepPreviousData: true };

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
const record = (value: unknown): ApiRecord | null =>
  typeof value === 'object' && value !== null ? (value as ApiRecord) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export interface CandidateActivityProps {
  context: Pick<BlockContext, 'site' | 'locale' | 'defaultLocale' | 'href'>;
}

/**
 * The candidate's figures (applications, saved jobs and employers, job alerts, contact requests)
 * and their recent activity, a few entries at a time with a button for more, on the dashboard.
 * What cannot be read is left out: the dashboard's links work without it.
 */
export function CandidateActivity({ context }: CandidateActivityProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  const kpi = useBlockData(user ? candidateKpiRequest(user.uuid) : null, ACTIVITY_READ).data;
  const [pages, setPages] = useState(1);
  const figures: [string, string][] = [];
  const add = (label: string, value: unknown) => {
    const number = count(value);
    if (number !== null) figures.push([label, format.number(number)]);
  };
  add(_(accountPageMessages.figureApplications), kpi?.applications);
  add(_(accountPageMessages.figureFavouriteJobs), kpi?.favourite_jobs);
  add(_(accountPageMessages.figureFavouriteOrganisations), kpi?.favourite_organisations);
  add(_(accountPageMessages.figureJobAlerts), kpi?.job_alerts);
  const requests = count(kpi?.contact_requests);
  const waiting = count(kpi?.contact_requests_waiting);
  if (requests !== null) {
    figures.push([
      _(accountPageMessages.figureContactRequests),
      waiting
        ? _(
            accountPageMessages.contactRequestsWaiting(
              format.number(requests),
              format.number(waiting),
            ),
          )
        : format.number(requests),
    ]);
  }
  if (!user) return null;
  return (
    <>
      {figures.length > 0 ? (
        <section className="jb-account-page__section">
          <h3>{_(accountPageMessages.yourFigures)}</h3>
          <dl className="jb-account-page__facts">
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section className="jb-account-page__section">
        <h3>{_(accountPageMessages.recentActivity)}</h3>
        <ActivityPages
          userUuid={user.uuid}
          pages={pages}
          context={context}
          onMore={() => setPages((shown) => shown + 1)}
        />
      </section>
    </>
  );
}

function ActivityPages({
  userUuid,
  pages,
  context,
  onMore,
}: {
  userUuid: string;
  pages: number;
  context: CandidateActivityProps['context'];
  onMore: () => void;
}) {
  const { _ } = useBoardI18n();
  // The last page's answer says whether there is more. While the next page loads, the one
  // before it answers (kept): the button stays until the new entries are there.
  const read = useBlockData(candidateLogsRequest(userUuid, pages), ACTIVITY_READ_KEPT);
  const last = read.data;
  // The page "Show more" asked for: its first entry takes the focus when it arrives.
  const [asked, setAsked] = useState(0);
  if (last && last.total === 0) return <p>{_(accountPageMessages.noActivity)}</p>;
  if (!last) {
    return <LoadingNotice />;
  }
  const more = pages * ACTIVITY_PAGE_SIZE < last.total || read.isLoading;
  return (
    <>
      <ul className="jb-account-page__list">
        {Array.from({ length: pages }, (_unused, index) => index + 1).map((page) => (
          <ActivityPage
            key={page}
            userUuid={userUuid}
            page={page}
            context={context}
            focusFirst={page === asked}
          />
        ))}
      </ul>
      {more ? (
        <p>
          <button
            type="button"
            className="jb-button jb-button--secondary"
            aria-disabled={read.isLoading || undefined}
            onClick={() => {
              if (read.isLoading) return;
              setAsked(pages + 1);
              onMore();
            }}
          >
            {_(accountPageMessages.moreActivity)}
          </button>
        </p>
      ) : null}
    </>
  );
}

function ActivityPage({
  userUuid,
  page,
  context,
  focusFirst,
}: {
  userUuid: string;
  page: number;
  context: CandidateActivityProps['context'];
  /** Its first entry takes the focus once shown (the page "Show more" asked for). */
  focusFirst: boolean;
}) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const { data } = useBlockData(candidateLogsRequest(userUuid, page), ACTIVITY_READ);
  const first = useRef<HTMLLIElement>(null);
  const focused = useRef(false);
  useEffect(() => {
    if (!focusFirst || focused.current || !first.current) return;
    focused.current = true;
    first.current.focus();
  });
  if (!data) return null;
  const jobLink = detailLinks(context, 'p-job-details');
  const organisationLink = detailLinks(context, 'p-organisation');
  return (
    <>
      {data.items.map((entry) => {
        const job = record(entry.job);
        const organisation = record(entry.organisation);
        const jobTitle = job ? text(job.title) : '';
        // Only a job visitors can open now is linked (a paused or ended one is named).
        const jobHref =
          job && text(job.slug) && job.online !== false
            ? jobLink?.(text(job.slug)).href
            : undefined;
        const named = (name: string, href: string | undefined): ReactNode =>
          href ? <a href={href}>{name}</a> : name;
        let what: ReactNode = null;
        switch (entry.type) {
          case 'application':
            what = template(
              _(accountPageMessages.activityApplication('\u0000')),
              named(jobTitle || _(accountPageMessages.activityGone), jobHref),
            );
            break;
          case 'favourite': {
            const name = organisation ? text(organisation.name) : jobTitle;
            const href = organisation
              ? text(organisation.slug)
                ? organisationLink?.(text(organisation.slug)).href
                : undefined
              : jobHref;
            what = template(
              _(accountPageMessages.activityFavourite('\u0000')),
              named(
                name ||
                  _(
                    'organisation' in entry
                      ? accountPageMessages.activityEmployerGone
                      : accountPageMessages.activityGone,
                  ),
                href,
              ),
            );
            break;
          }
          case 'job_alert': {
            const alert = record(entry.alert);
            const search = text(alert?.title) || text(alert?.search);
            what = search
              ? _(accountPageMessages.activityJobAlert(search))
              : _(accountPageMessages.activityJobAlertAnywhere);
            break;
          }
          case 'contact_request':
            what = _(accountPageMessages.activityContactRequest(text(record(entry.client)?.name)));
            break;
          case 'account':
            what = _(accountPageMessages.activityAccount);
            break;
          default:
            return null;
        }
        const at = text(entry.at);
        return (
          <li
            key={text(entry.id) || `${entry.type}-${at}`}
            ref={entry === data.items[0] ? first : undefined}
            tabIndex={entry === data.items[0] && focusFirst ? -1 : undefined}
            className="jb-account-page__item"
          >
            <span>{what}</span>
            {at ? <span className="jb-account-page__when"> · {format.jobDate(at)}</span> : null}
          </li>
        );
      })}
    </>
  );
}

/** A translated sentence with a link (or text) in the place of its `\u0000` marker. */
function template(sentence: string, part: ReactNode): ReactNode {
  const [before, after] = sentence.split('\u0000');
  return (
    <>
      {before}
      {part}
      {after}
    </>
  );
}
