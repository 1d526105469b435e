// The demo's two accounts to log in with, and what they are shown: a resume, applications, slots.
import { randomUUID } from 'node:crypto';
import { createAccount } from '../accounts/create-account';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { createContactToken } from '../resumes/contact-requests';
import {
  DEMO_APPLICATION_MOTIVATION,
  DEMO_CONTACT_INTRODUCTION,
  DEMO_RESUME,
} from './demo-catalogue';
import type { SeededBoard } from './insert-board';

const DAY = 24 * 60 * 60 * 1000;

/** Accounts to try the demo board with; neither needs e-mail verification to log in. */
export const DEMO_ACCOUNTS = {
  candidate: 'candidate@demo.localhost',
  employer: 'employer@demo.localhost',
  password: 'demo-password',
} as const;

/** What the demo employer's client is given beyond its registration. */
export const DEMO_CLIENT = {
  invoice_email: 'facturen@demo.localhost',
  vat_number: 'NL000099998B57',
} as const;

/**
 * The demo candidate and employer ({@link DEMO_ACCOUNTS}); the employer's client manages the
 * first organisation and has asked to contact the candidate, whose resume it is. The shared
 * password is hashed once: scrypt is the slow part of seeding. Resolves with the client's id.
 */
export async function insertDemoAccounts(
  db: Db,
  board: SeededBoard,
  organisation: { id: number; name: string } | undefined,
): Promise<number> {
  const passwordHash = await hashPassword(DEMO_ACCOUNTS.password);
  const person = {
    siteId: board.siteId,
    jobBoardId: board.jobBoardId,
    newsletters: [],
    passwordHash,
  };
  const candidate = await createAccount(db, {
    ...person,
    role: 'candidate',
    given_name: 'Sanne',
    family_name: 'de Vries',
    email: DEMO_ACCOUNTS.candidate,
  });
  const employer = await createAccount(db, {
    ...person,
    role: 'employer',
    given_name: 'Pieter',
    family_name: 'Jansen',
    email: DEMO_ACCOUNTS.employer,
    company: {
      name: organisation?.name ?? 'Demo Werkgever BV',
      addresses: [
        {
          address_line_1: 'Damrak 1',
          city: 'Amsterdam',
          postal_code: '1012 LG',
          country_code: 'NL',
          label: 'Primary Address',
        },
      ],
      phones: [{ country_code: 'NL', phone: '+31 20 123 4567', label: 'Primary' }],
    },
  });
  // Both demo accounts confirmed their email, as anyone who has used a board for a while has:
  // the account pages do not ask them to.
  await db
    .updateTable('users')
    .set({ verified_at: new Date() })
    .where('id', 'in', [candidate.id, employer.id])
    .execute();
  const client = await db
    .selectFrom('client_users')
    .select('client_id')
    .where('user_id', '=', employer.id)
    .executeTakeFirstOrThrow();
  // The client settings tab shows an invoice address and a VAT number; the registration above
  // gave it its email (the employer's) and one address, the primary and financial one.
  await db
    .updateTable('clients')
    .set({ invoice_email: DEMO_CLIENT.invoice_email, vat_number: DEMO_CLIENT.vat_number })
    .where('id', '=', client.client_id)
    .execute();
  await insertDemoResume(db, candidate.id, client.client_id);
  if (organisation) {
    await db
      .updateTable('organisations')
      .set({ client_id: client.client_id })
      .where('id', '=', organisation.id)
      .execute();
  }
  return client.client_id;
}

/**
 * Gives the demo employer's client the first organisation's jobs, two applications to them and
 * two job slots.
 */
export async function insertDemoEmployerJobs(
  db: Db,
  board: SeededBoard,
  organisationId: number,
  clientId: number,
): Promise<void> {
  // The demo employer's client manages the first organisation, so its jobs are the employer's.
  await db
    .updateTable('jobs')
    .set({ client_id: clientId })
    .where('job_board_id', '=', board.jobBoardId)
    .where('organisation_id', '=', organisationId)
    .execute();
  await insertDemoApplications(db, board, clientId);
  await insertDemoSlots(db, board, clientId);
}

/**
 * The demo candidate's resume ({@link DEMO_RESUME}, no file) and the demo employer's contact
 * request for it, still `requested`, so the candidate's contact requests page has one to answer.
 */
async function insertDemoResume(db: Db, userId: number, clientId: number): Promise<void> {
  const { education, employer_history, ...fields } = DEMO_RESUME;
  const resume = await db
    .insertInto('resumes')
    .values({
      ...fields,
      uuid: randomUUID(),
      user_id: userId,
      file_id: null,
      education: JSON.stringify(education),
      employer_history: JSON.stringify(employer_history),
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('resume_contacts')
    .values({
      resume_id: resume.id,
      client_id: clientId,
      introduction: DEMO_CONTACT_INTRODUCTION,
      status: 'requested',
      token: createContactToken(),
    })
    .execute();
}

/**
 * Two applications of the demo candidate to jobs of the demo employer, a week and a day old, so
 * the candidate's applications tab and the employer's applicants tab show something. Their files
 * are not in the upload store: the motivation is the text, and no file offers a download.
 */
async function insertDemoApplications(
  db: Db,
  { siteId, jobBoardId }: SeededBoard,
  clientId: number,
): Promise<void> {
  const candidate = await db
    .selectFrom('users')
    .select(['id', 'email', 'given_name', 'family_name'])
    .where('email', '=', DEMO_ACCOUNTS.candidate)
    .where('role', '=', 'candidate')
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  const jobs = await activeClientJobs(db, jobBoardId, clientId, 2);
  const now = Date.now();
  if (jobs.length === 0) return;
  await db
    .insertInto('applications')
    .values(
      jobs.map((job, index) => ({
        uuid: randomUUID(),
        job_id: job.id,
        job_board_id: jobBoardId,
        user_id: candidate.id,
        email: candidate.email,
        salutation: null,
        given_name: candidate.given_name ?? 'Sanne',
        family_name: candidate.family_name ?? 'de Vries',
        motivation_text: DEMO_APPLICATION_MOTIVATION,
        phone: '06 1234 5678',
        phone_country: 'NL',
        cv_token: null,
        motivation_token: `demo-motivation-${randomUUID()}`,
        newsletters: JSON.stringify([]),
        created_at: new Date(now - (index === 0 ? 7 : 1) * 24 * 60 * 60 * 1000),
      })),
    )
    .execute();
}

/**
 * Two job slots the demo employer's client bought (`Vacatureslot`, invoiced, a month and two days
 * ago), the first holding its oldest active job, so the job form's slot section has a slot in use
 * and a free one (`PUT /jobs/{id}/slot`) and the company tab lists both.
 */
async function insertDemoSlots(
  db: Db,
  { jobBoardId }: SeededBoard,
  clientId: number,
): Promise<void> {
  const offer = await db
    .selectFrom('product_job_boards')
    .innerJoin('products', 'products.id', 'product_job_boards.product_id')
    .select(['product_job_boards.id', 'products.price'])
    .where('product_job_boards.job_board_id', '=', jobBoardId)
    .where('products.product_type', '=', 'slot')
    .orderBy('product_job_boards.id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const slots = await db
    .insertInto('orders')
    .values(
      [30, 2].map((daysAgo) => ({
        uuid: randomUUID(),
        job_board_id: jobBoardId,
        client_id: clientId,
        user_id: null,
        product_job_board_id: offer.id,
        organisation_id: null,
        payment_type_id: null,
        po_number: null,
        email: DEMO_ACCOUNTS.employer,
        amount: offer.price,
        payment_reference: null,
        payload: '{}',
        created_at: new Date(now - daysAgo * DAY),
      })),
    )
    .returning('id')
    .execute();
  const [job] = await activeClientJobs(db, jobBoardId, clientId, 1);
  if (!job || !slots[0]) return;
  await db
    .updateTable('jobs')
    .set({ slot_order_id: slots[0].id })
    .where('id', '=', job.id)
    .execute();
}

/** The first `limit` active jobs of the demo employer's company on the board, oldest first. */
function activeClientJobs(db: Db, jobBoardId: number, clientId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select('id')
    .where('job_board_id', '=', jobBoardId)
    .where('client_id', '=', clientId)
    .where('status', '=', 'active')
    .orderBy('id')
    .limit(limit)
    .execute();
}
