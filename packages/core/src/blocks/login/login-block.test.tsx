import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../blocks-runtime/testing/block-fixtures';
import {
  ACCOUNT_PAGES,
  type FakeAnswer,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import * as loginBlock from './login-block';

afterEach(cleanup);

const renderLogin = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('login', loginBlock, options);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

const fillIn = () => {
  type('Email', 'kim@example.com');
  type('Password', 'correct horse');
};

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () =>
  screen.queryAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('after a session ended on its own', () => {
  // An alert: a status region that arrives with its text is often not read out, and the board
  // moves the focus to the page's heading on the same navigation.
  it('says the session expired, as an alert', async () => {
    await renderLogin({ sessionExpired: true, url: '/login?tab=edit-profile' });
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent === 'The session has expired. Log in again.'),
    ).toBe(true);
  });

  it('says nothing otherwise', async () => {
    await renderLogin();
    expect(screen.queryByText('The session has expired. Log in again.')).toBeNull();
  });
});

describe('login role tabs', () => {
  it.each<[string, RenderAccountBlockOptions, string[], string | undefined]>([
    ['both roles, the candidate first by default', {}, ['Candidate', 'Employer'], 'Candidate'],
    [
      "the employer's, sent by the login guard from an employer's account tab",
      { url: '/login?tab=manage-jobs' },
      ['Candidate', 'Employer'],
      'Employer',
    ],
    [
      'the block default role selected',
      { settings: { defaultRole: 'employer' } },
      ['Candidate', 'Employer'],
      'Employer',
    ],
    [
      'the site default user type selected when the block chooses none',
      { site: { defaultUserType: 'employer' } },
      ['Candidate', 'Employer'],
      'Employer',
    ],
    [
      'the block default role over the site default user type',
      { settings: { defaultRole: 'candidate' }, site: { defaultUserType: 'employer' } },
      ['Candidate', 'Employer'],
      'Candidate',
    ],
    [
      'no tab list for the one role the block enables',
      { settings: { enabledRoles: ['employer'] } },
      [],
      undefined,
    ],
    [
      'no tab list when the site forbids employers',
      { site: { allowEmployer: false } },
      [],
      undefined,
    ],
    [
      'no tab list when the site forbids candidates',
      { site: { allowCandidate: false } },
      [],
      undefined,
    ],
    [
      'no tab list when the employer login is off',
      { site: { employerLoginEnabled: false } },
      [],
      undefined,
    ],
  ])('shows %s', async (_name, options, tabs, selected) => {
    await renderLogin(options);
    expect(tabNames()).toEqual(tabs);
    expect(selectedTab()?.textContent).toBe(selected);
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('labels the panel with the selected tab and keeps one tab stop', async () => {
    await renderLogin();
    const [candidate, employer] = screen.getAllByRole('tab');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(candidate?.id);
    expect(candidate?.getAttribute('aria-controls')).toBe(panel.id);
    expect(candidate?.tabIndex).toBe(0);
    expect(employer?.tabIndex).toBe(-1);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Account type');
  });

  it.each([
    ['ArrowRight', 'Employer'],
    ['ArrowLeft', 'Employer'],
    ['End', 'Employer'],
    ['Home', 'Candidate'],
  ])('moves to a tab and selects it with %s', async (key, expected) => {
    await renderLogin();
    const candidate = screen.getByRole('tab', { name: 'Candidate' });
    candidate.focus();
    fireEvent.keyDown(candidate, { key });
    const target = screen.getByRole('tab', { name: expected });
    expect(target.getAttribute('aria-selected')).toBe('true');
    expect(target.tabIndex).toBe(0);
    expect(document.activeElement).toBe(target);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(target.id);
  });

  it('selects a tab on click and keeps what was typed', async () => {
    await renderLogin();
    type('Email', 'kim@example.com');
    fireEvent.click(screen.getByRole('tab', { name: 'Employer' }));
    expect(selectedTab()?.textContent).toBe('Employer');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('kim@example.com');
  });

  it('shows nothing to visitors when no role is offered', async () => {
    const { container } = await renderLogin({
      site: { allowCandidate: false, allowEmployer: false },
    });
    expect(container.innerHTML).toBe('');
  });

  it('names the missing roles in the editor', async () => {
    await renderLogin({ editor: true, site: { allowCandidate: false, allowEmployer: false } });
    expect(screen.getByRole('note').textContent).toContain('This form offers no role');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});

describe('login fields', () => {
  it('labels email and password for password managers', async () => {
    await renderLogin({ settings: { title: 'Welcome back' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Welcome back');
    expect(screen.getByRole('region', { name: 'Welcome back' })).toBeTruthy();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect([email.getAttribute('type'), email.getAttribute('autocomplete')]).toEqual([
      'email',
      'username',
    ]);
    expect([password.getAttribute('type'), password.getAttribute('autocomplete')]).toEqual([
      'password',
      'current-password',
    ]);
  });

  it('names each missing field, focuses the first and sends nothing', async () => {
    const { sent } = await renderLogin();
    submit();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required.',
    );
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
  });

  it('refuses an email that is not one', async () => {
    const { sent } = await renderLogin();
    type('Email', 'kim');
    type('Password', 'correct horse');
    submit();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('logging in', () => {
  it('logs the candidate in with the token the API answers', async () => {
    const { sent, session, context } = await renderLogin();
    fillIn();
    submit();
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('candidate', 'candidate-token'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/candidate/v1/login',
        body: { email: 'kim@example.com', password: 'correct horse' },
      },
    ]);
    expect(context.client.tokens.get('candidate')).toBe('candidate-token');
  });

  it('logs the employer in on the employer tab', async () => {
    const { sent, session } = await renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'Employer' }));
    fillIn();
    submit();
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('employer', 'employer-token'));
    expect(sent.map((request) => request.path)).toEqual(['/api/employer/v1/login']);
  });

  it('is busy while sending, with a button that keeps the focus', async () => {
    const answer = deferred<FakeAnswer>();
    const { container } = await renderLogin({ api: () => answer.promise });
    fillIn();
    const button = screen.getByRole('button', { name: 'Log in' });
    button.focus();
    submit();
    const form = container.querySelector('form');
    await waitFor(() => expect(form?.getAttribute('aria-busy')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toBe('Logging in…');
    expect(document.activeElement).toBe(button);
    answer.resolve({ body: { data: { token: 't' } } });
    await waitFor(() => expect(form?.getAttribute('aria-busy')).toBe('false'));
  });

  it('shows the API text of a refused login and keeps what was typed', async () => {
    const { session } = await renderLogin({
      api: () => ({ status: 400, body: { message: 'The email or password is incorrect.' } }),
    });
    fillIn();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect.'),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('kim@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('correct horse');
    expect(session.login).not.toHaveBeenCalled();
    // Both fields are marked and described by the alert (accessibility QA), until one changes.
    const alert = screen.getByRole('alert');
    for (const label of ['Email', 'Password']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    }
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'battery staple' } });
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the credentials text for a refusal without a text', async () => {
    await renderLogin({ api: () => ({ status: 401, body: {} }) });
    fillIn();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The email or password is incorrect.'),
    );
  });

  it('shows the generic error when the session does not take the login', async () => {
    await renderLogin({ sessionHolds: false });
    fillIn();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some error happened. Could not perform action',
      ),
    );
  });

  it('does not navigate after a login: the board takes the visitor on', async () => {
    const { session, context } = await renderLogin();
    const navigate = vi.spyOn(context, 'navigate');
    fillIn();
    submit();
    await waitFor(() => expect(session.login).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('checks but sends nothing in the editor', async () => {
    const { sent, session } = await renderLogin({ editor: true });
    fillIn();
    submit();
    expect(screen.getByRole('status').textContent).toBe('Forms are not sent in the editor.');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    expect(session.login).not.toHaveBeenCalled();
  });
});

describe('login links', () => {
  it('links to the forgot-password and registration pages', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('leaves out a link to a page the site does not have', async () => {
    await renderLogin({ pages: ACCOUNT_PAGES.filter((page) => page.key !== 'p-register') });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });
});

describe('before the script takes the form over', () => {
  it('posts it (a server-rendered form sent early puts no password in a URL)', async () => {
    await renderLogin();
    const form = screen.getByLabelText('Password').closest('form');
    expect(form?.getAttribute('method')).toBe('post');
  });
});
