import { Email, ERROR_TEXTS, PasswordReset } from '@jobboard/schema';
import { Hono } from 'hono';
import { object } from 'superstruct';
import {
  dropResetToken,
  findAccountByEmail,
  issueResetToken,
  passwordChangeUrl,
  type ResetRole,
  resetPassword,
} from '../accounts/password-reset';
import { readAccountBody } from '../accounts/read-account-body';
import { resetMail } from '../accounts/reset-mail';
import type { AppEnv } from '../app-env';
import { hashPassword } from '../auth/password-hash';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError } from '../http/api-error';
import { linkRequestOf } from '../http/link-request';
import { passwordMailRateLimits, passwordResetRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';

const PasswordRequest = object({ email: Email });

/**
 * The password reset of one account family (spec §7 `POST /password`, `POST /password/reset`),
 * mounted under `/api/candidate/v1` and `/api/employer/v1`. Tokens of one role never reset the
 * other's password, and both calls are for users of the request's board only.
 */
export function passwordRoutes(role: ResetRole): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/password', ...passwordMailRateLimits, boardMiddleware, async (c) => {
    const { db, mailer } = c.var.deps;
    const { board } = c.var;
    const { email } = readAccountBody(await readJson(c), PasswordRequest);
    const user = await findAccountByEmail(db, board.siteId, role, email);
    // The spec's text names the failure (§8), so the form can say so under the email field; a
    // 400 is what the board shows as the call's error text.
    if (!user) {
      throw new ApiError(400, ERROR_TEXTS.noAccountWithEmail, {
        email: [ERROR_TEXTS.noAccountWithEmail],
      });
    }
    const token = await issueResetToken(db, user.id, role);
    const { url: link, locale } = await passwordChangeUrl(db, board, linkRequestOf(c), token);
    // The change form posts to the role's API; a candidate's link needs no role (the default).
    if (role === 'employer') link.searchParams.set('role', 'employer');
    const boardRow = await db
      .selectFrom('job_boards')
      .select('name')
      .where('id', '=', board.jobBoardId)
      .executeTakeFirst();
    try {
      const boardName = boardRow?.name ?? board.host;
      await mailer.send({
        to: user.email,
        fromName: boardName,
        ...resetMail(locale, boardName, link),
      });
    } catch (error) {
      // A link nobody received must not stay usable.
      await dropResetToken(db, token);
      throw error;
    }
    return c.json({ data: { sent: true } });
  });

  app.post('/password/reset', passwordResetRateLimit, boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const reset = readAccountBody(await readJson(c), PasswordReset);
    const done = await resetPassword(db, {
      siteId: c.var.board.siteId,
      role,
      token: reset.token,
      passwordHash: await hashPassword(reset.password),
    });
    if (!done) {
      throw new ApiError(400, ERROR_TEXTS.linkExpiredOrInvalid, {
        token: [ERROR_TEXTS.linkExpiredOrInvalid],
      });
    }
    return c.json({ data: null });
  });

  return app;
}
