import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, AppServices } from '../app-env';
import { ApiError, errorBody } from './api-error';
import { jsonBodyLimit } from './json-body-limit';
import {
  addressKey,
  clientAddress,
  createRateLimiter,
  DEFAULT_RATE_LIMITS,
  parseTrustProxy,
  RATE_LIMITED_CODE,
  type RateLimiter,
  type RateLimitOptions,
  rateLimit,
} from './rate-limit';
import { readJson } from './read-json';

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createRateLimiter (sliding window log)', () => {
  const rule = { limit: 3, windowMs: 10 * MINUTE };

  it('lets `limit` requests through in any window and says when the oldest leaves it', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now });
    expect(limiter.take('a', rule).ok).toBe(true);
    time.advance(2 * MINUTE);
    expect(limiter.take('a', rule).ok).toBe(true);
    expect(limiter.take('a', rule).ok).toBe(true);
    time.advance(MINUTE);
    expect(limiter.take('a', rule)).toEqual({ ok: false, retryAfterMs: 7 * MINUTE });
    // Another key has its own count.
    expect(limiter.take('b', rule).ok).toBe(true);
    // The first request leaves the window: one more fits, and the next waits for the second.
    time.advance(7 * MINUTE);
    expect(limiter.take('a', rule).ok).toBe(true);
    expect(limiter.take('a', rule)).toEqual({ ok: false, retryAfterMs: 2 * MINUTE });
  });

  it('slides: no burst of twice the limit around a window boundary', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now });
    time.advance(10 * MINUTE - 1);
    for (let i = 0; i < 3; i++) expect(limiter.take('a', rule).ok).toBe(true);
    time.advance(2);
    expect(limiter.take('a', rule).ok).toBe(false);
  });

  it('does not count refused requests, so hammering does not extend the wait', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now });
    for (let i = 0; i < 3; i++) limiter.take('a', rule);
    for (let i = 0; i < 50; i++) {
      time.advance(MINUTE / 10);
      expect(limiter.take('a', rule).ok).toBe(false);
    }
    time.advance(5 * MINUTE);
    expect(limiter.take('a', rule).ok).toBe(true);
  });

  it('gives a released request back', () => {
    const limiter = createRateLimiter({ now: clock().now });
    for (let i = 0; i < 10; i++) {
      const taken = limiter.take('a', rule);
      expect(taken.ok).toBe(true);
      if (taken.ok) taken.release();
    }
    expect(limiter.take('a', rule).ok).toBe(true);
  });

  it('drops keys whose window has passed and keeps at most maxKeys', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now, maxKeys: 100 });
    for (let i = 0; i < 80; i++) limiter.take(`old-${i}`, rule);
    time.advance(11 * MINUTE);
    limiter.take('new', rule);
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 500; i++) limiter.take(`flood-${i}`, rule);
    expect(limiter.size).toBe(100);
    // The least recently hit went first: the newest flood keys are there, 'new' is not.
    for (let i = 0; i < 3; i++) limiter.take('flood-499', rule);
    expect(limiter.take('flood-499', rule).ok).toBe(false);
    expect(limiter.take('new', rule).ok).toBe(true);
  });

  it('takes overrides per rule and keeps the other defaults', () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 }, contact: {} } });
    expect(limiter.rules.login).toEqual({ limit: 2, windowMs: DEFAULT_RATE_LIMITS.login.windowMs });
    expect(limiter.rules.contact).toEqual(DEFAULT_RATE_LIMITS.contact);
    expect(limiter.rules.apply).toEqual(DEFAULT_RATE_LIMITS.apply);
  });

  it.each([
    [{ login: { limit: 0 } }],
    [{ login: { limit: 1.5 } }],
    [{ apply: { windowMs: 0 } }],
    [{ apply: { windowMs: Number.NaN } }],
  ])('refuses the nonsensical override %j', (overrides) => {
    expect(() => createRateLimiter({ overrides })).toThrow(/Rate limit/);
  });

  it('refuses a trustProxy that is not a number of proxies', () => {
    expect(() => createRateLimiter({ trustProxy: -1 })).toThrow(/trustProxy/);
  });
});

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
  ])('reads %j as %d', (value, hops) => {
    expect(parseTrustProxy(value)).toBe(hops);
  });

  it.each(['true', 'yes', '-1', '1.5', 'loopback'])('refuses %j', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('counts %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts two addresses of one /64 together and of two /64s apart', () => {
    expect(addressKey('2001:db8:a:b::1')).toBe(addressKey('2001:db8:a:b:ffff::2'));
    expect(addressKey('2001:db8:a:b::1')).not.toBe(addressKey('2001:db8:a:c::1'));
  });

  it.each([undefined, '', 'unknown', '999.1.1.1', '1.2.3'])('has no key for %j', (address) => {
    expect(addressKey(address)).toBeUndefined();
  });
});

/** A small app with the limiter on the context, as createApp sets it. */
function limitedApp(limiter: RateLimiter, options: RateLimitOptions, status = 200) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { rateLimiter: limiter } as AppServices);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.message), error.status);
    throw error;
  });
  app.get('/address', (c) => c.text(clientAddress(c, limiter.trustProxy)));
  app.post('/form', jsonBodyLimit, rateLimit('login', options), async (c) => {
    // The handler still reads the body the limiter read.
    const body = await readJson(c);
    return c.json({ data: body }, status as 200);
  });
  return app;
}

const post = (app: Hono<AppEnv>, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/form', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('rateLimit middleware', () => {
  it('answers 429 with Retry-After and the error shape, counting by address+email', async () => {
    const time = clock();
    const limiter = createRateLimiter({
      now: time.now,
      overrides: { login: { limit: 2, windowMs: 15 * MINUTE } },
    });
    const app = limitedApp(limiter, { key: 'address+email' });
    const first = await post(app, { email: 'Anna@Example.com ', password: 'x' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { email: 'Anna@Example.com ', password: 'x' } });
    time.advance(MINUTE);
    expect((await post(app, { email: 'anna@example.com', password: 'y' })).status).toBe(200);
    const refused = await post(app, { email: ' ANNA@example.com', password: 'z' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(14 * 60));
    expect(await refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 14 minutes.',
      errors: {},
      code: RATE_LIMITED_CODE,
    });
    // Another email from the same address has its own count.
    expect((await post(app, { email: 'bert@example.com', password: 'x' })).status).toBe(200);
    // A minute before the first attempt leaves the window, the text says one minute.
    time.advance(13 * MINUTE + 30_000);
    const soon = await post(app, { email: 'anna@example.com', password: 'z' });
    expect(soon.headers.get('Retry-After')).toBe('30');
    expect(((await soon.json()) as { message: string }).message).toBe(
      'Too many attempts. Please try again in 1 minute.',
    );
  });

  it('counts a body without an email (or not JSON) under the address, then the handler refuses it', async () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 } } });
    const app = limitedApp(limiter, { key: 'address+email' });
    expect((await post(app, 'not json')).status).toBe(400);
    expect((await post(app, { email: 42 })).status).toBe(200);
    expect((await post(app, [])).status).toBe(429);
  });

  it('refuses an oversized body before reading it for the email', async () => {
    const limiter = createRateLimiter();
    const app = limitedApp(limiter, { key: 'address+email' });
    const huge = { email: 'a@example.com', password: 'x'.repeat(70 * 1024) };
    expect((await post(app, huge)).status).toBe(413);
    expect(limiter.size).toBe(0);
  });

  it("with count 'failures', gives successful answers' counts back", async () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 } } });
    const ok = limitedApp(limiter, { key: 'address', count: 'failures' });
    for (let i = 0; i < 5; i++)
      expect((await post(ok, { email: 'a@example.com' })).status).toBe(200);
    const failing = limitedApp(limiter, { key: 'address', count: 'failures' }, 400);
    expect((await post(failing, {})).status).toBe(400);
    expect((await post(failing, {})).status).toBe(400);
    expect((await post(ok, {})).status).toBe(429);
  });

  it("with count 'successes', gives the counts of answers of 400 or more back", async () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 } } });
    const refusing = limitedApp(limiter, { key: 'address', count: 'successes' }, 400);
    for (let i = 0; i < 5; i++) expect((await post(refusing, {})).status).toBe(400);
    const failing = limitedApp(limiter, { key: 'address', count: 'successes' }, 500);
    expect((await post(failing, {})).status).toBe(500);
    const ok = limitedApp(limiter, { key: 'address', count: 'successes' });
    expect((await post(ok, {})).status).toBe(200);
    expect((await post(ok, {})).status).toBe(200);
    expect((await post(ok, {})).status).toBe(429);
    expect((await post(refusing, {})).status).toBe(429);
  });

  it("with count 'successes', takes the count before the handler: parallel requests wait", async () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 } } });
    const ok = limitedApp(limiter, { key: 'address', count: 'successes' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(ok, {})));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 429, 429, 429, 429]);
  });

  it("with count 'all', counts successes too", async () => {
    const limiter = createRateLimiter({ overrides: { login: { limit: 2 } } });
    const app = limitedApp(limiter, { key: 'address' });
    expect((await post(app, {})).status).toBe(200);
    expect((await post(app, {})).status).toBe(200);
    expect((await post(app, {})).status).toBe(429);
  });

  it('does not count a request an inner limiter refused', async () => {
    const limiter = createRateLimiter({
      overrides: { loginAddress: { limit: 3 }, login: { limit: 1 } },
    });
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { rateLimiter: limiter } as AppServices);
      await next();
    });
    app.post(
      '/form',
      rateLimit('loginAddress', { key: 'address' }),
      rateLimit('login', { key: 'address+email' }),
      (c) => c.json({ data: null }),
    );
    const send = (email: string) => post(app, { email });
    expect((await send('a@example.com')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await send('a@example.com')).status).toBe(429);
    // The address ceiling counted one request, not six.
    expect((await send('b@example.com')).status).toBe(200);
    expect((await send('c@example.com')).status).toBe(200);
    expect((await send('d@example.com')).status).toBe(429);
  });
});

describe('clientAddress', () => {
  const address = async (limiter: RateLimiter, forwarded?: string) => {
    const headers = forwarded === undefined ? {} : { 'X-Forwarded-For': forwarded };
    const response = await limitedApp(limiter, { key: 'address' }).request('/address', { headers });
    return response.text();
  };

  it('is one constant key without a socket (app.request), X-Forwarded-For ignored', async () => {
    const limiter = createRateLimiter();
    expect(await address(limiter)).toBe('local');
    expect(await address(limiter, '203.0.113.7')).toBe('local');
  });

  it('with one trusted proxy, is the last X-Forwarded-For entry (the one the proxy added)', async () => {
    const limiter = createRateLimiter({ trustProxy: 1 });
    expect(await address(limiter, '203.0.113.7')).toBe('203.0.113.7');
    // A client that sends its own header cannot choose its key.
    expect(await address(limiter, '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await address(limiter, '198.51.100.1,203.0.113.7:4711')).toBe('203.0.113.7');
    expect(await address(limiter, '[2001:db8:1:2::5]:443')).toBe('2001:db8:1:2::/64');
    expect(await address(limiter, '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('with two trusted proxies, is the second entry from the right', async () => {
    const limiter = createRateLimiter({ trustProxy: 2 });
    expect(await address(limiter, '198.51.100.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    // Fewer entries than proxies: the furthest there is.
    expect(await address(limiter, '203.0.113.7')).toBe('203.0.113.7');
  });

  it('falls back to the socket when the header is missing or not an address', async () => {
    const limiter = createRateLimiter({ trustProxy: 1 });
    expect(await address(limiter)).toBe('local');
    expect(await address(limiter, 'unknown')).toBe('local');
    expect(await address(limiter, ' , ')).toBe('local');
  });
});
