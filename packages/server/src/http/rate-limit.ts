import { RATE_LIMIT_TEXTS } from '@jobboard/schema';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from './api-error';
import { clientAddress } from './client-address';
import { isMultipart } from './request-guard';

export { addressKey, clientAddress, parseTrustProxy } from './client-address';

/** At most `limit` counted requests per key in any `windowMs` long stretch of time. */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits of the forms an attacker would script (DESIGN.md, security rules), in one table.
 * "address" is the client's address (an IPv6 client's /64), "email" the body's normalised
 * `email`. Every limit is overridable per app through `AppDeps.rateLimits`.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Failed logins for one email from one address: password guessing. */
  login: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins from one address, any email: credential stuffing. Offices share addresses. */
  loginAddress: { limit: 50, windowMs: 15 * MINUTE },
  /**
   * Failed logins for one email from any address: password guessing spread over many addresses
   * (a botnet), which the per-address rules never see. High, as anyone who knows the email can
   * use it up and so hold up that account's logins for the window.
   */
  loginEmail: { limit: 100, windowMs: 60 * MINUTE },
  /**
   * Wrong site passwords (`POST /site-auth`, a password-protected board) from one address:
   * password guessing, and each guess runs scrypt.
   */
  siteAuth: { limit: 10, windowMs: 15 * MINUTE },
  /** Registrations for one email from one address. */
  register: { limit: 5, windowMs: 60 * MINUTE },
  /** Registrations from one address: account spam and email enumeration. */
  registerAddress: { limit: 100, windowMs: 60 * MINUTE },
  /** Reset mails for one email from one address: mailing someone's inbox full. */
  passwordMail: { limit: 5, windowMs: 60 * MINUTE },
  /** Reset mails from one address, any email: account enumeration, mail spam. */
  passwordMailAddress: { limit: 40, windowMs: 60 * MINUTE },
  /** New passwords set with a reset token from one address. */
  passwordReset: { limit: 40, windowMs: 60 * MINUTE },
  /** Contact forms from one address: each one is a mail. */
  contact: { limit: 20, windowMs: 60 * MINUTE },
  /** Applications from one address, guests and candidates: each one is a mail. */
  apply: { limit: 30, windowMs: 60 * MINUTE },
  /** CV and motivation uploads from one address: disk space (two per application). */
  applyUpload: { limit: 60, windowMs: 60 * MINUTE },
  /** Other uploads (`POST /files/upload`, public and unauthenticated) from one address. */
  fileUpload: { limit: 60, windowMs: 60 * MINUTE },
  /** Public orders (`POST /orders` with the order form) from one address. */
  orders: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * Public orders for one email from any address: each mails that address, which nobody has
   * shown to be theirs, in the board's name.
   */
  orderRecipient: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * The order form's account checks (`POST /orders` with only `email`) from one address: it
   * runs on each email the buyer types, and tells whether an employer account exists.
   */
  orderCheck: { limit: 60, windowMs: 60 * MINUTE },
  /** Employers' orders from one address: each sends two mails. */
  employerOrders: { limit: 30, windowMs: 60 * MINUTE },
  /** Employers' resume orders (contact requests) from one address: each mails a candidate. */
  resumeOrders: { limit: 30, windowMs: 60 * MINUTE },
  /** Employers' introductions of candidates to jobs from one address: each mails a candidate. */
  jobIntroductions: { limit: 30, windowMs: 60 * MINUTE },
  /** Employers' invitations of users to their company from one address: each is a mail. */
  clientInvites: { limit: 30, windowMs: 60 * MINUTE },
  /**
   * Invitations to one email from any address: each mails that address in the board's name
   * (removing and inviting again would otherwise fill its inbox).
   */
  clientInviteRecipient: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * Changes of one account's email address (`PUT /profile` with another `email`): each mails an
   * activation link to the new address, which nobody has shown to be theirs.
   */
  emailChange: { limit: 10, windowMs: 60 * MINUTE },
  /** Changes to one new email address from any account: each mails that address. */
  emailChangeRecipient: { limit: 5, windowMs: 60 * MINUTE },
  /**
   * Wrong current passwords of one account (`PUT /profile/password`), from any address: a
   * session taken over (a shared computer) guessing the password, to change it and lock the
   * owner out, or to learn one reused elsewhere. As failed logins of one email from one address.
   */
  passwordChange: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * News feeds fetched for the news feed block (`GET /rss?url=`) from one address: each makes
   * the server download up to 2 MB from the URL given.
   */
  rss: { limit: 120, windowMs: 60 * MINUTE },
  /** Calls of the multiposter API (`/api/mp/v1`) with one API token, from any address. */
  multiposter: { limit: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;
/** Some limits changed, e.g. `{ login: { limit: 3 } }`; the rest keep their defaults. */
export type RateLimitOverrides = Partial<Record<RateLimitName, Partial<RateLimitRule>>>;

/** The body's `code` of a 429, for clients that show their own translated text. */
export const RATE_LIMITED_CODE = 'too_many_attempts';

/** Keys kept at most; past it the least recently hit go first (limits loosen, memory holds). */
const MAX_KEYS = 50_000;
/** How often the store drops keys whose window has passed. */
const PRUNE_EVERY_MS = MINUTE;
const MAX_EMAIL_KEY = 254;

export interface RateLimiterOptions {
  overrides?: RateLimitOverrides | undefined;
  /**
   * How many reverse proxies stand in front of the server. 0: the socket's address is the
   * client's and X-Forwarded-For is ignored (anyone can send it). n > 0: the client is the n-th
   * address of X-Forwarded-For counted from the right, the one the outermost trusted proxy saw.
   * @default 0
   */
  trustProxy?: number | undefined;
  /** @default Date.now */
  now?: () => number;
  /** @default 50 000 */
  maxKeys?: number;
}

/** One app's limits and counts (created per app, so tests do not share counts). */
export interface RateLimiter {
  readonly rules: Readonly<RateLimits>;
  readonly trustProxy: number;
  /**
   * Counts a request of `key` under `rule` when the rule allows it: `release` takes it back
   * (a login that succeeded). A refused request is not counted.
   */
  take(key: string, rule: RateLimitRule): { ok: true; release(): void } | RateLimitRefusal;
  /** How many keys the store holds now. */
  readonly size: number;
}

export interface RateLimitRefusal {
  ok: false;
  /** When the oldest counted request leaves the window. */
  retryAfterMs: number;
}

interface Entry {
  /** Times of the counted requests, oldest first; never more than the rule's limit. */
  hits: number[];
  windowMs: number;
}

/**
 * A sliding window log: each key keeps the times of its counted requests within the window, so
 * "10 per 15 minutes" holds for any 15 minutes (a fixed window lets 20 through around its
 * boundary) and Retry-After is exact. A key costs at most `limit` numbers.
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const rules = resolveRules(options.overrides);
  const trustProxy = options.trustProxy ?? 0;
  if (!Number.isInteger(trustProxy) || trustProxy < 0) {
    throw new Error(`trustProxy must be a whole number of proxies, not ${trustProxy}`);
  }
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? MAX_KEYS;
  // Insertion order is the order of last hits: a hit moves its key to the end.
  const entries = new Map<string, Entry>();
  let prunedAt = now();

  const prune = (time: number) => {
    prunedAt = time;
    for (const [key, entry] of entries) {
      if ((entry.hits.at(-1) ?? 0) <= time - entry.windowMs) entries.delete(key);
    }
  };

  return {
    rules,
    trustProxy,
    get size() {
      return entries.size;
    },
    take(key, rule) {
      const time = now();
      if (time - prunedAt >= PRUNE_EVERY_MS) prune(time);
      const entry = entries.get(key) ?? { hits: [], windowMs: rule.windowMs };
      entry.windowMs = rule.windowMs;
      const { hits } = entry;
      while (hits.length > 0 && (hits[0] as number) <= time - rule.windowMs) hits.shift();
      if (hits.length >= rule.limit) {
        const oldest = hits[hits.length - rule.limit] as number;
        return { ok: false, retryAfterMs: Math.max(1, oldest + rule.windowMs - time) };
      }
      hits.push(time);
      entries.delete(key);
      entries.set(key, entry);
      // Over the cap (many addresses at once), the least recently hit key goes.
      if (entries.size > maxKeys) entries.delete(entries.keys().next().value as string);
      return {
        ok: true,
        release() {
          const at = entry.hits.lastIndexOf(time);
          if (at >= 0) entry.hits.splice(at, 1);
        },
      };
    },
  };
}

function resolveRules(overrides: RateLimitOverrides = {}): RateLimits {
  const rules = {} as RateLimits;
  for (const name of Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]) {
    const rule = { ...DEFAULT_RATE_LIMITS[name], ...definedFields(overrides[name]) };
    if (!Number.isInteger(rule.limit) || rule.limit < 1) {
      throw new Error(`Rate limit ${name}: limit must be a whole number of at least 1`);
    }
    if (!Number.isFinite(rule.windowMs) || rule.windowMs < 1) {
      throw new Error(`Rate limit ${name}: windowMs must be a positive number`);
    }
    rules[name] = rule;
  }
  return rules;
}

function definedFields(rule: Partial<RateLimitRule> | undefined): Partial<RateLimitRule> {
  return Object.fromEntries(Object.entries(rule ?? {}).filter(([, value]) => value !== undefined));
}

export interface RateLimitOptions {
  /**
   * `address`; `address+email` for the forms that name an account; `email` alone (from any
   * address) for what mails the body's address.
   */
  key: 'address' | 'address+email' | 'email';
  /**
   * `failures`: an answer below 400 gives its count back, so only failed attempts add up (a
   * login). `successes`: an answer of 400 or more gives its count back, so only what was done
   * adds up (an order mailed to the body's address; a refused body mails no one). Either way the
   * count is taken before the handler runs, so parallel requests cannot slip past, and a 429 of
   * another limiter gives it back too.
   * @default 'all'
   */
  count?: 'all' | 'failures' | 'successes';
  /**
   * Counts only requests whose JSON body (`undefined` when it is not JSON) passes: one path's
   * kinds of request under rules of their own (`POST /orders`: the account check and orders).
   */
  when?: (body: unknown) => boolean;
}

/**
 * Refuses a request past its rule (`DEFAULT_RATE_LIMITS[name]`, overridable per app) with 429,
 * `Retry-After` in seconds and the spec's error shape. `address+email` reads the JSON body, which
 * the app's `requestGuard` has already capped and checked. Hono keeps the text it read, so the
 * handler's `readJson` reads it again. A request another limiter refuses is not counted here
 * either.
 */
export function rateLimit(
  name: RateLimitName,
  options: RateLimitOptions,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const limiter = c.var.deps.rateLimiter;
    const body = options.key === 'address' && !options.when ? undefined : await jsonBody(c);
    if (options.when && !options.when(body)) return next();
    const address = clientAddress(c, limiter.trustProxy);
    const email = options.key === 'address' ? undefined : bodyEmail(body);
    // The NUL never occurs in an address or a JSON string's normalised email.
    const key = [
      name,
      ...(options.key === 'email' ? [] : [address]),
      ...(email === undefined ? [] : [email]),
    ].join('\u0000');
    const outcome = limiter.take(key, limiter.rules[name]);
    if (!outcome.ok) return tooManyAttempts(c, outcome.retryAfterMs);
    await next();
    const { status } = c.res;
    const giveBack =
      status === 429 ||
      (options.count === 'failures' && status < 400) ||
      (options.count === 'successes' && status >= 400);
    if (giveBack) outcome.release();
  };
}

/**
 * Counts a request under `name` for a key of the caller's own (an API token's id) instead of the
 * client's address: the 429 answer of {@link rateLimit} when the rule refuses it, else null. The
 * count is kept, whatever the answer.
 */
export function takeRateLimit(
  c: Context<AppEnv>,
  name: RateLimitName,
  key: string,
): Response | null {
  const limiter = c.var.deps.rateLimiter;
  const outcome = limiter.take(`${name}\u0000${key}`, limiter.rules[name]);
  return outcome.ok ? null : tooManyAttempts(c, outcome.retryAfterMs);
}

/**
 * As {@link takeRateLimit}, but only failed attempts count: `succeeded()` gives the count back
 * (a right current password). `refused` is the 429 answer when the rule refuses the attempt.
 */
export function takeFailureLimit(
  c: Context<AppEnv>,
  name: RateLimitName,
  key: string,
): { refused: Response | null; succeeded(): void } {
  const limiter = c.var.deps.rateLimiter;
  const outcome = limiter.take(`${name}\u0000${key}`, limiter.rules[name]);
  if (!outcome.ok) return { refused: tooManyAttempts(c, outcome.retryAfterMs), succeeded() {} };
  return { refused: null, succeeded: () => outcome.release() };
}

function tooManyAttempts(c: Context<AppEnv>, retryAfterMs: number): Response {
  const seconds = Math.ceil(retryAfterMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const message =
    minutes === 1
      ? RATE_LIMIT_TEXTS.oneMinute
      : RATE_LIMIT_TEXTS.minutes.replace('{minutes}', String(minutes));
  return c.json({ ...errorBody(message, {}), code: RATE_LIMITED_CODE }, 429, {
    'Retry-After': String(seconds),
  });
}

/** The JSON body, `undefined` when it is not JSON (a multipart body is not read). */
async function jsonBody(c: Context): Promise<unknown> {
  if (isMultipart(c.req.header('Content-Type'))) return undefined;
  try {
    return JSON.parse(await c.req.text());
  } catch {
    return undefined;
  }
}

/** The body's `email`, trimmed and lower-cased; '' when there is none (still counted). */
function bodyEmail(body: unknown): string {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, MAX_EMAIL_KEY) : '';
}

/**
 * Failed logins per address+email, under a per-address and a per-email (any address) ceiling.
 */
export const loginRateLimits = [
  rateLimit('loginAddress', { key: 'address', count: 'failures' }),
  rateLimit('loginEmail', { key: 'email', count: 'failures' }),
  rateLimit('login', { key: 'address+email', count: 'failures' }),
] as const;

/** Registrations per address+email, under a per-address ceiling. */
export const registerRateLimits = [
  rateLimit('registerAddress', { key: 'address' }),
  rateLimit('register', { key: 'address+email' }),
] as const;

/** Reset mail requests per address+email, under a per-address ceiling. */
export const passwordMailRateLimits = [
  rateLimit('passwordMailAddress', { key: 'address' }),
  rateLimit('passwordMail', { key: 'address+email' }),
] as const;

/** Setting a new password with a reset token (the body names no email). */
export const passwordResetRateLimit = rateLimit('passwordReset', { key: 'address' });
/** Wrong site passwords per address; a right one gives its count back. */
export const siteAuthRateLimit = rateLimit('siteAuth', { key: 'address', count: 'failures' });
export const contactRateLimit = rateLimit('contact', { key: 'address' });
/** Public and candidate applications share one count. */
export const applyRateLimit = rateLimit('apply', { key: 'address' });
export const applyUploadRateLimit = rateLimit('applyUpload', { key: 'address' });
/**
 * A public `POST /orders` body with only `email`: the order form's account check, which orders
 * nothing and mails no one.
 */
export function isOrderCheck(body: unknown): body is { email: unknown } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'email';
}

/**
 * For the public `POST /orders`: account checks per address; orders per
 * address and per mailed address. Checks apart, so a buyer who types their address a few
 * times, or someone checking theirs, does not use up the orders that address may place. The
 * mailed address counts only orders placed (`successes`): a refused body mails no one, and
 * counting it let anyone block an address's real orders with a few junk bodies carrying it.
 */
export const ordersRateLimits = [
  rateLimit('orderCheck', { key: 'address', when: isOrderCheck }),
  rateLimit('orders', { key: 'address', when: (body) => !isOrderCheck(body) }),
  rateLimit('orderRecipient', {
    key: 'email',
    count: 'successes',
    when: (body) => !isOrderCheck(body),
  }),
] as const;
export const employerOrdersRateLimit = rateLimit('employerOrders', { key: 'address' });
export const resumeOrdersRateLimit = rateLimit('resumeOrders', { key: 'address' });
export const jobIntroductionsRateLimit = rateLimit('jobIntroductions', { key: 'address' });
export const fileUploadRateLimit = rateLimit('fileUpload', { key: 'address' });
export const rssRateLimit = rateLimit('rss', { key: 'address' });
/**
 * `POST /client/users`: invitations per address, and per invited email
 * those that were made (a refused one mails no one).
 */
export const clientInviteRateLimits = [
  rateLimit('clientInvites', { key: 'address' }),
  rateLimit('clientInviteRecipient', { key: 'email', count: 'successes' }),
] as const;
