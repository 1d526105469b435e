import { EMPLOYER_JOBS_PAGE_SIZE } from '@jobboard/client';
import type { Job, JobStatus } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { searchMessages } from '../../i18n/messages/search-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { useBoardIdPrefix } from '../../shell/board-id';
import type { Translatable } from '../shared/account-form/use-account-form';
import { Pagination } from '../shared/pagination/pagination';
import { SessionUserContext } from '../shared/session-role-context';
import { StatusBadge } from '../shared/status-badge/status-badge';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { LoadingNotice, ReadFailure } from './account-notices';
import { employerJobId, employerJobsRequest } from './employer-job-requests';
import {
  JOB_QUERY,
  LISTED_STATUSES,
  PAGE_QUERY,
  SEARCH_QUERY,
  STATUS_QUERY,
} from './manage-jobs-query';

/** Where the list tells what came of an action: announced, or the failure shown. */
export interface JobListReport {
  done(text: Translatable): void;
  failed(error: unknown): void;
}

export interface EmployerJobListProps {
  context: BlockContext;
  /**
   * The tab's board path with `query` (the list's own query left out), for `navigate`; links
   * take `context.href` of it.
   */
  listUrl: (query?: Record<string, string>) => string;
  report: JobListReport;
  /**
   * Whether the list's first control (the new job link) takes the focus as the list shows: it
   * replaces the job form, which took the focused control along, unless the focus is elsewhere
   * by then. (A job's edit link would come only with the list's answer, which a save reads
   * again.) @default false
   */
  focusFirst?: boolean;
}

/**
 * A page of the employer's jobs with a title search and a status filter, each job with what can
 * be done in its status (edit; publish a draft; pause an online job, put a paused one back
 * online; delete after a question).
 */
export function EmployerJobList({
  context,
  listUrl,
  report,
  focusFirst = false,
}: EmployerJobListProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const user = useContext(SessionUserContext);
  const idPrefix = `${useBoardIdPrefix()}jb-manage-jobs`;
  const query = context.route.query;
  const status = LISTED_STATUSES.find((value) => value === query.get(STATUS_QUERY));
  const page = Math.max(1, Number.parseInt(query.get(PAGE_QUERY) ?? '1', 10) || 1);
  const search = (query.get(SEARCH_QUERY) ?? '').trim();
  const [typed, setTyped] = useState(search);
  // The field follows the URL's search (back, forward, a search sent trimmed) and is not
  // rebuilt for it, so the focus stays where it was.
  useEffect(() => setTyped(search), [search]);
  const read = useBlockData(user ? employerJobsRequest(user.uuid, page, status, search) : null);
  // The list's own query (status and search) for its links; a page past the first added.
  const listed = (more: Record<string, string> = {}) =>
    listUrl({
      ...(status ? { [STATUS_QUERY]: status } : {}),
      ...(search ? { [SEARCH_QUERY]: search } : {}),
      ...more,
    });
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [deleting, setDeleting] = useState<string | null>(null);
  // The question before a delete takes the focus; answering gives it back (or, once the row is
  // gone, to the list's first control).
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const newJobLink = useRef<HTMLAnchorElement>(null);
  // On mount (`focusFirst` never changes while the list shows: another view is another mount).
  useEffect(() => {
    const link = newJobLink.current;
    if (focusFirst && link && lostFocus(link)) link.focus();
  }, [focusFirst]);
  // A page past the end (its last job deleted, a stale link): the last page with jobs instead
  // of 'no jobs' above the pages that have them. The address is replaced: back skips the empty one.
  const lastPage = read.data
    ? Math.max(1, Math.ceil(read.data.total / EMPLOYER_JOBS_PAGE_SIZE))
    : 1;
  const pastTheEnd = read.data !== undefined && read.data.items.length === 0 && page > lastPage;
  const lastPageHref = pastTheEnd
    ? listed(lastPage > 1 ? { [PAGE_QUERY]: String(lastPage) } : {})
    : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once for each address to leave
  useEffect(() => {
    if (lastPageHref) context.navigate(lastPageHref, { replace: true });
  }, [lastPageHref]);
  const focusAfterRender = useFocusAfterRender();
  // A row that leaves the list (deleted; paused, published or put back online under a status
  // filter) takes its focused control along: the focus goes to the list's first control then,
  // not to the page's body (employer QA). Only for a control of a row that had the focus and is
  // gone with it; a focus moved on purpose, or lost by a click elsewhere, is left alone.
  const focusedAction = useRef<Element | null>(null);
  useEffect(() => {
    const control = focusedAction.current;
    const link = newJobLink.current;
    if (!control || control.isConnected || !link) return;
    focusedAction.current = null;
    if (lostFocus(link)) link.focus();
  });
  const focusOnMount = useCallback((element: HTMLButtonElement | null) => element?.focus(), []);
  const filter = (next: string) =>
    context.navigate(
      listUrl({
        ...(next === '' ? {} : { [STATUS_QUERY]: next }),
        ...(search ? { [SEARCH_QUERY]: search } : {}),
      }),
    );

  const act = async (job: Job, run: () => Promise<unknown>, done: (i18n: I18n) => string) => {
    const key = String(employerJobId(job));
    if (busy.has(key)) return;
    setBusy((current) => new Set(current).add(key));
    try {
      const result = await run();
      if (result === false) throw new Error(`The job ${key} could not be changed.`);
      report.done(done);
    } catch (error) {
      report.failed(error);
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const jobs = context.client.employer;
  const actions = (job: Job) => {
    const key = String(employerJobId(job));
    const title = job.title;
    const common = { 'aria-disabled': busy.has(key) };
    if (deleting === key) {
      const cancel = () => {
        setDeleting(null);
        focusAfterRender(() => deleteButtons.current.get(key));
      };
      // The question takes the focus on its safe answer, and Escape cancels, as in a dialog:
      // a second Enter on the button that asked must not delete the job.
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape for the buttons inside
        <div
          className="jb-account-page__actions"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            cancel();
          }}
        >
          <span id={`${idPrefix}-confirm-${key}`}>
            {_(
              job.status === 'draft'
                ? accountPageMessages.confirmDeleteDraft(title)
                : accountPageMessages.confirmDeleteJob(title),
            )}
          </span>
          <button
            type="button"
            className="jb-button"
            aria-describedby={`${idPrefix}-confirm-${key}`}
            {...common}
            onClick={() => {
              setDeleting(null);
              // Back on the row's Delete button while the job is deleted: a failed delete keeps
              // the row and the focus in it; the row gone, the focus goes to the list's first
              // control (`focusStaysInList`).
              focusAfterRender(() => deleteButtons.current.get(key));
              void act(
                job,
                () => jobs.deleteJob(employerJobId(job)),
                (i18n) => i18n._(accountPageMessages.jobDeleted(title)),
              );
            }}
          >
            {_(accountPageMessages.deleteJob)}
          </button>
          <button
            ref={focusOnMount}
            type="button"
            className="jb-button jb-button--info"
            aria-describedby={`${idPrefix}-confirm-${key}`}
            onClick={cancel}
          >
            {_(accountPageMessages.cancel)}
          </button>
        </div>
      );
    }
    const id = employerJobId(job);
    const toggle =
      job.status === 'draft'
        ? {
            primary: true,
            text: accountPageMessages.publishJob,
            label: accountPageMessages.publishJobNamed,
            done: accountPageMessages.jobPublished,
            run: () => jobs.publishDraftJob(id, {}),
          }
        : job.status === 'active'
          ? {
              primary: false,
              text: accountPageMessages.pauseJob,
              label: accountPageMessages.pauseJobNamed,
              done: accountPageMessages.jobPaused,
              run: () => jobs.setJobStatus(id, 'paused'),
            }
          : job.status === 'paused'
            ? {
                primary: true,
                text: accountPageMessages.resumeJob,
                label: accountPageMessages.resumeJobNamed,
                done: accountPageMessages.jobResumed,
                run: () => jobs.setJobStatus(id, 'active'),
              }
            : null;
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: notes which row's control has the focus
      <div
        className="jb-account-page__actions"
        onFocus={(event) => {
          focusedAction.current = event.target;
        }}
      >
        <a
          href={context.href(listUrl({ [JOB_QUERY]: key }))}
          aria-label={_(accountPageMessages.editJobNamed(title))}
        >
          {_(accountPageMessages.editJob)}
        </a>
        {toggle ? (
          // One button in one place whatever the status, so it keeps the focus when its job
          // changes status (publish → pause → put back online) and the list is read again.
          <button
            type="button"
            className={toggle.primary ? 'jb-button' : 'jb-button jb-button--info'}
            aria-label={_(toggle.label(title))}
            {...common}
            onClick={() => void act(job, toggle.run, (i18n) => i18n._(toggle.done(title)))}
          >
            {_(toggle.text)}
          </button>
        ) : null}
        <button
          type="button"
          className="jb-button jb-button--info"
          ref={(element) => {
            if (element) deleteButtons.current.set(key, element);
            else deleteButtons.current.delete(key);
          }}
          aria-label={_(accountPageMessages.deleteJobNamed(title))}
          {...common}
          onClick={() => setDeleting(key)}
        >
          {_(accountPageMessages.deleteJob)}
        </button>
      </div>
    );
  };

  const statusText = (value: JobStatus | undefined) =>
    value ? _(accountPageMessages.jobStatuses[value]) : '';
  const pageCount = read.data ? lastPage : undefined;
  return (
    <>
      <div className="jb-account-page__toolbar">
        <a
          ref={newJobLink}
          className="jb-button"
          href={context.href(listUrl({ [JOB_QUERY]: 'new' }))}
        >
          {_(accountPageMessages.newJob)}
        </a>
        <form
          className="jb-account-page__search"
          onSubmit={(event) => {
            event.preventDefault();
            context.navigate(
              listUrl({
                ...(status ? { [STATUS_QUERY]: status } : {}),
                ...(typed.trim() ? { [SEARCH_QUERY]: typed.trim() } : {}),
              }),
            );
          }}
        >
          <span className="jb-account__field">
            <label className="jb-label" htmlFor={`${idPrefix}-search`}>
              {_(accountPageMessages.searchJobs)}
            </label>
            <input
              id={`${idPrefix}-search`}
              className="jb-input"
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
            />
          </span>
          <button type="submit" className="jb-button jb-button--info">
            {_(accountPageMessages.searchJobsButton)}
          </button>
        </form>
        <span className="jb-account__field">
          <label className="jb-label" htmlFor={`${idPrefix}-status`}>
            {_(accountPageMessages.jobStatusFilter)}
          </label>
          <select
            id={`${idPrefix}-status`}
            className="jb-select"
            value={status ?? ''}
            onChange={(event) => filter(event.target.value)}
          >
            <option value="">{_(accountPageMessages.allJobs)}</option>
            {LISTED_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusText(value)}
              </option>
            ))}
          </select>
        </span>
      </div>
      {read.data === undefined && read.error !== undefined ? (
        // Not 'no jobs yet': the list could not be read (the client swallows it, spec §8).
        <ReadFailure onRetry={() => read.mutate()} />
      ) : read.data === undefined || pastTheEnd ? (
        <LoadingNotice />
      ) : read.data.items.length === 0 ? (
        // A search or filter that finds nothing says so; 'no jobs yet' is for an employer's
        // first visit.
        <p>{_(search || status ? searchMessages.noResults : accountPageMessages.noJobs)}</p>
      ) : (
        <ul className="jb-account-page__list">
          {read.data.items.map((job) => (
            <li key={employerJobId(job)} className="jb-account-page__item">
              <div>
                <span className="jb-account-page__name">{job.title}</span>
                <p>
                  {job.status ? (
                    <StatusBadge status={job.status}>{statusText(job.status)}</StatusBadge>
                  ) : null}
                  {[
                    job.status === 'active' && job.from && job.till
                      ? _(
                          accountPageMessages.jobOnline(
                            format.jobDate(job.from),
                            format.jobDate(job.till),
                          ),
                        )
                      : '',
                    job.city ?? '',
                  ]
                    .filter(Boolean)
                    .map((part) => ` · ${part}`)
                    .join('')}
                </p>
              </div>
              {actions(job)}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(to) => context.href(listed({ [PAGE_QUERY]: String(to) }))}
        onPageChange={(to) => context.navigate(listed({ [PAGE_QUERY]: String(to) }))}
      />
    </>
  );
}
