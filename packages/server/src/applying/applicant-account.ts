import { randomBytes } from 'node:crypto';
import type { JobApplication } from '@jobboard/schema';
import { CodedApiError, EMAIL_TAKEN_CODE } from '../accounts/account-errors';
import { createAccount } from '../accounts/create-account';
import {
  dropResetToken,
  findAccountByEmail,
  issueResetToken,
  type LinkRequest,
  passwordChangeUrl,
} from '../accounts/password-reset';
import { assertRoleOffered } from '../accounts/role-switches';
import { hashPassword } from '../auth/password-hash';
import type { Db, JobRow } from '../db/database';
import { normalizeHost } from '../host/board-host';
import { ApiError } from '../http/api-error';
import type { Mailer } from '../mail/index';
import { accountCreatedMail } from './account-mail';

/** What a guest's `candidate: true` came to; the applicant's answer never tells. */
export type ApplicantAccountOutcome =
  /** Created, the application linked to it and the set-password mail sent. */
  | 'created'
  /** The site has a candidate account with this email already: nothing was done. */
  | 'exists'
  /** The site offers no candidate accounts (`allowCandidate` off): nothing was done. */
  | 'not-offered'
  /** Something went wrong unexpectedly; it was logged and the application stands. */
  | 'failed';

export interface ApplicantAccountInput {
  job: JobRow;
  application: JobApplication;
  /** The stored application, linked to the new account. */
  applicationUuid: string;
  /**
   * The request the link is built for (its host, origin and locales), as the password reset
   * builds it. Without it the link goes to the site's main host in the job's locale (else the
   * site's default language).
   */
  link?: LinkRequest | undefined;
}

/**
 * The candidate account a guest asks for with an application (`candidate: true`): a candidate of
 * the job's site with the application's names, salutation, phone and newsletters and no password
 * anyone knows, `verified_at` null, the application linked to it (`user_id`). The applicant gets a
 * mail with a password reset link to the board's password-change page, where they choose their
 * password (the reset then marks the address verified). An email that already has a candidate
 * account on the site, or a site without candidate accounts, gets nothing extra. This never
 * throws: the application is stored and mailed already, so an unexpected failure is logged
 * (console.error) and answered as 'failed'.
 */
export async function createApplicantAccount(
  deps: { db: Db; mailer: Mailer },
  input: ApplicantAccountInput,
): Promise<ApplicantAccountOutcome> {
  try {
    return await createAccountFor(deps, input);
  } catch (error) {
    console.error(
      `The candidate account asked for with application ${input.applicationUuid} could not be created:`,
      error,
    );
    return 'failed';
  }
}

async function createAccountFor(
  { db, mailer }: { db: Db; mailer: Mailer },
  { job, application, applicationUuid, link }: ApplicantAccountInput,
): Promise<ApplicantAccountOutcome> {
  const jobBoard = await db
    .selectFrom('job_boards')
    .select(['site_id', 'name'])
    .where('id', '=', job.job_board_id)
    .executeTakeFirstOrThrow();
  const siteId = jobBoard.site_id;
  if (!(await candidatesOffered(db, siteId))) return 'not-offered';
  const email = application.email.trim();
  if (await findAccountByEmail(db, siteId, 'candidate', email)) return 'exists';

  const host = (await mainHost(db, siteId)) ?? (link ? normalizeHost(link.namedHost) : '');
  if (host === '') throw new Error(`Site ${siteId} has no host for the set-password link.`);

  let user: { id: number };
  try {
    user = await createAccount(db, {
      siteId,
      jobBoardId: job.job_board_id,
      role: 'candidate',
      given_name: application.given_name,
      family_name: application.family_name,
      email,
      newsletters: await boardNewsletters(db, job.job_board_id, application.newsletters ?? []),
      passwordHash: await unusablePasswordHash(),
    });
  } catch (error) {
    // A deleted account keeps its email, and two applications may arrive at once.
    if (error instanceof CodedApiError && error.code === EMAIL_TAKEN_CODE) return 'exists';
    throw error;
  }
  // The fields registration does not take.
  await db
    .updateTable('users')
    .set({
      salutation: application.salutation ?? null,
      phone: application.phone ?? null,
      phone_country: application.phone ? (application.phone_country ?? 'NL') : null,
    })
    .where('id', '=', user.id)
    .execute();
  await db
    .updateTable('applications')
    .set({ user_id: user.id })
    .where('uuid', '=', applicationUuid)
    .where('user_id', 'is', null)
    .execute();

  const token = await issueResetToken(db, user.id, 'candidate');
  const request: LinkRequest = link
    ? { ...link, locales: [...link.locales, job.locale] }
    : { namedHost: host, locales: [job.locale] };
  const { url, locale } = await passwordChangeUrl(
    db,
    { siteId, jobBoardId: job.job_board_id, host },
    request,
    token,
  );
  try {
    await mailer.send({
      to: email,
      fromName: jobBoard.name,
      ...accountCreatedMail(locale, jobBoard.name, url),
    });
  } catch (error) {
    // A link nobody received must not stay usable; "Forgot your password?" still works.
    await dropResetToken(db, token);
    throw error;
  }
  return 'created';
}

/** Whether the site's registration offers candidate accounts (role-switches.ts). */
async function candidatesOffered(db: Db, siteId: number): Promise<boolean> {
  try {
    await assertRoleOffered(db, siteId, 'candidate', 'register');
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The site's main host (its first), where the board is served. */
async function mainHost(db: Db, siteId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('hosts')
    .select('host')
    .where('site_id', '=', siteId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.host;
}

/** The wanted newsletters the board offers; others are left out rather than failing. */
async function boardNewsletters(
  db: Db,
  jobBoardId: number,
  wanted: readonly number[],
): Promise<number[]> {
  if (wanted.length === 0) return [];
  const offered = await db
    .selectFrom('newsletters')
    .select('id')
    .where('job_board_id', '=', jobBoardId)
    .execute();
  const ids = new Set(offered.map((row) => row.id));
  return [...new Set(wanted)].filter((id) => ids.has(id));
}

/**
 * A hash of a random secret nobody is told (createAccount stores a hash): no password anyone
 * can log in with until the link sets one.
 */
async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
