import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiBase } from './resolve-api-base';
import { startTestApi, type TestApi } from './testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ 'board.example': {} });
});
afterAll(() => api.close());

describe('resolveApiBase', () => {
  it('answers the API entry of a known host, without a trailing slash', async () => {
    await expect(resolveApiBase(`${api.origin}/`, 'board.example', fetch)).resolves.toBe(
      api.origin,
    );
    expect(api.requests).toContain('POST /api/v1/public/host board.example');
  });

  it('answers null for a host the service does not know (404)', async () => {
    await expect(resolveApiBase(api.origin, 'nobody.example', fetch)).resolves.toBeNull();
  });

  it('rejects when the service cannot be reached', async () => {
    await expect(resolveApiBase('http://127.0.0.1:1', 'board.example', fetch)).rejects.toThrow();
  });

  it('rejects on a failing service and answers null without an api entry', async () => {
    const failing = async () => new Response('oops', { status: 503 });
    await expect(resolveApiBase(api.origin, 'board.example', failing)).rejects.toThrow('503');
    const noApi = async () => Response.json({ hosts: [{ type: 'cdn', url: 'https://cdn' }] });
    await expect(resolveApiBase(api.origin, 'board.example', noApi)).resolves.toBeNull();
  });
});
