import type { Page } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferred, englishI18n, fixtureContext } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import { json, resetClient } from '../password-forgot/testing/reset-client';
import * as passwordChangeBlock from './password-change-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
  await i18n.loadPart('account');
});
afterEach(cleanup);

function sitePage(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path }), settings: [], blocks: [] };
}

const loginPage = sitePage(2, 'p-login', 'inloggen');
const forgotPage = sitePage(3, 'p-password-forgot', 'wachtwoord-vergeten');
const base = fixtureContext();

interface RenderOptions {
  query?: string;
  pages?: Page[];
  transport?: ReturnType<typeof resetClient>;
  editor?: boolean;
  navigate?: (to: unknown) => void;
}

function renderChange({
  query = 'token=reset-token',
  pages = [loginPage, forgotPage],
  transport = resetClient(),
  editor = false,
  navigate = () => undefined,
}: RenderOptions = {}) {
  const view = renderContentBlock('password-change', passwordChangeBlock, {
    i18n,
    editor,
    client: transport.client,
    route: { query: new URLSearchParams(query) },
    context: { site: { ...base.site, pages }, navigate },
  });
  return { ...view, calls: transport.calls };
}

const passwordField = () => screen.getByLabelText('New password') as HTMLInputElement;
const repeatField = () => screen.getByLabelText('Repeat new password') as HTMLInputElement;
const type = (field: HTMLInputElement, value: string) =>
  fireEvent.change(field, { target: { value } });
const fill = (password: string, repeat = password) => {
  type(passwordField(), password);
  type(repeatField(), repeat);
};
const submit = () => fireEvent.click(screen.getByRole('button'));
const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('jb-field-error'))?.textContent;
const CANDIDATE = 'https://api.test/api/candidate/v1/password/reset';
const EMPLOYER = 'https://api.test/api/employer/v1/password/reset';

describe('a password change link without a token', () => {
  it('says the link expired or is invalid and links to the forgot password page', () => {
    renderChange({ query: '' });
    expect(screen.getByText('This link has expired or is invalid.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Request a new link' });
    expect(link.getAttribute('href')).toBe('/wachtwoord-vergeten');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    ['employer', '/wachtwoord-vergeten?role=employer'],
    ['candidate', '/wachtwoord-vergeten?role=candidate'],
  ])("asks a new link for the %s's account the link was for", (role, href) => {
    renderChange({ query: `role=${role}` });
    const link = screen.getByRole('link', { name: 'Request a new link' });
    expect(link.getAttribute('href')).toBe(href);
  });

  it('leaves the link out when the site has no forgot password page', () => {
    renderChange({ query: '', pages: [loginPage] });
    expect(screen.getByText('This link has expired or is invalid.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the password change form', () => {
  it('shows the title and two new-password fields with the minimum length', () => {
    renderChange();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wachtwoord wijzigen');
    for (const field of [passwordField(), repeatField()]) {
      expect(field.type).toBe('password');
      expect(field.getAttribute('autocomplete')).toBe('new-password');
      expect(field.required).toBe(true);
      expect(field.minLength).toBe(8);
    }
    const hint = document.getElementById(passwordField().getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 8 characters.');
  });
});

describe('password change validation', () => {
  it.each([
    [
      'both fields empty',
      '',
      '',
      'password',
      'New password is required.',
      'Repeat new password is required.',
    ],
    [
      'a short password',
      'short',
      'short',
      'password',
      'The password must be at least 8 characters long.',
      undefined,
    ],
    [
      'a repeat that does not match',
      'long-enough',
      'long-enougH',
      'password_confirmation',
      undefined,
      'The password confirmation does not match.',
    ],
    [
      'an empty repeat',
      'long-enough',
      '',
      'password_confirmation',
      undefined,
      'Repeat new password is required.',
    ],
  ])(
    'names the problem of %s, focuses the first invalid field and sends nothing',
    (_name, password, repeat, focused, passwordError, repeatError) => {
      const { calls } = renderChange();
      fill(password, repeat);
      submit();
      expect(errorOf(passwordField())).toBe(passwordError);
      expect(errorOf(repeatField())).toBe(repeatError);
      expect(passwordField().getAttribute('aria-invalid')).toBe(passwordError ? 'true' : null);
      expect(repeatField().getAttribute('aria-invalid')).toBe(repeatError ? 'true' : null);
      expect(document.activeElement).toBe(focused === 'password' ? passwordField() : repeatField());
      expect(calls).toEqual([]);
    },
  );

  it('takes the error of a field away once it is edited', () => {
    renderChange();
    submit();
    type(passwordField(), 'x');
    expect(errorOf(passwordField())).toBeUndefined();
    expect(errorOf(repeatField())).toBe('Repeat new password is required.');
  });
});

describe('changing the password', () => {
  it('posts the passwords with the token, then says so with a link to the login page', async () => {
    const navigate = vi.fn();
    const { calls } = renderChange({ navigate });
    fill('new-password');
    submit();
    const status = screen.getByRole('status');
    await waitFor(() =>
      expect(status.textContent).toContain(
        'Your password has been changed. You can now log in with it.',
      ),
    );
    expect(calls).toEqual([
      {
        url: CANDIDATE,
        method: 'POST',
        body: {
          password: 'new-password',
          password_confirmation: 'new-password',
          token: 'reset-token',
        },
      },
    ]);
    expect(screen.queryByLabelText('New password')).toBeNull();
    // Preact runs effects after the paint: the focus moves a moment after the text.
    await waitFor(() => expect(document.activeElement).toBe(status));
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/inloggen');
    fireEvent.click(login);
    expect(navigate).toHaveBeenCalledWith('/inloggen');
  });

  it('links an employer to the login page on its role', async () => {
    renderChange({ query: 'token=t&role=employer' });
    fill('new-password');
    submit();
    const login = await screen.findByRole('link', { name: 'Log in' });
    // The login block opens the role `?role=` names: an employer signs in as one.
    expect(login.getAttribute('href')).toBe('/inloggen?role=employer');
  });

  it('leaves the login link out when the site has no login page', async () => {
    renderChange({ pages: [forgotPage] });
    fill('new-password');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['the employer API for role employer', 'token=t&role=employer', EMPLOYER],
    ['the candidate API for role candidate', 'token=t&role=candidate', CANDIDATE],
    ['the candidate API for an unknown role', 'token=t&role=admin', CANDIDATE],
  ])('uses %s', async (_name, query, url) => {
    const { calls } = renderChange({ query });
    fill('new-password');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(url);
  });

  it('marks the form busy while sending, keeps the focus on the button and sends once', async () => {
    const answer = deferred<Response>();
    const transport = resetClient(() => answer.promise);
    const { container } = renderChange({ transport });
    fill('new-password');
    const button = screen.getByRole('button');
    const form = container.querySelector('form') as HTMLFormElement;
    button.focus();
    submit();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(button);
    submit();
    await act(async () => answer.resolve(json({ message: 'Nope' }, 400)));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(transport.calls).toHaveLength(1);
  });

  it('shows the form in the editor without a token and sends nothing', async () => {
    const { calls } = renderChange({ query: '', editor: true });
    expect(screen.queryByText('This link has expired or is invalid.')).toBeNull();
    fill('new-password');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    expect(screen.getByRole('status').textContent).toContain('Forms are not sent in the editor.');
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});

describe('a password change the API refuses', () => {
  it('shows the text of the answer in an alert with a link to request a new one', async () => {
    const body = { message: 'This link has expired or is invalid.' };
    renderChange({ transport: resetClient(async () => json(body, 400)) });
    fill('new-password');
    submit();
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('This link has expired or is invalid.'),
    );
    const link = screen.getByRole('link', { name: 'Request a new link' });
    expect(alert.contains(link)).toBe(true);
    expect(link.getAttribute('href')).toBe('/wachtwoord-vergeten');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(passwordField()).toBeTruthy();
  });
});
