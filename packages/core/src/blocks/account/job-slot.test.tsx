import type { Job, SubscriptionEntry } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJob, buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeAnswer,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(cleanup);

const E = '/api/employer/v1';
const EMPLOYER = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };
/** A draft: it has a slot section, and no up-sells to read. */
const JOB = buildJob({
  id: 2,
  title: 'Developer',
  status: 'draft',
  city: 'Delft',
  till: '2099-12-31T00:00:00.000Z',
});
const TAKEN_BY = 9;

const slot = (id: number, fields: Partial<SubscriptionEntry> = {}): SubscriptionEntry => ({
  id,
  name: `Slot ${id}`,
  product_type: 'slot',
  remaining: 1,
  till: '2027-05-01T10:00:00Z',
  job_id: null,
  ...fields,
});

/**
 * The employer API over one job and the client's slots, as the reference server answers: a slot
 * holds one job, and putting the job in one frees the one it was in.
 */
function slotApi(
  job: Job,
  slots: SubscriptionEntry[],
  refuse: (request: SentRequest) => FakeAnswer | undefined = () => undefined,
) {
  const state = slots.map((entry) => ({ ...entry }));
  return (request: SentRequest): FakeAnswer => {
    const refused = refuse(request);
    if (refused) return refused;
    if (request.path === `${E}/jobs/${job.id}`) return { body: { data: job } };
    if (request.path === `${E}/jobs/${job.id}/kpi`) {
      return { body: { data: { applications: 0, recent_applications: 0, favourites: 0 } } };
    }
    if (request.path === `${E}/client/dashboard`) {
      return { body: { data: { credits: 0, contracts: [], slots: state, subscriptions: [] } } };
    }
    if (request.path === `${E}/jobs/${job.id}/slot` && request.method === 'PUT') {
      const { subscription_id } = request.body as { subscription_id: number | null };
      const target = state.find((entry) => entry.id === subscription_id);
      if (subscription_id !== null && !target) {
        return { status: 400, body: { message: 'This is not one of your running slots.' } };
      }
      if (target?.job_id && target.job_id !== job.id) {
        return { status: 409, body: { message: 'This slot already holds another job.' } };
      }
      for (const entry of state) {
        if (entry.job_id === job.id) Object.assign(entry, { job_id: null, remaining: 1 });
      }
      if (target) Object.assign(target, { job_id: job.id, remaining: 0 });
      return { body: { data: target ?? null } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  };
}

const open = (api: ReturnType<typeof slotApi>) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: `/my-account?tab=manage-jobs&job=${JOB.id}`,
    api,
  });

// The section's code loads lazily, the first time more slowly.
const section = () => screen.findByRole('region', { name: 'Job slot' }, { timeout: 5000 });
const slotSelect = () => screen.getByLabelText('Slot') as HTMLSelectElement;
const optionTexts = () => Array.from(slotSelect().options, (option) => option.textContent);
/** Picks an option as a visitor does: a `change` event of the page's own window. */
const choose = (value: string) =>
  act(() => {
    const select = slotSelect();
    select.value = value;
    const { Event } = select.ownerDocument.defaultView as unknown as typeof globalThis;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save slot' }));
const puts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'PUT');

describe('a job’s slot in the job form', () => {
  it('reads the slots again in the new locale after a language switch, for their names', async () => {
    const dashboards = (sent: SentRequest[]) =>
      sent.filter((request) => request.path === `${E}/client/dashboard`).length;
    const { sent, showLocale } = await open(slotApi(JOB, [slot(1)]));
    await section();
    const before = dashboards(sent);
    expect(before).toBeGreaterThan(0);
    showLocale('nl');
    await waitFor(() => expect(dashboards(sent)).toBeGreaterThan(before));
  });

  it('shows nothing when the client has no slots', async () => {
    const { sent } = await open(slotApi(JOB, []));
    await waitFor(() =>
      expect(sent.some((request) => request.path === `${E}/client/dashboard`)).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Job slot' })).toBeNull();
    expect(screen.queryByLabelText('Slot')).toBeNull();
  });

  it('offers the free slots only, and says when each of them holds another job', async () => {
    await open(slotApi(JOB, [slot(1), slot(2, { job_id: TAKEN_BY, remaining: 0 }), slot(3)]));
    await section();
    expect(screen.getByText('This job is not in a slot.')).toBeTruthy();
    expect(optionTexts()).toEqual([
      expect.stringMatching(/^Slot 1, until /),
      expect.stringMatching(/^Slot 3, until /),
    ]);
    cleanup();
    await open(slotApi(JOB, [slot(2, { job_id: TAKEN_BY, remaining: 0 })]));
    const full = await section();
    expect(full.textContent).toContain(
      'This job is not in a slot. Each of your slots holds another job.',
    );
    expect(within(full).queryByRole('button')).toBeNull();
  });

  it('offers no slot to an expired job, and frees the slot it holds', async () => {
    const expired = buildJob({ ...JOB, status: 'expired' });
    await open(slotApi(expired, [slot(1)]));
    const shown = await section();
    expect(shown.textContent).toContain('This job is not in a slot.');
    expect(shown.textContent).not.toContain('Each of your slots');
    expect(within(shown).queryByRole('button')).toBeNull();
    cleanup();
    const past = buildJob({ ...JOB, status: 'active', till: '2001-01-01T00:00:00Z' });
    await open(slotApi(past, [slot(1, { job_id: JOB.id, remaining: 0 }), slot(2)]));
    await section();
    expect(optionTexts()).toEqual([expect.stringMatching(/^Slot 1, until /), 'No slot']);
  });

  it('puts the job in the free slot chosen, says so and moves the focus to it', async () => {
    const { sent } = await open(slotApi(JOB, [slot(1), slot(3, { till: null })]));
    await section();
    choose('3');
    save();
    const sentence = await screen.findByText(
      'This job is in the slot Slot 3, without an end date.',
    );
    expect(puts(sent)).toEqual([
      expect.objectContaining({ path: `${E}/jobs/2/slot`, body: { subscription_id: 3 } }),
    ]);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'The job is now in the slot Slot 3.',
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(sentence));
    // Its own slot is selected now, with the free one and a way out of it.
    expect(slotSelect().value).toBe('3');
    expect(optionTexts()).toEqual([
      'Slot 3, without an end date',
      expect.stringMatching(/^Slot 1, until /),
      'No slot',
    ]);
  });

  it('takes the job out of its slot', async () => {
    const { sent } = await open(slotApi(JOB, [slot(1, { job_id: JOB.id, remaining: 0 })]));
    await section();
    expect(screen.getByText(/^This job is in the slot Slot 1, until /)).toBeTruthy();
    choose('');
    save();
    await screen.findByText('The job is no longer in a slot.');
    expect(puts(sent).map((request) => request.body)).toEqual([{ subscription_id: null }]);
    expect(screen.getByText('This job is not in a slot.')).toBeTruthy();
  });

  it('shows the spec’s text when the slots cannot be read', async () => {
    const refuse = (request: SentRequest) =>
      request.path.endsWith('/client/dashboard')
        ? { status: 500, body: { message: 'Down.' } }
        : undefined;
    await open(slotApi(JOB, [slot(1)], refuse));
    const alert = await screen.findByText(
      'Employer subscriptions fetch error',
      {},
      { timeout: 5000 },
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.queryByLabelText('Slot')).toBeNull();
  });

  it('shows the spec’s text with the API’s reason when the slot was filled meanwhile', async () => {
    // Another job was put in slot 1 on another device: the server refuses, and lists it taken.
    const slots = [slot(1), slot(3)];
    const api = slotApi(JOB, slots);
    let filled = false;
    const { sent } = await open((request) => {
      if (
        request.method === 'PUT' &&
        (request.body as { subscription_id: number }).subscription_id === 1
      ) {
        filled = true;
        return { status: 409, body: { message: 'This slot already holds another job.' } };
      }
      if (filled && request.path.endsWith('/client/dashboard')) {
        const taken = [slot(1, { job_id: TAKEN_BY, remaining: 0 }), slot(3)];
        return { body: { data: { credits: 0, contracts: [], slots: taken, subscriptions: [] } } };
      }
      return api(request);
    });
    await section();
    const button = screen.getByRole('button', { name: 'Save slot' });
    button.focus();
    save();
    const alert = await screen.findByText(/^Job slot assignment error/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Job slot assignment error\nThis slot already holds another job.',
    );
    expect(puts(sent).map((request) => request.body)).toEqual([{ subscription_id: 1 }]);
    // Read again: the filled slot is no longer offered, and the focus stays on the button.
    await waitFor(() => expect(optionTexts()).toEqual([expect.stringMatching(/^Slot 3, until /)]));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save slot' }));
    expect(screen.getByText('This job is not in a slot.')).toBeTruthy();
  });
});
