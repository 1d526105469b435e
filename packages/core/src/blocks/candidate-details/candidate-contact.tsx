import { type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { useFormatters } from '../../format/use-formatters';
import { candidateMessages } from '../../i18n/messages/candidate-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { formatBoardUrl } from '../../router/board-url';
import { USER_DATA_REQUESTS } from '../../session/user-data-requests';
import { useBlobDownload } from '../account/use-blob-download';
import { apiFailureText } from '../job-details/api-error-text';
import { actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import type { CandidateProfile } from '../shared/candidate/candidate-requests';
import { pageLinkHref } from '../shared/page-link';
import {
  SessionActionsContext,
  SessionLoadingContext,
  SessionRoleContext,
} from '../shared/session-role-context';

/** The longest introduction the API takes. */
export const INTRODUCTION_MAX_LENGTH = 2000;

export interface CandidateContactProps {
  candidate: CandidateProfile;
  /** Reads the candidate again once the employer asked to contact them. */
  onRequested: () => Promise<unknown>;
}

/**
 * Contacting a candidate (spec: buying a resume needs an employer account). A guest or candidate
 * reads 'Employer account required' with links to log in or register as an employer, coming back
 * here. An employer writes an introduction and sends the contact request (`POST
 * /resumes/{id}/order`), which marks the candidate as contacted in list and details; then they
 * read its state, and the contact details once the candidate accepted.
 */
export function CandidateContact({ candidate, onRequested }: CandidateContactProps) {
  const { _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const loading = useContext(SessionLoadingContext);
  const titleId = useId();
  const { mutate } = useSWRConfig();
  // Sent from this page: the request's state takes the focus from the form it replaces.
  const [requested, setRequested] = useState(false);
  // The role reads guest while a stored login loads: no links to log in meanwhile.
  if (loading) return null;
  return (
    <section className="jb-candidate__card" aria-labelledby={titleId}>
      <h2 id={titleId}>{_(candidateMessages.contactTitle)}</h2>
      {role !== 'employer' ? (
        <EmployerRequired />
      ) : candidate.contact || candidate.client ? (
        <ContactState candidate={candidate} focus={requested} />
      ) : (
        <ContactRequestForm
          candidate={candidate}
          onRequested={async () => {
            setRequested(true);
            // The list and the contacted candidates tab mark the candidate as contacted too
            // (spec: bought in list and details). Neither is on this page, and SWR reads again
            // only what is on screen (a block's read does not refetch what its cache holds):
            // their reads are forgotten, so that they read the candidate as contacted.
            const forget = { revalidate: true };
            await Promise.all([
              onRequested(),
              mutate(named(USER_DATA_REQUESTS.employerCandidates), undefined, forget),
              mutate(named(USER_DATA_REQUESTS.contactedCandidates), undefined, forget),
            ]);
          }}
        />
      )}
    </section>
  );
}

/** Matches the SWR keys of the data requests named `name` (`requestKey`'s JSON arrays). */
const named = (name: string) => (key: unknown) => {
  if (typeof key !== 'string') return false;
  try {
    return (JSON.parse(key) as unknown[])[0] === name;
  } catch {
    return false;
  }
};

function EmployerRequired() {
  const { _ } = useBoardI18n();
  const context = useBlockContext();
  const sessionActions = useContext(SessionActionsContext);
  const query = { role: 'employer' };
  const login = pageLinkHref(context, 'p-login', { query });
  const register = pageLinkHref(context, 'p-register', { query });
  // Logged in or registered, the employer comes back to this candidate.
  const comeBack = () =>
    sessionActions?.returnAfterLogin(
      formatBoardUrl({ path: context.route.path, query: context.route.query }),
    );
  return (
    <>
      <p>
        <strong>{_(errorMessages.employerAccountRequired)}</strong>
      </p>
      <p>{_(candidateMessages.employerOnly)}</p>
      {login ? (
        <p>
          <a className="jb-button" href={login} onClick={comeBack}>
            {_(candidateMessages.logInAsEmployer)}
          </a>
        </p>
      ) : null}
      {register ? (
        <p>
          <a href={register} onClick={comeBack}>
            {_(candidateMessages.registerAsEmployer)}
          </a>
        </p>
      ) : null}
    </>
  );
}

function ContactRequestForm({ candidate, onRequested }: CandidateContactProps) {
  const { _, i18n } = useBoardI18n();
  const context = useBlockContext();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const introduction = text.trim();
    let problem = '';
    if (!introduction) problem = _(candidateMessages.introductionRequired);
    else if (introduction.length > INTRODUCTION_MAX_LENGTH) {
      problem = _(candidateMessages.introductionTooLong(INTRODUCTION_MAX_LENGTH));
    }
    setFieldError(problem);
    setFailure('');
    if (problem) {
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      await context.client.employer.orderResume(candidate.uuid, introduction);
    } catch (error) {
      setSending(false);
      setFailure(apiFailureText(error, i18n, _(errorMessages.buyResumeFailed)));
      return;
    }
    // The form gives way to the request's state once the candidate is read again.
    await onRequested().catch(() => undefined);
    setSending(false);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>{_(candidateMessages.contactIntro)}</p>
      <label className="jb-label" htmlFor={`${id}-introduction`}>
        {_(candidateMessages.introduction)}
      </label>
      <textarea
        ref={field}
        id={`${id}-introduction`}
        className="jb-textarea"
        required
        maxLength={INTRODUCTION_MAX_LENGTH}
        value={text}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {fieldError ? (
        <p id={`${id}-error`} className="jb-field-error">
          {fieldError}
        </p>
      ) : null}
      <p>
        <button type="submit" className="jb-button" aria-disabled={sending || undefined}>
          {_(sending ? candidateMessages.sending : candidateMessages.sendRequest)}
        </button>
      </p>
      <p role="alert" className={failure ? 'jb-field-error' : undefined}>
        {failure}
      </p>
    </form>
  );
}

function ContactState({ candidate, focus }: { candidate: CandidateProfile; focus: boolean }) {
  const { _, i18n } = useBoardI18n();
  const statusRef = useRef<HTMLParagraphElement>(null);
  // The form's button had the focus: it goes to the text that replaced the form, which a screen
  // reader then reads (a status inserted with its text is often not announced).
  useEffect(() => {
    if (focus) statusRef.current?.focus();
  }, [focus]);
  const context = useBlockContext();
  const format = useFormatters();
  const container = useRef<HTMLDivElement>(null);
  const save = useBlobDownload(container);
  const [downloadFailure, setDownloadFailure] = useState<Translatable | null>(null);
  const status = candidate.contact?.status ?? 'requested';
  const date = candidate.contact?.created_at ? format.jobDate(candidate.contact.created_at) : '';

  if (status === 'declined') {
    return (
      <p role="status" ref={statusRef} tabIndex={-1}>
        {_(candidateMessages.requestDeclined)}
      </p>
    );
  }
  if (status === 'requested') {
    return (
      <p role="status" ref={statusRef} tabIndex={-1}>
        {date ? _(candidateMessages.requestedOn(date)) : _(candidateMessages.requestSent)}
      </p>
    );
  }
  const name = [candidate.given_name, candidate.family_name].filter(Boolean).join(' ');
  const file = candidate.file;
  const download = async () => {
    if (!file) return;
    setDownloadFailure(null);
    try {
      save(await context.client.employer.downloadFile(file.token), file.name);
    } catch (error) {
      setDownloadFailure(() => actionFailure(error));
    }
  };
  return (
    <div ref={container}>
      <p role="status" ref={statusRef} tabIndex={-1}>
        {_(candidateMessages.requestAccepted)}
      </p>
      <h3>{_(candidateMessages.contactDetails)}</h3>
      <dl className="jb-candidate__facts">
        {name ? (
          <div className="jb-candidate__fact">
            <dt>{_(candidateMessages.name)}</dt>
            <dd>{name}</dd>
          </div>
        ) : null}
        {candidate.email ? (
          <div className="jb-candidate__fact">
            <dt>{_(candidateMessages.email)}</dt>
            <dd>
              <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
            </dd>
          </div>
        ) : null}
        {candidate.phone_number ? (
          <div className="jb-candidate__fact">
            <dt>{_(candidateMessages.phone)}</dt>
            <dd>
              <a href={`tel:${candidate.phone_number.replace(/[^\d+]/g, '')}`}>
                {candidate.phone_number}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {file ? (
        <p>
          <button
            type="button"
            className="jb-button jb-button--info"
            onClick={() => void download()}
          >
            {_(candidateMessages.downloadResume(file.name))}
          </button>
        </p>
      ) : null}
      <p role="alert" className={downloadFailure ? 'jb-field-error' : undefined}>
        {downloadFailure?.(i18n) ?? ''}
      </p>
    </div>
  );
}
