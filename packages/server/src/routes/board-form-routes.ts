import { ContactForm, classifyRedirectTarget, Email, ERROR_TEXTS } from '@jobboard/schema';
import { Hono } from 'hono';
import { sql } from 'kysely';
import { assign, is, nonempty, object, omit, optional, size, string } from 'superstruct';
import type { AppEnv } from '../app-env';
import { createOpaqueToken, hashToken } from '../auth/opaque-token';
import { boardMiddleware } from '../host/board-middleware';
import { ApiError } from '../http/api-error';
import { linkRequestOf } from '../http/link-request';
import { contactRateLimit, siteAuthRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { validate } from '../http/validate';
import { loadJobBoard } from '../jobs/load-job-board';
import { contactMail, contactMailLocale } from '../mail/contact-mail';
import { loadSitePassword } from '../site/site-password';

/** How long a site token opens a password-protected site. */
const SITE_TOKEN_DAYS = 30;

const ForwardQuery = object({ url: size(nonempty(string()), 1, 2000) });
const SiteAuthBody = object({ password: size(nonempty(string()), 1, 200) });
const TokenBody = object({ token: size(nonempty(string()), 1, 200) });
/**
 * The contact form with its recipient optional: a contact block whose `emailTo` is empty sends
 * none (the client drops empty fields), and the form goes to the job board's own address.
 */
const ContactBody = assign(
  omit(ContactForm, ['email_contact_form']),
  object({ email_contact_form: optional(Email) }),
);

/** Redirect look-up, the contact form and the site password gate. */
export function boardFormRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/job-boards/:id/forward', async (c) => {
    const { db } = c.var.deps;
    const board = await loadJobBoard(db, c.req.param());
    const { url } = validate({ url: c.req.query('url') }, ForwardQuery);
    const path = sourcePath(url);
    // A source is matched as a browser sends it (percent-encoded) and as an admin types it.
    const candidates = [...new Set([path, decodedPath(path)])]
      .flatMap((form) => [form, form.endsWith('/') ? form.slice(0, -1) : `${form}/`])
      .filter((p) => p !== '');
    const row = await db
      .selectFrom('redirects')
      .select(['target', 'status'])
      .where('job_board_id', '=', board.id)
      .where('source', 'in', candidates)
      .executeTakeFirst();
    // No redirect is an ordinary answer (spec §2: every path is looked up), not a missing
    // resource: a 404 would log a failed load in the browser on every page view. Unsafe targets
    // are refused when stored; checking again keeps old rows harmless.
    if (!row || classifyRedirectTarget(row.target) === 'unsafe') return c.json({ data: null });
    return c.json({ data: { url: row.target, status: row.status } });
  });

  app.post('/job-boards/:id/contact', contactRateLimit, async (c) => {
    const { db, mailer } = c.var.deps;
    const board = await loadJobBoard(db, c.req.param());
    const body = withoutEmptyFields(await readJson(c));
    const { email_contact_form: named, ...fields } = validate(body, ContactBody);
    const emailTo =
      named === undefined
        ? await boardAddress(db, board.id)
        : await allowedRecipient(db, board.siteId, named);
    await db
      .insertInto('contact_messages')
      .values({ job_board_id: board.id, email_to: emailTo, fields: JSON.stringify(fields) })
      .execute();
    const [locale, boardRow] = await Promise.all([
      contactMailLocale(db, board.siteId, linkRequestOf(c).locales),
      db.selectFrom('job_boards').select('name').where('id', '=', board.id).executeTakeFirst(),
    ]);
    await mailer.send({
      to: emailTo,
      replyTo: fields.email,
      ...(boardRow?.name ? { fromName: boardRow.name } : {}),
      ...contactMail(locale, fields),
    });
    return c.json({ data: { sent: true } }, 201);
  });

  app.post('/site-auth', siteAuthRateLimit, boardMiddleware, async (c) => {
    const { db } = c.var.deps;
    const { password } = validate(await readJson(c), SiteAuthBody);
    const gate = await loadSitePassword(db, c.var.board.siteId);
    const valid = gate.enabled && (await gate.matches(password));
    if (!valid)
      throw new ApiError(401, ERROR_TEXTS.sitePasswordInvalid, {
        password: [ERROR_TEXTS.sitePasswordInvalid],
      });
    const { token, hash } = createOpaqueToken();
    const expires = new Date(Date.now() + SITE_TOKEN_DAYS * 24 * 60 * 60 * 1000);
    await db
      .insertInto('site_tokens')
      .values({ site_id: c.var.board.siteId, token_hash: hash, expires_at: expires })
      .execute();
    return c.json({ data: { token, expires_at: expires.toISOString() } });
  });

  app.post('/validate-token', boardMiddleware, async (c) => {
    const { token } = validate(await readJson(c), TokenBody);
    const row = await c.var.deps.db
      .selectFrom('site_tokens')
      .select('expires_at')
      .where('site_id', '=', c.var.board.siteId)
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) throw new ApiError(401, 'The token is invalid or has expired.');
    return c.json({ data: { valid: true, expires_at: new Date(row.expires_at).toISOString() } });
  });

  return app;
}

/** The path of a forward look-up: absolute URLs give their path, query strings are kept. */
function sourcePath(url: string): string {
  try {
    const parsed = new URL(url, 'http://board.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** A path with its percent-encoded characters decoded; as it is where they do not decode. */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The contact block drops empty fields before sending; the server does the same. */
function withoutEmptyFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === '') && value !== null,
    ),
  );
}

/**
 * A recipient the form names: only an `emailTo` of the site's contact blocks, as the form names
 * its recipient, so without this check the endpoint would mail anyone on a visitor's behalf.
 */
async function allowedRecipient(
  db: AppEnv['Variables']['deps']['db'],
  siteId: number,
  email: string,
): Promise<string> {
  const recipients = await contactRecipients(db, siteId);
  if (recipients.has(email.toLowerCase())) return email;
  const message = 'This address does not receive contact forms of this job board.';
  throw new ApiError(400, message, { email_contact_form: [message] });
}

/**
 * The job board's own address, where contact blocks without `emailTo` send to: the board's
 * `email` placeholder (the value its texts show for `#email#`).
 */
async function boardAddress(
  db: AppEnv['Variables']['deps']['db'],
  boardId: number,
): Promise<string> {
  const row = await db
    .selectFrom('job_boards')
    .select('placeholders')
    .where('id', '=', boardId)
    .executeTakeFirstOrThrow();
  const address = row.placeholders.find((item) => item.key === 'email')?.value.trim();
  if (is(address, Email)) return address;
  const message = 'This job board has no contact address; the contact block needs one.';
  throw new ApiError(400, message, { email_contact_form: [message] });
}

/**
 * Where contact forms naming a recipient may go: the `emailTo` the site's contact blocks have
 * now, as the board reads them (`loadPublicSite`): the latest version per block and language of
 * the blocks on its pages, a global block's from the latest settings under its key. An address
 * an admin replaced no longer receives visitors' mail (QA: every version ever stored did).
 */
async function contactRecipients(
  db: AppEnv['Variables']['deps']['db'],
  siteId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('block_settings')
    .innerJoin('blocks', 'blocks.id', 'block_settings.block_id')
    .select([
      'block_settings.block_id',
      'block_settings.locale',
      'block_settings.version',
      'block_settings.is_global',
      'blocks.key',
      sql<string | null>`block_settings.settings->>'emailTo'`.as('email'),
    ])
    .where('blocks.site_id', '=', siteId)
    .where('blocks.name', '=', 'contact')
    .execute();
  const shown = await db
    .selectFrom('blocks')
    .select(['id', 'key', 'is_global'])
    .where('site_id', '=', siteId)
    .where('name', '=', 'contact')
    .where('is_preset', '=', false)
    .where('page_id', 'is not', null)
    .execute();
  type Row = (typeof rows)[number];
  const latest = new Map<string, Row>();
  const keep = (id: string, row: Row) => {
    const known = latest.get(id);
    if (!known || row.version > known.version) latest.set(id, row);
  };
  // Each block's latest settings per language; then, of those that are global, the latest per
  // key: a block whose latest version is no longer global does not speak for its key.
  for (const row of rows) keep(`block:${row.block_id}:${row.locale}`, row);
  for (const row of [...latest.values()]) {
    if (row.is_global) keep(`global:${row.key}:${row.locale}`, row);
  }
  const recipients = new Set<string>();
  for (const block of shown) {
    for (const [id, row] of latest) {
      const own = id.startsWith(`block:${block.id}:`);
      const global = block.is_global && id.startsWith(`global:${block.key}:`);
      if (!own && !global) continue;
      // A global block shows its key's settings where there are some in that language.
      if (own && block.is_global && latest.has(`global:${block.key}:${row.locale}`)) continue;
      if (row.email) recipients.add(row.email.toLowerCase());
    }
  }
  return recipients;
}
