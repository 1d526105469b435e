import type { ClientMembership, User } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../../../schema/src/entities/fixtures';
import {
  type FakeApi,
  renderAccountBlock,
  type SentRequest,
} from '../shared/account-form/testing/render-account-block';
import { JOB_ALERT_PAGES } from '../shared/job-alerts/testing/job-alert-fixtures';
import * as accountBlock from './account-block';
import { COMPANY_CHECK_INTERVAL_MS } from './use-followed-company';

// The company tab's companies (switch, add) and the current company's users (invite, remove).

afterEach(cleanup);

const E = '/api/employer/v1';

const employer = (current: 'client-1' | 'client-2', clients = COMPANIES): User =>
  buildUser({
    uuid: 'me',
    isCandidate: false,
    client: { uuid: current, organisations: [] },
    clients: clients.map((company) => ({ ...company, current: company.uuid === current })),
  });

const COMPANIES: ClientMembership[] = [
  { id: 1, uuid: 'client-1', name: 'Acme', current: true },
  { id: 2, uuid: 'client-2', name: 'Globex', current: false },
];

const USERS = [
  {
    id: 1,
    uuid: 'me',
    given_name: 'Kim',
    family_name: 'Owner',
    email: 'kim@acme.test',
    owner: true,
  },
  { id: 5, uuid: 'u-5', given_name: '', family_name: '', email: 'nina@acme.test', owner: false },
];

/**
 * The employer API with two companies and the one the employer works for kept as the server
 * keeps it; `answer` may answer a request before the defaults do.
 */
function companiesApi(
  answer: (request: SentRequest) => ReturnType<FakeApi> | undefined = () => undefined,
) {
  let current = 'client-1';
  const api: FakeApi = (request) => {
    const own = answer(request);
    if (own) return own;
    const name = current === 'client-1' ? 'Acme' : 'Globex';
    if (request.method === 'PUT' && request.path === `${E}/users/2/switch`) {
      current = 'client-2';
      return { body: { data: employer('client-2') } };
    }
    if (request.path === `${E}/client` && request.method === 'GET') {
      return { body: { data: { uuid: current, name, email: null, credits: 0 } } };
    }
    if (request.path === `${E}/client` && request.method === 'POST') {
      return { status: 201, body: { data: { uuid: 'client-3', name: 'Initech', credits: 0 } } };
    }
    if (request.path === `${E}/client/users` && request.method === 'GET') {
      return { body: { data: current === 'client-1' ? USERS : [USERS[0]] } };
    }
    if (request.path === `${E}/client/users` && request.method === 'POST') {
      const email = (request.body as { email: string }).email;
      return { status: 201, body: { data: { ...USERS[1], id: 9, email } } };
    }
    if (request.method === 'DELETE') return { body: { data: null } };
    return { body: { data: [] } };
  };
  return api;
}

async function openTab(api: FakeApi = companiesApi(), user: User = employer('client-1')) {
  return renderAccountBlock('account', accountBlock, {
    signedIn: { role: 'employer', user },
    url: '/my-account?tab=client',
    pages: JOB_ALERT_PAGES,
    api,
  });
}

const changes = (sent: SentRequest[]) =>
  sent
    .filter((request) => request.method !== 'GET')
    .map(({ method, path, body }) => [method, path, body]);

const companiesSection = async () =>
  (await screen.findByRole('heading', { name: 'Your companies' })).parentElement as HTMLElement;

describe('the company tab: companies', () => {
  it('lists the companies, the current one marked and a switch button for each other', async () => {
    await openTab();
    const section = await companiesSection();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'AcmeYou work for this company now',
      'GlobexSwitch to Globex',
    ]);
    expect(within(section).queryByRole('button', { name: 'Switch to Acme' })).toBeNull();
  });

  it("switches, reads the new company's data afresh and loads the user again", async () => {
    const view = await openTab();
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
    view.session.reloadUser.mockImplementation(async () =>
      view.showSession({ signedIn: { role: 'employer', user: employer('client-2') } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Globex' }));
    expect(await screen.findByText('You now work for Globex.')).toBeTruthy();
    expect(screen.getByText('You now work for Globex.').getAttribute('role')).toBe('status');
    // The pressed button went with the switch: the focus is on the list's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your companies' })),
    );
    expect(view.session.reloadUser).toHaveBeenCalledTimes(1);
    expect(changes(view.sent)).toEqual([['PUT', `${E}/users/2/switch`, null]]);
    // The details form and the users show Globex's, read again after the switch.
    expect(await screen.findByDisplayValue('Globex')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('nina@acme.test')).toBeNull());
    const reads = view.sent.filter((request) => request.path === `${E}/client`);
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Switch to Acme' })).toBeTruthy();
  });

  it('says so when the switch is refused, and stays', async () => {
    const view = await openTab(
      companiesApi((request) =>
        request.method === 'PUT' ? { status: 404, body: { message: 'User not found' } } : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Globex' }));
    const failure = await screen.findByText(/^Some error happened/);
    expect(failure.textContent).toBe(
      'Some error happened. Could not perform action\nUser not found',
    );
    expect(failure.getAttribute('role')).toBe('alert');
    expect(screen.getByDisplayValue('Acme')).toBeTruthy();
    expect(view.session.reloadUser).toHaveBeenCalled();
  });

  it('adds a company, checked first, and goes on to its switch button', async () => {
    const view = await openTab();
    const withInitech = employer('client-1', [
      ...COMPANIES,
      { id: 3, uuid: 'client-3', name: 'Initech', current: false },
    ]);
    view.session.reloadUser.mockImplementation(async () =>
      view.showSession({ signedIn: { role: 'employer', user: withInitech } }),
    );
    const section = await companiesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a company' }));
    // A form of its own, its name field apart from the company details' `Company name`.
    const form = within(section).getByRole('form', { name: 'Add a company' });
    const name = within(form).getByLabelText('Name of the new company');
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.click(within(section).getByRole('button', { name: 'Add company' }));
    expect(await within(section).findByText('Name of the new company is required.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(changes(view.sent)).toEqual([]);

    fireEvent.change(name, { target: { value: ' Initech ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add company' }));
    expect(
      await within(section).findByText('Initech has been added. Switch to it to manage it.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Switch to Initech' }),
      ),
    );
    expect(changes(view.sent)).toEqual([['POST', `${E}/client`, { name: 'Initech' }]]);
    expect(within(section).queryByLabelText('Name of the new company')).toBeNull();
  });

  it('cancels adding, back on the add button', async () => {
    await openTab();
    const section = await companiesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a company' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Add a company' }),
      ),
    );
  });

  it('shows one outcome at a time: a later change on the tab replaces the switch', async () => {
    const view = await openTab();
    view.session.reloadUser.mockImplementation(async () =>
      view.showSession({ signedIn: { role: 'employer', user: employer('client-2') } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Globex' }));
    expect(await screen.findByText('You now work for Globex.')).toBeTruthy();
    const users = (await screen.findByRole('heading', { name: 'Users of this company' }))
      .parentElement as HTMLElement;
    fireEvent.change(within(users).getByLabelText('Email'), {
      target: { value: 'new@globex.test' },
    });
    fireEvent.click(within(users).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'new@globex.test has been added to this company and has been sent a mail.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('You now work for Globex.')).toBeNull();

    // And the other way round: adding a company empties the users' outcome.
    const section = await companiesSection();
    fireEvent.click(within(section).getByRole('button', { name: 'Add a company' }));
    expect(screen.queryByText(/has been sent a mail/)).toBeNull();
  });

  it('shows only the companies to an employer who works for none', async () => {
    const user = buildUser({ isCandidate: false, client: null, clients: [] });
    const { sent } = await openTab(companiesApi(), user);
    expect(await screen.findByRole('button', { name: 'Add a company' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Balance' })).toBeNull();
    expect(sent.filter((request) => request.path.startsWith(`${E}/client`))).toEqual([]);
  });
});

describe('the company tab: users', () => {
  const usersSection = async () =>
    (await screen.findByRole('heading', { name: 'Users of this company' }))
      .parentElement as HTMLElement;

  it('lists the users with their marks, and no remove button for oneself', async () => {
    await openTab();
    const section = await usersSection();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kim Owner (Owner, you)kim@acme.test',
      'nina@acme.testRemove nina@acme.test',
    ]);
  });

  it('offers no remove button for the owner to an invited user', async () => {
    const invited = { ...USERS[1], uuid: 'me' };
    const owner = { ...USERS[0], uuid: 'u-1' };
    const lee = { ...USERS[1], id: 7, uuid: 'u-7', email: 'lee@acme.test' };
    await openTab(
      companiesApi((request) =>
        request.method === 'GET' && request.path === `${E}/client/users`
          ? { body: { data: [owner, invited, lee] } }
          : undefined,
      ),
    );
    const section = await usersSection();
    await within(section).findByRole('button', { name: 'Remove lee@acme.test' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Kim Owner (Owner)kim@acme.test',
      'nina@acme.test (you)',
      'lee@acme.testRemove lee@acme.test',
    ]);
    expect(within(section).queryByRole('button', { name: 'Remove Kim Owner' })).toBeNull();
  });

  it('leaves the question on Escape, back on the remove button', async () => {
    const { sent } = await openTab();
    const section = await usersSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Remove nina@acme.test' }));
    const cancel = within(section).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(cancel, { key: 'Escape' });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Remove nina@acme.test' }),
      ),
    );
    expect(within(section).queryByText('Remove nina@acme.test from this company?')).toBeNull();
    expect(changes(sent)).toEqual([]);
  });

  it('asks before removing, starting on Cancel, then removes and goes to the heading', async () => {
    const { sent } = await openTab();
    const section = await usersSection();
    const remove = await within(section).findByRole('button', { name: 'Remove nina@acme.test' });
    fireEvent.click(remove);
    const cancel = within(section).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    expect(
      document.getElementById(cancel.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Remove nina@acme.test from this company?');
    fireEvent.click(cancel);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Remove nina@acme.test' }),
      ),
    );
    expect(changes(sent)).toEqual([]);

    fireEvent.click(within(section).getByRole('button', { name: 'Remove nina@acme.test' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove nina@acme.test' }));
    expect(
      await within(section).findByText('nina@acme.test has been removed from this company.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('heading', { name: 'Users of this company' }),
      ),
    );
    expect(changes(sent)).toEqual([['DELETE', `${E}/client/users/5`, null]]);
  });

  it('says why a user was not removed, back on the remove button', async () => {
    await openTab(
      companiesApi((request) =>
        request.method === 'DELETE'
          ? { status: 404, body: { message: 'User not found' } }
          : undefined,
      ),
    );
    const section = await usersSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Remove nina@acme.test' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Remove nina@acme.test' }));
    const failure = await within(section).findByRole('alert');
    await waitFor(() =>
      expect(failure.textContent).toBe(
        'Some error happened. Could not perform action\nUser not found',
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(section).getByRole('button', { name: 'Remove nina@acme.test' }),
      ),
    );
  });

  it('invites by email, checked first, and says it was sent', async () => {
    const { sent } = await openTab();
    const section = await usersSection();
    const email = within(section).getByLabelText('Email');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText('Email is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    fireEvent.change(email, { target: { value: 'nina' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(section).findByText('Enter a valid email address, such as name@example.com.'),
    ).toBeTruthy();
    expect(changes(sent)).toEqual([]);

    fireEvent.change(email, { target: { value: ' new@acme.test ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    const done = await within(section).findByText(
      'new@acme.test has been added to this company and has been sent a mail.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect((email as HTMLInputElement).value).toBe('');
    expect(changes(sent)).toEqual([['POST', `${E}/client/users`, { email: 'new@acme.test' }]]);
  });

  it("shows the API's reason on the email field when it refuses the address", async () => {
    await openTab(
      companiesApi((request) =>
        request.method === 'POST' && request.path === `${E}/client/users`
          ? {
              status: 400,
              body: {
                message: 'This person is already a user of this company.',
                errors: { email: ['This person is already a user of this company.'] },
              },
            }
          : undefined,
      ),
    );
    const section = await usersSection();
    const email = within(section).getByLabelText('Email') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'nina@acme.test' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(section).getByText('This person is already a user of this company.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email));
    // Said once, on the field: the list's alert stays empty.
    expect(
      within(section)
        .getAllByRole('alert')
        .filter((alert) => alert.textContent?.includes('Could not perform action')),
    ).toEqual([]);
    expect(email.value).toBe('nina@acme.test');
  });

  it("shows the API's reason in the alert when it refuses without naming the field", async () => {
    await openTab(
      companiesApi((request) =>
        request.method === 'POST' && request.path === `${E}/client/users`
          ? { status: 400, body: { message: 'This company has too many users.' } }
          : undefined,
      ),
    );
    const section = await usersSection();
    fireEvent.change(within(section).getByLabelText('Email'), {
      target: { value: 'nina@acme.test' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(
        within(section)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toContain(
        'Some error happened. Could not perform action\nThis company has too many users.',
      ),
    );
  });
});

describe('the company the employer works for, followed while the account is open', () => {
  const comesBack = () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + COMPANY_CHECK_INTERVAL_MS + 1);
    fireEvent(window, new Event('focus'));
  };
  afterEach(() => vi.restoreAllMocks());

  it('reads the user again when the page comes back into view, at most every 30 s', async () => {
    const view = await openTab();
    await screen.findByDisplayValue('Acme');
    fireEvent(window, new Event('focus'));
    expect(view.session.reloadUser).not.toHaveBeenCalled();
    comesBack();
    expect(view.session.reloadUser).toHaveBeenCalledTimes(1);
  });

  it("says so when a colleague removed the employer, and reads the new company's data", async () => {
    let moved = false;
    const view = await openTab(
      companiesApi((request) =>
        moved && request.method === 'GET' && request.path === `${E}/client`
          ? { body: { data: { uuid: 'client-2', name: 'Globex', email: null, credits: 0 } } }
          : undefined,
      ),
    );
    expect(await screen.findByDisplayValue('Acme')).toBeTruthy();
    // The server moved the employer to Globex: Acme is no longer theirs.
    const globexOnly = [{ id: 2, uuid: 'client-2', name: 'Globex', current: true }];
    view.session.reloadUser.mockImplementation(async () =>
      view.showSession({
        signedIn: { role: 'employer', user: employer('client-2', globexOnly) },
      }),
    );
    moved = true;
    await act(async () => comesBack());
    expect(
      await screen.findByText('You no longer belong to Acme. You now work for Globex.'),
    ).toBeTruthy();
    // The company's details are read again, now Globex's.
    expect(await screen.findByDisplayValue('Globex')).toBeTruthy();
  });

  it('says nothing more of a switch the employer made, which says so itself', async () => {
    const view = await openTab();
    await screen.findByDisplayValue('Acme');
    view.session.reloadUser.mockImplementation(async () =>
      view.showSession({ signedIn: { role: 'employer', user: employer('client-2') } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Globex' }));
    expect(await screen.findByText('You now work for Globex.')).toBeTruthy();
    expect(screen.queryByText(/You no longer belong to/)).toBeNull();
  });
});
