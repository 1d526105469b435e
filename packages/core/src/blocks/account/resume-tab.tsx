import { type Resume, type ResumeEntry, UPLOAD_RULES, uploadAccept } from '@jobboard/schema';
import { type ChangeEvent, useContext, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { apiErrorText } from '../job-details/api-error-text';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { countryName } from '../shared/country-name';
import { FileInput } from '../shared/file-input/file-input';
import { resumeUploadProblems } from '../shared/resume-upload-problems';
import { SessionUserContext } from '../shared/session-role-context';
import { LoadingNotice, ReadFailure } from './account-notices';
import { useBlobDownload } from './use-blob-download';
import { useOwnResume } from './use-own-resume';

const RESUME_RULE = UPLOAD_RULES.resume;
const RESUME_TYPE_NAMES = RESUME_RULE.types.map((type) => type.name).join(', ');

type Upload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string }
  | { status: 'done'; name: string }
  | { status: 'error'; errors: string[] };

export interface ResumeTabProps {
  context: Pick<BlockContext, 'client' | 'emit'>;
  example: boolean;
}

/**
 * The candidate's resume: what it says (position, place, availability, education and work
 * experience), its file with a button that downloads it, and a file input that uploads a resume
 * or replaces the file (`POST /resume/upload`; the resume types and size are checked first, with
 * the spec's texts). The upload is announced; the dashboard's progress follows it. While the
 * candidate's email is unconfirmed (`User.verified` false: new, or changed on the profile tab)
 * the tab says first that employers cannot find the resume until the mailed link is used.
 */
export function ResumeTab({ context, example }: ResumeTabProps) {
  const { _, i18n } = useBoardI18n();
  const id = `${useBoardIdPrefix()}jb-resume-file`;
  const own = useOwnResume(example);
  const user = useContext(SessionUserContext);
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const [failure, setFailure] = useState<Translatable | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const save = useBlobDownload(panel);

  if (own.failed) {
    return <ReadFailure />;
  }
  if (own.resume === undefined) {
    return <LoadingNotice />;
  }
  const { resume } = own;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Emptied whatever comes of it: choosing the same file again (after a refusal, a failed
    // upload or a change elsewhere) is a change again.
    input.value = '';
    if (!file || upload.status === 'uploading') return;
    setFailure(null);
    const problems = resumeUploadProblems(file, _);
    if (problems.length > 0) {
      setUpload({ status: 'error', errors: problems });
      return;
    }
    if (example) {
      setUpload({ status: 'done', name: file.name });
      return;
    }
    setUpload({ status: 'uploading', name: file.name });
    try {
      const answer = (await context.client.candidate.uploadResume(file, file.name)) as Resume;
      own.saved(answer);
      setUpload({ status: 'done', name: file.name });
    } catch (error) {
      setUpload({
        status: 'error',
        errors: [apiErrorText(error, i18n, _(errorMessages.actionFailed))],
      });
    }
  };

  const download = async (token: string, name: string) => {
    setFailure(null);
    if (example) return;
    try {
      save(await context.client.candidate.downloadResume(token), name);
    } catch (error) {
      setFailure(() => actionFailure(error));
      context.emit('error', { error });
    }
  };

  const errors = upload.status === 'error' ? upload.errors : [];
  return (
    <div ref={panel} className="jb-account-page__resume">
      {user?.verified === false ? (
        <p className="jb-account-page__notice">
          {_(accountPageMessages.resumeHidden(user.email ?? ''))}
        </p>
      ) : null}
      {resume ? <ResumeDetails resume={resume} /> : <p>{_(accountPageMessages.noResume)}</p>}
      {resume?.file ? (
        <p>
          <span className="jb-account-page__name">{_(accountPageMessages.currentResumeFile)}</span>{' '}
          <button
            type="button"
            className="jb-button jb-button--info"
            onClick={() => {
              const file = resume.file;
              if (file) void download(file.token, file.name);
            }}
          >
            {_(accountPageMessages.downloadFile(resume.file.name))}
          </button>
        </p>
      ) : null}
      <div className="jb-account__field">
        <label className="jb-label" htmlFor={id}>
          {_(resume?.file ? accountPageMessages.replaceResume : accountPageMessages.uploadResume)}
        </label>
        <FileInput
          id={id}
          accept={uploadAccept('resume')}
          invalid={errors.length > 0}
          describedBy={[`${id}-hint`, ...(errors.length > 0 ? [`${id}-error`] : [])].join(' ')}
          busy={upload.status === 'uploading'}
          texts={{
            choose: _(accountPageMessages.chooseFile),
            none: _(accountPageMessages.noFileChosen),
          }}
          onChange={(event) => void choose(event)}
        />
        <p id={`${id}-hint`} className="jb-account__hint">
          {_(accountPageMessages.resumeFileHint(RESUME_TYPE_NAMES, RESUME_RULE.maxSizeMb))}
        </p>
        {errors.length > 0 ? (
          <p id={`${id}-error`} className="jb-field-error" role="alert">
            {errors.join('\n')}
          </p>
        ) : null}
      </div>
      <div role="status">
        {upload.status === 'uploading'
          ? _(accountPageMessages.resumeUploading)
          : upload.status === 'done'
            ? _(accountPageMessages.resumeUploaded(upload.name))
            : ''}
      </div>
      <ActionFailureAlert failure={failure} />
    </div>
  );
}

/** What the resume says: a list of its facts, then its education and work experience. */
function ResumeDetails({ resume }: { resume: Resume }) {
  const { _, i18n } = useBoardI18n();
  const place = [resume.city, countryName(resume.country, i18n.locale)].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    [_(accountPageMessages.resumePosition), resume.position ?? ''],
    [_(accountPageMessages.resumePlace), place],
    [
      _(accountPageMessages.resumeAvailability),
      resume.status === undefined
        ? ''
        : _(
            resume.status === 'available'
              ? accountPageMessages.available
              : accountPageMessages.notAvailable,
          ),
    ],
  ];
  return (
    <>
      <dl className="jb-account-page__facts">
        {facts
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {resume.info ? <p>{resume.info}</p> : null}
      <ResumeEntries
        title={_(accountPageMessages.education)}
        entries={resume.education ?? []}
        where={(entry) => entry.institution}
      />
      <ResumeEntries
        title={_(accountPageMessages.workExperience)}
        entries={resume.employer_history ?? []}
        where={(entry) => entry.institution ?? entry.place}
      />
    </>
  );
}

/** The years of an entry: `2015–2019`, `2019–` while ongoing, or nothing. */
function years(entry: ResumeEntry): string {
  const from = entry.from?.slice(0, 4) ?? '';
  const till = entry.till?.slice(0, 4) ?? '';
  return from || till ? `${from}–${till}` : '';
}

function ResumeEntries({
  title,
  entries,
  where,
}: {
  title: string;
  entries: readonly ResumeEntry[];
  where: (entry: ResumeEntry) => string | null | undefined;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="jb-account-page__entries">
      <h3>{title}</h3>
      <ul>
        {entries.map((entry, index) => (
          // Entries have no id; their order is the resume's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only changes as a whole
          <li key={index}>
            {[entry.name, where(entry), years(entry)].filter(Boolean).join(' · ')}
            {entry.description ? <p>{entry.description}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
