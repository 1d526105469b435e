import type { ListResult } from '@jobboard/client';
import { JOB_INTRODUCTION_MESSAGE_MAX, type Job } from '@jobboard/schema';
import { type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { createDataRequest } from '../../blocks-runtime/create-data-request';
import type { DataRequest } from '../../blocks-runtime/data-request';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { SessionUserContext } from '../shared/session-role-context';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { LoadingNotice } from './account-notices';
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

/** Where a job is: its place's name, else its city; '' for none. */
const placeOf = (job: Job) => job.location_name?.trim() || job.city?.trim() || '';

/** Whether two jobs have the same title, as the employer reads them. */
const sameTitle = (one: Job, other: Job) =>
  one.title.trim().toLocaleLowerCase() === other.title.trim().toLocaleLowerCase();

/** How the job select tells jobs apart beyond title and place. */
export interface JobChoiceDetails {
  reference: (reference: string) => string;
  /** `from` is the job's publish date (ISO 8601). */
  published: (from: string) => string;
}

/**
 * Each job's text in the job select. An employer often has jobs of the same title ('Project
 * leader' in three cities): those show their place too, and those of the same place as well
 * their own reference, else the day they were published, so the one meant can be told apart.
 */
export function jobChoiceTexts(jobs: readonly Job[], details: JobChoiceDetails): string[] {
  return jobs.map((job) => {
    const namesakes = jobs.filter((other) => sameTitle(job, other));
    if (namesakes.length === 1) return job.title;
    const place = placeOf(job);
    const parts = place ? [job.title, place] : [job.title];
    const neighbours = namesakes.filter((other) => placeOf(other) === place);
    if (neighbours.length === 1) return parts.join(' · ');
    const reference = job.external_reference?.trim() ?? '';
    const ownReference =
      reference !== '' &&
      neighbours.filter((other) => other.external_reference?.trim() === reference).length === 1;
    if (ownReference) parts.push(details.reference(reference));
    else if (job.from) parts.push(details.published(job.from));
    return parts.join(' · ');
  });
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
 * introduce them to one of the employer's online jobs (a choice the form requires, none made at
 * first), with an optional message; the board mails them the job's link
 * (`POST /jobs/{id}/introduce-candidate`). The focus goes into the form when it opens and back to
 * the button when it closes; the outcome is announced.
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
  const format = useFormatters();
  const id = useId();
  const user = useContext(SessionUserContext);
  // Read again each time the form opens: jobs are published and paused meanwhile.
  const read = useBlockData(user ? publishedJobsRequest(user.uuid) : null, {
    revalidateOnMount: true,
  });
  const jobs = (read.data?.items ?? []).filter((job) => isJobOnline(job));
  // No job is chosen at first: a preselected one would mail the candidate about a job nobody
  // picked. A chosen job that went offline meanwhile (read again) is no choice either.
  const [chosen, setChosen] = useState('');
  const [unchosen, setUnchosen] = useState(false);
  const [message, setMessage] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const focusAfterRender = useFocusAfterRender();
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const job = jobs.find((other) => String(employerJobId(other)) === chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (job) {
      void onSend(job, message.trim());
      return;
    }
    setUnchosen(true);
    focusAfterRender(() => select.current);
  };
  const texts = jobChoiceTexts(jobs, {
    reference: (reference) => _(candidateMessages.introduceJobReference(reference)),
    published: (from) => _(candidateMessages.introduceJobPublished(format.jobDate(from))),
  });
  const invalid = unchosen && !job;

  let body = <LoadingNotice />;
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
            ref={select}
            id={`${id}-job`}
            className="jb-select"
            required
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby={invalid ? `${id}-job-error` : undefined}
            value={job ? String(employerJobId(job)) : ''}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{_(candidateMessages.introduceChooseJob)}</option>
            {jobs.map((other, index) => (
              <option key={String(employerJobId(other))} value={String(employerJobId(other))}>
                {texts[index]}
              </option>
            ))}
          </select>
          {invalid ? (
            <p id={`${id}-job-error`} className="jb-field-error">
              {_(candidateMessages.introduceJobRequired)}
            </p>
          ) : null}
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
        {jobs.length > 0 ? (
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
