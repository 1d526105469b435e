import {
  DEFAULT_PHONE_COUNTRY,
  JOB_MAX_LENGTHS,
  type Job,
  MAX_EMAIL_LENGTH,
  MAX_SEARCH_DESCRIPTION_LENGTH,
} from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { jobMessages } from '../../i18n/messages/job-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { focusQuietly } from '../../shell/focus-heading';
import { phoneCountryOptions } from '../job-details/phone-country-options';
import { OrderSelectField } from '../products/order-select-field';
import { AccountField } from '../shared/account-form/account-field';
import { apiFieldFailure } from '../shared/account-form/api-field-failure';
import {
  type FieldErrors,
  type Translatable,
  useAccountForm,
} from '../shared/account-form/use-account-form';
import { SessionUserContext } from '../shared/session-role-context';
import { employerJobId } from './employer-job-requests';
import { dropJobDraft, type JobDraft, jobDraftKey, keepJobDraft, readJobDraft } from './job-draft';
import {
  hoursChoices,
  initialJobValues,
  JOB_FIELDS,
  type JobField,
  type JobProblem,
  type JobValues,
  jobBody,
  validateJob,
} from './job-values';
import { type NumberMarks, numberMarks } from './parse-amount';

/** The text fields' limits, as the server's job body has them (amounts are checked as numbers). */
const FIELD_MAX_LENGTHS: Partial<Record<string, number>> = {
  title: JOB_MAX_LENGTHS.title,
  city: JOB_MAX_LENGTHS.city,
  apply_url: JOB_MAX_LENGTHS.apply_url,
  apply_email: MAX_EMAIL_LENGTH,
};

const LABELS = {
  title: accountPageMessages.jobTitle,
  text: accountPageMessages.jobText,
  city: accountPageMessages.jobPlace,
};

const PROBLEMS: Record<
  Exclude<JobProblem, 'required'>,
  (i18n: I18n, marks: NumberMarks) => string
> = {
  number: (i18n) => i18n._(accountPageMessages.notANumber),
  // Two amounts written with the marks the form reads (3.500 and 2.750,50 in nl).
  numberFormat: (i18n, { group, decimal }) =>
    i18n._(accountPageMessages.amountFormat(`3${group}500`, `2${group}750${decimal}50`)),
  maxBelowMin: (i18n) => i18n._(accountPageMessages.maxBelowMin),
  descriptionTooLong: (i18n) =>
    i18n._(accountPageMessages.searchDescriptionTooLong(MAX_SEARCH_DESCRIPTION_LENGTH)),
  url: (i18n) => i18n._(accountPageMessages.webAddressInvalid),
  email: (i18n) => i18n._(contentMessages.emailInvalid),
};

function validate(values: JobValues, marks: NumberMarks): FieldErrors<JobField> {
  const errors: FieldErrors<JobField> = {};
  for (const [field, problem] of Object.entries(validateJob(values, marks)) as [
    JobField,
    JobProblem,
  ][]) {
    errors[field] =
      problem === 'required'
        ? (i18n) => i18n._(contentMessages.fieldRequired(i18n._(LABELS.title)))
        : (i18n) => PROBLEMS[problem](i18n, marks);
  }
  return errors;
}

export interface JobFormProps {
  /** The job to edit; null for a new one. */
  job: Job | null;
  /** Shown under the heading (an existing job's figures). */
  summary?: ReactNode;
  context: Pick<BlockContext, 'client' | 'config' | 'locale' | 'editor' | 'site'>;
  /** The list of the employer's jobs, which the form leads back to. */
  listHref: string;
  /** The job was saved (and published when asked): the text to announce on the list. */
  onSaved: (text: Translatable) => void;
  /**
   * Whether the form's heading takes the focus as it shows (opened from the list, which it
   * replaces, taking the focused link along), unless the focus is elsewhere by then.
   * @default false
   */
  focusHeading?: boolean;
}

/**
 * The employer's job form: title, description (plain text; paragraphs by empty lines), the
 * search description job cards show (spec §5: at most 200 characters), place and country,
 * salary range and unit, hours per week (spec §9's choices), and where to apply. A new job is saved as a
 * draft (`POST /jobs/draft`) or saved and published; a draft can be published; an online job's
 * changes are saved (`PUT /jobs/{id}`). The text is sent only when it was edited, so a job text
 * with richer markup survives a change elsewhere. Unsaved changes are kept as a draft
 * (job-draft.ts) and restored, with a notice, when the form opens again for the same job.
 */
export function JobForm({
  job,
  summary,
  context,
  listHref,
  onSaved,
  focusHeading = false,
}: JobFormProps) {
  const { _ } = useBoardI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  // On mount (a form's `focusHeading` never changes: another view is another form).
  useEffect(() => {
    if (focusHeading && heading.current && lostFocus(heading.current)) {
      focusQuietly(heading.current);
    }
  }, [focusHeading]);
  const countries = useMemo(() => {
    const all = phoneCountryOptions(context.config.countries, context.locale);
    const listed = all.filter((option) =>
      context.config.countries.some((country) => country.code.toUpperCase() === option.code),
    );
    return (listed.length > 0 ? listed : all).map((option) => ({
      value: option.code,
      text: option.name,
    }));
  }, [context.config.countries, context.locale]);
  const marks = useMemo(() => numberMarks(context.locale), [context.locale]);
  const textEdited = useRef(false);
  const publish = useRef(false);
  // A new job once saved (its publication may still have failed): the next send updates it.
  const created = useRef<Job | null>(null);
  const jobs = context.client.employer;
  const user = useContext(SessionUserContext);
  // A new job's draft is the next new job's until its first save creates it; from then on it is
  // that job's (its publication may have failed, and the form stays): the next "new job" must
  // not open with a job that exists.
  const [draftJob, setDraftJob] = useState<string | number>(() =>
    job ? employerJobId(job) : 'new',
  );
  const draftKey =
    user && !context.editor ? jobDraftKey(context.site.id, user.uuid, draftJob) : null;
  // The values the job has (or a new one starts with), and the draft the form opened with.
  const fresh = useRef<JobValues | null>(null);
  const restored = useRef<JobDraft<JobValues> | null>(null);
  const form = useAccountForm<JobValues, JobField>({
    // A new job is in the spec's default country (NL) where the board lists it, else in the
    // board's first country (the list is in name order: België came first on a Dutch board).
    initial: () => {
      const values = initialJobValues(
        job,
        countries.find((option) => option.value === DEFAULT_PHONE_COUNTRY)?.value ??
          countries[0]?.value ??
          DEFAULT_PHONE_COUNTRY,
        marks,
      );
      fresh.current = values;
      const draft = draftKey ? readJobDraft(draftKey, values) : null;
      if (!draft || JSON.stringify(draft.values) === JSON.stringify(values)) return values;
      restored.current = draft;
      textEdited.current = draft.textEdited;
      return draft.values;
    },
    order: JOB_FIELDS,
    scope: 'job',
    preview: context.editor,
    validate: (values) => validate(values, marks),
    send: async (values) => {
      const current = created.current ?? job;
      const body = jobBody(values, { stored: current, textEdited: textEdited.current, marks });
      const title = body.title ?? '';
      try {
        if (!current) {
          created.current = await jobs.createDraftJob(body);
          if (draftKey) dropJobDraft(draftKey);
          setDraftJob(employerJobId(created.current));
          if (publish.current) await jobs.publishDraftJob(employerJobId(created.current), {});
        } else if (publish.current && current.status === 'draft') {
          await jobs.publishDraftJob(employerJobId(current), body);
        } else if ((await jobs.updateJob(employerJobId(current), body)) === null) {
          return { failure: (i18n) => i18n._(errorMessages.actionFailed) };
        }
      } catch (error) {
        return apiFieldFailure(error, JOB_FIELDS);
      }
      const published = publish.current;
      if (draftKey) dropJobDraft(draftKey);
      onSaved((i18n) =>
        i18n._(
          published ? accountPageMessages.jobPublished(title) : accountPageMessages.jobSaved(title),
        ),
      );
      return undefined;
    },
  });
  // Every change is kept until the save; back at the job's own values there is nothing to keep.
  // The draft the form opened with keeps its time until it changes: a day counts from the last
  // change, not from each opening.
  useEffect(() => {
    if (!draftKey) return;
    const values = JSON.stringify(form.values);
    if (values === JSON.stringify(fresh.current)) dropJobDraft(draftKey);
    else if (values !== JSON.stringify(restored.current?.values)) {
      keepJobDraft(draftKey, {
        values: form.values,
        textEdited: textEdited.current,
        at: Date.now(),
      });
    }
  }, [draftKey, form.values]);
  const isDraft = !job || job.status === 'draft';
  const field = (
    name: 'title' | 'city' | 'salary_min' | 'salary_max' | 'apply_url' | 'apply_email',
    label: string,
    options: { required?: boolean; type?: 'text' | 'email'; autoComplete?: string } = {},
  ) => (
    <AccountField
      id={form.fieldId(name)}
      name={name}
      label={label}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete ?? 'off'}
      value={form.values[name]}
      onChange={(value) => form.set(name, value)}
      error={form.error(name)}
      required={options.required ?? false}
      maxLength={FIELD_MAX_LENGTHS[name]}
      inputMode={name === 'salary_min' || name === 'salary_max' ? 'decimal' : undefined}
    />
  );
  const hours = (name: 'hours_min' | 'hours_max', label: string) => (
    <OrderSelectField
      id={form.fieldId(name)}
      name={name}
      label={label}
      value={form.values[name]}
      options={[
        { value: '', text: _(accountPageMessages.hoursNotGiven) },
        ...hoursChoices(form.values[name]).map((value) => ({
          value: String(value),
          text: String(value),
        })),
      ]}
      onChange={(value) => form.set(name, value)}
      error={form.error(name)}
      required={false}
    />
  );
  const textId = form.fieldId('text');
  const descriptionId = form.fieldId('description');
  const descriptionError = form.error('description');
  return (
    <form
      ref={form.formRef}
      className="jb-account__form jb-account-page__job-form"
      noValidate
      onSubmit={form.onSubmit}
      aria-busy={form.sending}
      aria-labelledby={`${textId}-heading`}
    >
      <h3 id={`${textId}-heading`} ref={heading} tabIndex={-1}>
        {job
          ? _(accountPageMessages.editJobHeading(job.title))
          : _(accountPageMessages.newJobHeading)}
      </h3>
      <p>
        {/* Leaving by the form's own link gives the changes up. */}
        <a
          href={listHref}
          onClick={() => {
            if (draftKey) dropJobDraft(draftKey);
          }}
        >
          {_(accountPageMessages.backToJobs)}
        </a>
      </p>
      {summary}
      {restored.current ? (
        <p className="jb-account__done" role="status">
          {_(accountPageMessages.jobDraftRestored)}
        </p>
      ) : null}
      {field('title', _(accountPageMessages.jobTitle), { required: true })}
      <div className="jb-account__field">
        <label className="jb-label" htmlFor={textId}>
          {_(accountPageMessages.jobText)}
        </label>
        <p id={`${textId}-hint`} className="jb-account__hint">
          {_(accountPageMessages.jobTextHint)}
        </p>
        <textarea
          id={textId}
          name="text"
          className="jb-input"
          rows={10}
          value={form.values.text}
          aria-describedby={`${textId}-hint`}
          onChange={(event) => {
            textEdited.current = true;
            form.set('text', event.currentTarget.value);
          }}
        />
      </div>
      <div className="jb-account__field">
        <label className="jb-label" htmlFor={descriptionId}>
          {_(accountPageMessages.searchDescription)}
        </label>
        <p id={`${descriptionId}-hint`} className="jb-account__hint">
          {_(accountPageMessages.searchDescriptionHint(MAX_SEARCH_DESCRIPTION_LENGTH))}
        </p>
        <textarea
          id={descriptionId}
          name="description"
          className="jb-input"
          rows={3}
          maxLength={MAX_SEARCH_DESCRIPTION_LENGTH}
          value={form.values.description}
          aria-invalid={descriptionError ? 'true' : undefined}
          aria-describedby={[
            `${descriptionId}-hint`,
            descriptionError ? `${descriptionId}-error` : '',
          ]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => form.set('description', event.currentTarget.value)}
        />
        {descriptionError ? (
          <p id={`${descriptionId}-error`} className="jb-field-error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <div className="jb-account__row">
        {field('city', _(accountPageMessages.jobPlace), { autoComplete: 'address-level2' })}
        <OrderSelectField
          id={form.fieldId('country_code')}
          name="country_code"
          label={_(accountPageMessages.jobCountry)}
          value={form.values.country_code}
          options={countries}
          onChange={(value) => form.set('country_code', value)}
          error={form.error('country_code')}
        />
      </div>
      <div className="jb-account__row">
        {field('salary_min', _(accountPageMessages.salaryMin))}
        {field('salary_max', _(accountPageMessages.salaryMax))}
      </div>
      <OrderSelectField
        id={form.fieldId('salary_type')}
        name="salary_type"
        label={_(accountPageMessages.salaryPer)}
        value={form.values.salary_type}
        options={(['hour', 'day', 'month', 'year', 'project'] as const).map((type) => ({
          value: type,
          text: _(jobMessages.salaryTypes[type]),
        }))}
        onChange={(value) => form.set('salary_type', value as JobValues['salary_type'])}
        error={form.error('salary_type')}
      />
      <div className="jb-account__row">
        {hours('hours_min', _(accountPageMessages.hoursMin))}
        {hours('hours_max', _(accountPageMessages.hoursMax))}
      </div>
      {field('apply_url', _(accountPageMessages.applyUrl), { autoComplete: 'url' })}
      {field('apply_email', _(accountPageMessages.applyEmail), {
        type: 'email',
        autoComplete: 'email',
      })}
      <div role="alert">{form.failure}</div>
      <div className="jb-account-page__actions">
        <button
          type="submit"
          className="jb-button"
          aria-disabled={form.sending}
          onClick={() => {
            publish.current = false;
          }}
        >
          {_(isDraft ? accountPageMessages.saveDraft : accountPageMessages.saveJob)}
        </button>
        {isDraft ? (
          <button
            type="submit"
            className="jb-button jb-button--primary"
            aria-disabled={form.sending}
            onClick={() => {
              publish.current = true;
            }}
          >
            {_(accountPageMessages.saveAndPublish)}
          </button>
        ) : null}
      </div>
    </form>
  );
}
