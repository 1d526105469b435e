import { isApiError } from '@jobboard/client';
import {
  DEFAULT_PHONE_COUNTRY,
  JOB_MAX_LENGTHS,
  type Job,
  MAX_EMAIL_LENGTH,
  MAX_SEARCH_DESCRIPTION_LENGTH,
  numberFormat,
} from '@jobboard/schema';
import type { I18n, MessageDescriptor } from '@lingui/core';
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
  type SendOutcome,
  type Translatable,
  useAccountForm,
} from '../shared/account-form/use-account-form';
import { SessionUserContext } from '../shared/session-role-context';
import { employerJobId } from './employer-job-requests';
import { dropJobDraft, type JobDraft, jobDraftKey, keepJobDraft, readJobDraft } from './job-draft';
import { useJobOrganisations } from './job-organisations';
import { jobFormField, knownJobProblem } from './job-server-texts';
import {
  hoursChoices,
  initialJobValues,
  JOB_FIELDS,
  JOB_NUMBER_MAX,
  JOB_TEXT_MAX,
  type JobField,
  type JobProblem,
  type JobRules,
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

/** The labels a required field's error names. */
const LABELS: Partial<Record<JobField, MessageDescriptor>> = {
  title: accountPageMessages.jobTitle,
  organisation_id: accountPageMessages.jobOrganisation,
};

/** A bound as the board's language writes numbers (1.000.000.000 in nl). */
const written = (i18n: I18n, bound: number) => numberFormat(i18n.locale).format(bound);

const PROBLEMS: Record<JobProblem, (i18n: I18n, marks: NumberMarks, field: JobField) => string> = {
  required: (i18n, _marks, field) =>
    i18n._(contentMessages.fieldRequired(i18n._(LABELS[field] ?? accountPageMessages.jobTitle))),
  number: (i18n) => i18n._(accountPageMessages.notANumber),
  // Two amounts written with the marks the form reads (3.500 and 2.750,50 in nl).
  numberFormat: (i18n, { group, decimal }) =>
    i18n._(accountPageMessages.amountFormat(`3${group}500`, `2${group}750${decimal}50`)),
  maxBelowMin: (i18n) => i18n._(accountPageMessages.maxBelowMin),
  descriptionTooLong: (i18n) =>
    i18n._(accountPageMessages.searchDescriptionTooLong(MAX_SEARCH_DESCRIPTION_LENGTH)),
  url: (i18n) => i18n._(accountPageMessages.webAddressInvalid),
  email: (i18n) => i18n._(contentMessages.emailInvalid),
  tooLong: (i18n, _marks, field) =>
    i18n._(
      accountPageMessages.textTooLong(
        written(i18n, JOB_TEXT_MAX[field as keyof typeof JOB_TEXT_MAX] ?? JOB_TEXT_MAX.title),
      ),
    ),
  range: (i18n, _marks, field) =>
    i18n._(
      accountPageMessages.numberRange(
        written(i18n, 0),
        written(
          i18n,
          JOB_NUMBER_MAX[field as keyof typeof JOB_NUMBER_MAX] ?? JOB_NUMBER_MAX.salary_min,
        ),
      ),
    ),
  organisation: (i18n) => i18n._(accountPageMessages.organisationNotYours),
  choice: (i18n) => i18n._(accountPageMessages.chooseListedOption),
};

const problemText =
  (field: JobField, problem: JobProblem, marks: NumberMarks): Translatable =>
  (i18n) =>
    PROBLEMS[problem](i18n, marks, field);

function validate(values: JobValues, marks: NumberMarks, rules: JobRules): FieldErrors<JobField> {
  const errors: FieldErrors<JobField> = {};
  for (const [field, problem] of Object.entries(validateJob(values, marks, rules)) as [
    JobField,
    JobProblem,
  ][]) {
    errors[field] = problemText(field, problem, marks);
  }
  return errors;
}

/**
 * What a refused save shows: the API's field errors on the form's fields (the job text's under
 * the text). A server text the form knows (job-server-texts.ts) shows as the form's own text of
 * that problem, in the board's language; any other as the API gave it, translated when the
 * catalog has it.
 */
function refusal(error: unknown, marks: NumberMarks): SendOutcome<JobField> {
  const outcome = apiFieldFailure(error, [...JOB_FIELDS, 'text_own']);
  if (!outcome.errors || !isApiError(error)) return outcome as SendOutcome<JobField>;
  const errors: FieldErrors<JobField> = {};
  for (const [key, texts] of Object.entries(error.fieldErrors)) {
    const shown = outcome.errors[key as JobField | 'text_own'];
    if (!shown) continue;
    const field = jobFormField(key) as JobField;
    const problem = knownJobProblem(key, texts);
    errors[field] = problem ? problemText(field, problem, marks) : shown;
  }
  return { ...outcome, errors };
}

export interface JobFormProps {
  /** The job to edit; null for a new one. */
  job: Job | null;
  /** Shown under the heading (an existing job's figures). */
  summary?: ReactNode;
  context: Pick<BlockContext, 'client' | 'config' | 'locale' | 'editor' | 'site' | 'emit'>;
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
 * The employer's job form: title, the organisation (of those the client manages, so the job
 * page shows its card and the organisation's page lists the job), description (plain text;
 * paragraphs by empty lines), the search description job cards show (spec §5: at most 200
 * characters), place and country, salary range and unit, hours per week (spec §9's choices),
 * and where to apply. It checks what the server's job body would refuse, and shows its own
 * texts for the server's known field errors. A new job is saved as a draft (`POST /jobs/draft`) or saved and published; a draft can be published; an online job's
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
  const organisations = useJobOrganisations(context.client, user, !!user && !context.editor);
  // The job's organisation stays a choice when the client no longer manages it (or the list
  // could not be read): the form shows what the job is of, and sends it only when changed.
  const organisationOptions = useMemo(() => {
    const options = organisations.list.map((organisation) => ({
      value: String(organisation.id),
      text: organisation.name,
    }));
    const own = job?.organisation_id == null ? null : String(job.organisation_id);
    if (own !== null && !options.some((option) => option.value === own)) {
      options.push({ value: own, text: job?.organisation_name || own });
    }
    return options;
  }, [organisations.list, job]);
  const rules: JobRules = {
    organisationRequired: organisationOptions.length > 0,
    textSent: textEdited.current,
  };
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
        organisations.list,
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
    validate: (values) => validate(values, marks, rules),
    send: async (values) => {
      const current = created.current ?? job;
      const body = jobBody(values, { stored: current, textEdited: textEdited.current, marks });
      const title = body.title ?? '';
      try {
        if (!current) {
          created.current = await jobs.createDraftJob(body);
          if (draftKey) dropJobDraft(draftKey);
          // What was sent is the job's now: the form, under the job's own draft key from here
          // on, has nothing unsaved to keep (kept, it came back as unsaved changes on the job).
          fresh.current = values;
          setDraftJob(employerJobId(created.current));
          if (publish.current) await jobs.publishDraftJob(employerJobId(created.current), {});
        } else if (publish.current && current.status === 'draft') {
          await jobs.publishDraftJob(employerJobId(current), body);
        } else if ((await jobs.updateJob(employerJobId(current), body)) === null) {
          return { failure: (i18n) => i18n._(errorMessages.actionFailed) };
        }
      } catch (error) {
        return refusal(error, marks);
      }
      const published = publish.current;
      if (draftKey) dropJobDraft(draftKey);
      // A job put online is posted (spec §3's analytics events): not a draft saved, nor an edit.
      const posted = created.current ?? current;
      if (published && posted) context.emit('post_job', { jobId: employerJobId(posted) });
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
  // The client's only organisation, read after the form opened with none to choose from: it is
  // the job's by default, as it would have been with the list at hand (so no draft is kept).
  const onlyOrganisation = organisations.list.length === 1 ? String(organisations.list[0]?.id) : '';
  useEffect(() => {
    if (onlyOrganisation === '' || !fresh.current || fresh.current.organisation_id !== '') return;
    fresh.current = { ...fresh.current, organisation_id: onlyOrganisation };
    if (form.values.organisation_id === '') form.set('organisation_id', onlyOrganisation);
  }, [onlyOrganisation, form.values.organisation_id, form.set]);
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
  const textError = form.error('text');
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
      {organisationOptions.length > 0 ? (
        <OrderSelectField
          id={form.fieldId('organisation_id')}
          name="organisation_id"
          label={_(accountPageMessages.jobOrganisation)}
          value={form.values.organisation_id}
          options={[
            { value: '', text: _(accountPageMessages.chooseOrganisation) },
            ...organisationOptions,
          ]}
          onChange={(value) => form.set('organisation_id', value)}
          error={form.error('organisation_id')}
        />
      ) : null}
      {organisations.failed ? (
        <p className="jb-account__failure" role="alert">
          {_(accountPageMessages.organisationsFetchFailed)}
        </p>
      ) : null}
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
          aria-invalid={textError ? 'true' : undefined}
          aria-describedby={[`${textId}-hint`, textError ? `${textId}-error` : '']
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            textEdited.current = true;
            form.set('text', event.currentTarget.value);
          }}
        />
        {textError ? (
          <p id={`${textId}-error`} className="jb-field-error">
            {textError}
          </p>
        ) : null}
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
      {/* In the page while empty, so what comes is read; a refusal's reasons one per line. */}
      <div role="alert" className={form.failure ? 'jb-account-page__failure' : undefined}>
        {form.failure}
      </div>
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
