import { createClient } from '@jobboard/client';
import { CONTACT_FORM_MAX_LENGTHS } from '@jobboard/schema';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deferred, englishI18n, fixtureContext } from '../../blocks-runtime/testing/block-fixtures';
import { type BoardI18n, createI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as contactBlock from './contact-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

interface SentCall {
  url: string;
  method: string;
  body: unknown;
}

/** A client whose transport records each call with its body and answers with `respond`. */
function contactClient(respond: () => Promise<Response> = async () => json({ data: {} }, 201)) {
  const calls: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url: String(input), method: init?.method ?? 'GET', body });
    return respond();
  };
  return { client: createClient({ apiBase: 'https://api.test', fetch }), calls };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const base = fixtureContext();
const config = { ...base.config, job_boards: [{ id: 7, placeholders: [] }] };

/** Renders the block with exactly these settings: the others keep their defaults. */
function renderContactWith(settings: Record<string, unknown>, transport = contactClient()) {
  const view = renderContentBlock('contact', contactBlock, {
    i18n,
    settings,
    client: transport.client,
    context: { config },
  });
  return { ...view, calls: transport.calls };
}

/** Renders the block sending to jobs@example.com, with these settings on top. */
const renderContact = (settings: Record<string, unknown> = {}, transport = contactClient()) =>
  renderContactWith({ emailTo: 'jobs@example.com', ...settings }, transport);

const fieldNames = (container: HTMLElement) =>
  [...container.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const submit = () => fireEvent.click(screen.getByRole('button'));

describe('contact fields and their order', () => {
  it.each([
    ['the default order with every field', {}, ['email', 'name', 'phone', 'subject', 'message']],
    [
      'a configured order',
      { fieldsOrder: ['message', 'name', 'subject', 'email', 'phone'] },
      ['message', 'name', 'subject', 'email', 'phone'],
    ],
    ['no optional fields: email and name stay', { formFields: [] }, ['email', 'name']],
    [
      'only the phone shown',
      { formFields: ['phone'], fieldsOrder: ['phone', 'name', 'email', 'subject', 'message'] },
      ['phone', 'name', 'email'],
    ],
    [
      'subject and message shown',
      { formFields: ['subject', 'message'] },
      ['email', 'name', 'subject', 'message'],
    ],
  ])('shows %s', (_name, settings, expected) => {
    const { container } = renderContact(settings);
    expect(fieldNames(container)).toEqual(expected);
  });

  it('labels every field and marks email and name as required', () => {
    renderContact();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Email/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Name/).hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText(/^Phone/).hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText(/^Message/).tagName).toBe('TEXTAREA');
  });

  it('stops every field at the length the API accepts', () => {
    const { container } = renderContact();
    const maxLengths = Object.fromEntries(
      [...container.querySelectorAll('input, textarea')].map((field) => [
        field.getAttribute('name'),
        Number(field.getAttribute('maxlength')),
      ]),
    );
    expect(maxLengths).toEqual(CONTACT_FORM_MAX_LENGTHS);
  });
});

describe('contact title and button texts', () => {
  it('shows the defaults of the locale', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Neem contact op');
    expect(screen.getByRole('button').textContent).toBe('Versturen');
  });

  it('shows the texts of the admin', () => {
    renderContact({ title: 'Mail us', sendBtnText: 'Go' });
    expect(screen.getByRole('region', { name: 'Mail us' })).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Go');
  });
});

describe('contact validation', () => {
  it('names each missing required field, focuses the first and sends nothing', () => {
    const { calls } = renderContact();
    submit();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Name is required.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required.',
    );
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it('moves the focus once the field shows its error, so the error is read with it', () => {
    renderContact();
    const email = screen.getByLabelText(/^Email/);
    const seen: (string | null)[] = [];
    email.addEventListener('focus', () => seen.push(email.getAttribute('aria-describedby')));
    submit();
    expect(seen).toHaveLength(1);
    expect(document.getElementById(seen[0] ?? '')?.textContent).toBe('Email is required.');
  });

  it('focuses the field again when it has the focus already and its error changes', () => {
    renderContact();
    const email = screen.getByLabelText(/^Email/);
    submit();
    expect(document.activeElement).toBe(email);
    let focused = 0;
    email.addEventListener('focus', () => {
      focused += 1;
    });
    type(/^Email/, 'not-an-address');
    fireEvent.submit(email.closest('form') as HTMLFormElement);
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(focused).toBe(1);
    expect(document.activeElement).toBe(email);
  });

  it('asks for a valid email address', () => {
    const { calls } = renderContact();
    type(/^Email/, 'not-an-address');
    type(/^Name/, 'Anna');
    submit();
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([['call me maybe'], ['12'], ['------']])(
    'asks for a valid phone number instead of %j, and moves focus to it',
    (phone) => {
      const { calls } = renderContact();
      type(/^Email/, 'anna@example.com');
      type(/^Name/, 'Anna');
      type(/^Phone/, phone);
      submit();
      expect(screen.getByText('Enter a valid phone number.')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
      expect(calls).toEqual([]);
    },
  );

  it('sends a phone number written with spaces, brackets and a plus', async () => {
    const { calls } = renderContact({ successMessage: 'Thanks!' });
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    type(/^Phone/, '+31 (0)20 123 45 67');
    submit();
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ phone: '+31 (0)20 123 45 67' });
  });

  it('clears a field’s error when it is edited', () => {
    renderContact();
    submit();
    type(/^Name/, 'Anna');
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(screen.getByText('Email is required.')).toBeTruthy();
  });
});

describe('sending the contact form', () => {
  it('posts the filled fields and the recipient, drops empty ones, then shows the success message', async () => {
    const { calls } = renderContact({ successMessage: 'Thanks!' });
    type(/^Email/, ' anna@example.com ');
    type(/^Name/, 'Anna');
    type(/^Message/, 'Hello');
    type(/^Subject/, '   ');
    submit();
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Thanks!');
    expect(calls).toEqual([
      {
        url: 'https://api.test/api/public/v1/job-boards/7/contact',
        method: 'POST',
        body: {
          email: 'anna@example.com',
          name: 'Anna',
          message: 'Hello',
          email_contact_form: 'jobs@example.com',
        },
      },
    ]);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('');
  });

  it('sends nothing in the editor: the success message shows, saying so', async () => {
    const transport = contactClient();
    renderContentBlock('contact', contactBlock, {
      i18n,
      settings: { emailTo: 'jobs@example.com', successMessage: 'Thanks!' },
      client: transport.client,
      context: { config, editor: true },
    });
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thanks! Forms are not sent in the editor.',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.calls).toEqual([]);
  });

  it("goes to the site's job board selection, as the site's other calls do", async () => {
    const transport = contactClient();
    renderContentBlock('contact', contactBlock, {
      i18n,
      settings: { emailTo: 'jobs@example.com' },
      client: transport.client,
      context: { config, settings: { ...base.settings, jobBoardId: 9 } },
    });
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    await waitFor(() => expect(transport.calls).toHaveLength(1));
    expect(transport.calls[0]?.url).toBe('https://api.test/api/public/v1/job-boards/9/contact');
  });

  it('does not send hidden fields', async () => {
    const { calls } = renderContact({ formFields: ['subject'] });
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    type(/^Subject/, 'Question');
    submit();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      email: 'anna@example.com',
      name: 'Anna',
      subject: 'Question',
      email_contact_form: 'jobs@example.com',
    });
  });

  it('sends no recipient by default, so the API mails the job board’s own address', async () => {
    const { calls, settings } = renderContactWith({ successMessage: 'Thanks!' });
    expect(settings.emailTo).toBe('');
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ email: 'anna@example.com', name: 'Anna' });
    expect(calls[0]?.body).not.toHaveProperty('email_contact_form');
  });

  it('marks the button busy while sending, keeps its focus and sends once', async () => {
    const answer = deferred<Response>();
    const transport = contactClient(() => answer.promise);
    renderContact({}, transport);
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    const button = screen.getByRole('button') as HTMLButtonElement;
    button.focus();
    submit();
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.textContent).toBe('Sending…');
    expect(document.activeElement).toBe(button);
    submit();
    await act(async () => answer.resolve(json({ data: {} }, 201)));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(transport.calls).toHaveLength(1);
    expect(button.textContent).toBe('Versturen');
    expect(document.activeElement).toBe(button);
  });

  it('takes the success message away once the visitor writes a new message', async () => {
    renderContact({ successMessage: 'Thanks!' });
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    expect(await screen.findByText('Thanks!')).toBeTruthy();
    submit();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    type(/^Email/, 'anna@example.com');
    expect(screen.queryByText('Thanks!')).toBeNull();
  });
});

describe('a contact form the API refuses', () => {
  it.each([
    [
      'the message',
      { message: 'This address does not receive contact forms of this job board.' },
      'This address does not receive contact forms of this job board.',
    ],
    ['the errors list, one per line', { errors: ['First', 'Second'] }, 'First\nSecond'],
  ])('shows %s of the answer', async (_name, body, text) => {
    renderContact(
      {},
      contactClient(async () => json(body, 400)),
    );
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBe('false');
  });

  it.each([
    ['a server failure', async () => json({ message: 'Internal Server Error' }, 500)],
    ['an HTML error page', async () => new Response('<h1>503</h1>', { status: 503 })],
    [
      'no answer',
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says its own text for %s, keeping what was typed', async (_name, answer) => {
    renderContact({}, contactClient(answer));
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your message could not be sent. Please try again.',
      ),
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('anna@example.com');
  });

  it('shows field errors of the answer under their fields', async () => {
    const body = { message: 'Invalid', errors: { email: ['The email is not valid.'] } };
    renderContact(
      {},
      contactClient(async () => json(body, 422)),
    );
    type(/^Email/, 'anna@example.com');
    type(/^Name/, 'Anna');
    submit();
    expect(await screen.findByText('The email is not valid.')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
  });
});

describe('contact errors after a locale switch', () => {
  it('shows the validation errors in the new locale', async () => {
    const board = await createI18n({ locale: 'ro' });
    renderContentBlock('contact', contactBlock, { i18n: board, context: { config } });
    type(/^E-mail/, 'x@');
    submit();
    const email = screen.getByLabelText(/^E-mail/);
    const error = () => document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(error()?.textContent).toBe(
      'Introdu o adresă de e-mail validă, de exemplu nume@exemplu.ro.',
    );
    expect(screen.getByText('Câmpul Nume este obligatoriu.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    await act(() => board.setLocale('nl'));
    expect(screen.getByLabelText(/^Naam/)).toBeTruthy();
    expect(error()?.textContent).toBe(
      'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
    );
    expect(screen.getByText('Naam is verplicht.')).toBeTruthy();
    expect(screen.queryByText(/obligatoriu/)).toBeNull();
  });

  it('shows the failure in the new locale', async () => {
    const board = await createI18n({ locale: 'ro' });
    // No job board in the configuration: the form cannot be sent.
    renderContentBlock('contact', contactBlock, { i18n: board, context: { config: base.config } });
    type(/^E-mail/, 'anna@example.com');
    type(/^Nume/, 'Anna');
    submit();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Mesajul tău nu a putut fi trimis. Te rugăm să încerci din nou.',
      ),
    );
    await act(() => board.setLocale('nl'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Je bericht kon niet worden verstuurd. Probeer het opnieuw.',
    );
  });

  it('keeps the API’s field errors it has no translation of', async () => {
    const board = await createI18n({ locale: 'ro' });
    const body = { message: 'Invalid', errors: { email: ['The email is not valid.'] } };
    const transport = contactClient(async () => json(body, 422));
    renderContentBlock('contact', contactBlock, {
      i18n: board,
      client: transport.client,
      context: { config },
    });
    type(/^E-mail/, 'anna@example.com');
    type(/^Nume/, 'Anna');
    submit();
    expect(await screen.findByText('The email is not valid.')).toBeTruthy();
    await act(() => board.setLocale('nl'));
    expect(screen.getByText('The email is not valid.')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
  });
});
