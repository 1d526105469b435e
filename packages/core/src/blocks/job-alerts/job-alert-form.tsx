import { distanceUnit, JOB_ALERT_FREQUENCIES, type JobAlert } from '@jobboard/schema';
import { useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { accountPageMessages } from '../../i18n/messages/account-page-messages';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { searchCountries } from '../search-job/search-requests';
import { AccountSubmit } from '../shared/account-form/account-submit';
import { apiFieldFailure } from '../shared/account-form/api-field-failure';
import { useAccountForm } from '../shared/account-form/use-account-form';
import { useJobAlertCache } from '../shared/job-alerts/use-job-alert-cache';
import { JobAlertDelete } from './job-alert-delete';
import { JobAlertPlaceField } from './job-alert-place-field';
import { JobAlertSegmentsField } from './job-alert-segments-field';
import {
  JOB_ALERT_FIELDS,
  type JobAlertField,
  type JobAlertValues,
  jobAlertBodyOf,
  segmentChoices,
  validateJobAlert,
} from './job-alert-values';
import { jobAlertsTabHref } from './job-alerts-tab-href';

export interface JobAlertFormProps {
  context: BlockContext;
  initial: JobAlertValues;
  /** The alert edited; none for a new one, which the first save creates. */
  alert: JobAlert | undefined;
  /** The editor: the form checks what was typed and sends nothing. */
  preview: boolean;
  /** The logged-in candidate, whose cached alerts a save or delete updates. */
  userUuid: string | undefined;
  /** After the alert was deleted: the form gives way to a message. */
  onDeleted: () => void;
  /** After a new alert was created, with its id: the page moves to the alert's own address. */
  onCreated?: ((id: string) => void) | undefined;
}

/**
 * A job alert's form: the keyword, the place with its radius (searched for, or as the search the
 * alert came from had it), the categories (added from the site's, or the search's), how often
 * and whether it is active. A new alert is created by the first save (`job_alert_create`), after
 * which the form edits it, so saving again updates it rather than adding another; a saved alert
 * can be deleted. The API's field errors show on their fields, as in the account forms.
 */
export function JobAlertForm({
  context,
  initial,
  alert: opened,
  preview,
  userUuid,
  onDeleted,
  onCreated,
}: JobAlertFormProps) {
  const { _ } = useBoardI18n();
  const [alert, setAlert] = useState(opened);
  // Said until the next edit: the text is about the values on screen.
  const [notice, setNotice] = useState<'created' | 'saved' | null>(null);
  const cache = useJobAlertCache(userUuid);
  const alertId = alert?.id ?? alert?.uuid;
  const form = useAccountForm<JobAlertValues, JobAlertField>({
    initial: () => initial,
    order: JOB_ALERT_FIELDS,
    scope: 'job-alert',
    preview,
    validate: validateJobAlert,
    send: async (values) => {
      setNotice(null);
      const body = jobAlertBodyOf(values);
      let answer: JobAlert;
      try {
        answer =
          alertId === undefined
            ? await context.client.candidate.createJobAlert(body)
            : await context.client.candidate.updateJobAlert(alertId, body);
      } catch (error) {
        return apiFieldFailure(error, JOB_ALERT_FIELDS);
      }
      if (alertId === undefined) {
        context.emit('job_alert_create', {
          ...(body.search ? { search: body.search } : {}),
          frequency: body.frequency,
        });
      }
      cache.saved(answer);
      setAlert(answer);
      setNotice(alertId === undefined ? 'created' : 'saved');
      const createdId = answer.id ?? answer.uuid;
      if (alertId === undefined && createdId !== undefined) onCreated?.(String(createdId));
      return undefined;
    },
  });
  const set = <Key extends keyof JobAlertValues>(key: Key, value: JobAlertValues[Key]) => {
    setNotice(null);
    form.set(key, value);
  };
  const { values } = form;
  const segments = values.segments.map((id) => ({
    id,
    name: context.config.segments.find((segment) => segment.id === id)?.name ?? String(id),
  }));
  const keywordId = form.fieldId('search');
  const keywordError = form.error('search');
  const frequencyId = form.fieldId('frequency');
  const frequencyError = form.error('frequency');
  const activeId = form.fieldId('active');
  const tabHref = jobAlertsTabHref(context);

  const remove = async () => {
    if (alertId === undefined || alert === undefined) return;
    await context.client.candidate.deleteJobAlert(alertId);
    onDeleted();
    cache.deleted(alert);
  };

  return (
    <>
      <form
        ref={form.formRef}
        className="jb-account__form"
        noValidate
        onSubmit={form.onSubmit}
        aria-busy={form.sending}
      >
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={keywordId}>
            {_(jobAlertMessages.keyword)}
          </label>
          <p id={`${keywordId}-hint`} className="jb-account__hint">
            {_(jobAlertMessages.keywordHint)}
          </p>
          <input
            id={keywordId}
            name="search"
            className="jb-input"
            type="text"
            autoComplete="off"
            value={values.search}
            aria-invalid={keywordError ? 'true' : undefined}
            aria-describedby={[`${keywordId}-hint`, keywordError ? `${keywordId}-error` : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => set('search', event.currentTarget.value)}
          />
          {keywordError ? (
            <p id={`${keywordId}-error`} className="jb-field-error">
              {keywordError}
            </p>
          ) : null}
        </div>
        <JobAlertPlaceField
          id={form.fieldId('range')}
          place={values.place}
          range={values.range}
          unit={distanceUnit(context.config.settings.app_use_imperial_system)}
          onRange={(range) => set('range', range)}
          onPlace={(place) => set('place', place)}
          onRemove={() => set('place', null)}
          countries={searchCountries(context.config)}
          error={form.error('range')}
          searchId={form.fieldId('place')}
          query={values.placeQuery}
          onQuery={(query) => set('placeQuery', query)}
          queryError={form.error('place')}
        />
        <JobAlertSegmentsField
          id={form.fieldId('segments')}
          segments={segments}
          choices={segmentChoices(context.config, values.segments)}
          onAdd={(id) => set('segments', [...values.segments, id])}
          onRemove={(id) =>
            set(
              'segments',
              values.segments.filter((other) => other !== id),
            )
          }
          error={form.error('segments')}
        />
        <div className="jb-account__field">
          <label className="jb-label" htmlFor={frequencyId}>
            {_(jobAlertMessages.frequency)}
          </label>
          <select
            id={frequencyId}
            name="frequency"
            className="jb-select"
            value={values.frequency}
            aria-invalid={frequencyError ? 'true' : undefined}
            aria-describedby={frequencyError ? `${frequencyId}-error` : undefined}
            onChange={(event) => {
              const chosen = JOB_ALERT_FREQUENCIES.find(
                (frequency) => frequency === event.currentTarget.value,
              );
              if (chosen) set('frequency', chosen);
            }}
          >
            {JOB_ALERT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {_(jobAlertMessages.frequencies[frequency])}
              </option>
            ))}
          </select>
          {frequencyError ? (
            <p id={`${frequencyId}-error`} className="jb-field-error">
              {frequencyError}
            </p>
          ) : null}
        </div>
        <div className="jb-apply-form__check">
          <input
            id={activeId}
            name="active"
            type="checkbox"
            checked={values.active}
            aria-describedby={`${activeId}-hint`}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          <div>
            <label htmlFor={activeId}>{_(jobAlertMessages.active)}</label>
            <p id={`${activeId}-hint`} className="jb-account__hint">
              {_(jobAlertMessages.activeHint)}
            </p>
          </div>
        </div>
        <div role="status" className={notice ? 'jb-account__done' : undefined}>
          {notice ? (
            <>
              {_(notice === 'created' ? jobAlertMessages.created : jobAlertMessages.saved)}
              {tabHref ? (
                <>
                  {' '}
                  <a href={tabHref}>{_(jobAlertMessages.allAlerts)}</a>
                </>
              ) : null}
            </>
          ) : (
            ''
          )}
        </div>
        <AccountSubmit
          failure={form.failure}
          sending={form.sending}
          previewed={form.previewed}
          label={_(alert ? jobAlertMessages.save : jobAlertMessages.create)}
          sendingLabel={_(accountPageMessages.saving)}
        />
      </form>
      {alertId !== undefined && !preview ? <JobAlertDelete onDelete={remove} /> : null}
    </>
  );
}
