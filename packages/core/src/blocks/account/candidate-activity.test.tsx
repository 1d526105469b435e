import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const C = '/api/candidate/v1';
const CANDIDATE = { role: 'candidate' as const, user: buildUser() };

const ENTRIES = [
  {
    id: 'application-2',
    type: 'application',
    at: '2026-11-28T10:00:00Z',
    job: { uuid: 'j-1', slug: 'nurse', title: 'Nurse' },
  },
  {
    id: 'favourite-6',
    type: 'favourite',
    at: '2026-11-27T11:00:00Z',
    organisation: null,
  },
  {
    id: 'favourite-5',
    type: 'favourite',
    at: '2026-11-27T10:00:00Z',
    organisation: { id: 4, slug: 'acme', name: 'Acme' },
  },
  {
    id: 'contact_request-1',
    type: 'contact_request',
    at: '2026-11-26T10:00:00Z',
    client: { name: 'Globex' },
    status: 'requested',
  },
  {
    id: 'application-3',
    type: 'application',
    at: '2026-11-25T11:00:00Z',
    job: { uuid: 'j-2', slug: 'baker', title: 'Baker', online: false },
  },
  { id: 'application-1', type: 'application', at: '2026-11-25T10:00:00Z', job: null },
  {
    id: 'job_alert-3',
    type: 'job_alert',
    at: '2026-11-24T10:00:00Z',
    alert: { id: 3, search: 'Zorg in Utrecht' },
  },
  {
    id: 'job_alert-4',
    type: 'job_alert',
    at: '2026-11-23T10:00:00Z',
    alert: { id: 4, search: null },
  },
  { id: 'account-1', type: 'account', at: '2026-11-20T10:00:00Z' },
];

const activityApi =
  (entries: unknown[] = ENTRIES): FakeApi =>
  (request) => {
    if (request.path === `${C}/kpi`) {
      return {
        body: {
          data: {
            applications: 2,
            favourite_jobs: 3,
            favourite_organisations: 1,
            job_alerts: 1,
            contact_requests: 2,
            contact_requests_waiting: 1,
          },
        },
      };
    }
    if (request.path === `${C}/logs`) {
      const page = Number(request.query?.page ?? 1);
      const limit = Number(request.query?.limit ?? 20);
      return {
        body: { data: entries.slice((page - 1) * limit, page * limit), total: entries.length },
      };
    }
    return { body: { data: request.path.endsWith('/you') ? CANDIDATE.user : [] } };
  };

const openDashboard = (api: FakeApi = activityApi()) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: CANDIDATE,
    url: '/my-account',
    pages: JOB_ALERT_PAGES,
    api,
  });

describe("the candidate's figures and activity", () => {
  it('shows the figures', async () => {
    await openDashboard();
    const figures = (await screen.findByRole('heading', { name: 'Your figures' }))
      .parentElement as HTMLElement;
    expect([...figures.querySelectorAll('dt, dd')].map((item) => item.textContent)).toEqual([
      'Applications sent',
      '2',
      'Saved jobs',
      '3',
      'Saved employers',
      '1',
      'Job alerts',
      '1',
      'Contact requests',
      '2 (to answer: 1)',
    ]);
  });

  it('lists the activity five at a time, newest first, with links to what is still there', async () => {
    await openDashboard();
    const activity = (await screen.findByRole('heading', { name: 'Recent activity' }))
      .parentElement as HTMLElement;
    await within(activity).findByText('Globex asked to contact you');
    const lines = () =>
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/ · .*$/, ''));
    expect(lines()).toEqual([
      'You applied for Nurse',
      'You saved an employer that is no longer shown',
      'You saved Acme',
      'Globex asked to contact you',
      'You applied for Baker',
    ]);
    // Paused or ended: named, not linked.
    expect(within(activity).queryByRole('link', { name: 'Baker' })).toBeNull();
    expect(within(activity).getByRole('link', { name: 'Nurse' }).getAttribute('href')).toBe(
      '/jobs/nurse',
    );
    expect(within(activity).getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe(
      '/company/acme',
    );
    fireEvent.click(within(activity).getByRole('button', { name: 'Show more activity' }));
    await within(activity).findByText('You created your account');
    expect(lines().slice(5)).toEqual([
      'You applied for a job that is no longer online',
      'You created the job alert Zorg in Utrecht',
      'You created a job alert',
      'You created your account',
    ]);
    // The button went with the last page: the first new entry has the focus.
    const firstNew = within(activity).getByText('You applied for a job that is no longer online');
    await waitFor(() => expect(document.activeElement).toBe(firstNew.closest('li')));
    expect(within(activity).queryByRole('button', { name: 'Show more activity' })).toBeNull();
  });

  it('says when nothing has happened yet', async () => {
    await openDashboard(activityApi([]));
    expect(await screen.findByText('Nothing has happened in your account yet.')).toBeTruthy();
  });
});
