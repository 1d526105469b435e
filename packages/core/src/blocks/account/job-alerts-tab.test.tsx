import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJobAlert, buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { fakeJobAlertsApi } from '../shared/job-alerts/testing/fake-job-alerts-api';
import { JOB_ALERT_CONFIG, JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';

afterEach(cleanup);

const DEVELOPER = buildJobAlert({
  id: 4,
  search: 'developer',
  frequency: 'daily',
  city: 'Amsterdam',
  lat: 52.37,
  lon: 4.9,
  range: 25,
  segments: [11, 12],
  active: true,
});
const NURSE = buildJobAlert({
  id: 3,
  search: 'nurse',
  frequency: 'weekly',
  city: null,
  range: null,
  segments: [],
  active: false,
});
const ANYTHING = buildJobAlert({ id: 2, search: null, city: null, segments: [], active: true });

const openTab = (api: FakeApi, options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'candidate', user: buildUser() },
    url: '/my-account?tab=job-alerts',
    pages: JOB_ALERT_PAGES,
    config: JOB_ALERT_CONFIG,
    api,
    ...options,
  });

const tabHeading = () => screen.getAllByRole('heading', { level: 2 })[1];
const rowOf = (name: string) =>
  screen.getByText(name, { selector: '.jb-account-page__name' }).closest('li') as HTMLElement;
const announced = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent)
    .join('');

/** Deletes a listed alert as a visitor does: its delete button, then the question's answer. */
async function confirmDelete(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Delete job alert: ${name}` }));
  fireEvent.click(screen.getByRole('button', { name: `Delete job alert: ${name}` }));
}

describe('the job alerts tab', () => {
  it('lists each alert with its search and frequency, newest first', async () => {
    const { sent } = await openTab(fakeJobAlertsApi([DEVELOPER, NURSE, ANYTHING]));
    await screen.findByText('developer');
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/candidate/v1/job-alerts' });
    const rows = within(tabHeading()?.parentElement as HTMLElement).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Amsterdam, within 25 km · Bachelor, ICT · Daily',
      'Weekly',
      'Weekly',
    ]);
    expect(rows.map((row) => row.querySelector('.jb-account-page__name')?.textContent)).toEqual([
      'developer',
      'nurse',
      'All jobs',
    ]);
  });

  it('links each alert to the job alert page that edits it, and offers a new one', async () => {
    await openTab(fakeJobAlertsApi([DEVELOPER]));
    const edit = await screen.findByRole('link', { name: 'Edit job alert: developer' });
    expect(edit.textContent).toBe('Edit');
    expect(edit.getAttribute('href')).toBe('/job-alert?alert=4');
    expect(screen.getByRole('link', { name: 'New job alert' }).getAttribute('href')).toBe(
      '/job-alert',
    );
  });

  it('turns an alert off at once with the whole alert, and says so', async () => {
    const api = fakeJobAlertsApi([DEVELOPER, NURSE]);
    const { sent } = await openTab(api);
    const toggle = (await screen.findByRole('checkbox', {
      name: 'Active: developer',
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    await waitFor(() => expect(announced()).toContain('The job alert developer is off.'));
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/candidate/v1/job-alerts/4',
      body: {
        search: 'developer',
        frequency: 'daily',
        city: 'Amsterdam',
        lat: 52.37,
        lon: 4.9,
        range: 25,
        segments: [11, 12],
        active: false,
      },
    });
    expect(
      (screen.getByRole('checkbox', { name: 'Active: developer' }) as HTMLInputElement).checked,
    ).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Active: nurse' }));
    await waitFor(() => expect(announced()).toContain('The job alert nurse is on.'));
    expect(api.alerts.map((alert) => alert.active)).toEqual([false, true]);
  });

  it('keeps the state the API would not change and says the action failed', async () => {
    await openTab(
      fakeJobAlertsApi([DEVELOPER], (request) =>
        request.method === 'PUT' ? { status: 500, body: {} } : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active: developer' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action',
      ),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Active: developer' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('gives the API’s reason under the failure text when it refuses a change (spec §8)', async () => {
    await openTab(
      fakeJobAlertsApi([DEVELOPER], (request) =>
        request.method === 'DELETE'
          ? { status: 400, body: { errors: ['This job alert is not yours.'] } }
          : undefined,
      ),
    );
    await confirmDelete('developer');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action\nThis job alert is not yours.',
      ),
    );
    expect(rowOf('developer')).toBeTruthy();
  });

  it('asks before deleting: Cancel or Escape keeps the alert and gives the focus back', async () => {
    const { sent } = await openTab(fakeJobAlertsApi([DEVELOPER]));
    for (const answer of ['Cancel', 'Escape']) {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete job alert: developer' }));
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      expect(document.activeElement).toBe(cancel);
      expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
      expect(
        document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe('Delete the job alert developer? You will get no more emails for it.');
      if (answer === 'Cancel') fireEvent.click(cancel);
      else fireEvent.keyDown(cancel, { key: 'Escape' });
      await waitFor(() =>
        expect(document.activeElement).toBe(
          screen.getByRole('button', { name: 'Delete job alert: developer' }),
        ),
      );
    }
    expect(rowOf('developer')).toBeTruthy();
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('deletes an alert, announces it and moves the focus to the next one', async () => {
    const api = fakeJobAlertsApi([DEVELOPER, NURSE]);
    const { sent } = await openTab(api);
    const button = await screen.findByRole('button', { name: 'Delete job alert: developer' });
    expect(button.textContent).toBe('Delete');
    button.focus();
    await confirmDelete('developer');
    await waitFor(() => expect(screen.queryByText('developer')).toBeNull());
    expect(sent).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/candidate/v1/job-alerts/4' }),
    );
    // The announcement follows the render that removed the row.
    await waitFor(() => expect(announced()).toContain('The job alert developer was deleted.'));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Delete job alert: nurse' }),
      ),
    );
    expect(rowOf('nurse')).toBeTruthy();
  });

  it('moves the focus to the heading when the last one goes, and says none are left', async () => {
    await openTab(fakeJobAlertsApi([NURSE]));
    (await screen.findByRole('button', { name: 'Delete job alert: nurse' })).focus();
    await confirmDelete('nurse');
    await screen.findByText(/You have no job alerts yet\./);
    await waitFor(() => expect(document.activeElement).toBe(tabHeading()));
  });

  it('says when there are none, with a link to the job list', async () => {
    await openTab(fakeJobAlertsApi([]));
    await screen.findByText(/You have no job alerts yet\./);
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
      '/job-list',
    );
  });

  it('shows the generic error, with Try again, when the alerts cannot be read', async () => {
    await openTab(() => ({ status: 500, body: { message: 'Server error' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });

  it('shows the editor an example alert that changes on screen only', async () => {
    const { sent } = await openTab(fakeJobAlertsApi([]), { signedIn: undefined, editor: true });
    const toggle = screen.getByRole('checkbox', { name: 'Active: Developer' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(
        (screen.getByRole('checkbox', { name: 'Active: Developer' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
    await confirmDelete('Developer');
    await screen.findByText(/You have no job alerts yet\./);
    expect(sent).toEqual([]);
  });
});

describe('the cached list of job alerts', () => {
  it('shows the state saved since when the tab opens again, without reading it again', async () => {
    const api = fakeJobAlertsApi([DEVELOPER]);
    const { showUrl, sent } = await openTab(api);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Active: developer' }));
    await waitFor(() => expect(announced()).toContain('is off'));
    showUrl('/my-account?tab=dashboard');
    showUrl('/my-account?tab=job-alerts');
    expect(
      (screen.getByRole('checkbox', { name: 'Active: developer' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(
      sent.filter((request) => request.method === 'GET' && request.path.endsWith('/job-alerts')),
    ).toHaveLength(1);
  });
});
