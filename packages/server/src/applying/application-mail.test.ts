import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/index';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';
import { applicationMail } from './application-mail';

let server: TestServer;
let board: TestBoard;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
}, 60_000);
afterAll(() => server?.close());

/** POSTs an application for the job with freshly uploaded files, as a guest. */
async function apply(slug: string, fields: Record<string, unknown>): Promise<Response> {
  const job = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const upload = async (name: string) => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(pdfFile())]), name);
    body.append('name', name);
    const response = await server.fetch(`/api/public/v1/jobs/${job.id}/apply/file-upload`, {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  return server.fetch(`/api/public/v1/jobs/${job.uuid}/apply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      job_board_id: board.jobBoardId,
      cv: await upload('cv.pdf'),
      motivation: await upload('motivatie.pdf'),
      ...fields,
    }),
  });
}

/** The one mail to the employer about `applicant`'s application. */
async function employerMail(applicant: string) {
  const mails = (await readMailbox(server.dataDir)).filter(
    (mail) => mail.to === 'hr@acme.example' && mail.text.includes(applicant),
  );
  expect(mails).toHaveLength(1);
  return mails[0];
}

describe('the application mail to the employer', () => {
  it('is Dutch for a Dutch job, with the salutation, names, phone with its country and message', async () => {
    const response = await apply('ontwikkelaar-amsterdam', {
      email: 'jan@example.com',
      salutation: 'mr',
      given_name: 'Jan',
      family_name: 'Jansen',
      phone: '06 12345678',
      phone_country: 'BE',
      motivation_text: 'Ik wil graag bij jullie werken.',
      newsletters: [1],
    });
    expect(response.status).toBe(201);
    const mail = await employerMail('jan@example.com');
    expect(mail?.subject).toBe('Sollicitatie op Software ontwikkelaar: Dhr. Jan Jansen');
    expect(mail?.text).toBe(
      [
        'Dhr. Jan Jansen heeft via Test board gesolliciteerd op de vacature Software ontwikkelaar.',
        '',
        'Aanhef: Dhr.',
        'Voornaam: Jan',
        'Achternaam: Jansen',
        'E-mail: jan@example.com',
        'Telefoonnummer: 06 12345678 (BE)',
        '',
        'Bericht aan de werkgever:',
        'Ik wil graag bij jullie werken.',
        '',
        'Het cv en de motivatiebrief zitten als bijlage bij deze mail.',
      ].join('\n'),
    );
    const raw = await readFile(mail?.file ?? '', 'latin1');
    expect(raw).toMatch(/^Reply-To: jan@example\.com\r\n/m);
    expect(raw.match(/Content-Disposition: attachment/gi)).toHaveLength(2);
  });

  it('is English for an en-US job, with the salutation and without the fields left empty', async () => {
    const response = await apply('developer-rotterdam', {
      email: 'mary@example.com',
      salutation: 'miss',
      given_name: 'Mary',
      family_name: 'Major',
    });
    expect(response.status).toBe(201);
    const mail = await employerMail('mary@example.com');
    expect(mail?.subject).toBe('Application for Backend developer: Ms. Mary Major');
    expect(mail?.text).toBe(
      [
        'Ms. Mary Major applied for the job Backend developer on Test board.',
        '',
        'Salutation: Ms.',
        'First name: Mary',
        'Last name: Major',
        'Email: mary@example.com',
        '',
        'The CV and the motivation letter are attached to this mail.',
      ].join('\n'),
    );
  });
});

describe('applicationMail', () => {
  const details = {
    jobTitle: 'Programator',
    givenName: 'Ana',
    familyName: 'Pop',
    email: 'ana@example.com',
    withCv: false,
  };

  it('words the mail in Romanian, without a salutation when none was given', () => {
    const { subject, text } = applicationMail('ro', 'Bord', { ...details, salutation: 'miss' });
    expect(subject).toBe('Candidatură pentru Programator: Dna. Ana Pop');
    expect(text.split('\n')[0]).toBe('Dna. Ana Pop a aplicat prin Bord pentru postul Programator.');
    expect(text).toContain('Scrisoarea de intenție este atașată acestui e-mail.');
    expect(applicationMail('ro', 'Bord', details).subject).toBe(
      'Candidatură pentru Programator: Ana Pop',
    );
    expect(applicationMail('ro', 'Bord', details).text).not.toContain('Formulă de adresare');
  });

  it('falls back to English for a locale it has no words in', () => {
    expect(applicationMail('de', 'Bord', details)).toEqual(
      applicationMail('en-US', 'Bord', details),
    );
  });
});
