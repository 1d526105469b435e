import type { ListResult } from '@jobboard/client';
import { JOB_INTRODUCTION_MESSAGE_MAX, type Job } from '@jobboard/schema';
import { type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { blocksRuntimeMessages } from '../../i18n/messages/blocks-runtime';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { SessionUserContext } from '../shared/session-role-context';
import { employerJobId } from './employer-job-requests';
import { isJobOnline } from './job-upsells';
import { useListChange } from './use-list-change';

/** As many of the employer's published jobs as the API gives in one page (at most 100). */
const ONLINE_JOBS_LIMIT = 100;

/**
 * The employer's published jobs, newest first, to introduce a candidate to one (the newest 100);
 * a failure is an error here, not an empty list. Under the job lists' name, so logout forgets it.
 * The key names the user.
 */
export function publishedJobsRequest(userUuid: string): DataRequest<ListResult<Job>> {
  const query = {
    page: 1,
    status: 'active',
    limit: ONLINE_JOBS_LIMIT,
    sort: '-created_at',
  } as const;
  return createDataRequest(
    USER_DATA_REQUESTS.employerJobs,
    { user: userUuid, ...query, search: '' },
    (client) => client.employer.listJobs(query, { rethrow: true }),
  );
}

export interface IntroduceCandidateProps {
  /** The candidate's resume. */
  resumeUuid: string;
  /** The candidate's name, or their position without one. */
  name: string;
  context: Pick<BlockContext, 'client'>;
}

/**
 * For a candidate who accepted the employer's contact request: a button that opens a form to
 * introduce them to one of the employer's online jobs, with an optional message; the board mails
 * them the job's link (`POST /jobs/{id}/introduce-candidate`). The focus goes into the form when
 * it opens and back to the button when it closes; the outcome is announced.
 */
export function IntroduceCandidate({ resumeUuid, name, context }: IntroduceCandidateProps) {
  const { _ } = useBoardI18n();
  const [open, setOpen] = useState(false);
  const user = useContext(SessionUserContext);
  const { mutate } = useSWRConfig();
  // A refusal (the job went offline meanwhile) reads the jobs again.
  const change = useListChange(() =>
    user ? mutate(publishedJobsRequest(user.uuid).key) : Promise.resolve(),
  );
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) {
      closed.current = false;
      button.current?.focus();
    }
  }, [open]);
  const close = () => {
    closed.current = true;
    setOpen(false);
  };
  const label = _(candidateMessages.introduceNamed(name));
  return (
    <div className="jb-account-page__introduce">
      {open ? (
        <IntroduceForm
          resumeUuid={resumeUuid}
          name={name}
          context={context}
          busy={change.busy}
          onSend={async (job, message) => {
            const done = await change.act(
              () =>
                context.client.employer.introduceCandidate(employerJobId(job), {
                  resume_id: resumeUuid,
                  ...(message ? { message } : {}),
                }),
              _(errorMessages.actionFailed),
              _(candidateMessages.introduced(name, job.title)),
            );
            if (done) close();
          }}
          onCancel={() => {
            change.clear();
            close();
          }}
        />
      ) : (
        <p className="jb-account-page__actions">
          <button
            ref={button}
            type="button"
            className="jb-button jb-button--info"
            onClick={() => {
              change.clear();
              setOpen(true);
            }}
          >
            {label}
          </button>
        </p>
      )}
      {change.regions}
    </div>
  );
}

interface IntroduceFormProps extends IntroduceCandidateProps {
  busy: boolean;
  onSend: (job: Job, message: string) => Promise<void>;
  onCancel: () => void;
}

function IntroduceForm({ name, busy, onSend, onCancel }: IntroduceFormProps) {
  const { _ } = useBoardI18n();
  const id = useId();
  const user = useContext(SessionUserContext);
  // Read again each time the form opens: jobs are published and paused meanwhile.
  const read = useBlockData(user ? publishedJobsRequest(user.uuid) : null, {
    revalidateOnMount: true,
  });
  const jobs = (read.data?.items ?? []).filter((job) => isJobOnline(job));
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const job = jobs.find((other) => String(employerJobId(other)) === chosen) ?? jobs[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && job) void onSend(job, message.trim());
  };

  let body = (
    <p role="status" aria-busy="true">
      {_(blocksRuntimeMessages.loading)}
    </p>
  );
  if (read.data === undefined && read.error !== undefined) {
    body = (
      <p role="alert" className="jb-account__failure">
        {_(errorMessages.actionFailed)}
      </p>
    );
  } else if (read.data !== undefined && jobs.length === 0) {
    body = <p role="status">{_(candidateMessages.introduceNoJobs)}</p>;
  } else if (read.data !== undefined) {
    body = (
      <>
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={`${id}-job`}>
            {_(candidateMessages.introduceJob)}
          </label>
          <select
            id={`${id}-job`}
            className="jb-select"
            value={job ? String(employerJobId(job)) : ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            {jobs.map((other) => (
              <option key={String(employerJobId(other))} value={String(employerJobId(other))}>
                {other.title}
              </option>
            ))}
          </select>
        </div>
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={`${id}-message`}>
            {_(candidateMessages.introduceMessage)}
          </label>
          <p id={`${id}-hint`} className="jb-account__hint">
            {_(candidateMessages.introduceMessageHint)}
          </p>
          <textarea
            id={`${id}-message`}
            className="jb-textarea"
            maxLength={JOB_INTRODUCTION_MESSAGE_MAX}
            aria-describedby={`${id}-hint`}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {_(candidateMessages.introduceNamed(name))}
      </h4>
      {body}
      <p className="jb-account-page__actions">
        {job ? (
          <button type="submit" className="jb-button" aria-disabled={busy || undefined}>
            {_(candidateMessages.introduceSend)}
          </button>
        ) : null}
        <button type="button" className="jb-button jb-button--secondary" onClick={onCancel}>
          {_(accountPageMessages.cancel)}
        </button>
      </p>
    </form>
  );
}
