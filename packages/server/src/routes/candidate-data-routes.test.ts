import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ERROR_TEXTS } from '@jobboard/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GdprExport } from '../accounts/gdpr-export';
import { hashToken } from '../auth/opaque-token';
import { readMailbox } from '../mail/index';
import { createContactToken } from '../resumes/contact-requests';
import { insertSignedInUser } from '../testing/insert-signed-in-user';
import { seedTestBoard, type TestBoard } from '../testing/seed-test-board';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { pdfFile } from '../uploads/testing/sample-files';

// The candidate's GDPR export (GET /profile/gdpr) and account deletion (DELETE /profile) over
// real HTTP, with two candidates who each have favourites, an alert, a resume, applications
// and a contact request, so that each call is seen to touch one candidate only.

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: { data?: unknown; message?: string } | null;
}

/** A candidate with everything the export should hold, and the secrets it must not. */
interface Candidate {
  name: string;
  email: string;
  password: string;
  token: string;
  id: number;
  uuid: string;
  jobUuid: string;
  alertSearch: string;
  resumeUuid: string;
  resumeId: number;
  /** The resume's current file. */
  resumeFile: StoredFile;
  /** The resume's first file, replaced since, kept because an application sent it. */
  sentResumeFile: StoredFile;
  /** Uploaded for an application that was never sent. */
  strayFile: StoredFile;
  /** The uploads of the application to the first job. */
  applicationFiles: StoredFile[];
  applicationUuids: string[];
  contactToken: string;
}

interface StoredFile {
  id: number;
  upload_id: string;
  token: string;
  filename: string;
}

const PASSWORD = 'correct horse battery';

let server: TestServer;
let board: TestBoard;
let other: TestBoard;
let jobs: { id: number; uuid: string; title: string }[];
let clientId: number;
let kim: Candidate;
let ana: Candidate;

beforeAll(async () => {
  server = await startTestServer();
  board = await seedTestBoard(server.db);
  other = await seedTestBoard(server.db, { name: 'Other board', hosts: ['other.example.com'] });
  jobs = await server.db
    .selectFrom('jobs')
    .select(['id', 'uuid', 'title'])
    .where('job_board_id', '=', board.jobBoardId)
    .where('slug', 'in', ['ontwikkelaar-amsterdam', 'verpleegkundige-utrecht'])
    .orderBy('slug')
    .execute();
  const client = await server.db
    .insertInto('clients')
    .values({ uuid: randomUUID(), job_board_id: board.jobBoardId, name: 'Recruit BV' })
    .returning('id')
    .executeTakeFirstOrThrow();
  clientId = client.id;
  kim = await candidateWithData('kim');
  ana = await candidateWithData('ana');
}, 60_000);
afterAll(() => server?.close());

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string | undefined; body?: FormData | object; family?: string } = {},
): Promise<Answer> {
  const { token, body, family = 'candidate' } = options;
  const response = await server.fetch(`/api/${family}/v1/${path}`, {
    method,
    headers: {
      'X-Site-Host': board.host,
      ...(body === undefined || body instanceof FormData
        ? {}
        : { 'Content-Type': 'application/json' }),
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text === '' ? null : JSON.parse(text),
  };
}

const exportOf = (token: string | undefined) => call('GET', 'profile/gdpr', { token });
const deleteAccount = (token: string | undefined) => call('DELETE', 'profile', { token });
const you = (token: string) => call('GET', 'you', { token });
const login = (email: string, password: string) =>
  call('POST', 'login', { body: { email, password } });

function pdfForm(name: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(pdfFile())]), name);
  body.append('name', name);
  return body;
}

async function fileOf(token: string): Promise<StoredFile> {
  return server.db
    .selectFrom('files')
    .select(['id', 'upload_id', 'token', 'filename'])
    .where('token', '=', token)
    .executeTakeFirstOrThrow();
}

/** The answer's `data`, as the test expects it to be. */
function dataOf<T>(answer: Answer): T {
  return answer.body?.data as T;
}

/** Checks a step of the setup went through, naming it when not. */
function expectStatus(answer: Answer, status: number, step: string): Answer {
  expect(answer.status, `${step}: ${answer.text}`).toBe(status);
  return answer;
}

/**
 * Registers and logs in a candidate, then fills the account through the API: a favourite job,
 * a job alert, a resume whose first file went with an application before a second replaced it,
 * applications to two jobs, a stray apply upload, and (directly in the database, as employers'
 * calls do not exist yet) a phone, an address and a contact request for the resume.
 */
async function candidateWithData(name: string): Promise<Candidate> {
  const email = `${name}-${randomUUID()}@example.com`;
  const registration = {
    given_name: `${name}-given`,
    family_name: `${name}-family`,
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    newsletters: [],
    job_board_id: board.jobBoardId,
  };
  expectStatus(await call('POST', 'register', { body: registration }), 201, 'register');
  // The activation mail goes out after the answer: once it is there, so is its pending token.
  await vi.waitFor(async () =>
    expect((await readMailbox(server.dataDir)).some((mail) => mail.to.includes(email))).toBe(true),
  );
  const loggedIn = expectStatus(await login(email, PASSWORD), 200, 'login');
  const token = dataOf<{ token: string }>(loggedIn).token;
  const user = await server.db
    .selectFrom('users')
    .select(['id', 'uuid'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const [first, second] = jobs;
  if (!first || !second) throw new Error('The test board lacks its jobs.');

  expectStatus(
    await call('POST', 'favourites', { token, body: { job_id: first.id } }),
    201,
    'favourite',
  );
  const alertSearch = `${name}-alert-search`;
  expectStatus(
    await call('POST', 'job-alerts', {
      token,
      body: { frequency: 'weekly', active: true, search: alertSearch },
    }),
    201,
    'job alert',
  );

  const firstResume = expectStatus(
    await call('POST', 'resume/upload', { token, body: pdfForm(`${name}-first-cv.pdf`) }),
    201,
    'first resume upload',
  );
  const resume = firstResume.body?.data as { uuid: string; file: { token: string } };
  const upload = async (file: string) => {
    const answer = expectStatus(
      await call('POST', `jobs/${first.id}/apply/file-upload`, { token, body: pdfForm(file) }),
      201,
      'apply upload',
    );
    return dataOf<{ token: string }>(answer).token;
  };
  const apply = async (job: { uuid: string }, cv: string, motivation: string) => {
    const answer = expectStatus(
      await call('POST', `jobs/${job.uuid}/apply`, {
        token,
        body: {
          email,
          given_name: registration.given_name,
          family_name: registration.family_name,
          motivation_text: `${name} would like this job`,
          job_board_id: board.jobBoardId,
          cv,
          motivation,
        },
      }),
      201,
      'apply',
    );
    return dataOf<{ uuid: string }>(answer).uuid;
  };
  const cvToken = await upload(`${name}-cv.pdf`);
  const motivationToken = await upload(`${name}-motivation.pdf`);
  const strayToken = await upload(`${name}-stray.pdf`);
  const applicationUuids = [
    await apply(first, cvToken, motivationToken),
    // The resume's file sent as the CV: the application needs it after the resume moves on.
    await apply(second, resume.file.token, motivationToken),
  ];
  const secondResume = expectStatus(
    await call('POST', 'resume/upload', { token, body: pdfForm(`${name}-resume.pdf`) }),
    201,
    'second resume upload',
  );
  const resumeFileToken = dataOf<{ file: { token: string } }>(secondResume).file.token;

  const resumeRow = await server.db
    .selectFrom('resumes')
    .select('id')
    .where('uuid', '=', resume.uuid)
    .executeTakeFirstOrThrow();
  const contactToken = createContactToken();
  await server.db
    .insertInto('resume_contacts')
    .values({
      resume_id: resumeRow.id,
      client_id: clientId,
      introduction: `Hello ${name}`,
      token: contactToken,
    })
    .execute();
  await server.db
    .insertInto('phones')
    .values({ user_id: user.id, country_code: 'NL', phone: `0612${name}`, is_primary: true })
    .execute();
  await server.db
    .insertInto('addresses')
    .values({
      user_id: user.id,
      address_line_1: `${name} street 1`,
      city: 'Utrecht',
      country_code: 'NL',
    })
    .execute();

  return {
    name,
    email,
    password: PASSWORD,
    token,
    id: user.id,
    uuid: user.uuid,
    jobUuid: first.uuid,
    alertSearch,
    resumeUuid: resume.uuid,
    resumeId: resumeRow.id,
    resumeFile: await fileOf(resumeFileToken),
    sentResumeFile: await fileOf(resume.file.token),
    strayFile: await fileOf(strayToken),
    applicationFiles: [await fileOf(cvToken), await fileOf(motivationToken)],
    applicationUuids,
    contactToken,
  };
}

/** The names in the upload folder: `${upload id}.pdf` and `.json` per file. */
const uploadedNames = () => readdir(join(server.dataDir, 'uploads'));
const tokenLinks = () => readdir(join(server.dataDir, 'uploads', 'tokens'));
const hasBytes = (names: string[], file: StoredFile) => names.includes(`${file.upload_id}.pdf`);

async function countOf(
  table: 'users' | 'user_tokens' | 'favourites' | 'job_alerts' | 'resumes' | 'files',
  userId: number,
): Promise<number> {
  const column = table === 'users' ? 'id' : 'user_id';
  const row = await server.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(column, '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('without a candidate token of the site', () => {
  it('answers 401 without a token, with a bad one and with another site’s candidate', async () => {
    const elsewhere = await insertSignedInUser(server.db, {
      siteId: other.siteId,
      role: 'candidate',
    });
    for (const token of [undefined, 'not-a-token', elsewhere]) {
      const read = await exportOf(token);
      expect(read.status, String(token)).toBe(401);
      expect(read.text).not.toContain(kim.email);
      expect((await deleteAccount(token)).status, String(token)).toBe(401);
    }
  });

  it('refuses an employer’s token as other candidate-only calls do, and deletes nothing', async () => {
    const employer = await insertSignedInUser(server.db, {
      siteId: board.siteId,
      role: 'employer',
    });
    const favourites = await call('GET', 'favourites', { token: employer });
    expect(favourites.status).toBe(401);
    for (const answer of [await exportOf(employer), await deleteAccount(employer)]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(favourites.body);
    }
    // The employer family has neither call.
    expect(
      (await call('GET', 'profile/gdpr', { token: employer, family: 'employer' })).status,
    ).toBe(404);
    expect((await call('DELETE', 'profile', { token: employer, family: 'employer' })).status).toBe(
      404,
    );
    expect((await call('GET', 'you', { token: employer, family: 'employer' })).status).toBe(200);
  });
});

describe('GET /api/candidate/v1/profile/gdpr', () => {
  let answer: Answer;
  let data: GdprExport;

  beforeAll(async () => {
    answer = await exportOf(kim.token);
    data = answer.body?.data as GdprExport;
  });

  it('answers 200 `{ data }`, never kept by a cache, stamped with the time of the export', () => {
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(Object.keys(answer.body ?? {})).toEqual(['data']);
    expect(data.exported_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(data.exported_at) - Date.now())).toBeLessThan(60_000);
  });

  it('holds the account, without its password hash', () => {
    expect(data.account).toEqual({
      uuid: kim.uuid,
      role: 'candidate',
      email: kim.email,
      salutation: null,
      given_name: 'kim-given',
      family_name: 'kim-family',
      phone: null,
      phone_country: null,
      newsletters: [],
      verified_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    // The registration's pending activation link, then the login's session.
    expect(data.sessions).toEqual([
      {
        kind: 'verify',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        last_used_at: null,
      },
      {
        kind: 'access',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    expect(data.phones).toEqual([
      expect.objectContaining({ phone: '0612kim', country_code: 'NL', is_primary: true }),
    ]);
    expect(data.addresses).toEqual([
      expect.objectContaining({ address_line_1: 'kim street 1', city: 'Utrecht' }),
    ]);
  });

  it('holds the favourites, job alerts, resume and contact requests', () => {
    const [first] = jobs;
    expect(data.favourites).toEqual([
      {
        uuid: expect.any(String),
        job: { uuid: kim.jobUuid, title: first?.title },
        organisation: null,
        created_at: expect.any(String),
      },
    ]);
    expect(data.job_alerts).toEqual([
      expect.objectContaining({
        email: kim.email,
        search: kim.alertSearch,
        frequency: 'weekly',
        active: true,
        job_board_id: board.jobBoardId,
      }),
    ]);
    expect(data.resumes).toEqual([
      expect.objectContaining({
        uuid: kim.resumeUuid,
        status: 'available',
        file: {
          name: 'kim-resume.pdf',
          kind: 'resume',
          mime: 'application/pdf',
          size: pdfFile().byteLength,
          public: false,
          created_at: expect.any(String),
        },
      }),
    ]);
    expect(data.contact_requests).toEqual([
      {
        resume_uuid: kim.resumeUuid,
        client: { name: 'Recruit BV' },
        introduction: 'Hello kim',
        status: 'requested',
        created_at: expect.any(String),
      },
    ]);
    expect(data.files.map((file) => file.name).sort()).toEqual([
      'kim-cv.pdf',
      'kim-first-cv.pdf',
      'kim-motivation.pdf',
      'kim-resume.pdf',
      'kim-stray.pdf',
    ]);
    expect(data.orders).toEqual([]);
  });

  it('holds the applications with their job and what the candidate sent', () => {
    const [first, second] = jobs;
    expect(data.applications).toEqual([
      expect.objectContaining({
        uuid: kim.applicationUuids[0],
        job: { uuid: first?.uuid, title: first?.title },
        email: kim.email,
        given_name: 'kim-given',
        family_name: 'kim-family',
        motivation_text: 'kim would like this job',
        status: 'new',
        cv: expect.objectContaining({ name: 'kim-cv.pdf', mime: 'application/pdf' }),
        motivation: expect.objectContaining({ name: 'kim-motivation.pdf' }),
        created_at: expect.any(String),
      }),
      expect.objectContaining({
        uuid: kim.applicationUuids[1],
        job: { uuid: second?.uuid, title: second?.title },
        cv: expect.objectContaining({ name: 'kim-first-cv.pdf' }),
      }),
    ]);
  });

  it('holds nothing of another candidate, and no secret', async () => {
    expect(answer.status).toBe(200);
    for (const value of [ana.email, ana.uuid, ana.alertSearch, ana.resumeUuid, 'ana-']) {
      expect(answer.text).not.toContain(value);
    }
    const stored = await server.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', kim.id)
      .executeTakeFirstOrThrow();
    const tokens = await server.db
      .selectFrom('user_tokens')
      .select('token_hash')
      .where('user_id', '=', kim.id)
      .execute();
    const secrets = [
      stored.password_hash ?? 'no hash stored',
      kim.token,
      hashToken(kim.token),
      ...tokens.map((row) => row.token_hash),
      kim.contactToken,
      kim.resumeFile.token,
      kim.resumeFile.upload_id,
      ...kim.applicationFiles.map((file) => file.token),
    ];
    for (const secret of secrets) expect(answer.text).not.toContain(secret);
    expect(answer.text).not.toMatch(/password|token_hash|upload_id/);
  });

  it('answers each candidate their own data', async () => {
    const theirs = (await exportOf(ana.token)).body?.data as GdprExport;
    expect(theirs.account.email).toBe(ana.email);
    expect(theirs.job_alerts.map((alert) => alert.search)).toEqual([ana.alertSearch]);
    expect(theirs.applications.map((application) => application.uuid)).toEqual(
      ana.applicationUuids,
    );
    expect(JSON.stringify(theirs)).not.toContain(kim.email);
  });
});

describe('DELETE /api/candidate/v1/profile', () => {
  let answer: Answer;
  let anaBefore: GdprExport;
  let namesBefore: string[];

  beforeAll(async () => {
    anaBefore = (await exportOf(ana.token)).body?.data as GdprExport;
    namesBefore = await uploadedNames();
    answer = await deleteAccount(kim.token);
  });

  it('answers 204 without a body', () => {
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
  });

  it('ends the session: the token answers 401 everywhere, and the old password logs in no more', async () => {
    expect((await you(kim.token)).status).toBe(401);
    expect((await exportOf(kim.token)).status).toBe(401);
    expect((await deleteAccount(kim.token)).status).toBe(401);
    const again = await login(kim.email, kim.password);
    expect(again.status).toBe(400);
    expect(again.body?.message).toBe(ERROR_TEXTS.credentialsInvalid);
  });

  it('deletes the account’s rows: user, tokens, favourites, alerts, resume, contact requests, phones, addresses', async () => {
    for (const table of ['users', 'user_tokens', 'favourites', 'job_alerts', 'resumes'] as const) {
      expect(await countOf(table, kim.id), table).toBe(0);
    }
    const contacts = await server.db
      .selectFrom('resume_contacts')
      .select('id')
      .where((eb) =>
        eb.or([eb('resume_id', '=', kim.resumeId), eb('token', '=', kim.contactToken)]),
      )
      .execute();
    expect(contacts).toEqual([]);
    const phones = await server.db
      .selectFrom('phones')
      .select('id')
      .where('phone', '=', '0612kim')
      .execute();
    const addresses = await server.db
      .selectFrom('addresses')
      .select('id')
      .where('address_line_1', '=', 'kim street 1')
      .execute();
    expect([...phones, ...addresses]).toEqual([]);
    const byEmail = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', kim.email)
      .execute();
    expect(byEmail).toEqual([]);
  });

  it('deletes the resume’s file and the stray upload: rows, bytes, metadata and token links', async () => {
    const gone = [kim.resumeFile, kim.strayFile];
    expect(gone.every((file) => hasBytes(namesBefore, file))).toBe(true);
    const rows = await server.db
      .selectFrom('files')
      .select('id')
      .where(
        'id',
        'in',
        gone.map((file) => file.id),
      )
      .execute();
    expect(rows).toEqual([]);
    const names = await uploadedNames();
    const links = await tokenLinks();
    for (const file of gone) {
      expect(
        names.filter((name) => name.startsWith(file.upload_id)),
        file.filename,
      ).toEqual([]);
      expect(links, file.filename).not.toContain(file.token);
    }
  });

  it('keeps the applications for the employers who received them, unlinked from the account', async () => {
    const applications = await server.db
      .selectFrom('applications')
      .select(['uuid', 'user_id', 'email', 'given_name', 'cv_token', 'motivation_token'])
      .where('uuid', 'in', kim.applicationUuids)
      .orderBy('id')
      .execute();
    expect(applications).toEqual([
      {
        uuid: kim.applicationUuids[0],
        user_id: null,
        email: kim.email,
        given_name: 'kim-given',
        cv_token: kim.applicationFiles[0]?.token,
        motivation_token: kim.applicationFiles[1]?.token,
      },
      {
        uuid: kim.applicationUuids[1],
        user_id: null,
        email: kim.email,
        given_name: 'kim-given',
        cv_token: kim.sentResumeFile.token,
        motivation_token: kim.applicationFiles[1]?.token,
      },
    ]);
    // The files the applications sent stay with them, unlinked too, bytes and all.
    const sent = [...kim.applicationFiles, kim.sentResumeFile];
    const rows = await server.db
      .selectFrom('files')
      .select(['id', 'user_id'])
      .where(
        'id',
        'in',
        sent.map((file) => file.id),
      )
      .orderBy('id')
      .execute();
    expect(rows).toEqual(
      sent.map((file) => ({ id: file.id, user_id: null })).sort((a, b) => a.id - b.id),
    );
    const names = await uploadedNames();
    for (const file of sent) expect(hasBytes(names, file), file.filename).toBe(true);
  });

  it('leaves another candidate’s account and data untouched', async () => {
    expect((await you(ana.token)).status).toBe(200);
    const after = (await exportOf(ana.token)).body?.data as GdprExport;
    expect(after.account.email).toBe(ana.email);
    expect({ ...after, exported_at: '' }).toEqual({ ...anaBefore, exported_at: '' });
    const names = await uploadedNames();
    for (const file of [ana.resumeFile, ana.strayFile, ...ana.applicationFiles]) {
      expect(hasBytes(names, file), file.filename).toBe(true);
    }
    const contacts = await server.db
      .selectFrom('resume_contacts')
      .select('id')
      .where('token', '=', ana.contactToken)
      .execute();
    expect(contacts.length).toBe(1);
  });

  it('frees the email: the candidate may register again, with nothing of the old account', async () => {
    const registration = {
      given_name: 'Kim',
      family_name: 'Again',
      email: kim.email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      newsletters: [],
      job_board_id: board.jobBoardId,
    };
    expect((await call('POST', 'register', { body: registration })).status).toBe(201);
    const loggedIn = await login(kim.email, PASSWORD);
    const token = dataOf<{ token: string }>(loggedIn).token;
    const fresh = (await exportOf(token)).body?.data as GdprExport;
    expect(fresh.account.uuid).not.toBe(kim.uuid);
    expect(fresh.favourites).toEqual([]);
    expect(fresh.job_alerts).toEqual([]);
    expect(fresh.resumes).toEqual([]);
    expect(fresh.applications).toEqual([]);
    expect(fresh.files).toEqual([]);
  });
});
