import type { Job, SubscriptionEntry } from '@jobboard/schema';
import { useContext, useEffect, useRef, useState } from 'react';
import type { BlockContext } from '../../blocks-runtime/block-context';
import { useBlockData } from '../../blocks-runtime/use-block-data';
import { useFormatters } from '../../format/use-formatters';
import { errorMessages } from '../../i18n/messages/error-messages';
import { jobSlotMessages } from '../../i18n/messages/job-slot-messages';
import { useBoardI18n } from '../../i18n/use-board-i18n';
import { lostFocus } from '../../shell/active-element';
import { useBoardId } from '../../shell/board-id';
import { useScopedStyles } from '../../styles/use-scoped-styles';
import { SessionUserContext } from '../shared/session-role-context';
import { clientDashboardRequest } from './client-tab';
import { employerJobId } from './employer-job-requests';
import { useListChange } from './use-list-change';

/** The select's value for taking the job out of its slot. */
const NO_SLOT = '';

/** Spaced as the up-sells above it; the styles load with this chunk. */
function jobSlotStyles(r: string): string {
  return `
${r} .jb-account-page__slot {
  margin: 24px 0;
  max-width: 640px;
}
`;
}

export interface JobSlotProps {
  /** The job; its `id` is the one the dashboard's slots name. */
  job: Job;
  context: Pick<BlockContext, 'client' | 'locale'>;
}

/**
 * A job's slot (`PUT jobs/{id}/slot`): which of the client's running slots (`GET
 * client/dashboard`) holds the job, and a select to put it in a free one, or in none. A slot
 * holds one job, so the select offers the free slots and the job's own. Nothing when the client
 * has no slots; the spec's texts when they cannot be read or the job cannot be put in one, with
 * the API's reason. After a change the focus goes to the sentence that says the job's slot.
 */
export function JobSlot({ job, context }: JobSlotProps) {
  const { _ } = useBoardI18n();
  const format = useFormatters();
  const boardId = useBoardId();
  useScopedStyles('job-slot', jobSlotStyles);
  const user = useContext(SessionUserContext);
  const read = useBlockData(user ? clientDashboardRequest(user.uuid, context.locale) : null);
  const change = useListChange(() => read.mutate());
  const [chosen, setChosen] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  // After a change the focus goes to the sentence that says the job's slot; after a refusal it
  // stays on the button, unless the slots read again left nothing to choose (then the sentence).
  const [focusAfter, setFocusAfter] = useState<'change' | 'refusal' | null>(null);
  useEffect(() => {
    if (focusAfter === null) return;
    setFocusAfter(null);
    const sentence = section.current?.querySelector<HTMLElement>('[data-focus="slot"]');
    if (focusAfter === 'change' || lostFocus(sentence ?? null)) sentence?.focus();
  }, [focusAfter]);

  if (read.data === undefined) {
    return read.error === undefined ? null : (
      <p role="alert" className="jb-account__failure">
        {_(errorMessages.employerSubscriptionsFetchFailed)}
      </p>
    );
  }
  const slots = read.data.slots;
  if (slots.length === 0) return null;
  const own = slots.find((slot) => job.id !== undefined && slot.job_id === job.id);
  // An expired job (by its status or its end date) takes no slot: it would hold one for a job
  // nobody sees. Its own slot can still be freed.
  const ended = job.status === 'expired' || Date.parse(job.till ?? '') <= Date.now();
  const free = ended ? [] : slots.filter((slot) => !slot.job_id && slot.remaining !== 0);
  const describe = (slot: SubscriptionEntry) => {
    const name = slot.name ?? `#${slot.id}`;
    return slot.till
      ? _(jobSlotMessages.until(name, format.jobDate(slot.till)))
      : _(jobSlotMessages.withoutEnd(name));
  };
  const choices = [...(own ? [own] : []), ...free];
  // A choice the slots read again no longer offer (taken meanwhile) falls back to the default.
  const offered = (option: string) =>
    choices.some((slot) => String(slot.id) === option) || (own !== undefined && option === NO_SLOT);
  const value =
    chosen !== null && offered(chosen) ? chosen : String(own?.id ?? free[0]?.id ?? NO_SLOT);

  const save = async () => {
    const slot = choices.find((choice) => String(choice.id) === value) ?? null;
    const done = await change.act(
      () => context.client.employer.assignJobSlot(employerJobId(job), slot?.id ?? null),
      _(errorMessages.jobSlotAssignmentFailed),
      slot ? _(jobSlotMessages.assigned(slot.name ?? `#${slot.id}`)) : _(jobSlotMessages.released),
    );
    if (done) setChosen(null);
    setFocusAfter(done ? 'change' : 'refusal');
  };

  const headingId = `${boardId}-job-slot`;
  const selectId = `${boardId}-job-slot-select`;
  return (
    <section ref={section} className="jb-account-page__slot" aria-labelledby={headingId}>
      <h3 id={headingId}>{_(jobSlotMessages.heading)}</h3>
      <p tabIndex={-1} data-focus="slot">
        {own ? _(jobSlotMessages.inSlot(describe(own))) : _(jobSlotMessages.notInSlot)}
        {!own && !ended && free.length === 0 ? ` ${_(jobSlotMessages.allTaken)}` : ''}
      </p>
      {choices.length > 0 ? (
        // Not a form: the section is inside the job form, whose submit would send the job too.
        <div>
          <div className="jb-account__field">
            <label className="jb-label" htmlFor={selectId}>
              {_(jobSlotMessages.label)}
            </label>
            <select
              id={selectId}
              className="jb-select"
              value={value}
              onChange={(event) => setChosen(event.currentTarget.value)}
            >
              {choices.map((slot) => (
                <option key={slot.id} value={String(slot.id)}>
                  {describe(slot)}
                </option>
              ))}
              {own ? <option value={NO_SLOT}>{_(jobSlotMessages.noSlot)}</option> : null}
            </select>
          </div>
          <p className="jb-account-page__actions">
            <button
              type="button"
              className="jb-button"
              aria-disabled={change.busy || undefined}
              onClick={() => void save()}
            >
              {_(jobSlotMessages.save)}
            </button>
          </p>
        </div>
      ) : null}
      {change.regions}
    </section>
  );
}
