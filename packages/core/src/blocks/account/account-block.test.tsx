import type { Favourite, User } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildJob, buildOrganisation, buildUser } from '../../../../schema/src/entities/fixtures';
import {
  ACCOUNT_PAGES,
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as accountBlock from './account-block';

afterEach(cleanup);

const KIM = buildUser();
const candidate = (user: Partial<User> = {}) => ({
  role: 'candidate' as const,
  user: { ...KIM, ...user },
});
const employer = { role: 'employer' as const, user: buildUser({ isCandidate: false }) };

const renderAccount = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('account', accountBlock, {
    signedIn: candidate(),
    url: '/my-account',
    ...options,
  });

const tabLinks = () =>
  within(screen.getByRole('navigation', { name: 'Account sections' })).getAllByRole('link');
const tabNames = () => tabLinks().map((link) => link.textContent);
const currentTab = () => tabLinks().find((link) => link.getAttribute('aria-current') === 'page');
const tabHeading = () => screen.getAllByRole('heading', { level: 2 })[1];

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return field.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(ids[ids.length - 1] ?? '')?.textContent
    : undefined;
};

describe('account tabs', () => {
  it.each<[string, RenderAccountBlockOptions, string[]]>([
    [
      'a candidate: dashboard, profile, favourites, job alerts, resume and contact requests',
      {},
      [
        'Dashboard',
        'Edit profile',
        'Favorites',
        'Job alerts',
        'Resume',
        'Applications',
        'Contact requests',
      ],
    ],
    [
      'an employer: dashboard, profile, jobs and web shop',
      { signedIn: employer },
      [
        'Dashboard',
        'Edit profile',
        'Jobs',
        'Applicants',
        'Tokens',
        'Online store',
        'Contacted candidates',
        'Organizations',
        'Company',
      ],
    ],
    [
      'a candidate without the tabs the admin hid',
      {
        settings: {
          hiddenCandidateTabs: [
            'dashboard',
            'favorites',
            'job-alerts',
            'resume',
            'job-applications',
            'contact-requests',
          ],
        },
      },
      ['Edit profile'],
    ],
    [
      'an employer without the dashboard and web shop the admin hid, never the jobs',
      {
        signedIn: employer,
        settings: {
          hiddenEmployerTabs: [
            'dashboard',
            'job-applicants',
            'tokens',
            'web-shop',
            'contacted-candidates',
            'organisations',
            'client',
          ],
        },
      },
      ['Edit profile', 'Jobs'],
    ],
    [
      'a candidate the employer settings leave alone',
      { settings: { hiddenEmployerTabs: ['dashboard'] } },
      [
        'Dashboard',
        'Edit profile',
        'Favorites',
        'Job alerts',
        'Resume',
        'Applications',
        'Contact requests',
      ],
    ],
    [
      'no favourites when the site turned them off',
      { site: { enableFavourites: false } },
      ['Dashboard', 'Edit profile', 'Job alerts', 'Resume', 'Applications', 'Contact requests'],
    ],
  ])('shows %s', async (_name, options, tabs) => {
    await renderAccount(options);
    expect(tabNames()).toEqual(tabs);
  });

  it('links each tab to this page with its tab query, keeping the layout query', async () => {
    await renderAccount({ url: '/my-account?layout=editor' });
    expect(tabLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/my-account?layout=editor&tab=dashboard',
      '/my-account?layout=editor&tab=edit-profile',
      '/my-account?layout=editor&tab=favorites',
      '/my-account?layout=editor&tab=job-alerts',
      '/my-account?layout=editor&tab=resume',
      '/my-account?layout=editor&tab=job-applications',
      '/my-account?layout=editor&tab=contact-requests',
    ]);
  });

  it('leaves a tab’s own query (a list’s page, an open form) off the other tabs’ links', async () => {
    await renderAccount({ url: '/my-account?host=acme.example&tab=resume&job=new&page=2' });
    expect(tabLinks()[0]?.getAttribute('href')).toBe('/my-account?host=acme.example&tab=dashboard');
  });

  it.each([
    ['/my-account', 'Dashboard'],
    ['/my-account?tab=edit-profile', 'Edit profile'],
    ['/my-account?tab=favorites', 'Favorites'],
    ['/my-account?tab=job-alerts', 'Job alerts'],
    ['/my-account?tab=resume', 'Resume'],
    ['/my-account?tab=contact-requests', 'Contact requests'],
    ['/my-account?tab=job-applications', 'Applications'],
    // Not built: the first tab.
    ['/my-account?tab=organisations', 'Dashboard'],
  ])('on %s shows the %s tab as current', async (url, tab) => {
    await renderAccount({ url, api: () => ({ body: { data: [] } }) });
    expect(currentTab()?.textContent).toBe(tab);
    expect(tabLinks().filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(tabHeading()?.textContent).toBe(tab);
  });

  it('opens on the profile when the tab the query names is hidden', async () => {
    await renderAccount({
      url: '/my-account?tab=favorites',
      settings: { hiddenCandidateTabs: ['dashboard', 'favorites'] },
    });
    expect(currentTab()?.textContent).toBe('Edit profile');
  });

  it('moves the focus to the heading of a new tab, not on the first render', async () => {
    const { showUrl } = await renderAccount();
    expect(document.activeElement).toBe(document.body);
    showUrl('/my-account?tab=edit-profile');
    await waitFor(() => expect(document.activeElement).toBe(tabHeading()));
    expect(document.activeElement?.textContent).toBe('Edit profile');
  });
});

describe('account header', () => {
  it('greets the user by given name and names the email', async () => {
    await renderAccount();
    expect(screen.getByRole('region', { name: 'Hello, Kim' })).toBeTruthy();
    expect(screen.getByText('Logged in as kim@example.com')).toBeTruthy();
  });

  it('logs out to the home page', async () => {
    const { session } = await renderAccount();
    press('Log out');
    expect(session.logout).toHaveBeenCalledWith('/');
  });

  it('logs out to the home page of the locale', async () => {
    const { session } = await renderAccount({ locale: 'nl' });
    press('Log out');
    expect(session.logout).toHaveBeenCalledWith('/nl');
  });

  it('logs out to the board root when the site has no home page', async () => {
    const { session } = await renderAccount({
      locale: 'nl',
      pages: ACCOUNT_PAGES.filter((page) => page.key !== 'p-home'),
    });
    press('Log out');
    expect(session.logout).toHaveBeenCalledWith('/');
  });
});

describe('dashboard', () => {
  it('links to the other tabs with a line each, counting the saved favourites', async () => {
    await renderAccount({
      signedIn: candidate({
        favourite_jobs: [
          { job_uuid: 'a', uuid: 'f1' },
          { job_uuid: 'b', uuid: 'f2' },
        ],
      }),
    });
    const panel = tabHeading()?.parentElement as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Edit profile',
      'Favorites',
      'Job alerts',
      'Resume',
      'Applications',
      'Contact requests',
    ]);
    expect(links[1]?.getAttribute('href')).toBe('/my-account?tab=favorites');
    expect(links[2]?.getAttribute('href')).toBe('/my-account?tab=job-alerts');
    expect(within(panel).getByText('You saved 2 jobs and 1 organization.')).toBeTruthy();
    expect(within(panel).getByText('Get new jobs for your searches by email.')).toBeTruthy();
  });

  it('shows an employer the profile, the jobs and the web shop', async () => {
    await renderAccount({ signedIn: employer });
    const panel = tabHeading()?.parentElement as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Edit profile',
      'Jobs',
      'Applicants',
      'Tokens',
      'Online store',
      'Contacted candidates',
      'Organizations',
      'Company',
    ]);
    expect(within(panel).getByText('Buy job postings for your open positions.')).toBeTruthy();
    expect(within(panel).getByText('Write, publish, pause and delete your jobs.')).toBeTruthy();
    expect(within(panel).queryByText(/You saved/)).toBeNull();
  });

  it.each([
    [
      'a candidate',
      candidate({ verified: false, email: 'kim@example.com' }),
      'Employers cannot find your resume until you confirm your email address kim@example.com with the link we sent to it.',
    ],
    [
      'an employer',
      { ...employer, user: { ...employer.user, verified: false, email: 'hr@acme.example' } },
      'Confirm your email address hr@acme.example with the link we sent to it.',
    ],
  ])('asks %s with an unconfirmed address to confirm it, first', async (_name, signedIn, text) => {
    await renderAccount({ signedIn });
    const panel = tabHeading()?.parentElement as HTMLElement;
    expect(panel.querySelector('p')?.textContent).toBe(text);
  });

  it('says nothing of it once the address is confirmed, or when the API does not tell', async () => {
    await renderAccount({ signedIn: candidate({ verified: true }) });
    expect(screen.queryByText(/confirm your email address/)).toBeNull();
    cleanup();
    await renderAccount({ signedIn: employer });
    expect(screen.queryByText(/confirm your email address/i)).toBeNull();
  });
});

describe('profile form', () => {
  const openProfile = (options: RenderAccountBlockOptions = {}) =>
    renderAccount({ url: '/my-account?tab=edit-profile', ...options });

  it('is filled in from the user', async () => {
    await openProfile();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value('First name'), value('Last name'), value('Email')]).toEqual([
      'Kim',
      'de Vries',
      'kim@example.com',
    ]);
  });

  it('names the missing and invalid fields, focuses the first and sends nothing', async () => {
    const { sent } = await openProfile();
    type('First name', ' ');
    type('Email', 'kim');
    press('Save changes');
    expect(errorOf('First name')).toBe('First name is required.');
    expect(errorOf('Email')).toBe('Enter a valid email address, such as name@example.com.');
    expect(errorOf('Last name')).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First name')));
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([]);
  });

  it.each([
    ['candidate', candidate()],
    ['employer', employer],
  ] as const)('saves the %s profile, reloads the user and says so', async (role, signedIn) => {
    const { sent, session } = await openProfile({ signedIn, api: () => ({ body: {} }) });
    type('First name', ' Robin ');
    press('Save changes');
    await waitFor(() =>
      expect(screen.getByText('Your details have been saved.').getAttribute('role')).toBe('status'),
    );
    // The profile tab's address book reads the candidate's addresses too.
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([
      {
        method: 'PUT',
        path: `/api/${role}/v1/profile`,
        body: { given_name: 'Robin', family_name: 'de Vries', email: 'kim@example.com' },
      },
    ]);
    expect(session.reloadUser).toHaveBeenCalledTimes(1);
    type('Last name', 'Jansen');
    expect(screen.queryByText('Your details have been saved.')).toBeNull();
  });

  it('shows the API error on its field and keeps the user', async () => {
    const { session } = await openProfile({
      api: () => ({
        status: 422,
        body: { message: 'Invalid', errors: { email: ['validation.client_user_email'] } },
      }),
    });
    type('Email', 'taken@example.com');
    press('Save changes');
    await waitFor(() =>
      expect(errorOf('Email')).toBe('An account with this email already exists.'),
    );
    expect(session.reloadUser).not.toHaveBeenCalled();
    expect(screen.queryByText('Your details have been saved.')).toBeNull();
  });

  it('checks but sends nothing in the editor', async () => {
    const { sent } = await openProfile({ editor: true });
    press('Save changes');
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('Forms are not sent in the editor.');
    // Nor does the address book read or change anything there: it is left out.
    expect(sent).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Addresses' })).toBeNull();
  });
});

describe('password form', () => {
  const openPassword = (api?: FakeApi) =>
    renderAccount({ url: '/my-account?tab=edit-profile', ...(api ? { api } : {}) });
  const fill = (current: string, next: string, repeat: string) => {
    type('Current password', current);
    type('New password', next);
    type('Repeat new password', repeat);
  };

  it.each<[string, string, string, (string | undefined)[]]>([
    [
      '',
      '',
      '',
      [
        'Current password is required.',
        'New password is required.',
        'Repeat new password is required.',
      ],
    ],
    [
      'old secret',
      'short',
      'short',
      [undefined, 'The password must be at least 8 characters long.', undefined],
    ],
    [
      'old secret',
      'new secret',
      'new secrets',
      [undefined, undefined, 'The password confirmation does not match.'],
    ],
  ])('refuses %j, %j, %j', async (current, next, repeat, errors) => {
    const { sent } = await openPassword();
    fill(current, next, repeat);
    press('Save password');
    expect([
      errorOf('Current password'),
      errorOf('New password'),
      errorOf('Repeat new password'),
    ]).toEqual(errors);
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([]);
  });

  it('tells the new password its minimum length', async () => {
    await openPassword();
    const field = screen.getByLabelText('New password');
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters.');
  });

  it('shows a wrong current password on its field', async () => {
    await openPassword(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { current_password: ['The current password is incorrect.'] },
      },
    }));
    fill('wrong secret', 'new secret', 'new secret');
    press('Save password');
    await waitFor(() =>
      expect(errorOf('Current password')).toBe('The current password is incorrect.'),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Current password')),
    );
    expect(screen.queryByText('Your password has been changed.')).toBeNull();
  });

  it('shows the API text when no field fits', async () => {
    await openPassword(() => ({ status: 400, body: { message: 'Too many attempts.' } }));
    fill('old secret', 'new secret', 'new secret');
    press('Save password');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Too many attempts.',
      ),
    );
  });

  it('changes the password, says so and empties the fields', async () => {
    const { sent } = await openPassword(() => ({ body: {} }));
    fill('old secret', 'new secret', 'new secret');
    press('Save password');
    await screen.findByText('Your password has been changed.');
    // The profile tab's address book reads the candidate's addresses too.
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([
      {
        method: 'PUT',
        path: '/api/candidate/v1/profile/password',
        body: {
          current_password: 'old secret',
          password: 'new secret',
          password_confirmation: 'new secret',
        },
      },
    ]);
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });
});

describe('favourites', () => {
  const job = (id: number, title: string, slug: string): Favourite => ({
    id,
    job_id: id * 10,
    job: buildJob({ id: id * 10, uuid: `job-${id}`, title, slug }),
  });
  const SAVED: Favourite[] = [
    job(1, 'Nurse', 'nurse-utrecht'),
    job(2, 'Baker', 'baker-delft'),
    {
      id: 3,
      organisation_id: 4,
      organisation: buildOrganisation({ id: 4, slug: 'acme', name: 'Acme' }),
    },
  ];
  const favouritesApi =
    (favourites: Favourite[], remove: FakeApi = () => ({ body: {} })): FakeApi =>
    (request) =>
      request.method === 'GET' ? { body: { data: favourites } } : remove(request);
  const openFavourites = (api: FakeApi) => renderAccount({ url: '/my-account?tab=favorites', api });

  it('lists the saved jobs and organisations, linked to their pages', async () => {
    const { sent } = await openFavourites(favouritesApi(SAVED));
    await screen.findByRole('link', { name: 'Nurse' });
    expect(sent[0]).toMatchObject({ method: 'GET', path: '/api/candidate/v1/favourites' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect([href('Nurse'), href('Baker'), href('Acme')]).toEqual([
      '/jobs/nurse-utrecht',
      '/jobs/baker-delft',
      '/company/acme',
    ]);
    expect(screen.getByRole('heading', { name: 'Jobs', level: 3 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Organizations', level: 3 })).toBeTruthy();
  });

  it('removes a favourite, announces it and moves the focus to the next one', async () => {
    const { sent, session, emit } = await openFavourites(favouritesApi(SAVED));
    const button = await screen.findByRole('button', { name: 'Remove from favorites: Nurse' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Nurse' })).toBeNull());
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/candidate/v1/favourites/1' });
    const announced = await screen.findByText('Nurse was removed from your favorites.');
    expect(announced.getAttribute('role')).toBe('status');
    expect(screen.getByRole('link', { name: 'Baker' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Remove from favorites: Baker' }),
      ),
    );
    expect(session.reloadUser).toHaveBeenCalled();
    expect(emit).toHaveBeenCalledWith('favourites', { action: 'remove', jobUuid: 'job-1' });
  });

  it('moves the focus to the heading when the last one goes, and says none are left', async () => {
    await openFavourites(favouritesApi([job(1, 'Nurse', 'nurse-utrecht')]));
    const button = await screen.findByRole('button', { name: 'Remove from favorites: Nurse' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('You have not saved any jobs or organizations yet.');
    await waitFor(() => expect(document.activeElement).toBe(tabHeading()));
  });

  it('keeps a favourite the API would not remove and says the action failed', async () => {
    await openFavourites(favouritesApi(SAVED, () => ({ status: 500, body: {} })));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favorites: Acme' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some error happened. Could not perform action',
      ),
    );
    expect(screen.getByRole('link', { name: 'Acme' })).toBeTruthy();
  });

  it('gives the API’s reason under the failure text when it refuses a removal (spec §8)', async () => {
    await openFavourites(
      favouritesApi(SAVED, () => ({
        status: 400,
        body: { message: 'This site does not offer favourites.' },
      })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favorites: Acme' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        // The API's text, from the catalog (American spelling on an en-US board).
        'Some error happened. Could not perform action\nThis site does not offer favorites.',
      ),
    );
  });

  it('says when nothing is saved', async () => {
    await openFavourites(favouritesApi([]));
    expect(
      await screen.findByText('You have not saved any jobs or organizations yet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Jobs' })).toBeNull();
  });

  it('shows the generic error, with Try again, when the favourites cannot be read', async () => {
    await openFavourites(() => ({ status: 500, body: { message: 'Server error' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });
});

describe('without a logged-in user', () => {
  it('shows nothing to a guest visitor', async () => {
    const { container, sent } = await renderAccount({ signedIn: undefined });
    expect(container.innerHTML).toBe('');
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([]);
  });

  it('shows the editor an example account that sends nothing', async () => {
    const { sent, session } = await renderAccount({
      signedIn: undefined,
      editor: true,
      url: '/my-account?tab=favorites',
    });
    expect(screen.getByRole('note').textContent).toContain('Example data');
    expect(screen.getByRole('region', { name: 'Hello, Alex' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Example job 1' }).getAttribute('href')).toBe(
      '/jobs/example-job-1',
    );
    press('Log out');
    fireEvent.click(screen.getByRole('button', { name: 'Remove from favorites: Example job 1' }));
    await screen.findByText('You have not saved any jobs or organizations yet.');
    expect(session.logout).not.toHaveBeenCalled();
    expect(sent.filter((request) => !request.path.endsWith('/user/addresses'))).toEqual([]);
  });
});
