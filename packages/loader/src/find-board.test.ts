import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBoard } from './find-board';
import { startTestApi, type TestApi } from './testing/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    'board.example': { languages: [{ locale: 'nl' }, { locale: 'en-US' }] },
    'broken.example': { configStatus: 503 },
  });
});
afterAll(() => api.close());

describe('findBoard', () => {
  it('resolves the host to the API entry, without a trailing slash, and checks the board is there', async () => {
    await expect(findBoard({ hostService: `${api.origin}/` }, 'board.example')).resolves.toBe(
      api.origin,
    );
    expect(api.requests).toEqual([
      'POST /api/v1/public/host board.example',
      'GET /api/public/v1/configuration board.example',
    ]);
  });

  it('skips host resolution with an apiBase and the configuration with a locale', async () => {
    api.requests.length = 0;
    await expect(
      findBoard({ apiBase: `${api.origin}//`, locale: 'ro' }, 'board.example'),
    ).resolves.toBe(api.origin);
    expect(api.requests).toEqual([]);
  });

  it('answers null for a host the service does not know (404)', async () => {
    await expect(findBoard({ hostService: api.origin }, 'nobody.example')).resolves.toBeNull();
    await expect(findBoard({ apiBase: api.origin }, 'nobody.example')).resolves.toBeNull();
  });

  it('answers null when the service has no api entry', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => Response.json({ hosts: [{ type: 'cdn', url: 'https://cdn' }] });
    try {
      await expect(findBoard({ hostService: api.origin }, 'board.example')).resolves.toBeNull();
    } finally {
      globalThis.fetch = original;
    }
  });

  it('rejects when the service cannot be reached or fails', async () => {
    await expect(
      findBoard({ hostService: 'http://127.0.0.1:1' }, 'board.example'),
    ).rejects.toThrow();
    await expect(findBoard({ hostService: api.origin }, 'broken.example')).rejects.toBeUndefined();
  });
});
