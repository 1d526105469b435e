import type { Job } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { formatBoardUrl } from '../../router/board-url';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { lazyModule } from '../../shell/lazy-module';
import { apiErrorText } from '../job-details/api-error-text';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice } from './account-notices';
import { TAB_QUERY } from './account-tabs';
import { clientDashboardRequest } from './client-tab';
import { EmployerJobList } from './employer-job-list';
import { employerJobRequest } from './employer-job-requests';
import { JobForm } from './job-form';
import { JobKpiSummary } from './job-kpi-summary';
import { isJobOnline, JobUpsells } from './job-upsells';
import { LazyTab } from './lazy-tab';
import { JOB_QUERY, PAGE_QUERY, SEARCH_QUERY, STATUS_QUERY } from './manage-jobs-query';

export interface ManageJobsTabProps {
  context: BlockContext;
}

/** Drops the board's cached reads of the employer's jobs, so the lists on screen read again. */
function useRefreshJobs() {
  const { mutate } = useSWRConfig();
  const named = (name: string) => (key: unknown) => {
    if (typeof key !== 'string') return false;
    try {
      return (JSON.parse(key) as unknown[])[0] === name;
    } catch {
      return false;
    }
  };
  return (listOnScreen: boolean) =>
    Promise.all([
      // A job's form starts from what it reads: a job read before the change is forgotten, so
      // the next form reads it again rather than starting from its old values.
      mutate(named(USER_DATA_REQUESTS.employerJob), undefined, { revalidate: true }),
      // The lists on screen are read again behind what they show: they keep their rows, and the
      // button that changed a job keeps the focus. With the form on screen no list is there to
      // read again (SWR refetches only for a mounted read, and a list's read does not refetch
      // what its cache holds): the lists are forgotten, so the one the form returns to reads
      // the jobs as saved, not the rows from before.
      listOnScreen
        ? mutate(named(USER_DATA_REQUESTS.employerJobs))
        : mutate(named(USER_DATA_REQUESTS.employerJobs), undefined, { revalidate: true }),
    ]);
}

/**
 * The employer's jobs (spec: manage-jobs, a tab that cannot be hidden): a page of them with a
 * status filter, each with what can be done in its status (edit; publish a draft; pause an
 * online job, put a paused one back online; delete after a question), and the job form for a
 * new job or an edit (`?job=new`, `?job={id}`). Changes are announced.
 */
export function ManageJobsTab({ context }: ManageJobsTabProps) {
  const { i18n } = useBoardI18n();
  const [announced, setAnnounced] = useState<Translatable | null>(null);
  const [failure, setFailure] = useState<Translatable | null>(null);
  const refresh = useRefreshJobs();
  const editing = context.route.query.get(JOB_QUERY);
  const moved = useViewChanged(editing ?? '');
  // The list's board path (for `navigate`; a link's `href` is `context.href` of it, which adds
  // the base path a navigation would add again).
  const listUrl = (query: Record<string, string> = {}) => {
    const next = new URLSearchParams(context.route.query);
    for (const key of [JOB_QUERY, STATUS_QUERY, SEARCH_QUERY, PAGE_QUERY]) next.delete(key);
    next.set(TAB_QUERY, 'manage-jobs');
    for (const [key, value] of Object.entries(query)) next.set(key, value);
    return formatBoardUrl({ path: context.route.path, query: next });
  };
  const report = {
    done(text: Translatable) {
      setFailure(null);
      setAnnounced(() => text);
      void refresh(!editing);
    },
    failed(error: unknown) {
      setAnnounced(null);
      setFailure(() => actionFailure(error));
      context.emit('error', { error });
      // A refusal may mean the job changed meanwhile (deleted or published in another tab; the
      // client swallows a failed deletion, spec §8): the list is read again and shows the jobs as
      // the server has them, a deleted one gone with its buttons.
      void refresh(!editing);
    },
  };
  return (
    <div className="jb-account-page__jobs">
      {/* Above the list, where the list opens after a save: the confirmation and the failure
          text are seen, not only heard (below the pages they were off screen). */}
      <div role="status" className={announced ? 'jb-account-page__notice' : undefined}>
        {announced?.(i18n) ?? ''}
      </div>
      <ActionFailureAlert failure={failure} />
      {editing ? (
        <JobEditor
          key={editing}
          id={editing}
          context={context}
          listHref={context.href(listUrl())}
          focusHeading={moved}
          onSaved={(text) => {
            report.done(text);
            context.navigate(listUrl());
          }}
        />
      ) : (
        <EmployerJobList context={context} listUrl={listUrl} report={report} focusFirst={moved} />
      )}
    </div>
  );
}

/**
 * Whether the tab shows another view (`''` the list, `new` or a job's id the form) than the one
 * it opened with, or has done so: the visitor moved between them in the tab. That changes only
 * the page's query, so the board leaves the focus alone and the view shown takes it as it
 * mounts (the one the tab opened with is the board's to focus).
 */
function useViewChanged(view: string): boolean {
  const [opened] = useState(view);
  const changed = useRef(false);
  useEffect(() => {
    if (view !== opened) changed.current = true;
  }, [view, opened]);
  return changed.current || view !== opened;
}

function JobEditor({
  id,
  context,
  listHref,
  focusHeading,
  onSaved,
}: {
  id: string;
  context: BlockContext;
  listHref: string;
  focusHeading: boolean;
  onSaved: (text: Translatable) => void;
}) {
  const { _, i18n } = useBoardI18n();
  const user = useContext(SessionUserContext);
  const isNew = id === 'new';
  const read = useBlockData(isNew || !user ? null : employerJobRequest(user.uuid, id));
  if (!isNew && read.data === undefined) {
    return read.error !== undefined ? (
      <p className="jb-account-page__failure" role="alert">
        {/* The API's reason when it refused (a job deleted, or of another company: "Job not
            found"); nothing was being done, so not the could-not text then. */}
        {apiErrorText(read.error, i18n, _(errorMessages.actionFailed))}{' '}
        <a href={listHref}>{_(accountPageMessages.backToJobs)}</a>
      </p>
    ) : (
      <LoadingNotice />
    );
  }
  return (
    <JobForm
      job={isNew ? null : (read.data ?? null)}
      summary={
        isNew ? null : (
          <>
            <JobKpiSummary id={id} />
            {/* Up-sells lift a job that is online: a draft, paused or expired job has none. */}
            {read.data && isJobOnline(read.data) ? <JobUpsells id={id} context={context} /> : null}
            {read.data ? <JobSlotSection job={read.data} context={context} /> : null}
          </>
        )
      }
      context={context}
      listHref={listHref}
      focusHeading={focusHeading}
      onSaved={onSaved}
    />
  );
}

/** A job's slot: a chunk of its own, loaded only for a client with slots (most boards sell none). */
const jobSlot = lazyModule(() => import('./job-slot'));

/**
 * The job's slot section once the client's slots are read (again each time a form opens: a
 * slot may have ended or been filled meanwhile): nothing without slots; the section, lazily
 * loaded, with slots or to say they could not be read.
 */
function JobSlotSection({ job, context }: { job: Job; context: BlockContext }) {
  const user = useContext(SessionUserContext);
  const read = useBlockData(user ? clientDashboardRequest(user.uuid, context.locale) : null, {
    revalidateOnMount: true,
  });
  const wanted = read.data ? read.data.slots.length > 0 : read.error !== undefined;
  if (!wanted) return null;
  return (
    <LazyTab module={jobSlot} render={(loaded) => <loaded.JobSlot job={job} context={context} />} />
  );
}
