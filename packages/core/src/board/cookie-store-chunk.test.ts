import { expect, it, vi } from 'vitest';
import { createBoard } from './create-board';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from './testing/fake-board-api';

// The cookie store's chunk, gone after a deployment.
vi.mock('./cookie-token-store', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /chunks/cookie-token-store.js');
});

it('fails the start when the cookie store cannot load, instead of keeping no login', async () => {
  const fake = fakeBoardApi();
  await expect(
    createBoard(
      {
        apiBase: 'https://api.test',
        host: FAKE_HOST,
        routing: 'memory',
        blocks: TEST_BLOCKS,
        fetch: fake.fetch,
        tokenStorage: 'cookie',
      },
      { kind: 'browser', window },
    ),
  ).rejects.toThrow();
});
