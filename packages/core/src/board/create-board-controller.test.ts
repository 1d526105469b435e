import { createElement } from 'react';
import { object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineCustomBlock } from '../blocks-runtime/define-custom-block';
import { formatBoardUrl } from '../router/board-url';
import { rememberedPathKey } from '../router/remembered-path';
import { tokenExpiringIn } from '../session/testing/session-fixtures';
import type { BoardOptions } from './board-options';
import { createBoard } from './create-board';
import type { BoardController, BoardState } from './create-board-controller';
import {
  FAKE_HOST,
  type FakeApiOptions,
  fakeBoardApi,
  TEST_BLOCKS,
} from './testing/fake-board-api';

let controller: BoardController | undefined;

afterEach(() => {
  controller?.destroy();
  controller = undefined;
  sessionStorage.clear();
  localStorage.clear();
});

/** The remembered path's key of the boards these tests start (their host, no base path). */
const PATH_KEY = rememberedPathKey(FAKE_HOST, undefined);

async function startBoard(
  path: string,
  api: FakeApiOptions = {},
  options: Partial<BoardOptions> = {},
  /** Runs before the board starts, e.g. to store a login. */
  before?: (board: BoardController) => void,
) {
  const fake = fakeBoardApi(api);
  const assign = vi.fn();
  Object.defineProperty(window.location, 'assign', { value: assign, configurable: true });
  controller = await createBoard(
    {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      routing: 'memory',
      initialPath: path,
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
      ...options,
    },
    { kind: 'browser', window },
  );
  before?.(controller);
  await controller.start();
  if (!api.redirects || Object.values(api.redirects).every((r) => r.url.startsWith('/'))) {
    await settled(controller);
  }
  return { controller, fake, assign };
}

function settled(board: BoardController): Promise<BoardState> {
  return vi.waitFor(() => {
    const state = board.getState();
    if (state.phase === 'starting' || (state.phase === 'ready' && state.navigating)) {
      throw new Error('still navigating');
    }
    return state;
  });
}

function rendered(board: BoardController) {
  const state = board.getState();
  if (state.phase !== 'ready') throw new Error(`not ready: ${state.phase}`);
  return { url: formatBoardUrl(state.url), route: state.decision.route, state };
}

describe('the start flow', () => {
  it('loads the configuration and the site, then renders the home page', async () => {
    const { controller, fake } = await startBoard('/');
    const { route, state } = rendered(controller);
    expect(route.kind === 'page' && route.page.key).toBe('p-home');
    expect(state.data.locale).toBe('nl');
    expect(fake.calls.map((url) => url.pathname)).toEqual([
      '/api/public/v1/configuration',
      '/api/public/v1/job-board-builder/sites/1',
      '/api/public/v1/job-boards/7/forward',
    ]);
  });

  it('sends the board host with every call', async () => {
    const requests: Request[] = [];
    const fake = fakeBoardApi();
    await startBoard(
      '/',
      {},
      {
        fetch: async (input, init) => {
          requests.push(new Request(input, init));
          return fake.fetch(input);
        },
      },
    );
    expect(requests.every((request) => request.headers.get('X-Site-Host') === FAKE_HOST)).toBe(
      true,
    );
  });

  it('without a host option sends the page’s host, on a test host the board ?host= names', async () => {
    const hosts = async (search: string) => {
      history.replaceState(null, '', `/${search}`);
      const requests: Request[] = [];
      const fake = fakeBoardApi();
      await startBoard(
        '/',
        {},
        {
          host: undefined,
          fetch: async (input, init) => {
            requests.push(new Request(input, init));
            return fake.fetch(input);
          },
        },
      );
      controller?.destroy();
      controller = undefined;
      return [...new Set(requests.map((request) => request.headers.get('X-Site-Host')))];
    };
    try {
      // The test page is on localhost, a test host (DESIGN.md).
      expect(await hosts('?host=acme.example')).toEqual(['acme.example']);
      expect(await hosts('')).toEqual(['localhost']);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('fails with the API error when the configuration cannot be read', async () => {
    const { controller } = await startBoard('/', { failWith: 503 });
    const state = controller.getState();
    expect(state.phase).toBe('failed');
    expect(state.phase === 'failed' && state.message).toBe('The API is down.');
  });

  it.each([
    ['a draft site', { status: 'draft' }, '/create-jobboard'],
    ['a password-protected site', { settings: { passwordEnabled: true } }, '/site-auth'],
  ] as const)('sends visitors of %s to its gate', async (_name, api, gate) => {
    const { controller } = await startBoard('/vacatures', api);
    expect(rendered(controller).url).toBe(gate);
  });

  it('sends a board without an API address to /coming-soon, keeping ?host', async () => {
    const fake = fakeBoardApi();
    controller = await createBoard(
      {
        apiBase: null,
        routing: 'memory',
        initialPath: '/vacatures?host=x.test',
        fetch: fake.fetch,
      },
      { kind: 'browser', window },
    );
    await controller.start();
    const state = controller.getState();
    expect(state.phase).toBe('coming-soon');
    expect(formatBoardUrl(controller.location.current())).toBe('/coming-soon?host=x.test');
    expect(fake.calls).toEqual([]);
  });

  it.each([
    ['/en-US/about?host=x.test', '/en-US/coming-soon?host=x.test', 'en-US', '/en-US'],
    ['/ro', '/ro/coming-soon', 'ro', '/ro'],
    ['/over-ons', '/coming-soon', 'nl', '/'],
  ])('keeps the URL’s language on the way to coming soon: %s', async (path, url, locale, home) => {
    controller = await createBoard(
      { apiBase: null, routing: 'memory', initialPath: path },
      { kind: 'browser', window },
    );
    await controller.start();
    // QA: an English visitor got the Dutch screen, its retry link to the Dutch home.
    expect(formatBoardUrl(controller.location.current())).toBe(url);
    expect(controller.getState()).toMatchObject({ phase: 'coming-soon', locale, home });
    expect(controller.i18n.locale).toBe(locale);
  });

  it.each([
    [['en-GB', 'nl'], undefined, 'en-US'],
    [['ro-RO'], undefined, 'ro'],
    [['de-DE'], undefined, 'nl'],
    [['en-US'], 'ro', 'ro'],
  ] as const)(
    'shows coming soon in the visitor’s language without a URL prefix: %j, option %s',
    async (preferredLocales, locale, shown) => {
      controller = await createBoard(
        {
          apiBase: null,
          routing: 'memory',
          initialPath: '/vacatures?host=x.test',
          preferredLocales: [...preferredLocales],
          ...(locale ? { locale } : {}),
        },
        { kind: 'browser', window },
      );
      await controller.start();
      // QA: a script tag in an English browser got the Dutch screen.
      expect(formatBoardUrl(controller.location.current())).toBe('/coming-soon?host=x.test');
      expect(controller.getState()).toMatchObject({ phase: 'coming-soon', home: '/' });
      expect(controller.i18n.locale).toBe(shown);
    },
  );

  it.each([
    ['its error page’s home link', (board: BoardController) => board.navigate('/')],
    ['the reconnect’s refresh', (board: BoardController) => board.refresh()],
  ])('starts again after a failed start on %s', async (_name, move) => {
    const fake = fakeBoardApi();
    let down = true;
    const fetch: typeof globalThis.fetch = (input, init) =>
      down
        ? Promise.resolve(
            new Response(JSON.stringify({ message: 'Boom once' }), {
              status: 500,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : fake.fetch(input, init);
    controller = await createBoard(
      {
        apiBase: 'https://api.test',
        host: FAKE_HOST,
        routing: 'memory',
        initialPath: '/vacatures',
        fetch,
      },
      { kind: 'browser', window },
    );
    const board = controller;
    await board.start();
    expect(board.getState().phase).toBe('failed');
    // QA: the board stayed on the error page until the host page was reloaded.
    down = false;
    move(board);
    await vi.waitFor(() => expect(board.getState().phase).toBe('ready'));
  });

  it('loads the page again when the coming-soon screen’s retry moves the URL', async () => {
    const reload = vi.fn();
    Object.defineProperty(window.location, 'reload', { value: reload, configurable: true });
    controller = await createBoard(
      { apiBase: null, routing: 'memory', initialPath: '/coming-soon?host=x.test' },
      { kind: 'browser', window },
    );
    await controller.start();
    expect(reload).not.toHaveBeenCalled();
    controller.navigate('/?host=x.test');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('applies the site’s custom translations over the catalog', async () => {
    const { controller } = await startBoard('/', {
      settings: { customTranslations: { nl: { Search: 'Vind een baan' } } },
    });
    expect(controller.i18n.i18n._('A1taO8')).toBe('Vind een baan');
  });

  it('forgets a stored site token the server refuses', async () => {
    const fake = fakeBoardApi({ settings: { passwordEnabled: true } });
    const refusing = async (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith(
        '/validate-token',
      )
        ? new Response(JSON.stringify({ message: 'invalid' }), { status: 401 })
        : fake.fetch(input);
    const board = await createBoard(
      {
        apiBase: 'https://api.test',
        host: FAKE_HOST,
        routing: 'memory',
        initialPath: '/vacatures',
        blocks: TEST_BLOCKS,
        fetch: refusing,
        tokenStorage: 'memory',
      },
      { kind: 'browser', window },
    );
    controller = board;
    board.client.tokens.set('site', 'old-token');
    await board.start();
    await settled(board);
    expect(board.client.tokens.get('site')).toBeNull();
    expect(rendered(board).url).toBe('/site-auth');
  });
});

describe('routing', () => {
  it('resolves a page path and a detail page with its key', async () => {
    const { controller } = await startBoard('/vacature/java-developer');
    const { route } = rendered(controller);
    expect(route.kind).toBe('page');
    expect(route.kind === 'page' && [route.page.key, route.detailKey]).toEqual([
      'p-job-details',
      'java-developer',
    ]);
  });

  it('answers an unknown path with the not-found route', async () => {
    const { controller } = await startBoard('/does/not/exist/here');
    expect(rendered(controller).route.kind).toBe('not-found');
  });

  it('loads the blocks of the site’s not-found page before it shows a 404', async () => {
    const { controller } = await startBoard('/does/not/exist/here', { customNotFound: true });
    expect(rendered(controller).route.kind).toBe('not-found');
    // Loaded before the state is set, so hydrating the server's 404 shows no placeholders.
    expect(controller.registry.loaded('test-text', 'nl')).toBeDefined();
  });

  it('follows an internal redirect rule by replacing the URL', async () => {
    const { controller } = await startBoard('/oude-vacatures', {
      redirects: { '/oude-vacatures': { url: '/vacatures', status: 301 } },
    });
    const { url, route } = rendered(controller);
    expect(url).toBe('/vacatures');
    expect(route.kind === 'page' && route.page.key).toBe('p-job-list');
  });

  it('leaves the board for an external redirect target', async () => {
    const { assign } = await startBoard('/extern', {
      redirects: { '/extern': { url: 'https://example.org/jobs' } },
    });
    expect(assign).toHaveBeenCalledWith('https://example.org/jobs');
  });

  it('ignores an unsafe redirect target', async () => {
    const { controller } = await startBoard('/vacatures', {
      redirects: { '/vacatures': { url: '//evil.example/phish' } },
    });
    expect(rendered(controller).url).toBe('/vacatures');
  });

  it('navigates on push and goes back', async () => {
    const { controller } = await startBoard('/');
    controller.navigate('/vacatures?page=2');
    await settled(controller);
    expect(rendered(controller).url).toBe('/vacatures?page=2');
    controller.location.back();
    await settled(controller);
    expect(rendered(controller).url).toBe('/');
  });

  it('asks the redirect lookup once a path, not again for its searches, pages or a return', async () => {
    const { controller, fake } = await startBoard('/vacatures');
    for (const to of ['/vacatures?search=java', '/vacatures?page=2', '/', '/vacatures']) {
      controller.navigate(to);
      await settled(controller);
    }
    controller.location.back();
    await settled(controller);
    const lookups = fake.calls
      .filter((url) => url.pathname.endsWith('/forward'))
      .map((url) => url.searchParams.get('url'));
    expect(lookups).toEqual(['/vacatures', '/']);
  });

  it('emits navigate with the path and page type', async () => {
    const fake = fakeBoardApi();
    const board = await createBoard(
      {
        apiBase: 'https://api.test',
        host: FAKE_HOST,
        routing: 'memory',
        initialPath: '/',
        blocks: TEST_BLOCKS,
        fetch: fake.fetch,
      },
      { kind: 'browser', window },
    );
    controller = board;
    const seen: unknown[] = [];
    board.events.on('navigate', (payload) => seen.push(payload));
    await board.start();
    board.navigate('/vacatures');
    await settled(board);
    expect(seen).toEqual([
      { path: '/', pageId: 'p-home' },
      { path: '/vacatures', pageId: 'p-job-list' },
    ]);
  });
});

describe('locales', () => {
  it('loads the pages of the URL locale and shows them in that locale', async () => {
    const { controller, fake } = await startBoard('/en-US/job-list');
    const { route, state } = rendered(controller);
    expect(state.data.locale).toBe('en-US');
    expect(route.kind === 'page' && route.page.key).toBe('p-job-list');
    expect(controller.i18n.locale).toBe('en-US');
    const siteReads = fake.calls.filter((url) => url.pathname.endsWith('/sites/1'));
    expect(siteReads.map((url) => url.searchParams.get('locale'))).toContain('EN-US');
  });

  it.each([
    ['/en-US/job-list', 'en-US'],
    // The test site offers nl and en-US: a Romanian URL shows the site's default.
    ['/ro/job-list', 'nl'],
    ['/vacatures', 'nl'],
  ])(
    'reads the configuration of %s in the locale shown, %s (its names show)',
    async (path, locale) => {
      const requests: Request[] = [];
      const fake = fakeBoardApi();
      const { controller: board } = await startBoard(
        path,
        {},
        {
          fetch: async (input, init) => {
            requests.push(new Request(input, init));
            return fake.fetch(input);
          },
        },
      );
      const configReads = requests.filter((request) => request.url.endsWith('/configuration'));
      expect(configReads.length).toBeGreaterThan(0);
      expect(configReads.at(-1)?.headers.get('X-Locale')).toBe(locale);
      expect(rendered(board).state.data.locale).toBe(locale);
    },
  );

  it.each([
    ['in the editor layout, before', '?layout=editor', 'en-US'],
    ['elsewhere, after', '', 'nl'],
  ])('sets the locale %s the pages of the new locale load', async (_case, query, shown) => {
    const fake = fakeBoardApi();
    const localeAtSiteRead: string[] = [];
    const { controller: board } = await startBoard(
      `/vacatures${query}`,
      {},
      {
        fetch: async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input));
          if (url.pathname.endsWith('/sites/1') && controller) {
            localeAtSiteRead.push(controller.i18n.locale);
          }
          return fake.fetch(input, init);
        },
      },
    );
    localeAtSiteRead.length = 0;
    board.navigate(`/en-US/job-list${query}`);
    await vi.waitFor(() => expect(rendered(board).state.data.locale).toBe('en-US'));
    expect(localeAtSiteRead).toEqual([shown]);
  });

  it('setLocale shows the current page in the other locale', async () => {
    const { controller } = await startBoard('/vacatures');
    await controller.setLocale('en-US');
    await settled(controller);
    expect(rendered(controller).url).toBe('/en-US/job-list');
    expect(rendered(controller).state.data.locale).toBe('en-US');
  });

  it('navigates in place of the current history entry when asked to replace it', async () => {
    const { controller } = await startBoard('/');
    controller.navigate('/vacatures');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures'));
    controller.navigate('/over-ons', { replace: true });
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/over-ons'));
    controller.location.back();
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/'));
  });

  it('setLocale keeps the search of the page, as the language switcher does', async () => {
    const { controller } = await startBoard('/vacatures?search=chauffeur&page=2');
    await controller.setLocale('en-US');
    await settled(controller);
    expect(rendered(controller).url).toBe('/en-US/job-list?search=chauffeur&page=2');
  });

  it('setLocale keeps the editor layout of the preview', async () => {
    const { controller } = await startBoard('/vacatures?layout=editor');
    await controller.setLocale('en-US');
    await settled(controller);
    expect(rendered(controller).url).toBe('/en-US/job-list?layout=editor');
    expect(rendered(controller).state.decision.editorMode).toBe(true);
  });

  it('setLocale right after navigate shows the page navigated to in the other locale', async () => {
    const { controller } = await startBoard('/vacatures');
    controller.navigate('/');
    await controller.setLocale('en-US');
    await settled(controller);
    expect(rendered(controller).url).toBe('/en-US');
    expect(rendered(controller).state.data.locale).toBe('en-US');
  });

  it('puts the locale option into a URL that names none', async () => {
    const { controller, fake } = await startBoard('/', {}, { locale: 'en-US' });
    expect(rendered(controller).url).toBe('/en-US');
    expect(rendered(controller).state.data.locale).toBe('en-US');
    const siteReads = fake.calls.filter((url) => url.pathname.endsWith('/sites/1'));
    expect(siteReads.map((url) => url.searchParams.get('locale'))).toEqual(['EN-US']);
  });

  it('leaves a path no page matches to the redirect lookup, with the locale option', async () => {
    const { controller } = await startBoard(
      '/oude-pagina',
      { redirects: { '/oude-pagina': { url: '/vacatures' } } },
      { locale: 'en-US' },
    );
    expect(rendered(controller).url).toBe('/vacatures');
  });

  it('shows not found in its locale for a path no page matches, with the locale option', async () => {
    const { controller, fake } = await startBoard('/nope/x/y', {}, { locale: 'en-US' });
    expect(rendered(controller).url).toBe('/en-US/nope/x/y');
    expect(rendered(controller).state.decision.route.kind).toBe('not-found');
    expect(rendered(controller).state.data.locale).toBe('en-US');
    const lookups = fake.calls.filter((url) => url.pathname.endsWith('/forward'));
    expect(lookups.map((url) => url.searchParams.get('url'))).toEqual(['/nope/x/y']);
    const siteReads = fake.calls.filter((url) => url.pathname.endsWith('/sites/1'));
    expect(siteReads.map((url) => url.searchParams.get('locale'))).toEqual(['EN-US']);
  });

  it('asks the redirect lookup once when the URL loads another locale', async () => {
    const { fake } = await startBoard('/en-US/job-list');
    const lookups = fake.calls.filter((url) => url.pathname.endsWith('/forward'));
    expect(lookups).toHaveLength(1);
  });

  it('setLocale ignores a locale the site does not offer, and says so on the console', async () => {
    const { controller } = await startBoard('/vacatures');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await controller.setLocale('ro');
    expect(rendered(controller).url).toBe('/vacatures');
    expect(logged).toHaveBeenCalledWith(
      'Jobboard: setLocale("ro"): the board has no such language; it has nl, en-US.',
    );
    logged.mockRestore();
  });
});

describe('the session in the navigation loop', () => {
  const youCalls = (calls: URL[], role: string) =>
    calls.filter((url) => url.pathname === `/api/${role}/v1/you`).length;

  it.each([
    ['the default board', undefined, 'jb_candidate_token'],
    ['the default board by name (as the loader passes it)', 'default', 'jb_candidate_token'],
    ['a named board', 'careers', 'jb_careers_candidate_token'],
    ['a board whose name cookies cannot hold', 'a b;c', 'jb_a%20b%3Bc_candidate_token'],
  ])('keeps the cookie of %s under its own name', async (_board, name, cookie) => {
    const { controller } = await startBoard('/vacatures', {}, { tokenStorage: 'cookie', name });
    const written: string[] = [];
    const store = controller.client.tokens;
    // happy-dom drops Secure cookies on http pages: watch what the store writes instead.
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => '',
      set: (value: string) => {
        written.push(value);
      },
    });
    try {
      store.set('candidate', tokenExpiringIn(3600, Date.now()));
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(written[0]?.startsWith(`${cookie}=`)).toBe(true);
  });

  it('logs an employer in with employer_token once, then shows the path without it', async () => {
    const token = tokenExpiringIn(3600, Date.now());
    const { controller, fake } = await startBoard(
      `/vacatures?employer_token=${encodeURIComponent(token)}&page=2`,
    );
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures?page=2'));
    expect(controller.session.getSnapshot().status).toBe('employer');
    expect(controller.client.tokens.get('employer')).toBe(token);
    // Before the fix each session change planned the URL (still holding the token) again, which
    // logged in again: hundreds of GET /you a second.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(youCalls(fake.calls, 'employer')).toBe(1);
  });

  it('sends an expired employer_token link to login, which says to log in again', async () => {
    window.sessionStorage.clear();
    const expired = tokenExpiringIn(-10, Date.now());
    const { controller } = await startBoard(
      `/mijn-account?employer_token=${encodeURIComponent(expired)}&tab=manage-jobs`,
      { accountPages: true },
    );
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/inloggen?tab=manage-jobs'));
    expect(controller.session.getSnapshot()).toMatchObject({ status: 'guest', expired: true });
    expect(controller.client.tokens.get('employer')).toBeNull();
    // After the login, the page the link pointed at.
    expect(window.sessionStorage.getItem(PATH_KEY)).toBe('/mijn-account?tab=manage-jobs');
  });

  const storeCandidateLogin = (board: BoardController) =>
    board.client.tokens.set('candidate', tokenExpiringIn(3600, Date.now()));

  it('knows a stored login before its first plan, so an account page stays put', async () => {
    const { controller } = await startBoard(
      '/mijn-account',
      { accountPages: true },
      { tokenStorage: 'memory' },
      storeCandidateLogin,
    );
    expect(rendered(controller).url).toBe('/mijn-account');
    expect(controller.session.getSnapshot().status).toBe('candidate');
    expect(controller.lastRedirect()).toBeNull();
  });

  it.each([
    ['memory', 'memory'],
    ['localStorage', 'localStorage'],
  ] as const)(
    'counts one page view for a page shown before its stored login (%s) loaded',
    async (_name, tokenStorage) => {
      const paths: string[] = [];
      const { controller } = await startBoard(
        '/vacatures',
        { userDelayMs: 30 },
        { tokenStorage },
        (board) => {
          storeCandidateLogin(board);
          board.events.on('navigate', ({ path }) => paths.push(path));
        },
      );
      expect(paths).toEqual(['/vacatures']);
      await vi.waitFor(() => expect(controller.session.getSnapshot().status).toBe('candidate'));
      await settled(controller);
      expect(paths).toEqual(['/vacatures']);
      // A later page is a page view of its own, the same page again too.
      controller.navigate('/');
      await settled(controller);
      controller.navigate('/');
      await settled(controller);
      expect(paths).toEqual(['/vacatures', '/', '/']);
      controller.client.tokens.clear('candidate');
    },
  );

  it('returns to the remembered page after a login the visitor makes', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/mijn-account?tab=favorites', { accountPages: true });
    expect(rendered(controller).url).toBe('/inloggen?tab=favorites');
    await controller.session.login('candidate', tokenExpiringIn(3600, Date.now()));
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/mijn-account?tab=favorites'));
  });

  it('returns to a page a block remembered (a guest sent to register) after the login', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/vacatures?page=2', { accountPages: true });
    controller.rememberPath('/vacatures?page=2');
    controller.navigate('/inloggen');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/inloggen'));
    await controller.session.login('candidate', tokenExpiringIn(3600, Date.now()));
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures?page=2'));
    // Only unsafe paths are refused.
    controller.rememberPath('https://elsewhere.example/');
    expect(window.sessionStorage.getItem(PATH_KEY)).toBeNull();
  });

  it('returns to the page a guest followed a login link from (the navbar on a job)', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/vacatures?page=2', { accountPages: true });
    controller.navigate('/inloggen');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/inloggen'));
    await controller.session.login('candidate', tokenExpiringIn(3600, Date.now()));
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures?page=2'));
  });

  it('does not return to a page of the login family the guest came from', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/registreren', { accountPages: true });
    controller.navigate('/inloggen');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/inloggen'));
    expect(window.sessionStorage.getItem(PATH_KEY)).toBeNull();
  });

  it('forgets a remembered page when the visitor goes on to another page instead of logging in', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/mijn-account', { accountPages: true });
    expect(rendered(controller).url).toBe('/inloggen');
    controller.navigate('/vacatures');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures'));
    controller.navigate('/inloggen');
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/inloggen'));
    await controller.session.login('candidate', tokenExpiringIn(3600, Date.now()));
    await settled(controller);
    expect(rendered(controller).url).not.toBe('/mijn-account');
    expect(window.sessionStorage.getItem(PATH_KEY)).toBeNull();
  });

  it('keeps the remembered page of each board (host and base path) apart', async () => {
    window.sessionStorage.clear();
    const { controller } = await startBoard('/mijn-account', { accountPages: true });
    expect(window.sessionStorage.getItem(PATH_KEY)).toBe('/mijn-account');
    expect(window.sessionStorage.getItem(rememberedPathKey(FAKE_HOST, '/jobs'))).toBeNull();
    expect(controller.takeRememberedPath()).toBe('/mijn-account');
  });

  it('keeps the URL of a page load when a stored login is picked up', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(PATH_KEY, '/mijn-account');
    const { controller } = await startBoard(
      '/vacatures',
      { accountPages: true },
      { tokenStorage: 'memory' },
      storeCandidateLogin,
    );
    await vi.waitFor(() => expect(controller.session.getSnapshot().status).toBe('candidate'));
    await settled(controller);
    expect(rendered(controller).url).toBe('/vacatures');
    // Restored after a hydration too (mount).
    await controller.restoreSession();
    await settled(controller);
    expect(rendered(controller).url).toBe('/vacatures');
  });

  it('forgets a remembered page when an employer token logs in', async () => {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(PATH_KEY, '/mijn-account');
    const token = tokenExpiringIn(3600, Date.now());
    const { controller } = await startBoard(
      `/vacatures?employer_token=${encodeURIComponent(token)}`,
      { accountPages: true },
    );
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/vacatures'));
    expect(window.sessionStorage.getItem(PATH_KEY)).toBeNull();
  });

  it('does not hold a public page back while the stored login loads', async () => {
    const fake = fakeBoardApi({ accountPages: true });
    // GET /you never answers.
    const fetch: typeof fake.fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).endsWith('/you')
        ? new Promise<Response>(() => undefined)
        : fake.fetch(input, init);
    const { controller } = await startBoard(
      '/vacatures',
      { accountPages: true },
      { tokenStorage: 'memory', fetch },
      storeCandidateLogin,
    );
    expect(rendered(controller).url).toBe('/vacatures');
  });

  it('holds an account link back while a session restored after hydration loads', async () => {
    window.sessionStorage.clear();
    const fake = fakeBoardApi({ accountPages: true });
    let answerYou: () => void = () => undefined;
    const youAnswered = new Promise<void>((resolve) => {
      answerYou = resolve;
    });
    const fetch: typeof fake.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/you')) await youAnswered;
      return fake.fetch(input, init);
    };
    const { controller } = await startBoard(
      '/vacatures',
      { accountPages: true },
      { tokenStorage: 'memory', fetch },
    );
    // As mount does once the server's (guest) HTML is hydrated.
    storeCandidateLogin(controller);
    const restored = controller.restoreSession();
    controller.navigate('/mijn-account');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(controller.location.current().path).toBe('/mijn-account');
    answerYou();
    await restored;
    await vi.waitFor(() => expect(rendered(controller).url).toBe('/mijn-account'));
    expect(controller.lastRedirect()).toBeNull();
  });

  it('sends a guest on an account page to login, remembering the page', async () => {
    const { controller } = await startBoard('/mijn-account?tab=favorites', {
      accountPages: true,
    });
    expect(rendered(controller).url).toBe('/inloggen?tab=favorites');
    expect(controller.takeRememberedPath()).toBe('/mijn-account?tab=favorites');
  });

  it('keeps the remembered page per named board (two memory boards on one page)', async () => {
    await startBoard('/mijn-account?tab=favorites', { accountPages: true }, { name: 'a' });
    expect(window.sessionStorage.getItem(PATH_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(rememberedPathKey(FAKE_HOST, undefined, 'a'))).toBe(
      '/mijn-account?tab=favorites',
    );
  });

  it('remembers the page a password gate sent the visitor away from', async () => {
    const { controller } = await startBoard('/vacatures?page=2', {
      settings: { passwordEnabled: true },
    });
    expect(rendered(controller).url).toBe('/site-auth');
    expect(controller.takeRememberedPath()).toBe('/vacatures?page=2');
  });

  it('links the failure of a board shown in English to the English home', async () => {
    const { controller } = await startBoard('/en-US/about', {
      redirects: {
        '/en-US/about': { url: '/en-US/job-list' },
        '/en-US/job-list': { url: '/en-US/about' },
      },
    });
    expect(controller.getState()).toMatchObject({ phase: 'failed', home: '/en-US' });
  });

  it('says "Server error" once when the API’s message already starts with it', async () => {
    const { controller } = await startBoard(
      '/vacatures',
      {},
      {
        fetch: async () =>
          new Response(
            JSON.stringify({ message: 'Server error: the request could not be completed.' }),
            { status: 500, headers: { 'Content-Type': 'application/json' } },
          ),
      },
    );
    expect(controller.getState()).toMatchObject({
      phase: 'failed',
      message: 'the request could not be completed.',
    });
  });

  it('ends a loop of redirect rules in a failure', async () => {
    const { controller, fake } = await startBoard('/over-ons', {
      redirects: {
        '/over-ons': { url: '/vacatures' },
        '/vacatures': { url: '/over-ons' },
      },
    });
    expect(controller.getState()).toEqual({
      phase: 'failed',
      message: 'Too many redirects.',
      transport: 'redirect-loop',
      home: '/',
      locale: 'nl',
    });
    const lookups = fake.calls.filter((url) => url.pathname.endsWith('/forward')).length;
    expect(lookups).toBeLessThan(12);
  });
});

describe('a server render', () => {
  async function serverBoard(path: string, api: FakeApiOptions = {}) {
    const fake = fakeBoardApi(api);
    controller = await createBoard(
      { apiBase: 'https://api.test', host: FAKE_HOST, blocks: TEST_BLOCKS, fetch: fake.fetch },
      { kind: 'server', url: path },
    );
    await controller.start();
    return settled(controller);
  }

  it.each([
    ['an account page', '/mijn-account', { accountPages: true }],
    ['a password-protected site', '/vacatures', { settings: { passwordEnabled: true } }],
    ['an employer token', '/vacatures?employer_token=abc', {}],
  ] as const)('leaves %s to the browser, which holds the tokens', async (_case, path, api) => {
    const state = await serverBoard(path, api);
    expect(state.phase).toBe('browser-only');
    // Nothing was redirected or consumed on the server.
    expect(controller?.lastRedirect()).toBeNull();
  });

  it('still renders the login page for a guest', async () => {
    const state = await serverBoard('/inloggen', { accountPages: true });
    expect(state.phase).toBe('ready');
  });
});

describe('catalog parts of a page', () => {
  // The page's text block, with its texts in the account catalog part as the account blocks.
  const partTextBlock = defineCustomBlock<{ text: string }>({
    type: 'test-text',
    struct: object({ text: string() }),
    defaults: { text: '' },
    load: () =>
      Promise.resolve({
        component: ({ settings }) => createElement('p', null, settings.text),
        catalogPart: 'account',
      }),
  });

  it('loads the part of a block before the page is ready, so a first render has its texts', async () => {
    const { controller } = await startBoard('/', {}, { blocks: [partTextBlock] });
    expect(controller.getState().phase).toBe('ready');
    expect(controller.i18n.hasPart('account')).toBe(true);
  });

  it('loads no part for blocks without one', async () => {
    const { controller } = await startBoard('/');
    expect(controller.i18n.hasPart('account')).toBe(false);
  });
});
