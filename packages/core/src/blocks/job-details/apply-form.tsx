import { type Job, MAX_MOTIVATION_TEXT_LENGTH, NAME_MAX_LENGTH } from '@jobboard/schema';
import { type FormEvent, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { jobEventPayload } from '../../analytics/job-event-payload';
import { useBlockContext } from '../../blocks-runtime/use-block-context';
import { applyMessages } from '../../i18n/messages/apply-messages';
import { contentMessages } from '../../i18n/messages/content-messages';
import { errorMessages } from '../../i18n/messages/error-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardId } from '../../shell/board-id';
import { withBoardPlaceholders } from '../shared/board-placeholders';
import { jobBoardIdOf } from '../shared/job-board-id';
import { SessionRoleContext, SessionUserContext } from '../shared/session-role-context';
import { useFocusAfterRender } from '../shared/use-focus-after-render';
import { apiErrorText } from './api-error-text';
import { type ApplicationValues, initialValues } from './application-form-state';
import { buildApplication } from './build-application';
import { FileUploadField } from './file-upload-field';
import { NewslettersField } from './newsletters-field';
import { initialPhoneCountry, phoneCountryOptions } from './phone-country-options';
import { PhoneField } from './phone-field';
import { SalutationField } from './salutation-field';
import { TermsField } from './terms-field';
import { TextField } from './text-field';
import { useApplyUploads } from './use-apply-uploads';
import {
  type ApplicationField,
  type ApplicationProblem,
  type ApplicationRules,
  validateApplication,
} from './validate-application';

/** The job details settings the apply form follows. */
export interface ApplyFormSettings {
  hideGender: ApplicationRules['salutation'];
  hideResume: ApplicationRules['cv'];
  hideTermsAndConditions: boolean;
  hideCreateCandidate: boolean;
  termsTextApply: string;
  checkboxAcceptText: string;
}

export interface ApplyFormProps {
  job: Job;
  settings: ApplyFormSettings;
  /** Checks and shows everything but sends nothing (the editor's example job). */
  preview: boolean;
  /** Called once the application has been sent. */
  onSent?: (() => void) | undefined;
}

// The order errors are focused in: the order of the fields on screen.
const FIELD_ORDER: readonly ApplicationField[] = [
  'cv',
  'motivation',
  'salutation',
  'given_name',
  'family_name',
  'email',
  'phone',
  'terms',
];

/**
 * The apply form (spec §3 "Job application payload"): CV and motivation uploads, salutation,
 * names, email, phone with its country, a message, newsletters, the create-account option and
 * the terms. Sends `POST /jobs/{uuid}/apply` and then thanks the visitor.
 */
export function ApplyForm({ job, settings, preview, onSent }: ApplyFormProps) {
  const context = useBlockContext();
  const { i18n, _ } = useBoardI18n();
  const role = useContext(SessionRoleContext);
  const id = useBoardId();
  const fieldId = (field: string) => `${id}-${field}`;
  const countries = useMemo(
    () => phoneCountryOptions(context.config.countries, context.locale),
    [context.config.countries, context.locale],
  );
  const user = useContext(SessionUserContext);
  const [values, setValues] = useState<ApplicationValues>(() =>
    initialValues(initialPhoneCountry(countries, context.config.countries)),
  );
  // A logged-in candidate applies with the account's name and email, which they may change:
  // filled in when the form opens, or when the user arrives (a page just loaded) while the
  // fields are still empty.
  const candidate = role === 'candidate' ? user : null;
  useEffect(() => {
    if (!candidate) return;
    setValues((current) =>
      current.given_name || current.family_name || current.email
        ? current
        : {
            ...current,
            given_name: candidate.given_name,
            family_name: candidate.family_name,
            email: candidate.email ?? '',
          },
    );
  }, [candidate]);
  const { uploads, choose } = useApplyUploads(job.uuid, preview);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const success = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    if (done) success.current?.focus();
  }, [done]);
  // Told at once, not from an effect: a close right after the thanks must not ask first.
  const finish = () => {
    setDone(true);
    onSent?.();
  };

  const rules: ApplicationRules = {
    salutation: settings.hideGender,
    cv: settings.hideResume,
    terms: !settings.hideTermsAndConditions,
  };
  const offerAccount = !settings.hideCreateCandidate && role === 'guest';
  const problems = attempted ? validateApplication(values, uploads, rules) : {};
  const update = <Key extends keyof ApplicationValues>(key: Key, value: ApplicationValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const labels: Record<ApplicationField, string> = {
    salutation: _(applyMessages.salutation),
    given_name: _(applyMessages.givenName),
    family_name: _(applyMessages.familyName),
    email: _(applyMessages.email),
    phone: _(applyMessages.phone),
    cv: _(applyMessages.cv),
    motivation: _(applyMessages.motivationLetter),
    terms: settings.checkboxAcceptText,
  };
  const problemText = (field: ApplicationField): string | undefined => {
    const problem: ApplicationProblem | undefined = problems[field];
    switch (problem) {
      case undefined:
      case 'upload':
        return undefined;
      case 'required':
        return _(applyMessages.fieldRequired(labels[field]));
      case 'email':
        return _(contentMessages.emailInvalid);
      case 'phone':
        return _(applyMessages.phoneInvalid);
      case 'terms':
        return _(applyMessages.termsRequired);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setSubmitError(null);
    const found = validateApplication(values, uploads, rules);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      // Once the field shows its problem, so a screen reader reads it with the field.
      focusAfterRender(() => form.current?.querySelector<HTMLElement>(`[id="${fieldId(first)}"]`));
      return;
    }
    if (preview) {
      finish();
      return;
    }
    const jobBoardId = jobBoardIdOf(context);
    if (jobBoardId === null) {
      setSubmitError(_(errorMessages.actionFailed));
      return;
    }
    const payload = buildApplication(values, uploads, rules, { jobBoardId, offerAccount });
    setSubmitting(true);
    try {
      // A logged-in candidate applies with their token, so the application is theirs (spec §7).
      const family = role === 'candidate' ? context.client.candidate : context.client.public;
      await family.applyToJob(job.uuid, payload);
      context.emit('job_apply_finish', jobEventPayload(job));
      finish();
    } catch (error) {
      setSubmitError(apiErrorText(error, i18n, _(errorMessages.actionFailed)));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div ref={success} className="jb-apply-form__success" role="status" tabIndex={-1}>
        <h3>{_(applyMessages.successTitle)}</h3>
        <p>{_(applyMessages.successText)}</p>
        {preview ? <p>{_(applyMessages.editorNotSent)}</p> : null}
        {offerAccount && values.candidate ? <p>{_(applyMessages.accountMailSent)}</p> : null}
      </div>
    );
  }

  return (
    <form ref={form} className="jb-apply-form" noValidate onSubmit={submit}>
      {rules.cv === 'hide' ? null : (
        <FileUploadField
          id={fieldId('cv')}
          label={labels.cv}
          required={rules.cv === 'show_required'}
          upload={uploads.cv}
          problem={problemText('cv')}
          onChoose={(file) => choose('cv', file)}
        />
      )}
      <FileUploadField
        id={fieldId('motivation')}
        label={labels.motivation}
        required
        upload={uploads.motivation}
        problem={problemText('motivation')}
        onChoose={(file) => choose('motivation', file)}
      />
      {rules.salutation === 'hide' ? null : (
        <SalutationField
          id={fieldId('salutation')}
          value={values.salutation}
          onChange={(value) => update('salutation', value)}
          required={rules.salutation === 'show_required'}
          problem={problemText('salutation')}
        />
      )}
      <div className="jb-apply-form__row">
        <TextField
          id={fieldId('given_name')}
          label={labels.given_name}
          value={values.given_name}
          onChange={(value) => update('given_name', value)}
          problem={problemText('given_name')}
          required
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
        />
        <TextField
          id={fieldId('family_name')}
          label={labels.family_name}
          value={values.family_name}
          onChange={(value) => update('family_name', value)}
          problem={problemText('family_name')}
          required
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
        />
      </div>
      <TextField
        id={fieldId('email')}
        label={labels.email}
        type="email"
        value={values.email}
        onChange={(value) => update('email', value)}
        problem={problemText('email')}
        required
        autoComplete="email"
        maxLength={254}
      />
      <PhoneField
        id={fieldId('phone')}
        countries={countries}
        country={values.phone_country}
        onCountryChange={(code) => update('phone_country', code)}
        value={values.phone}
        onChange={(value) => update('phone', value)}
        problem={problemText('phone')}
      />
      <TextField
        id={fieldId('motivation_text')}
        label={_(applyMessages.motivationText)}
        value={values.motivation_text}
        onChange={(value) => update('motivation_text', value)}
        problem={undefined}
        required={false}
        multiline
        maxLength={MAX_MOTIVATION_TEXT_LENGTH}
      />
      <NewslettersField
        id={fieldId('newsletters')}
        newsletters={context.config.newsletters}
        selected={values.newsletters}
        onChange={(selected) => update('newsletters', selected)}
      />
      {offerAccount ? (
        <div className="jb-apply-form__check">
          <input
            id={fieldId('candidate')}
            type="checkbox"
            checked={values.candidate}
            onChange={(event) => update('candidate', event.target.checked)}
          />
          <label htmlFor={fieldId('candidate')}>{_(applyMessages.createAccount)}</label>
        </div>
      ) : null}
      {rules.terms ? (
        <TermsField
          id={fieldId('terms')}
          termsHtml={withBoardPlaceholders(settings.termsTextApply, context)}
          acceptText={settings.checkboxAcceptText}
          accepted={values.termsAccepted}
          onChange={(accepted) => update('termsAccepted', accepted)}
          problem={problemText('terms')}
        />
      ) : null}
      {submitError ? (
        <p className="jb-apply-form__alert" role="alert">
          {submitError}
        </p>
      ) : null}
      <div>
        {/* aria-disabled, not disabled: a disabled button drops the focus out of the dialog
            while the application is sent; a second submit meanwhile is ignored. */}
        <button className="jb-button" type="submit" aria-disabled={submitting}>
          {submitting ? _(applyMessages.submitting) : _(applyMessages.submit)}
        </button>
      </div>
    </form>
  );
}
