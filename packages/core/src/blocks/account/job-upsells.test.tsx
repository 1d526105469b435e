import type { Job, JobUpsellOffer } from '@jobboard/schema';
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
/** Published, started and not ended: online, as the server requires for an up-sell. */
const ONLINE = buildJob({
  id: 2,
  title: 'Developer',
  status: 'active',
  city: 'Delft',
  from: '2026-01-01T00:00:00Z',
  till: '2099-01-01T00:00:00Z',
});
const DRAFT = buildJob({ id: 1, title: 'Nurse', status: 'draft', city: 'Utrecht' });

const SPOTLIGHT: JobUpsellOffer = {
  product_id: 7,
  product_job_board_id: 70,
  name: 'Spotlight',
  price: 99,
  duration: 14,
  running: null,
};
const TOP: JobUpsellOffer = {
  product_id: 8,
  product_job_board_id: 80,
  name: 'Top of the list',
  price: 149.5,
  duration: null,
  running: { order_id: 5, created_at: '2026-11-20T10:00:00Z', till: null },
};

/**
 * The employer API over one job with up-sells, as the reference server answers: an order makes
 * the product run for the job until its duration has passed.
 */
function upsellApi(
  job: Job,
  offers: JobUpsellOffer[],
  refuse: (request: SentRequest) => FakeAnswer | undefined = () => undefined,
) {
  const state = offers.map((offer) => ({ ...offer }));
  return (request: SentRequest): FakeAnswer => {
    const refused = refuse(request);
    if (refused) return refused;
    if (request.path === `${E}/jobs/${job.id}`) return { body: { data: job } };
    if (request.path === `${E}/jobs/${job.id}/kpi`) {
      return { body: { data: { applications: 0, recent_applications: 0, favourites: 0 } } };
    }
    if (request.path === `${E}/jobs/${job.id}/up-sell` && request.method === 'GET') {
      return { body: { data: state } };
    }
    if (request.path === `${E}/jobs/${job.id}/up-sell` && request.method === 'POST') {
      const { product_id } = request.body as { product_id: number };
      const offer = state.find((other) => other.product_id === product_id);
      if (!offer) return { status: 400, body: { message: 'Not offered.' } };
      offer.running = {
        order_id: 9,
        created_at: '2026-11-29T10:00:00Z',
        till: '2026-12-13T10:00:00Z',
      };
      return { status: 201, body: { data: offer } };
    }
    return { status: 404, body: { message: 'Not found.' } };
  };
}

const open = (job: Job, api: ReturnType<typeof upsellApi>) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: EMPLOYER,
    url: `/my-account?tab=manage-jobs&job=${job.id}`,
    api,
  });

const section = () => screen.findByRole('region', { name: 'Promote this job' });
const itemOf = (name: string) =>
  within(screen.getByRole('region', { name: 'Promote this job' }))
    .getByText(name)
    .closest('li') as HTMLElement;

describe('a job’s up-sells in the job form', () => {
  it('lists what the board offers with price and duration, and when a running one ends', async () => {
    await open(ONLINE, upsellApi(ONLINE, [SPOTLIGHT, TOP]));
    await section();
    expect(itemOf('Spotlight').textContent).toContain('€99 for 14 days');
    expect(
      within(itemOf('Spotlight')).getByRole('button', { name: 'Order Spotlight' }),
    ).toBeTruthy();
    // Running, without an end: no button to order it again.
    expect(itemOf('Top of the list').textContent).toContain('€149.50, without an end date');
    expect(within(itemOf('Top of the list')).getByText('Running')).toBeTruthy();
    expect(within(itemOf('Top of the list')).queryByRole('button')).toBeNull();
  });

  it('orders one after a question, then shows until when it runs with the focus on it', async () => {
    const { sent, emit } = await open(ONLINE, upsellApi(ONLINE, [SPOTLIGHT]));
    await section();
    fireEvent.click(screen.getByRole('button', { name: 'Order Spotlight' }));
    // The question first: nothing is ordered yet, and Cancel (the safe answer) has the focus.
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Order Spotlight for €99? The order is invoiced to your company.');
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
    const order = within(itemOf('Spotlight')).getAllByRole('button', { name: 'Order Spotlight' });
    fireEvent.click(order[order.length - 1] as HTMLElement);
    const running = await within(itemOf('Spotlight')).findByText(/^Running until /);
    expect(sent).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: `${E}/jobs/2/up-sell`,
        body: { product_id: 7, product_job_board_id: 70 },
      }),
    );
    await waitFor(() => expect(document.activeElement).toBe(running));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Spotlight has been ordered for this job.',
    );
    // The spec's order product event, as an order in the web shop sends it.
    expect(emit.mock.calls).toEqual([
      ['order_product', { productId: 7, price: 99, currency: 'EUR' }],
    ]);
  });

  it('gives the focus back to the button when the question is cancelled', async () => {
    const { sent } = await open(ONLINE, upsellApi(ONLINE, [SPOTLIGHT]));
    await section();
    fireEvent.click(screen.getByRole('button', { name: 'Order Spotlight' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const button = screen.getByRole('button', { name: 'Order Spotlight' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('shows the spec’s text with the API’s reason when an order is refused', async () => {
    // Ordered meanwhile, on another device: the server refuses, and now has it running.
    const offers = [{ ...SPOTLIGHT }];
    const refuse = (request: SentRequest) => {
      if (request.method !== 'POST') return undefined;
      offers[0] = {
        ...SPOTLIGHT,
        running: { order_id: 3, created_at: '2026-11-29T09:00:00Z', till: '2026-12-13T09:00:00Z' },
      };
      return { status: 409, body: { message: 'This upsell is already running for this job.' } };
    };
    const api = upsellApi(ONLINE, offers, refuse);
    await open(ONLINE, (request) =>
      request.path.endsWith('/up-sell') && request.method === 'GET'
        ? { body: { data: offers } }
        : api(request),
    );
    await section();
    fireEvent.click(screen.getByRole('button', { name: 'Order Spotlight' }));
    const order = within(itemOf('Spotlight')).getAllByRole('button', { name: 'Order Spotlight' });
    fireEvent.click(order[order.length - 1] as HTMLElement);
    const alert = await within(itemOf('Spotlight').closest('section') as HTMLElement).findByText(
      /^Could not add the upsell to this job\./,
    );
    expect(alert.textContent).toContain('This upsell is already running for this job.');
    // Read again, the list shows it running: the focus is there, not lost with the button.
    const running = await within(itemOf('Spotlight')).findByText(/^Running until /);
    await waitFor(() => expect(document.activeElement).toBe(running));
  });

  it('gives the focus back to the button when an order fails and nothing changed', async () => {
    const refuse = (request: SentRequest) =>
      request.method === 'POST' ? { status: 500, body: { message: 'Down.' } } : undefined;
    await open(ONLINE, upsellApi(ONLINE, [SPOTLIGHT], refuse));
    await section();
    fireEvent.click(screen.getByRole('button', { name: 'Order Spotlight' }));
    const order = within(itemOf('Spotlight')).getAllByRole('button', { name: 'Order Spotlight' });
    fireEvent.click(order[order.length - 1] as HTMLElement);
    await screen.findByText(/^Could not add the upsell to this job\./);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Order Spotlight' })),
    );
  });

  it('shows the spec’s text when the up-sells cannot be read', async () => {
    const refuse = (request: SentRequest) =>
      request.path.endsWith('/up-sell') ? { status: 500, body: { message: 'Down.' } } : undefined;
    await open(ONLINE, upsellApi(ONLINE, [SPOTLIGHT], refuse));
    expect(
      (await screen.findByText('Could not load the upsells of this job.')).getAttribute('role'),
    ).toBe('alert');
  });

  it('offers none for a job that is not online, nor when the board sells none', async () => {
    const draft = await open(DRAFT, upsellApi(DRAFT, [SPOTLIGHT]));
    await waitFor(() =>
      expect(draft.sent.some((request) => request.path === `${E}/jobs/1/kpi`)).toBe(true),
    );
    expect(draft.sent.some((request) => request.path.endsWith('/up-sell'))).toBe(false);
    cleanup();
    const none = await open(ONLINE, upsellApi(ONLINE, []));
    await waitFor(() =>
      expect(none.sent.some((request) => request.path.endsWith('/up-sell'))).toBe(true),
    );
    // Once its (empty) answer is in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Promote this job' })).toBeNull();
    cleanup();
    // Published, but not started yet: the server takes no order for it.
    const later = buildJob({ ...ONLINE, from: '2099-01-01T00:00:00Z' });
    const notStarted = await open(later, upsellApi(later, [SPOTLIGHT]));
    await waitFor(() =>
      expect(notStarted.sent.some((request) => request.path === `${E}/jobs/2/kpi`)).toBe(true),
    );
    expect(notStarted.sent.some((request) => request.path.endsWith('/up-sell'))).toBe(false);
  });
});
