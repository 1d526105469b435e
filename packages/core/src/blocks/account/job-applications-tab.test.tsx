import type { SentApplication } from '@jobboard/client';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const C = '/api/candidate/v1';

const application = (
  index: number,
  job: Partial<SentApplication['job']> = {},
): SentApplication => ({
  uuid: `application-${index}`,
  created_at: `2026-11-${String(10 + index).padStart(2, '0')}T09:00:00Z`,
  status: 'new',
  job: {
    uuid: `job-${index}`,
    slug: `job-${index}`,
    title: `Job ${index}`,
    organisation_name: `Company ${index}`,
    status: 'active',
    ...job,
  },
});

/** Answers the applications with `items` and `total`, the rest with empty lists. */
const applicationsApi =
  (items: SentApplication[], total = items.length): FakeApi =>
  (request) =>
    request.path === `${C}/applications`
      ? { body: { data: items, total } }
      : { body: { data: request.path.endsWith('/you') ? buildUser() : [] } };

const openTab = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: buildUser() },
    url: '/my-account?tab=job-applications',
    pages: JOB_ALERT_PAGES,
    ...options,
  });

const rows = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('jb-account-page__item'));

describe('the job applications tab', () => {
  it('lists what the candidate applied for, newest first as the API sends them', async () => {
    const { sent } = await openTab({
      api: applicationsApi([application(2), application(1, { status: 'expired' })]),
    });
    await screen.findByRole('link', { name: 'Job 2' });
    const [online, gone] = rows();
    expect(
      within(online as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/jobs/job-2');
    expect(online?.textContent).toMatch(/^Job 2Company 2 · Applied on .+$/);
    // A job no longer online is named, not linked, and says so.
    expect(within(gone as HTMLElement).queryByRole('link')).toBeNull();
    expect(gone?.textContent).toMatch(/^Job 1Company 1 · Applied on .+ · No longer online$/);
    expect(sent.find((request) => request.path === `${C}/applications`)?.query).toEqual({
      page: '1',
      limit: '10',
    });
  });

  it('pages by ten, keeping the tab in the page links', async () => {
    const { sent } = await openTab({
      url: '/my-account?tab=job-applications&page=2',
      api: applicationsApi([application(11), application(12)], 22),
    });
    await screen.findByRole('link', { name: 'Job 11' });
    expect(sent.find((request) => request.path === `${C}/applications`)?.query).toEqual({
      page: '2',
      limit: '10',
    });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 3 of 3' }).getAttribute('href')).toBe(
      '/my-account?tab=job-applications&page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Page 1 of 3' }).getAttribute('href')).toBe(
      '/my-account?tab=job-applications',
    );
  });

  it('goes to the last page from one past the end, replacing the address', async () => {
    const { navigate } = await openTab({
      url: '/my-account?tab=job-applications&page=5',
      api: applicationsApi([], 12),
    });
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [to, options] = navigate.mock.calls[0] ?? [];
    expect(String((to as { query: URLSearchParams }).query)).toBe('tab=job-applications&page=2');
    expect(options).toEqual({ replace: true });
  });

  it('links to the job list before the first application', async () => {
    await openTab({ api: applicationsApi([]) });
    expect(await screen.findByText(/You have not applied for a job yet\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find jobs' }).getAttribute('href')).toBe('/job-list');
  });

  it('says so when the applications cannot be read', async () => {
    await openTab({
      api: (request) =>
        request.path === `${C}/applications`
          ? { status: 500, body: {} }
          : { body: { data: request.path.endsWith('/you') ? buildUser() : [] } },
    });
    expect(await screen.findByText('Some error happened. Could not perform action')).toBeTruthy();
  });

  it('shows example applications in the editor, without a call', async () => {
    const { sent } = await openTab({ editor: true, signedIn: undefined, api: applicationsApi([]) });
    await screen.findByRole('link', { name: 'Example job 1' });
    expect(screen.getByText(/No longer online/)).toBeTruthy();
    expect(sent.filter((request) => request.path === `${C}/applications`)).toEqual([]);
  });
});
