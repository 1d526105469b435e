import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { contactMail } from './contact-mail';
import { readMailbox } from './read-mailbox';

const BOARD_EMAIL = 'info@board.example';

let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db, {
    placeholders: [{ key: 'email', value: BOARD_EMAIL, name: 'E-mail' }],
  });
}, 60_000);
afterAll(() => server?.close());

/** POSTs the contact form with `headers` and answers the mail it sent to the board. */
async function sendForm(form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await server.fetch(`/api/public/v1/job-boards/${board.jobBoardId}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(form),
  });
  expect(response.status).toBe(201);
  const mails = (await readMailbox(server.dataDir)).filter(
    (mail) => mail.to === BOARD_EMAIL && mail.text.includes(form.email ?? ''),
  );
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  // A single-part mail's text, as read back, ends in the line break the transport added.
  return mail && { ...mail, text: mail.text.trimEnd() };
}

describe('the contact form mail', () => {
  it('labels the fields in Dutch on a Dutch board, the subject the visitor’s', async () => {
    const mail = await sendForm(
      {
        email: 'vera@example.com',
        name: 'Vera',
        phone: '06 12345678',
        subject: 'Vraag over een vacature',
        message: 'Hallo,\nIs de vacature nog open?',
      },
      { 'X-Locale': 'nl' },
    );
    expect(mail?.subject).toBe('Vraag over een vacature');
    expect(mail?.text).toBe(
      [
        'Naam: Vera',
        'E-mail: vera@example.com',
        'Telefoon: 06 12345678',
        'Onderwerp: Vraag over een vacature',
        '',
        'Bericht:',
        'Hallo,',
        'Is de vacature nog open?',
      ].join('\n'),
    );
  });

  it('names the visitor in a localised subject when they gave none', async () => {
    const mail = await sendForm({ email: 'piet@example.com', name: 'Piet' }, { 'X-Locale': 'nl' });
    expect(mail?.subject).toBe('Contactformulier: Piet');
    expect(mail?.text).toBe('Naam: Piet\nE-mail: piet@example.com');
  });

  it('is in the language the request asks for (?locale=, X-Locale, Accept-Language)', async () => {
    const english = await sendForm(
      { email: 'emma@example.com', name: 'Emma', message: 'Hi' },
      { 'X-Locale': 'en-US' },
    );
    expect(english?.subject).toBe('Contact form: Emma');
    expect(english?.text).toBe('Name: Emma\nEmail: emma@example.com\n\nMessage:\nHi');
    const romanian = await sendForm(
      { email: 'ion@example.com', name: 'Ion' },
      { 'Accept-Language': 'ro-RO,ro;q=0.9' },
    );
    expect(romanian?.subject).toBe('Formular de contact: Ion');
    expect(romanian?.text).toBe('Nume: Ion\nE-mail: ion@example.com');
  });

  it('is in the site’s default language when the request names none it offers', async () => {
    const mail = await sendForm(
      { email: 'hans@example.com', name: 'Hans' },
      { 'X-Locale': 'de', 'Accept-Language': 'de-DE' },
    );
    expect(mail?.subject).toBe('Contactformulier: Hans');
  });
});

describe('contactMail', () => {
  it('falls back to English for a locale it has no words in', () => {
    const form = { email: 'a@example.com', name: 'A', message: 'Hallo' };
    expect(contactMail('de', form)).toEqual(contactMail('en-US', form));
  });
});
