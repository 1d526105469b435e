import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../mail/index';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { padded, pdfFile, pngFile } from '../uploads/testing/sample-files';

let server: TestServer;
let board: TestBoard;
let jobUuid: string;
let jobId: number;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  const job = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid'])
    .where('slug', '=', 'ontwikkelaar-amsterdam')
    .executeTakeFirstOrThrow();
  jobUuid = job.uuid;
  jobId = job.id;
}, 60_000);
afterAll(() => server?.close());

function form(bytes: Uint8Array, name: string, extra: Record<string, string> = {}): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  body.append('name', name);
  for (const [key, value] of Object.entries(extra)) body.append(key, value);
  return body;
}

async function uploadApplyFile(bytes: Uint8Array, name: string, id: string | number = jobId) {
  return server.fetch(`/api/public/v1/jobs/${id}/apply/file-upload`, {
    method: 'POST',
    body: form(bytes, name),
  });
}

async function token(): Promise<string> {
  const response = await uploadApplyFile(pdfFile(), 'cv.pdf');
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const apply = (body: unknown) =>
  server.fetch(`/api/public/v1/jobs/${jobUuid}/apply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('applying', () => {
  it('uploads a CV by job id or uuid and answers a token', async () => {
    expect(await token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await uploadApplyFile(pdfFile(), 'cv.pdf', jobUuid)).status).toBe(201);
  });

  it.each([
    ['wrong type', () => pngFile(), 415, 'Allowed file types'],
    ['oversized', () => padded(pdfFile(), 11 * 1024 * 1024), 413, 'can not exceed 10MB'],
  ])('refuses a %s upload', async (_name, bytes, status, text) => {
    const response = await uploadApplyFile(bytes(), 'file.pdf');
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toContain(text);
  });

  it('stores the application, mails it with attachments and refuses a second one', async () => {
    const body = {
      email: 'Anna@example.com',
      given_name: 'Anna',
      family_name: 'de Vries',
      job_board_id: board.jobBoardId,
      cv: await token(),
      motivation: await token(),
    };
    const first = await apply(body);
    expect(first.status).toBe(201);
    const stored = await server.db
      .selectFrom('applications')
      .select(['email', 'phone_country'])
      .execute();
    expect(stored).toEqual([{ email: 'Anna@example.com', phone_country: 'NL' }]);
    const mail = await readMailbox(server.dataDir);
    expect(
      mail.some(
        (message) =>
          message.to === 'hr@acme.example' && message.subject.includes('Software ontwikkelaar'),
      ),
    ).toBe(true);
    const second = await apply({ ...body, email: 'anna@EXAMPLE.com' });
    expect(second.status).toBe(400);
    expect(((await second.json()) as { message: string }).message).toBe(
      'You cannot apply for this job, most likely you already applied.',
    );
  });

  it('attaches only apply uploads by their token: not a file by its id, nor a public image', async () => {
    const publicImage = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      body: form(pngFile(), 'p.png', { public: 'true' }),
    });
    const image = ((await publicImage.json()) as { data: { token: string; public_url: string } })
      .data;
    const imageId = new URL(image.public_url).pathname.split('/')[2] ?? '';
    const cv = await token();
    const cvId = (
      await server.db
        .selectFrom('files')
        .select('upload_id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).upload_id;
    const body = (motivation: string, cvToken?: string) => ({
      email: 'attachments@example.com',
      given_name: 'Ad',
      family_name: 'Bijlage',
      job_board_id: board.jobBoardId,
      motivation,
      ...(cvToken === undefined ? {} : { cv: cvToken }),
    });
    for (const refused of [body(image.token), body(imageId), body(cv, imageId), body(cvId)]) {
      const response = await apply(refused);
      expect(response.status).toBe(400);
    }
    expect(
      await server.db
        .selectFrom('applications')
        .select('id')
        .where('email', '=', 'attachments@example.com')
        .execute(),
    ).toEqual([]);
  });

  it('stores an application without a CV (hideResume) and mails only the motivation', async () => {
    const response = await apply({
      email: 'zonder-cv@example.com',
      given_name: 'Zoë',
      family_name: 'Zonder',
      job_board_id: board.jobBoardId,
      motivation: await token(),
    });
    expect(response.status).toBe(201);
    const stored = await server.db
      .selectFrom('applications')
      .select(['cv_token', 'motivation_token'])
      .where('email', '=', 'zonder-cv@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.cv_token).toBeNull();
    expect(stored.motivation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = (await readMailbox(server.dataDir)).filter((message) =>
      message.text.includes('zonder-cv@example.com'),
    );
    expect(mail).toHaveLength(1);
    const raw = await readFile(mail[0]?.file ?? '', 'latin1');
    expect(raw.match(/Content-Disposition: attachment/gi)).toHaveLength(1);
  });

  it.each([
    ['missing motivation', { motivation: undefined }, 'motivation'],
    ['unknown CV upload token', { cv: 'y'.repeat(43) }, 'cv'],
    ['unknown upload token', { motivation: 'x'.repeat(43) }, 'motivation'],
    ['bad email', { email: 'nope' }, 'email'],
  ])('refuses an application with %s', async (_name, change, field) => {
    const body = {
      email: 'bob@example.com',
      given_name: 'Bob',
      family_name: 'Bakker',
      job_board_id: board.jobBoardId,
      cv: await token(),
      motivation: await token(),
      ...change,
    };
    const response = await apply(body);
    expect(response.status).toBe(400);
    expect(
      Object.keys(((await response.json()) as { errors: Record<string, string[]> }).errors),
    ).toContain(field);
  });

  it("refuses a guest's application through another board's host", async () => {
    await seedTestBoard(server.db, { name: 'Other', hosts: ['other.example.com'] });
    const elsewhere = { 'X-Site-Host': 'other.example.com' };
    const upload = await server.fetch(`/api/public/v1/jobs/${jobId}/apply/file-upload`, {
      method: 'POST',
      headers: elsewhere,
      body: form(pdfFile(), 'cv.pdf'),
    });
    expect(upload.status).toBe(404);
    const application = await server.fetch(`/api/public/v1/jobs/${jobUuid}/apply`, {
      method: 'POST',
      headers: { ...elsewhere, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: 'elsewhere@example.com',
        given_name: 'Eli',
        family_name: 'Where',
        job_board_id: board.jobBoardId,
        cv: await token(),
        motivation: await token(),
      }),
    });
    expect(application.status).toBe(404);
  });

  it('refuses applying to hidden jobs', async () => {
    const draft = await server.db
      .selectFrom('jobs')
      .select('uuid')
      .where('slug', '=', 'draft-job')
      .executeTakeFirstOrThrow();
    const response = await server.fetch(`/api/public/v1/jobs/${draft.uuid}/apply/file-upload`, {
      method: 'POST',
      body: form(pdfFile(), 'cv.pdf'),
    });
    expect(response.status).toBe(404);
  });
});

describe('files', () => {
  it('uploads a public image and serves it with a safe content type', async () => {
    const response = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      body: form(pngFile(), 'logo.png', { public: 'true' }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { public_url: string } };
    const file = await fetch(data.public_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('does not serve private files', async () => {
    const response = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      body: form(pdfFile(), 'private.pdf', { public: 'false' }),
    });
    const { data } = (await response.json()) as { data: { public_url: string | null } };
    expect(data.public_url).toBeNull();
  });

  it('refuses a request without a file', async () => {
    const response = await server.fetch('/api/public/v1/files/upload', {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(400);
  });

  // Spec §7 lists `POST /files/upload` for the candidate too, and the client's candidate and
  // employer families send `uploadFile` to their own base.
  it.each(['candidate', 'employer'] as const)(
    "uploads on the %s family with the role's token, recorded as the user's",
    async (role) => {
      const token = await insertSignedInUser(server.db, { siteId: board.siteId, role });
      const upload = (bearer?: string) =>
        server.fetch(`/api/${role}/v1/files/upload`, {
          method: 'POST',
          headers: {
            'X-Site-Host': board.host,
            ...(bearer === undefined ? {} : { Authorization: `Bearer ${bearer}` }),
          },
          body: form(pngFile(), 'logo.png', { public: 'true' }),
        });
      const response = await upload(token);
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { public_url: string; token: string } };
      expect((await fetch(data.public_url)).status).toBe(200);
      const row = await server.db
        .selectFrom('files')
        .innerJoin('users', 'users.id', 'files.user_id')
        .select('users.role')
        .where('files.token', '=', data.token)
        .executeTakeFirst();
      expect(row).toEqual({ role });
      expect((await upload()).status).toBe(401);
      const other = role === 'candidate' ? 'employer' : 'candidate';
      const wrong = await insertSignedInUser(server.db, { siteId: board.siteId, role: other });
      expect((await upload(wrong)).status).toBe(401);
    },
  );
});
