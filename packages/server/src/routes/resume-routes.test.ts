import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Resume } from '@jobboard/schema';
import { assert, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../auth/opaque-token';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { padded, pdfFile, pngFile } from '../uploads/testing/sample-files';

// The candidate's own resume over real HTTP: GET /candidates, POST /resume/upload and
// GET /resume/download/{token} (the contact requests are in contact-request-routes.test.ts).

interface ResumeAnswer {
  uuid: string;
  given_name: string | null;
  family_name: string | null;
  status: string;
  education: unknown[];
  employer_history: unknown[];
  file: { token: string; name: string } | null;
  [key: string]: unknown;
}
interface Answer {
  status: number;
  body: {
    data?: ResumeAnswer & ResumeAnswer[];
    total?: number;
    message?: string;
    errors?: Record<string, string[]>;
    code?: string;
  } | null;
}

let server: TestServer;
let board: TestBoard;
/** A server whose resume uploads are limited to one per address and window. */
let limited: TestServer;
let limitedBoard: TestBoard;

beforeAll(async () => {
  [server, limited] = await Promise.all([
    startTestServer(),
    startTestServer({ rateLimits: { fileUpload: { limit: 1 } } }),
  ]);
  [board, limitedBoard] = await Promise.all([seedTestBoard(server.db), seedTestBoard(limited.db)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([server?.close(), limited?.close()]);
});

const signIn = (role: 'candidate' | 'employer' = 'candidate', on = server, at = board) =>
  insertSignedInUser(on.db, { siteId: at.siteId, role });

/** The user row behind an access token. */
async function userOf(token: string, on = server): Promise<{ id: number; uuid: string }> {
  return on.db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .select(['users.id', 'users.uuid'])
    .where('user_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();
}

function headers(token: string | undefined): Record<string, string> {
  return {
    'X-Site-Host': board.host,
    ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
  };
}

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

const get = async (path: string, token: string | undefined) =>
  read(await server.fetch(`/api/candidate/v1/${path}`, { headers: headers(token) }));

function form(bytes: Uint8Array, name: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), name);
  body.append('name', name);
  return body;
}

const upload = async (token: string | undefined, bytes: Uint8Array, name = 'cv.pdf', on = server) =>
  read(
    await on.fetch('/api/candidate/v1/resume/upload', {
      method: 'POST',
      headers: headers(token),
      body: form(bytes, name),
    }),
  );

const download = (token: string | undefined, fileToken: string) =>
  server.fetch(`/api/candidate/v1/resume/download/${fileToken}`, { headers: headers(token) });

/** The names in the server's upload folder (bytes and metadata by upload id, and `tokens`). */
const uploadedNames = () => readdir(join(server.dataDir, 'uploads'));

const countRows = async (table: 'files' | 'resumes', userId: number) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a candidate uploads, reads and downloads their resume', () => {
  let token: string;
  let user: { id: number; uuid: string };
  let first: ResumeAnswer;

  beforeAll(async () => {
    token = await signIn();
    user = await userOf(token);
    await server.db
      .updateTable('users')
      .set({ given_name: 'Ana', family_name: 'Popescu' })
      .where('id', '=', user.id)
      .execute();
  });

  it('lists no resume before the first upload', async () => {
    expect(await get('candidates', token)).toEqual({ status: 200, body: { data: [], total: 0 } });
  });

  it('creates the resume with the first upload: 201 and the schema’s Resume with its file', async () => {
    const answer = await upload(token, pdfFile(), 'cv.pdf');
    expect(answer.status).toBe(201);
    first = answer.body?.data as ResumeAnswer;
    assert(first, Resume);
    expect(first).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      given_name: 'Ana',
      family_name: 'Popescu',
      country: null,
      city: null,
      postal_code: null,
      travel_distance: null,
      open_to_relocate: false,
      position: null,
      info: null,
      salary_type: null,
      salary_min: null,
      phone_number: null,
      status: 'available',
      segments: {},
      education: [],
      employer_history: [],
      file: { token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'cv.pdf' },
    });
    const stored = await server.db
      .selectFrom('files')
      .select(['kind', 'public', 'mime', 'filename'])
      .where('token', '=', first.file?.token ?? '')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      kind: 'resume',
      public: false,
      mime: 'application/pdf',
      filename: 'cv.pdf',
    });
  });

  it('lists it as `{ data: [resume], total: 1 }`, by the user’s uuid or the resume’s', async () => {
    for (const query of ['', `?match[uuid]=${user.uuid}`, `?match[uuid]=${first.uuid}`]) {
      const answer = await get(`candidates${query}`, token);
      expect(answer.status, query).toBe(200);
      expect(answer.body, query).toEqual({ data: [first], total: 1 });
      expect(is(answer.body?.data?.[0], Resume)).toBe(true);
    }
    // Upper case is the same uuid.
    const upper = await get(`candidates?match[uuid]=${first.uuid.toUpperCase()}`, token);
    expect(upper.body?.total).toBe(1);
  });

  it('lists nothing for any other uuid or a malformed one', async () => {
    for (const value of [randomUUID(), 'not-a-uuid', '1']) {
      const answer = await get(`candidates?match[uuid]=${value}`, token);
      expect(answer, value).toEqual({ status: 200, body: { data: [], total: 0 } });
    }
  });

  it('downloads the bytes as an attachment with the stored type and the safety headers', async () => {
    const response = await download(token, first.file?.token ?? '');
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdfFile()))).toBe(true);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(response.headers.get('Content-Length')).toBe(String(pdfFile().byteLength));
  });

  it('replaces the file with a second upload, keeping the resume; the old file is deleted', async () => {
    const old = await server.db
      .selectFrom('files')
      .select(['id', 'upload_id'])
      .where('token', '=', first.file?.token ?? '')
      .executeTakeFirstOrThrow();
    expect(await uploadedNames()).toContain(`${old.upload_id}.pdf`);
    const answer = await upload(token, pdfFile(), 'Curriculum vitæ "Ana" 2024.pdf');
    expect(answer.status).toBe(201);
    const second = answer.body?.data as ResumeAnswer;
    assert(second, Resume);
    expect(second.uuid).toBe(first.uuid);
    expect(second.file?.token).not.toBe(first.file?.token);
    expect(second.file?.name).toBe('Curriculum vitæ _Ana_ 2024.pdf');
    expect(await countRows('resumes', user.id)).toBe(1);
    // A replaced CV is gone: its row, its bytes, its metadata and its token link.
    expect(await countRows('files', user.id)).toBe(1);
    const rows = await server.db
      .selectFrom('files')
      .select('id')
      .where('id', '=', old.id)
      .execute();
    expect(rows).toEqual([]);
    const names = await uploadedNames();
    expect(names.filter((name) => name.startsWith(old.upload_id))).toEqual([]);
    expect(await readdir(join(server.dataDir, 'uploads', 'tokens'))).not.toContain(
      first.file?.token,
    );
    expect((await download(token, first.file?.token ?? '')).status).toBe(404);
    const response = await download(token, second.file?.token ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Curriculum vit_ _Ana_ 2024.pdf"; filename*=UTF-8''Curriculum%20vit%C3%A6%20_Ana_%202024.pdf`,
    );
    const listed = await get('candidates', token);
    expect(listed.body?.data?.[0]?.file).toEqual(second.file);
    first = second;
  });

  it('keeps a replaced file that an application sent, and deletes it at the next upload', async () => {
    const sent = await server.db
      .selectFrom('files')
      .select(['id', 'upload_id', 'token'])
      .where('token', '=', first.file?.token ?? '')
      .executeTakeFirstOrThrow();
    await server.db
      .insertInto('applications')
      .values({
        uuid: randomUUID(),
        job_id: board.jobIds[0] ?? 0,
        job_board_id: board.jobBoardId,
        user_id: user.id,
        email: 'ana@example.com',
        given_name: 'Ana',
        family_name: 'de Vries',
        cv_token: sent.token,
        motivation_token: sent.token,
        newsletters: '[]',
      })
      .execute();
    const replacing = await upload(token, pdfFile(), 'cv-3.pdf');
    expect(replacing.status).toBe(201);
    const third = replacing.body?.data as ResumeAnswer;
    // The application still has its CV: the row and bytes stay, no longer the resume's.
    expect(await countRows('files', user.id)).toBe(2);
    expect(await uploadedNames()).toContain(`${sent.upload_id}.pdf`);
    expect((await download(token, sent.token)).status).toBe(404);
    // The third file was sent nowhere: the next upload deletes it.
    const thirdRow = await server.db
      .selectFrom('files')
      .select('upload_id')
      .where('token', '=', third.file?.token ?? '')
      .executeTakeFirstOrThrow();
    const fourth = await upload(token, pdfFile(), 'cv-4.pdf');
    expect(fourth.status).toBe(201);
    expect(await countRows('files', user.id)).toBe(2);
    expect((await uploadedNames()).some((name) => name.startsWith(thirdRow.upload_id))).toBe(false);
    first = fourth.body?.data as ResumeAnswer;
  });

  it('never shows another candidate’s resume or file', async () => {
    const other = await signIn();
    expect(await get(`candidates?match[uuid]=${first.uuid}`, other)).toEqual({
      status: 200,
      body: { data: [], total: 0 },
    });
    expect(await get(`candidates?match[uuid]=${user.uuid}`, other)).toEqual({
      status: 200,
      body: { data: [], total: 0 },
    });
    const response = await download(other, first.file?.token ?? '');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'File not found' });
    // The other candidate's own upload does not touch the first resume.
    const own = await upload(other, pdfFile(), 'mine.pdf');
    expect(own.status).toBe(201);
    expect(own.body?.data?.uuid).not.toBe(first.uuid);
    expect((await download(token, own.body?.data?.file?.token ?? '')).status).toBe(404);
  });

  it('answers 404 in the error shape for unknown and malformed tokens', async () => {
    for (const fileToken of ['x'.repeat(43), 'short', 'a'.repeat(44)]) {
      const response = await download(token, fileToken);
      expect(response.status, fileToken).toBe(404);
      expect(await response.json()).toEqual({ message: 'File not found' });
    }
  });

  it('does not serve another upload of the same user that is not the resume’s file', async () => {
    const apply = await server.fetch(
      `/api/candidate/v1/jobs/${board.jobIds[0]}/apply/file-upload`,
      { method: 'POST', headers: headers(token), body: form(pdfFile(), 'motivation.pdf') },
    );
    expect(apply.status).toBe(201);
    const { data } = (await apply.json()) as { data: { token: string } };
    expect((await download(token, data.token)).status).toBe(404);
  });
});

describe('a stored resume with details', () => {
  it('answers every field, valid against the schema’s Resume', async () => {
    const token = await signIn();
    const user = await userOf(token);
    await server.db
      .insertInto('resumes')
      .values({
        uuid: randomUUID(),
        user_id: user.id,
        country: 'NL',
        city: 'Utrecht',
        postal_code: '3511 AB',
        travel_distance: 25,
        open_to_relocate: true,
        position: 'Verpleegkundige',
        info: 'Tien jaar ervaring in de zorg.',
        salary_type: 'month',
        salary_min: 3200.5,
        phone_number: '+31 6 12345678',
        status: 'not_available',
        segment_ids: [board.segment('time.parttime'), board.segment('industry.zorg')],
        education: JSON.stringify([
          { type: 'hbo', name: 'Verpleegkunde', institution: 'HU', from: '2008-09-01', till: '' },
        ]),
        employer_history: JSON.stringify([
          { name: 'Verpleegkundige', institution: 'UMC Utrecht', from: '2012-01-01', till: null },
        ]),
        updated_at: new Date(),
      })
      .execute();
    const answer = await get('candidates', token);
    expect(answer.body?.total).toBe(1);
    const [resume] = answer.body?.data ?? [];
    assert(resume, Resume);
    expect(resume).toMatchObject({
      country: 'NL',
      city: 'Utrecht',
      postal_code: '3511 AB',
      travel_distance: 25,
      open_to_relocate: true,
      position: 'Verpleegkundige',
      salary_type: 'month',
      salary_min: 3200.5,
      phone_number: '+31 6 12345678',
      status: 'not_available',
      segments: {
        time: [board.segment('time.parttime')],
        industry: [board.segment('industry.zorg')],
      },
      education: [
        { type: 'hbo', name: 'Verpleegkunde', institution: 'HU', from: '2008-09-01', till: '' },
      ],
      employer_history: [
        { name: 'Verpleegkundige', institution: 'UMC Utrecht', from: '2012-01-01', till: null },
      ],
      file: null,
    });
  });
});

describe('refused uploads', () => {
  it.each([
    ['wrong type', () => pngFile(), 415, 'Allowed file types: PDF, DOC, DOCX, LaTeX!'],
    [
      'over 10 MB',
      () => padded(pdfFile(), 10 * 1024 * 1024 + 1),
      413,
      'File size can not exceed 10MB!',
    ],
    [
      'far over 10 MB (refused before it is read)',
      () => padded(pdfFile(), 11 * 1024 * 1024),
      413,
      'File size can not exceed 10MB!',
    ],
    ['empty', () => new Uint8Array(0), 400, 'The file is empty.'],
  ])('refuses a %s upload and stores nothing', async (_name, bytes, status, text) => {
    const token = await signIn();
    const user = await userOf(token);
    const answer = await upload(token, bytes(), 'cv.pdf');
    expect(answer).toEqual({ status, body: { message: text, errors: { file: [text] } } });
    expect(await countRows('files', user.id)).toBe(0);
    expect(await countRows('resumes', user.id)).toBe(0);
  });

  it('closes the connection after refusing a body it did not read', async () => {
    const token = await signIn();
    const response = await server.fetch('/api/candidate/v1/resume/upload', {
      method: 'POST',
      headers: headers(token),
      body: form(padded(pdfFile(), 11 * 1024 * 1024), 'cv.pdf'),
    });
    expect(response.status).toBe(413);
    // A client sends no next request on a connection whose last body was left unread.
    expect(response.headers.get('connection')).toBe('close');
    await response.body?.cancel();
    expect((await upload(token, new Uint8Array(0), 'cv.pdf')).status).toBe(400);
  });

  it('refuses an upload without a file', async () => {
    const token = await signIn();
    const body = new FormData();
    body.append('name', 'cv.pdf');
    const answer = await read(
      await server.fetch('/api/candidate/v1/resume/upload', {
        method: 'POST',
        headers: headers(token),
        body,
      }),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        message: 'The file field is required.',
        errors: { file: ['The file field is required.'] },
      },
    });
  });

  it('limits uploads with the file upload limit, counted before the body is read', async () => {
    const token = await signIn('candidate', limited, limitedBoard);
    const at = { 'X-Site-Host': limitedBoard.host, Authorization: `Bearer ${token}` };
    const send = async () =>
      read(
        await limited.fetch('/api/candidate/v1/resume/upload', {
          method: 'POST',
          headers: at,
          body: form(pdfFile(), 'cv.pdf'),
        }),
      );
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body?.code).toBe('too_many_attempts');
  });
});

describe('who may call', () => {
  const calls = [
    ['GET /candidates', () => ({ path: 'candidates', init: {} })],
    ['GET /resume/clients', () => ({ path: 'resume/clients', init: {} })],
    [
      'GET /resume/download/{token}',
      () => ({ path: `resume/download/${'x'.repeat(43)}`, init: {} }),
    ],
    [
      'POST /resume/upload',
      () => ({ path: 'resume/upload', init: { method: 'POST', body: form(pdfFile(), 'cv.pdf') } }),
    ],
  ] as const;

  it.each(calls)('%s answers 401 without a token', async (_name, call) => {
    const { path, init } = call();
    const answer = await read(
      await server.fetch(`/api/candidate/v1/${path}`, { ...init, headers: headers(undefined) }),
    );
    expect(answer).toEqual({ status: 401, body: { message: 'Log in to continue.' } });
  });

  it.each(calls)('%s refuses an employer’s token (401)', async (_name, call) => {
    const employer = await signIn('employer');
    const { path, init } = call();
    const answer = await read(
      await server.fetch(`/api/candidate/v1/${path}`, { ...init, headers: headers(employer) }),
    );
    expect(answer.status).toBe(401);
    expect(answer.body?.message).toBe('The session has expired. Log in again.');
  });

  it('refuses a candidate token of another site (401)', async () => {
    const other = await seedTestBoard(server.db, {
      name: 'Other board',
      hosts: ['resume-other.example.com'],
    });
    const token = await signIn('candidate', server, other);
    expect((await get('candidates', token)).status).toBe(401);
  });

  it('has no such routes on the employer family', async () => {
    const employer = await signIn('employer');
    const response = await server.fetch('/api/employer/v1/resume/clients', {
      headers: headers(employer),
    });
    expect(response.status).toBe(404);
  });
});
