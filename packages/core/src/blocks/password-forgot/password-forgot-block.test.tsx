import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import { type BoardI18n, createI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as passwordForgotBlock from './password-forgot-block';
import { json, resetClient } from './testing/reset-client';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
  await i18n.loadPart('account');
});
afterEach(cleanup);

interface RenderOptions {
  settings?: Record<string, unknown>;
  site?: Partial<SiteSettings>;
  transport?: ReturnType<typeof resetClient>;
  editor?: boolean;
  board?: BoardI18n;
  /** The page address's query. */
  query?: string;
}

function renderForgot({
  settings = {},
  site = {},
  transport = resetClient(),
  editor = false,
  board = i18n,
  query = '',
}: RenderOptions = {}) {
  const view = renderContentBlock('password-forgot', passwordForgotBlock, {
    i18n: board,
    settings,
    editor,
    client: transport.client,
    route: { query: new URLSearchParams(query) },
    context: { settings: { ...DEFAULT_SITE_SETTINGS, ...site } },
  });
  return { ...view, calls: transport.calls };
}

const emailField = () => screen.getByLabelText(/^E-?mail/) as HTMLInputElement;
const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button'));
const CANDIDATE = 'https://api.test/api/candidate/v1/password';
const EMPLOYER = 'https://api.test/api/employer/v1/password';

describe('password forgot texts', () => {
  it('shows the title as the heading of the block and the text', () => {
    renderForgot({ settings: { title: 'Lost it?', text: 'We mail you a link.' } });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Lost it?');
    expect(screen.getByRole('region', { name: 'Lost it?' })).toBeTruthy();
    expect(screen.getByText('We mail you a link.').tagName).toBe('P');
  });

  it('shows the defaults of the locale', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wachtwoord vergeten');
    expect(screen.getByRole('button').textContent).toBe('Send link');
  });
});

describe('password forgot role choice', () => {
  it('offers both roles when candidates and employers may log in, the default user type chosen', () => {
    renderForgot({ site: { defaultUserType: 'employer' } });
    const group = screen.getByRole('group', { name: 'Account type' });
    const radios = [...group.querySelectorAll('input[type="radio"]')] as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'I am a candidate',
      'I am an employer',
    ]);
    expect((screen.getByLabelText('I am an employer') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('I am a candidate') as HTMLInputElement).checked).toBe(false);
  });

  it.each([
    ['only candidates', { allowEmployer: false }, CANDIDATE],
    ['only employers', { allowCandidate: false }, EMPLOYER],
    [
      'only employers, though candidate is the default',
      { allowCandidate: false, defaultUserType: 'candidate' as const },
      EMPLOYER,
    ],
  ])('shows no choice for %s and asks that role', async (_name, site, url) => {
    const { calls } = renderForgot({ site });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    typeEmail('anna@example.com');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe(url);
  });

  it.each([
    ['role=employer', {}, 'I am an employer'],
    ['role=candidate', { defaultUserType: 'employer' as const }, 'I am a candidate'],
    ['role=admin', {}, 'I am a candidate'],
  ])('chooses the role the link asks for with ?%s', (query, site, chosen) => {
    renderForgot({ query, site });
    expect((screen.getByLabelText(chosen) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the request to the API of the role chosen', async () => {
    const { calls } = renderForgot();
    expect((screen.getByLabelText('I am a candidate') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('I am an employer'));
    typeEmail('hr@acme.example');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: EMPLOYER, method: 'POST', body: { email: 'hr@acme.example' } });
  });
});

describe('password forgot validation', () => {
  it('asks for the email, marks and focuses the field and sends nothing', () => {
    const { calls } = renderForgot();
    submit();
    const email = emailField();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required.',
    );
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it('asks for a valid email address', () => {
    const { calls } = renderForgot();
    typeEmail('anna@');
    submit();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
    expect(calls).toEqual([]);
  });

  it('takes the error away once the address is edited', () => {
    renderForgot();
    submit();
    typeEmail('a');
    expect(screen.queryByText('Email is required.')).toBeNull();
    expect(emailField().hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('requesting a reset link', () => {
  it('posts the address and tells where the link went, keeping the form and the address', async () => {
    const { calls } = renderForgot();
    typeEmail('anna@example.com');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'A link to reset your password has been sent to anna@example.com.',
      ),
    );
    expect(calls).toEqual([
      { url: CANDIDATE, method: 'POST', body: { email: 'anna@example.com' } },
    ]);
    expect(emailField().value).toBe('anna@example.com');
    expect(screen.getByRole('button')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('marks the form busy while sending, keeps the focus on the button and sends once', async () => {
    const answer = deferred<Response>();
    const transport = resetClient(() => answer.promise);
    const { container } = renderForgot({ transport });
    typeEmail('anna@example.com');
    const button = screen.getByRole('button');
    const form = container.querySelector('form') as HTMLFormElement;
    button.focus();
    submit();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Sending…');
    expect(document.activeElement).toBe(button);
    submit();
    await act(async () => answer.resolve(json({ data: {} })));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(form.getAttribute('aria-busy')).toBe('false');
    expect(transport.calls).toHaveLength(1);
    expect(document.activeElement).toBe(button);
  });

  it('sends nothing in the editor and shows the success message as a preview', async () => {
    const { calls } = renderForgot({ editor: true });
    typeEmail('anna@example.com');
    submit();
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
    // The admin is not left to think a mail went out.
    expect(screen.getByRole('status').textContent).toMatch(/ Forms are not sent in the editor\.$/);
  });
});

describe('a reset link the API refuses', () => {
  it('shows the text of the answer in an alert', async () => {
    const body = { message: 'No account with this email was found.' };
    renderForgot({ transport: resetClient(async () => json(body, 404)) });
    typeEmail('nobody@example.com');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('No account with this email was found.'),
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('false');
  });

  it("shows a refusal about the address as the email field's error, focusing it", async () => {
    const body = {
      message: 'No account with this email was found.',
      errors: { email: ['No account with this email was found.'] },
    };
    renderForgot({ transport: resetClient(async () => json(body, 400)) });
    typeEmail('nobody@example.com');
    submit();
    // Linked to the field and read with it (accessibility QA: it stood apart, in the alert).
    await waitFor(() => expect(document.activeElement).toBe(emailField()));
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(emailField().getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('No account with this email was found.');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('translates the text of the answer when the catalog knows it', async () => {
    const board = await createI18n({ locale: 'nl' });
    await board.loadPart('account');
    const body = { message: 'No account with this email was found.' };
    renderForgot({ board, transport: resetClient(async () => json(body, 422)) });
    typeEmail('nobody@example.com');
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Er is geen account met dit e-mailadres gevonden.',
      ),
    );
  });

  it('shows the general failure text for a server error', async () => {
    renderForgot({ transport: resetClient(async () => json({ message: 'Boom' }, 500)) });
    typeEmail('anna@example.com');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Some error happened. Could not perform action',
      ),
    );
  });
});
