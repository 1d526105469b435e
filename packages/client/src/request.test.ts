import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error';
import { API_FAMILIES, type ApiFamily } from './api-family';
import { createClient, type JobboardClientOptions } from './create-client';
import { type HttpMethod, isHandledFailure } from './request';
import { closedPortUrl, readMultipart, useRecordingServer } from './testing/recording-server';
import { createMemoryTokenStore } from './tokens/create-memory-token-store';

const server = useRecordingServer();

function client(options: Partial<JobboardClientOptions> = {}) {
  return createClient({ apiBase: server.url, ...options });
}

describe('URL building', () => {
  it.each(API_FAMILIES)('sends %s calls to /api/{family}/v1', async (family) => {
    await client()[family].request({ method: 'GET', path: 'ping' });
    expect(server.last().path).toBe(`/api/${family}/v1/ping`);
  });

  it.each([['jobs/1'], ['/jobs/1'], ['//jobs/1']])('treats the path %s the same', async (path) => {
    await client().public.request({ method: 'GET', path });
    expect(server.last().path).toBe('/api/public/v1/jobs/1');
  });

  it('ignores trailing slashes of the API base', async () => {
    await createClient({ apiBase: `${server.url}//` }).public.request({ method: 'GET', path: 'x' });
    expect(server.last().path).toBe('/api/public/v1/x');
  });

  it('encodes path values so they cannot add segments', async () => {
    await client().public.getJobBySlug('a/b?c d');
    expect(server.last().target).toBe('/api/public/v1/jobs/slug/a%2Fb%3Fc%20d?with=organisation');
  });

  it('sends the query with bracket keys and comma lists', async () => {
    await client().public.searchBoardJobs(3, {
      'in[segment_ids]': [4, 9],
      'match[organisation_id]': 12,
      'range[salary_year]': [30000, 60000],
      search: 'ontwikkelaar & co',
      sort: 'newest',
      page: 2,
    });
    expect(server.last().target).toBe(
      '/api/public/v1/job-boards/3/jobs?in[segment_ids]=4,9&match[organisation_id]=12' +
        '&range[salary_year]=30000,60000&search=ontwikkelaar%20%26%20co&sort=-from&page=2',
    );
  });
});

describe('headers', () => {
  const tokens = createMemoryTokenStore();
  tokens.set('candidate', 'cand');
  tokens.set('employer', 'emp');
  tokens.set('admin', 'adm');
  tokens.set('mp', 'mpt');
  tokens.set('site', 'site-token');

  it.each([
    ['candidate', 'Bearer cand'],
    ['employer', 'Bearer emp'],
    ['admin', 'Bearer adm'],
    ['mp', 'Bearer mpt'],
    ['public', 'Bearer cand'],
  ] as const)('the %s family sends %s', async (family, authorization) => {
    await client({ tokens })[family].request({ method: 'GET', path: 'x' });
    expect(server.last().headers.authorization).toBe(authorization);
  });

  it('sends the employer’s token on public calls without a candidate’s, and none for a guest', async () => {
    const employer = createMemoryTokenStore();
    employer.set('employer', 'emp');
    employer.set('admin', 'adm');
    await client({ tokens: employer }).public.request({ method: 'GET', path: 'x' });
    expect(server.last().headers.authorization).toBe('Bearer emp');
    const admin = createMemoryTokenStore();
    admin.set('admin', 'adm');
    await client({ tokens: admin }).public.request({ method: 'GET', path: 'x' });
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it.each(['public', 'candidate'] as const)(
    'sends the site token of a password-protected site on %s calls',
    async (family) => {
      await client({ tokens })[family].request({ method: 'GET', path: 'x' });
      expect(server.last().headers['x-site-token']).toBe('site-token');
      await client()[family].request({ method: 'GET', path: 'x' });
      expect(server.last().headers['x-site-token']).toBeUndefined();
    },
  );

  it('sends no Authorization when the role has no token', async () => {
    await client().candidate.request({ method: 'GET', path: 'x' });
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('sends locale and site host, and follows setLocale and setSiteHost', async () => {
    const api = client({ locale: 'nl', siteHost: 'jobs.example.nl' });
    await api.public.request({ method: 'GET', path: 'x' });
    expect(server.last().headers).toMatchObject({
      'accept-language': 'nl',
      'x-locale': 'nl',
      'x-site-host': 'jobs.example.nl',
    });
    api.setLocale('en-US');
    api.setSiteHost('board.example.com');
    await api.candidate.request({ method: 'GET', path: 'x' });
    expect(server.last().headers).toMatchObject({
      'accept-language': 'en-US',
      'x-locale': 'en-US',
      'x-site-host': 'board.example.com',
    });
    expect(api.getLocale()).toBe('en-US');
  });

  it('sends no locale or site host headers when none is set', async () => {
    await client().public.request({ method: 'GET', path: 'x' });
    expect(server.last().headers['x-locale']).toBeUndefined();
    expect(server.last().headers['x-site-host']).toBeUndefined();
  });

  it('sends JSON bodies as application/json', async () => {
    await client().public.request({ method: 'POST', path: 'x', body: { a: 1, b: ['c'] } });
    expect(server.last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.last().body.toString())).toEqual({ a: 1, b: ['c'] });
  });
});

describe('time-out and transport failures', () => {
  it('gives up after timeoutMs with kind timeout and status 0', async () => {
    server.respond(() => 'hang');
    const errors: ApiError[] = [];
    const started = Date.now();
    const failure = await client({ timeoutMs: 150, onError: (e) => errors.push(e) })
      .public.request({ method: 'GET', path: 'slow' })
      .catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(failure).toMatchObject({ name: 'ApiError', kind: 'timeout', status: 0, handled: false });
    expect(errors).toHaveLength(1);
  });

  it('uses 10 000 ms when no time-out is given', async () => {
    vi.useFakeTimers();
    try {
      const api = createClient({
        apiBase: server.url,
        fetch: () => new Promise<Response>(() => {}),
      });
      let settled: unknown = 'pending';
      const call = api.public.request({ method: 'GET', path: 'x' }).catch((error: unknown) => {
        settled = error;
      });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(settled).toMatchObject({ kind: 'timeout', status: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects with kind abort when the caller's signal fires, without calling onError", async () => {
    server.respond(() => 'hang');
    const errors: ApiError[] = [];
    const controller = new AbortController();
    const call = client({ onError: (e) => errors.push(e) }).public.request({
      method: 'GET',
      path: 'slow',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ kind: 'abort', status: 0 });
    expect(errors).toEqual([]);
  });

  it('rejects with kind network when nothing listens', async () => {
    const api = createClient({ apiBase: await closedPortUrl() });
    await expect(api.public.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      text: 'The server could not be reached',
    });
  });

  it('rejects with kind parse when a success answer is not JSON', async () => {
    server.respond(() => ({ text: '<html>oops</html>' }));
    await expect(client().public.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
      body: '<html>oops</html>',
    });
  });

  it('resolves null for an empty success answer', async () => {
    server.respond(() => ({ status: 204 }));
    await expect(client().public.request({ method: 'DELETE', path: 'x' })).resolves.toBeNull();
  });
});

describe('error answers', () => {
  it('carries status, body, text and code', async () => {
    server.respond(() => ({
      status: 422,
      json: {
        message: 'Invalid',
        code: 'validation.client_user_email',
        errors: { email: ['Taken'] },
      },
    }));
    await expect(client().public.request({ method: 'POST', path: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 422,
      text: 'Invalid',
      code: 'validation.client_user_email',
      fieldErrors: { email: ['Taken'] },
      handled: false,
    });
  });

  it('keeps a non-JSON error body as text and falls back to a status text', async () => {
    server.respond(() => ({ status: 502, text: 'Bad Gateway' }));
    await expect(client().public.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      status: 502,
      body: 'Bad Gateway',
      text: 'Request failed with status 502',
    });
  });

  it.each(['candidate', 'employer', 'admin', 'mp'] as const)(
    'a 401 on the %s family clears only that role’s token',
    async (family) => {
      const tokens = createMemoryTokenStore();
      for (const role of ['candidate', 'employer', 'admin', 'mp', 'site'] as const) {
        tokens.set(role, `${role}-token`);
      }
      server.respond(() => ({ status: 401, json: { message: 'Unauthenticated.' } }));
      await expect(
        client({ tokens })[family].request({ method: 'GET', path: 'you' }),
      ).rejects.toMatchObject({
        status: 401,
      });
      for (const role of ['candidate', 'employer', 'admin', 'mp', 'site'] as const) {
        expect(tokens.get(role)).toBe(role === family ? null : `${role}-token`);
      }
    },
  );

  it('a 401 keeps a token that a login stored while the call was under way', async () => {
    const tokens = createMemoryTokenStore();
    tokens.set('candidate', 'old');
    server.respond(() => {
      tokens.set('candidate', 'new');
      return { status: 401, json: { message: 'Unauthenticated.' } };
    });
    await expect(
      client({ tokens }).candidate.request({ method: 'GET', path: 'you' }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(tokens.get('candidate')).toBe('new');
  });

  it('a 403 clears no token', async () => {
    const tokens = createMemoryTokenStore();
    tokens.set('employer', 'e');
    server.respond(() => ({ status: 403, json: { message: 'Forbidden' } }));
    await expect(client({ tokens }).employer.request({ method: 'GET', path: 'x' })).rejects.toThrow(
      'Forbidden',
    );
    expect(tokens.get('employer')).toBe('e');
  });

  it.each<[number, ApiFamily, HttpMethod, string, boolean]>([
    [400, 'public', 'GET', 'jobs', true],
    [401, 'candidate', 'GET', 'you', true],
    [400, 'employer', 'POST', 'orders/product/1', true],
    [400, 'public', 'POST', '/orders', false],
    [401, 'public', 'POST', 'orders', false],
    [400, 'public', 'GET', 'orders', true],
    [400, 'employer', 'POST', 'orders', true],
    [422, 'public', 'POST', 'login', false],
    [500, 'admin', 'PUT', 'job-board-builder/sites/1', false],
    [404, 'public', 'GET', 'cms/slug/x', false],
  ])('status %i on %s %s %s is handled: %s', async (status, family, method, path, handled) => {
    expect(isHandledFailure(status, family, method, path)).toBe(handled);
    server.respond(() => ({ status, json: { message: 'No' } }));
    const errors: ApiError[] = [];
    const failure = await client({ onError: (e) => errors.push(e) })
      [family].request({ method, path })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status, handled, family });
    expect(errors).toEqual([failure]);
  });

  it('rejects with kind parse when a call cannot read the answer', async () => {
    server.respond(() => ({ json: { data: { nope: true } } }));
    await expect(client().admin.login({ email: 'a@b.nl', password: 'x' })).rejects.toMatchObject({
      kind: 'parse',
      status: 200,
    });
  });
});

describe('uploads and downloads', () => {
  it('sends uploads as multipart with file, name and public', async () => {
    server.respond(() => ({ json: { data: { public_url: 'https://cdn.example/logo.png' } } }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const url = await client().admin.uploadFile(file, 'logo.png');
    expect(url).toBe('https://cdn.example/logo.png');
    const request = server.last();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = await readMultipart(request);
    expect(form.get('name')).toBe('logo.png');
    expect(form.get('public')).toBe('true');
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(
      new Uint8Array([137, 80, 78, 71]),
    );
  });

  it('answers downloads as a Blob', async () => {
    server.respond(() => ({
      bytes: Buffer.from('%PDF-1.7 resume'),
      headers: { 'content-type': 'application/pdf' },
    }));
    const blob = await client().employer.downloadFile('tok');
    expect(server.last().path).toBe('/api/employer/v1/files/download/tok');
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 resume');
  });

  it('reads the error of a failed download as JSON', async () => {
    server.respond(() => ({ status: 404, json: { message: 'File not found' } }));
    await expect(client().candidate.downloadResume('gone')).rejects.toMatchObject({
      status: 404,
      text: 'File not found',
    });
  });
});
