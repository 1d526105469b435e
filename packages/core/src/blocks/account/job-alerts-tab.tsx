import type { JobAlert } from '@jobboard/schema';
import type { I18n } from '@lingui/core';
import { type RefObject, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { jobAlertMessages } from '../../i18n/messages/job-alert-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { useBoardIdPrefix } from '../../shell/board-id';
import { ActionFailureAlert, actionFailure } from '../shared/account-form/action-failure';
import type { Translatable } from '../shared/account-form/use-account-form';
import { manageJobAlertHref } from '../shared/job-alerts/job-alert-links';
import { type JobAlertSummary, summarizeJobAlert } from '../shared/job-alerts/job-alert-summary';
import { pageLinkHref } from '../shared/page-link';
import { LoadingNotice, ReadFailure } from './account-notices';
import { ConfirmQuestion } from './confirm-question';
import { jobAlertId, useJobAlertsList } from './use-job-alerts-list';
import { useRemovalFocus } from './use-removal-focus';

export interface JobAlertsTabProps {
  context: BlockContext;
  example: boolean;
  /** The tab's heading: the focus goes there when the last alert is deleted. */
  heading: RefObject<HTMLHeadingElement | null>;
}

/**
 * The candidate's job alerts: each one's search and how often it mails, a switch that turns it
 * on or off at once, a link that edits it on the job alert page and a button that deletes it
 * after a question (Cancel, or Escape, keeps it).
 * A change is announced; after a delete the focus goes on to the next delete button in the list.
 */
export function JobAlertsTab({ context, example, heading }: JobAlertsTabProps) {
  const { _, i18n } = useBoardI18n();
  const idPrefix = `${useBoardIdPrefix()}jb-job-alerts-tab`;
  const list = useJobAlertsList(context, example);
  // The state each switch asked for, shown while its call runs.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());
  const [announced, setAnnounced] = useState<Translatable | null>(null);
  const [failure, setFailure] = useState<Translatable | null>(null);
  const { beforeRemoving, buttonRef, focusButton } = useRemovalFocus<string>(heading);
  // The alert whose deletion is asked about (it cannot be undone).
  const [confirming, setConfirming] = useState<string | null>(null);

  if (list.failed) {
    return <ReadFailure onRetry={list.retry} />;
  }
  if (list.alerts === undefined) {
    return <LoadingNotice />;
  }

  const rows = list.alerts.map((alert) => ({
    alert,
    key: String(jobAlertId(alert)),
    summary: summarizeJobAlert(alert, i18n, context.config),
  }));
  const order = rows.map((row) => row.key);
  const newHref = manageJobAlertHref(context);
  const jobListHref = pageLinkHref(context, 'p-job-list');

  const fail = (error: unknown) => {
    setAnnounced(null);
    setFailure(() => actionFailure(error));
    context.emit('error', { error });
  };

  const toggle = async (alert: JobAlert, key: string, name: string) => {
    if (pending.has(key) || deleting.has(key)) return;
    const active = !alert.active;
    setPending((current) => new Map(current).set(key, active));
    try {
      await list.setActive(alert, active);
      setFailure(null);
      setAnnounced(
        () => (each: I18n) =>
          each._(active ? jobAlertMessages.turnedOn(name) : jobAlertMessages.turnedOff(name)),
      );
    } catch (error) {
      fail(error);
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    }
  };

  const remove = async (alert: JobAlert, key: string, name: string) => {
    if (deleting.has(key)) return;
    setDeleting((current) => new Set(current).add(key));
    const moveFocusOn = beforeRemoving(key, order, true);
    try {
      await list.remove(alert);
      setFailure(null);
      setAnnounced(() => (each: I18n) => each._(jobAlertMessages.deletedNamed(name)));
      moveFocusOn();
    } catch (error) {
      fail(error);
      focusButton(key);
    } finally {
      setConfirming(null);
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const details = (summary: JobAlertSummary) =>
    [summary.place, summary.segments.join(', '), summary.frequency].filter(Boolean).join(' · ');

  return (
    <div className="jb-account-page__alerts">
      {rows.length === 0 ? (
        <p>
          {_(jobAlertMessages.noAlerts)}{' '}
          {jobListHref ? <a href={jobListHref}>{_(jobAlertMessages.searchJobs)}</a> : null}
        </p>
      ) : (
        <ul className="jb-account-page__list">
          {rows.map(({ alert, key, summary }) => {
            const switchId = `${idPrefix}-${key}-active`;
            const editHref = manageJobAlertHref(context, jobAlertId(alert));
            return (
              <li key={key} className="jb-account-page__item">
                <div>
                  <span className="jb-account-page__name">{summary.name}</span>
                  <p>{details(summary)}</p>
                </div>
                {confirming === key ? (
                  <ConfirmQuestion
                    question={_(jobAlertMessages.confirmDeleteNamed(summary.name))}
                    confirmLabel={_(jobAlertMessages.deleteNamed(summary.name))}
                    busy={deleting.has(key)}
                    onCancel={() => {
                      setConfirming(null);
                      focusButton(key);
                    }}
                    onConfirm={() => remove(alert, key, summary.name)}
                  />
                ) : (
                  <div className="jb-account-page__actions">
                    <span className="jb-account-page__switch">
                      <input
                        id={switchId}
                        type="checkbox"
                        checked={pending.get(key) ?? alert.active}
                        aria-label={_(jobAlertMessages.activeNamed(summary.name))}
                        // aria-disabled, not disabled: the switch keeps the focus while its call runs.
                        aria-disabled={pending.has(key)}
                        onChange={() => void toggle(alert, key, summary.name)}
                      />
                      <label htmlFor={switchId}>{_(jobAlertMessages.active)}</label>
                    </span>
                    {editHref ? (
                      <a href={editHref} aria-label={_(jobAlertMessages.editNamed(summary.name))}>
                        {_(jobAlertMessages.edit)}
                      </a>
                    ) : null}
                    <button
                      ref={buttonRef(key)}
                      type="button"
                      className="jb-button jb-button--info"
                      aria-label={_(jobAlertMessages.deleteNamed(summary.name))}
                      aria-disabled={deleting.has(key)}
                      onClick={() => setConfirming(key)}
                    >
                      {_(jobAlertMessages.deleteShort)}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {newHref ? (
        <p>
          <a className="jb-button" href={newHref}>
            {_(jobAlertMessages.newAlert)}
          </a>
        </p>
      ) : null}
      <div role="status">{announced?.(i18n) ?? ''}</div>
      <ActionFailureAlert failure={failure} />
    </div>
  );
}
