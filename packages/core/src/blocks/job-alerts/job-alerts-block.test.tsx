import type { JobAlert } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJobAlert, buildUser } from '../../../../schema/src/entities/fixtures';
import { floatingCombobox } from '../search-job/search-combobox';
import type { RenderAccountBlockOptions } from '../shared/account-form/testing/render-account-block';
import { fakeJobAlertsApi } from '../shared/job-alerts/testing/fake-job-alerts-api';
import { renderJobAlertsBlock } from './testing/render-job-alerts-block';

afterEach(cleanup);

const candidate = { role: 'candidate' as const, user: buildUser() };
const employer = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };
const SEARCH =
  '/job-alert?search=developer&location_name=Amsterdam&lat=52.37&lon=4.9&range=10&in[segment_ids]=11,12';
const SAVED: JobAlert = buildJobAlert({
  id: 4,
  search: 'nurse',
  frequency: 'weekly',
  city: 'Utrecht',
  lat: 52.09,
  lon: 5.12,
  range: 50,
  segments: [12],
  active: false,
});

const render = (options: RenderAccountBlockOptions = {}) =>
  renderJobAlertsBlock({ signedIn: candidate, ...options });

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText(label) as unknown as T;
/** Picks an option as a visitor does: `change` events, which Preact's select listens to. */
const choose = (label: string, value: string) =>
  act(() => {
    const select = field<HTMLSelectElement>(label);
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent);
const errorOf = (label: string) => {
  const element = screen.getByLabelText(label);
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return element.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(ids[ids.length - 1] ?? '')?.textContent
    : undefined;
};
const categoryNames = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

describe('a new job alert from the search', () => {
  it('shows the title and the search of the URL in the form', async () => {
    await render({ url: SEARCH, settings: { title: 'Your job alert' } });
    expect(screen.getByRole('region', { name: 'Your job alert' })).toBeTruthy();
    expect(field('Keyword').value).toBe('developer');
    const place = screen.getByRole('group', { name: 'Place' });
    expect(within(place).getByText('Amsterdam')).toBeTruthy();
    const radius = field<HTMLSelectElement>('Distance in km');
    expect(radius.value).toBe('10');
    expect([...radius.options].map((option) => option.textContent)).toEqual([
      '5 km',
      '10 km',
      '15 km',
      '25 km',
      '50 km',
      '75 km',
      '100 km',
    ]);
    expect(categoryNames()).toEqual(['Bachelor', 'ICT']);
    const frequency = field<HTMLSelectElement>('How often');
    expect(frequency.value).toBe('daily');
    expect([...frequency.options].map((option) => option.textContent)).toEqual([
      'Immediately',
      'Daily',
      'Weekly',
      'Monthly',
    ]);
    expect(field('Active').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Create job alert' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete job alert' })).toBeNull();
  });

  it('uses the site distance unit and keeps a radius the choices lack', async () => {
    await render({
      url: '/job-alert?location_name=Leeds&range=30',
      config: {
        settings: {
          app_image: null,
          app_credit_price: 0,
          app_use_imperial_system: true,
          app_currency: 'GBP',
          job_search_anonymous: false,
        },
      },
    });
    const radius = field<HTMLSelectElement>('Distance in mi');
    expect(radius.value).toBe('30');
    expect(radius.selectedOptions[0]?.textContent).toBe('30 mi');
  });

  it('offers a place search and the categories without them', async () => {
    await render({ url: '/job-alert?search=chef&in[segment_ids]=99' });
    const place = within(screen.getByRole('group', { name: 'Place' })).getByLabelText(
      'Search for a place',
    );
    const hint = document.getElementById(place.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Choose a place from the list, or leave it empty for jobs anywhere.',
    );
    expect(screen.queryByLabelText(/^Distance/)).toBeNull();
    expect(screen.getByText('All categories')).toBeTruthy();
    // The job categories by group, in the configuration's order; not the candidate-only group.
    const add = field<HTMLSelectElement>('Add a category');
    expect(
      [...add.querySelectorAll('optgroup')].map((group) => [
        group.label,
        [...group.querySelectorAll('option')].map((option) => option.textContent),
      ]),
    ).toEqual([
      ['Education', ['Bachelor', 'Master']],
      ['Industry', ['ICT']],
    ]);
  });

  it('refuses a place typed but not chosen from the list, on the place search', async () => {
    const { sent } = await render({ url: '/job-alert?search=chef', api: fakeJobAlertsApi([]) });
    fireEvent.change(field('Search for a place'), { target: { value: 'Amsterdm' } });
    press('Create job alert');
    const input = field('Search for a place');
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Search for a place')).toBe(
      'Choose the place from the list, or empty the field for jobs anywhere.',
    );
    expect(sent.some((request) => request.method === 'POST')).toBe(false);
  });

  it('says which category was added or removed, as the focus stays where it was', async () => {
    await render({ url: '/job-alert?in[segment_ids]=11,12' });
    const categories = screen.getByRole('group', { name: 'Categories' });
    const status = within(categories).getByRole('status');
    expect(status.textContent).toBe('');
    choose('Add a category', '13');
    press('Add');
    expect(status.textContent).toBe('Category added: Master');
    press('Remove category: ICT');
    expect(status.textContent).toBe('Category removed: ICT');
  });

  it('gives the focus to the last category added, once none is left to add', async () => {
    await render({ url: '/job-alert?in[segment_ids]=11,12' });
    choose('Add a category', '13');
    press('Add');
    expect(categoryNames()).toEqual(['Bachelor', 'ICT', 'Master']);
    expect(screen.queryByLabelText('Add a category')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove category: Master' }),
      ),
    );
  });

  it('finds a place and adds categories for an alert the search had none of', async () => {
    await floatingCombobox.load();
    const api = fakeJobAlertsApi([]);
    const { sent } = await render({
      url: '/job-alert?search=chef',
      api: (request) =>
        request.path.endsWith('/search')
          ? {
              body: {
                data: [
                  { name: 'Utrecht', region: 'Utrecht', country_code: 'NL', lat: 52.09, lon: 5.12 },
                ],
              },
            }
          : api(request),
    });
    fireEvent.change(field('Search for a place'), { target: { value: 'Utr' } });
    const option = await screen.findByRole('option', { name: 'Utrecht, Utrecht, NL' });
    fireEvent.click(option);
    await waitFor(() => expect(document.activeElement).toBe(field('Distance in km')));
    expect(within(screen.getByRole('group', { name: 'Place' })).getByText('Utrecht')).toBeTruthy();
    expect(sent.find((request) => request.path.endsWith('/search'))?.query).toMatchObject({
      location: 'Utr',
    });

    // Choosing adds nothing yet (arrow keys change a closed select in some browsers).
    choose('Add a category', '12');
    expect(categoryNames()).toEqual([]);
    press('Add');
    expect(categoryNames()).toEqual(['ICT']);
    choose('Add a category', '11');
    press('Add');
    expect(categoryNames()).toEqual(['ICT', 'Bachelor']);
    // What is chosen is no longer offered; the select stays for another.
    expect(
      [...field<HTMLSelectElement>('Add a category').options].map((option) => option.textContent),
    ).toEqual(['Choose a category', 'Master']);

    press('Create job alert');
    await screen.findByText(/Your job alert has been created\./);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      search: 'chef',
      frequency: 'daily',
      city: 'Utrecht',
      lat: 52.09,
      lon: 5.12,
      range: 25,
      segments: [12, 11],
      active: true,
    });
  });

  it('creates the alert, sends job_alert_create and links to the account tab', async () => {
    const api = fakeJobAlertsApi([]);
    const { sent, emit } = await render({ url: SEARCH, api });
    press('Create job alert');
    const status = await screen.findByText(/Your job alert has been created\./);
    expect(status.getAttribute('role')).toBe('status');
    expect(within(status).getByRole('link', { name: 'See all your job alerts' })).toBeTruthy();
    expect(
      within(status).getByRole('link', { name: 'See all your job alerts' }).getAttribute('href'),
    ).toBe('/my-account?tab=job-alerts');
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/candidate/v1/job-alerts',
        body: {
          search: 'developer',
          frequency: 'daily',
          city: 'Amsterdam',
          lat: 52.37,
          lon: 4.9,
          range: 10,
          segments: [11, 12],
          active: true,
        },
      },
    ]);
    expect(emit).toHaveBeenCalledWith('job_alert_create', {
      search: 'developer',
      frequency: 'daily',
    });
  });

  it('updates the saved alert on the next save instead of adding another', async () => {
    const api = fakeJobAlertsApi([]);
    const { sent, emit } = await render({ url: SEARCH, api });
    press('Create job alert');
    await screen.findByText(/Your job alert has been created\./);
    choose('How often', 'monthly');
    expect(screen.queryByText(/Your job alert has been created\./)).toBeNull();
    press('Save job alert');
    await screen.findByText(/Your job alert has been saved\./);
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/api/candidate/v1/job-alerts/1',
      body: { frequency: 'monthly' },
    });
    expect(api.alerts).toHaveLength(1);
    expect(emit.mock.calls.filter(([event]) => event === 'job_alert_create')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete job alert' })).toBeTruthy();
  });

  it('moves to the created alert address in place of the search, so Back or a reload cannot create it again', async () => {
    const api = fakeJobAlertsApi([]);
    const { sent, navigate, showUrl } = await render({ url: SEARCH, api });
    press('Create job alert');
    await screen.findByText(/Your job alert has been created\./);
    expect(navigate).toHaveBeenCalledWith('/job-alert?alert=1', { replace: true });
    // The board shows the new address: the same form goes on, message and all.
    showUrl('/job-alert?alert=1');
    expect(screen.getByText(/Your job alert has been created\./)).toBeTruthy();
    choose('How often', 'weekly');
    press('Save job alert');
    await screen.findByText(/Your job alert has been saved\./);
    expect(sent.map((request) => request.method)).toEqual(['POST', 'PUT']);
    expect(api.alerts).toHaveLength(1);
  });

  it('sends what the candidate changed: no place, fewer categories, weekly, inactive', async () => {
    const { sent } = await render({ url: SEARCH, api: fakeJobAlertsApi([]) });
    fireEvent.change(field('Keyword'), { target: { value: '  senior developer ' } });
    press('Remove place: Amsterdam');
    // The focus goes to the place search that appears instead.
    await waitFor(() => expect(document.activeElement).toBe(field('Search for a place')));
    press('Remove category: Bachelor');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove category: ICT' }),
      ),
    );
    press('Remove category: ICT');
    await waitFor(() => expect(document.activeElement).toBe(field('Add a category')));
    choose('How often', 'weekly');
    fireEvent.click(field('Active'));
    press('Create job alert');
    await screen.findByText(/Your job alert has been created\./);
    expect(sent[0]?.body).toEqual({
      search: 'senior developer',
      frequency: 'weekly',
      city: null,
      lat: null,
      lon: null,
      range: null,
      segments: [],
      active: false,
    });
  });
});

describe('job alert form errors', () => {
  it('refuses a keyword that is too long, focuses it and sends nothing', async () => {
    // Typed: a search's keyword from the address is cut to what a job search takes (200).
    const { sent } = await render({ url: SEARCH });
    fireEvent.change(field('Keyword'), { target: { value: 'x'.repeat(201) } });
    press('Create job alert');
    expect(errorOf('Keyword')).toBe('The keyword can have at most 200 characters.');
    await waitFor(() => expect(document.activeElement).toBe(field('Keyword')));
    expect(sent).toEqual([]);
  });

  it('shows the API error on the categories and moves the focus there', async () => {
    const text = 'These segments are not on this job board: 12.';
    await render({
      url: SEARCH,
      api: () => ({ status: 400, body: { message: text, errors: { segments: [text] } } }),
    });
    press('Create job alert');
    const group = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(document.activeElement).toBe(group));
    const described = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(text);
    expect(screen.queryByText(/has been created/)).toBeNull();
  });

  it('shows the API text for a 26th alert', async () => {
    const text = 'You can keep at most 25 job alerts. Remove one to add another.';
    const { emit } = await render({
      url: SEARCH,
      api: () => ({ status: 400, body: { message: text, errors: { alert: [text] } } }),
    });
    press('Create job alert');
    await waitFor(() => expect(alerts()).toContain(text));
    expect(emit).not.toHaveBeenCalledWith('job_alert_create', expect.anything());
  });

  it('shows the generic failure when the server fails', async () => {
    await render({ url: SEARCH, api: () => ({ status: 500, body: {} }) });
    press('Create job alert');
    await waitFor(() =>
      expect(alerts()).toContain('Some error happened. Could not perform action'),
    );
  });
});

describe('editing the alert a link names', () => {
  it('loads the alert into the form and saves it with a PUT', async () => {
    const api = fakeJobAlertsApi([SAVED]);
    const { sent } = await render({ url: '/job-alert?alert=4', api });
    await screen.findByRole('button', { name: 'Save job alert' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/candidate/v1/job-alerts/4' });
    expect(field('Keyword').value).toBe('nurse');
    expect(within(screen.getByRole('group', { name: 'Place' })).getByText('Utrecht')).toBeTruthy();
    expect(field<HTMLSelectElement>('Distance in km').value).toBe('50');
    expect(categoryNames()).toEqual(['ICT']);
    expect(field<HTMLSelectElement>('How often').value).toBe('weekly');
    expect(field('Active').checked).toBe(false);
    fireEvent.click(field('Active'));
    choose('Distance in km', '25');
    press('Save job alert');
    await screen.findByText(/Your job alert has been saved\./);
    expect(sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/candidate/v1/job-alerts/4',
      body: {
        search: 'nurse',
        frequency: 'weekly',
        city: 'Utrecht',
        lat: 52.09,
        lon: 5.12,
        range: 25,
        segments: [12],
        active: true,
      },
    });
  });

  it('asks before deleting, and Cancel or Escape keeps the alert', async () => {
    const { sent } = await render({ url: '/job-alert?alert=4', api: fakeJobAlertsApi([SAVED]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete job alert' }));
    const question = screen.getByRole('group', {
      name: 'Delete this job alert? You will get no more emails for it.',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete job alert' })),
    );
    press('Delete job alert');
    press('Cancel');
    expect(screen.queryByRole('group', { name: /Delete this job alert/ })).toBeNull();
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('deletes the alert after the confirmation and says so', async () => {
    const api = fakeJobAlertsApi([SAVED]);
    const { sent } = await render({ url: '/job-alert?alert=4', api });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete job alert' }));
    press('Yes, delete');
    const text = await screen.findByText('Your job alert has been deleted.');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/candidate/v1/job-alerts/4' });
    expect(api.alerts).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save job alert' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
      '/job-list',
    );
  });

  it('keeps the alert and says so when the delete fails', async () => {
    await render({
      url: '/job-alert?alert=4',
      api: fakeJobAlertsApi([SAVED], (request) =>
        request.method === 'DELETE' ? { status: 500, body: {} } : undefined,
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete job alert' }));
    press('Yes, delete');
    await waitFor(() =>
      expect(alerts()).toContain('Some error happened. Could not perform action'),
    );
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save job alert' })).toBeTruthy();
  });

  it('says when the alert no longer exists, with a link to the job list', async () => {
    await render({ url: '/job-alert?alert=99', api: fakeJobAlertsApi([SAVED]) });
    expect(await screen.findByText('This job alert no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search jobs' }).getAttribute('href')).toBe(
      '/job-list',
    );
    expect(screen.queryByRole('button', { name: 'Save job alert' })).toBeNull();
  });

  it('shows the generic failure when the alert cannot be read', async () => {
    await render({ url: '/job-alert?alert=4', api: () => ({ status: 500, body: {} }) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
  });
});

describe('job alerts for others than a candidate', () => {
  it('tells an employer that job alerts are for candidates', async () => {
    const { sent } = await render({ signedIn: employer });
    expect(
      screen.getByText(
        'Job alerts are for candidates. Log in with a candidate account to create one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows nothing to a guest visitor', async () => {
    const { container } = await render({ signedIn: undefined });
    expect(container.innerHTML).toBe('');
  });

  it('shows the editor an example alert that sends nothing', async () => {
    const { sent } = await render({ signedIn: undefined, editor: true });
    expect(screen.getByRole('note').textContent).toContain('Example data');
    expect(field('Keyword').value).toBe('Developer');
    expect(
      within(screen.getByRole('group', { name: 'Place' })).getByText('Amsterdam'),
    ).toBeTruthy();
    expect(categoryNames()).toEqual(['Bachelor']);
    press('Create job alert');
    await waitFor(() =>
      expect(screen.getByText('Forms are not sent in the editor.').getAttribute('role')).toBe(
        'status',
      ),
    );
    expect(sent).toEqual([]);
  });
});
