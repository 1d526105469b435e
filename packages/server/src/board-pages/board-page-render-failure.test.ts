import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../app-env';
import { boardPageRoutes } from './board-page-routes';

vi.mock('../host/resolve-board', () => ({
  resolveBoard: async () => ({ siteId: 1, host: 'board.example.com' }),
}));
vi.mock('./load-board-renderer', () => ({
  loadBoardRenderer: async () => ({
    sanitizer: {},
    renderBoardToString: async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'replace')");
    },
  }),
}));

afterEach(() => vi.restoreAllMocks());

describe('a board page whose render throws outside the blocks', () => {
  it('is the server error page in HTML, not the API’s JSON error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set('deps', { db: {}, trustProxy: 0 } as unknown as AppEnv['Variables']['deps']);
      await next();
    });
    app.route(
      '/',
      boardPageRoutes(
        { version: '0.0.0', coreDir: '', loaderDir: '' },
        { fetch: async () => new Response('{}') },
      ),
    );
    const response = await app.request('http://board.example.com/vacatures');
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('Server error: the page could not be shown.');
    expect(html).not.toContain('replace');
    expect(logged).toHaveBeenCalled();
  });
});
