import { runInThisContext } from 'node:vm';
import { build } from 'esbuild';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoreModule, LoadCore } from './board-handle';
import type { JobboardCall, Jobboard as JobboardFunction, LoaderError } from './init-options';
import { installLoader } from './install-loader';
import { SNIPPET } from './stub';
import { fakeCore } from './testing/fake-core';
import { startTestApi, type TestApi } from './testing/test-api';

// The loader against a local host service and API (testing/test-api.ts) and a fake core bundle:
// happy-dom cannot import a URL, so `loadCore` is the boundary. The page is http://localhost:3000.

let api: TestApi;
const LANGUAGES = [{ locale: 'nl' }, { locale: 'en-US' }, { locale: 'ro' }];

beforeAll(async () => {
  api = await startTestApi({
    'board.example': { languages: LANGUAGES },
    'other.example': { languages: [{ locale: 'nl' }] },
  });
});
afterAll(() => api.close());

type Call = [command: string, ...args: unknown[]];
const win = window as unknown as { Jobboard?: (...call: Call) => void };
const Jobboard = (...call: Call) => win.Jobboard!(...call);

let browserLanguages: string[];
beforeEach(() => {
  delete win.Jobboard;
  document.body.innerHTML = '<header>Host</header><div id="board"></div><footer>Host</footer>';
  history.replaceState(null, '', '/');
  browserLanguages = ['de'];
  Object.defineProperty(navigator, 'languages', {
    configurable: true,
    get: () => browserLanguages,
  });
  api.requests.length = 0;
});
afterEach(() => {
  delete (navigator as { languages?: unknown }).languages;
  vi.restoreAllMocks();
});

/** A script tag as a customer pastes it; it stays detached, so happy-dom never loads it. */
function scriptTag(data: Record<string, string> = {}, nonce = '') {
  const script = document.createElement('script');
  script.src = `${api.origin}/sdk/loader.js`;
  Object.assign(script.dataset, data);
  Object.defineProperty(script, 'nonce', { value: nonce });
  return script;
}

function install(data: Record<string, string> = {}, core = fakeCore()) {
  installLoader(scriptTag(data), core.loadCore);
  return core;
}

const errorsOf = (name?: string) => {
  const errors: LoaderError[] = [];
  Jobboard('on', 'error', (error: unknown) => errors.push(error as LoaderError), { name });
  return errors;
};

describe('the queue stub', () => {
  it('replays the calls made before the loader arrived, in order', async () => {
    new Function(SNIPPET)();
    const seen: unknown[] = [];
    Jobboard('on', 'apply', (payload: unknown) => seen.push(payload));
    Jobboard('init', { target: '#board', host: 'board.example', locale: 'ro' });
    Jobboard('navigate', '/vacatures');
    Jobboard('setLocale', 'en-US');
    Jobboard('navigate', '/vacature/dev-123');
    expect(win.Jobboard).toBeTypeOf('function');

    const core = install();
    await vi.waitFor(() => expect(core.boards[0]?.calls).toHaveLength(3));
    const [board] = core.boards;
    expect(board!.calls).toEqual([
      ['navigate', '/vacatures'],
      ['setLocale', 'en-US'],
      ['navigate', '/vacature/dev-123'],
    ]);
    expect(board!.options).toMatchObject({ host: 'board.example', locale: 'ro', name: 'default' });
    board!.emit('apply', { job: 1 });
    expect(seen).toEqual([{ job: 1 }]);
  });

  it('forwards back and forward, typed as the docs give them', async () => {
    const core = install({ target: '#board', host: 'board.example' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    // The global as its type declares it: a command missing there does not compile.
    const typed = win.Jobboard as JobboardFunction;
    const calls: JobboardCall[] = [['back'], ['forward', { name: 'default' }]];
    for (const call of calls) typed(...call);
    await vi.waitFor(() => expect(core.boards[0]?.calls).toEqual([['back'], ['forward']]));
  });

  it('names an unknown command in the console instead of a minified type error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const core = install({ target: '#board', host: 'board.example' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    Jobboard('bogus', 1);
    Jobboard('navigate', '/vacatures');
    await vi.waitFor(() => expect(core.boards[0]?.calls).toEqual([['navigate', '/vacatures']]));
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'Jobboard: no mounted board default with bogus',
    );
  });

  it('names a command for a board that is not mounted: a misspelt name, or after unmount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const core = install({ target: '#board', host: 'board.example' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    Jobboard('navigate', '/vacatures', { name: 'typo' });
    await vi.waitFor(() =>
      expect(String(error.mock.calls[0]?.[0])).toContain(
        'Jobboard: no mounted board typo with navigate',
      ),
    );
    Jobboard('unmount');
    Jobboard('setLocale', 'ro');
    await vi.waitFor(() =>
      expect(String(error.mock.calls[1]?.[0])).toContain(
        'Jobboard: no mounted board default with setLocale',
      ),
    );
    expect(core.boards[0]?.calls).toEqual([]);
  });

  it('lets a queued init of the script’s board take over from its data-target', async () => {
    new Function(SNIPPET)();
    Jobboard('init', { target: '#board', host: 'other.example' });
    const core = install({ target: '#board', host: 'board.example' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.host).toBe('other.example');
    expect(api.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/v1/public/host other.example',
    ]);
  });

  it('never throws on a bad call, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const core = install({ target: '#board', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(() => Jobboard('no-such-command')).not.toThrow();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(() => (win.Jobboard as unknown as () => void)()).not.toThrow();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
  });

  it('refuses an on() without a handler at the call, so later events reach the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const core = install({ host: 'board.example', locale: 'nl' });
    const ready = vi.fn();
    (Jobboard as unknown as (...args: unknown[]) => void)('on', 'ready');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toContain('Jobboard: on("ready") needs a function');
    Jobboard('on', 'ready', ready);
    Jobboard('init', { target: '#board' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.handlers).toEqual([['ready', ready]]);
  });
});

describe('options from the script tag', () => {
  it('mounts the data-target board with the data-* options and the versioned core', async () => {
    const core = install({
      target: '#board',
      host: 'board.example',
      basePath: '/jobs',
      routing: 'history',
      isolation: 'shadow',
      tokenStorage: 'memory',
      locale: 'en-US',
    });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.urls).toEqual([`${api.origin}/sdk/dev/core.js`]);
    expect(core.boards[0]!.element).toBe(document.getElementById('board'));
    expect(core.boards[0]!.options).toMatchObject({
      apiBase: api.origin,
      host: 'board.example',
      name: 'default',
      basePath: '/jobs',
      routing: 'history',
      isolation: 'shadow',
      tokenStorage: 'memory',
      locale: 'en-US',
    });
    expect(api.requests).toEqual(['POST /api/v1/public/host board.example']);
  });

  it('passes data-initial-path on, the first page of a board in memory routing', async () => {
    const core = install({
      target: '#board',
      host: 'board.example',
      routing: 'memory',
      initialPath: '/vacatures',
    });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options).toMatchObject({ routing: 'memory', initialPath: '/vacatures' });
  });

  it('loads the same versioned core from a versioned loader URL', async () => {
    const core = fakeCore();
    const script = scriptTag({ target: '#board', host: 'board.example', locale: 'nl' });
    script.src = `${api.origin}/sdk/dev/loader.js`;
    installLoader(script, core.loadCore);
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.urls).toEqual([`${api.origin}/sdk/dev/core.js`]);
  });

  it('skips host resolution with data-api-base and loads core from data-sdk-base', async () => {
    const core = install({
      target: '#board',
      host: 'board.example',
      apiBase: `${api.origin}/`,
      sdkBase: 'https://cdn.example/sdk/9.9.9',
    });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.urls).toEqual(['https://cdn.example/sdk/9.9.9/core.js']);
    expect(core.boards[0]!.options.apiBase).toBe(api.origin);
    expect(api.requests).toEqual(['GET /api/public/v1/configuration board.example']);
  });

  it('asks the host service of data-host-service for the page’s own host by default', async () => {
    const core = fakeCore();
    const script = scriptTag({ target: '#board', hostService: api.origin });
    script.src = 'https://cdn.example/sdk/1.2.3/loader.js';
    installLoader(script, core.loadCore);
    await vi.waitFor(() => expect(api.requests).toEqual(['POST /api/v1/public/host localhost']));
  });

  it('takes the board’s host from ?host= on a test host (the page is on localhost)', async () => {
    history.replaceState(null, '', '/?host=board.example');
    const core = install({ target: '#board' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.host).toBe('board.example');
    expect(api.requests[0]).toBe('POST /api/v1/public/host board.example');
  });

  it('keeps data-host over ?host=, and ignores ?host= on a board’s own host', async () => {
    history.replaceState(null, '', '/?host=other.example');
    const core = install({ target: '#board', host: 'board.example' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.host).toBe('board.example');

    const happyDOM = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
    happyDOM.setURL('http://board.example/careers?host=other.example');
    try {
      delete win.Jobboard;
      document.body.innerHTML = '<div id="board"></div>';
      api.requests.length = 0;
      const own = fakeCore();
      const script = scriptTag({ target: '#board', hostService: api.origin, apiBase: api.origin });
      installLoader(script, own.loadCore);
      await vi.waitFor(() => expect(own.boards).toHaveLength(1));
      expect(own.boards[0]!.options.host).toBe('board.example');
    } finally {
      happyDOM.setURL('http://localhost:3000/');
    }
  });

  it('does not mount without data-target until an init', async () => {
    const core = install({ host: 'board.example' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(core.boards).toEqual([]);
    document.getElementById('board')!.setAttribute('data-jobboard', '');
    Jobboard('init');
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.element.id).toBe('board');
  });
});

describe('named instances', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
  });

  it('runs several boards on one page, each addressed by its name', async () => {
    const core = install();
    Jobboard('init', { name: 'a', target: '#a', host: 'board.example', locale: 'nl' });
    Jobboard('init', { name: 'b', target: '#b', host: 'other.example', routing: 'memory' });
    Jobboard('navigate', '/vacatures', { name: 'b' });
    await vi.waitFor(() => expect(core.boards.map((board) => board.calls.length)).toEqual([0, 1]));
    const [a, b] = core.boards;
    expect([a!.options.name, a!.element.id, a!.options.host]).toEqual(['a', 'a', 'board.example']);
    expect([b!.options.name, b!.element.id, b!.options.routing]).toEqual(['b', 'b', 'memory']);

    Jobboard('unmount', { name: 'a' });
    expect(a!.unmounted).toBe(true);
    expect(b!.unmounted).toBe(false);
    expect(document.getElementById('b')!.textContent).toBe('board b');
  });

  it('takes the default name from data-name', async () => {
    const core = install({ name: 'careers', target: '#a', host: 'board.example' });
    Jobboard('navigate', '/x');
    await vi.waitFor(() => expect(core.boards[0]?.calls).toEqual([['navigate', '/x']]));
    expect(core.boards[0]!.options.name).toBe('careers');
  });

  it('hands an element over when another board inits on it', async () => {
    const core = install();
    Jobboard('init', { name: 'a', target: '#a', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    Jobboard('init', { name: 'b', target: '#a', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(2));
    expect(core.boards[0]!.unmounted).toBe(true);
    expect(document.getElementById('a')!.textContent).toBe('board b');
  });
});

describe('unmount and remount', () => {
  it('unmounts, and mounts again with the handlers registered before', async () => {
    const core = install({ target: '#board', host: 'board.example', locale: 'nl' });
    const seen: unknown[] = [];
    const handler = (payload: unknown) => seen.push(payload);
    Jobboard('on', 'view', handler);
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    Jobboard('unmount');
    expect(core.boards[0]!.unmounted).toBe(true);
    expect(document.getElementById('board')!.textContent).toBe('');

    Jobboard('init', { target: '#board', locale: 'ro' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(2));
    expect(core.boards[1]!.options).toMatchObject({ host: 'board.example', locale: 'ro' });
    core.boards[1]!.emit('view', 'second');
    Jobboard('off', 'view', handler);
    core.boards[1]!.emit('view', 'after off');
    expect(seen).toEqual(['second']);
  });

  it('mounts only the latest of two quick inits, and nothing after an unmount', async () => {
    const core = install({ host: 'board.example', locale: 'nl' });
    Jobboard('init', { target: '#board', locale: 'ro' });
    Jobboard('init', { target: '#board', locale: 'en-US' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.locale).toBe('en-US');

    Jobboard('unmount');
    Jobboard('init', { target: '#board' });
    Jobboard('unmount');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(core.boards).toHaveLength(1);
    expect(document.getElementById('board')!.textContent).toBe('');
  });

  it('drops commands made while no board is mounted', async () => {
    const core = install({ target: '#board', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    Jobboard('unmount');
    Jobboard('navigate', '/x');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(core.boards[0]!.calls).toEqual([]);
  });
});

describe('the script tag added after page load, before it, and twice', () => {
  it('mounts at once when the document is already parsed', async () => {
    expect(document.readyState).toBe('complete');
    const core = install({ target: '#board', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
  });

  it('waits for the document when it runs before its mount point is parsed', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '';
    const core = install({ target: '#late', host: 'board.example', locale: 'nl' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(core.boards).toEqual([]);
    document.body.innerHTML = '<div id="late"></div>';
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.element.id).toBe('late');
  });

  it('keeps the first loader when the tag runs twice, and inits a second tag’s own board', async () => {
    const core = install({ target: '#board', host: 'board.example', locale: 'nl' });
    const first = win.Jobboard;
    const second = fakeCore();
    install({ target: '#board', host: 'board.example', locale: 'nl' }, second);
    expect(win.Jobboard).toBe(first);
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));

    document.body.insertAdjacentHTML('beforeend', '<div id="jobs-2"></div>');
    install({ name: 'two', target: '#jobs-2', host: 'other.example', locale: 'nl' }, second);
    await vi.waitFor(() => expect(core.boards).toHaveLength(2));
    expect(core.boards.map((board) => [board.options.name, board.unmounted])).toEqual([
      ['default', false],
      ['two', false],
    ]);
    expect(second.urls).toEqual([]);
    expect(api.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/v1/public/host board.example',
      'POST /api/v1/public/host other.example',
    ]);
  });
});

describe('the locale', () => {
  const optionsOf = async (data: Record<string, string>) => {
    const core = install({ target: '#board', host: 'board.example', ...data });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    return core.boards[0]!.options;
  };

  it('is the locale option, without reading the configuration', async () => {
    await expect(optionsOf({ locale: 'ro' })).resolves.toMatchObject({ locale: 'ro' });
    expect(api.requests).toEqual(['POST /api/v1/public/host board.example']);
  });

  it('is otherwise core’s choice, with the browser’s languages as the visitor’s preference', async () => {
    browserLanguages = ['de-DE', 'en-GB', 'ro'];
    const options = await optionsOf({ basePath: '/jobs' });
    expect(options.locale).toBeUndefined();
    expect(options.preferredLocales).toEqual(['de-DE', 'en-GB', 'ro']);
    expect(api.requests).toContain('GET /api/public/v1/configuration board.example');
  });
});

describe('failures', () => {
  const messageIn = (id = 'board') => document.querySelector(`#${id} .jb-loader-error`);

  it.each([
    [
      'a host service that cannot be reached',
      { host: 'board.example', hostService: 'http://127.0.0.1:1' },
      'api-unreachable',
      'Job board unreachable.',
    ],
    [
      'an API that cannot be reached',
      { host: 'board.example', apiBase: 'http://127.0.0.1:1' },
      'api-unreachable',
      'Job board unreachable.',
    ],
  ])(
    '%s shows a readable message in the mount point and raises error',
    async (_case, data, code, message) => {
      const core = install({ target: '#board', ...data });
      const errors = errorsOf();
      await vi.waitFor(() => expect(errors).toHaveLength(1));
      expect(errors[0]).toEqual({ name: 'default', code, message });
      expect(messageIn()?.textContent).toBe(message);
      expect(messageIn()?.getAttribute('role')).toBe('alert');
      expect(core.boards).toEqual([]);
      expect(document.querySelector('header')?.textContent).toBe('Host');
    },
  );

  it.each<[string, LoadCore]>([
    ['a blocked bundle', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a bundle without mount()', async () => ({})],
    [
      'a mount that throws',
      async () =>
        ({
          mount() {
            throw new Error('broken');
          },
        }) satisfies CoreModule,
    ],
  ])('%s shows that the board failed to load', async (_case, loadCore) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installLoader(scriptTag({ target: '#board', host: 'board.example', locale: 'nl' }), loadCore);
    const errors = errorsOf();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({
      code: 'bundle-failed',
      message: 'Job board failed to load.',
    });
    expect(messageIn()?.textContent).toBe('Job board failed to load.');
  });

  it('logs why the bundle did not load, not what calling a missing module then throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module: /sdk/core.js');
    installLoader(scriptTag({ target: '#board', host: 'board.example', locale: 'nl' }), () =>
      Promise.reject(failure),
    );
    const errors = errorsOf();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(logged.mock.calls).toEqual([[failure]]);
  });

  it('reports an invalid target selector as a missing mount point', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    install();
    const errors = errorsOf('x');
    Jobboard('init', { name: 'x', target: '#not[valid', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({ name: 'x', code: 'no-target', message: 'No job board element.' });
    expect(logged).not.toHaveBeenCalled();
  });

  it('reports a missing mount point through error only', async () => {
    install();
    const errors = errorsOf('x');
    Jobboard('init', { name: 'x', target: '#nowhere', host: 'board.example', locale: 'nl' });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toEqual({ name: 'x', code: 'no-target', message: 'No job board element.' });
    expect(document.querySelector('.jb-loader-error')).toBeNull();
  });

  it('mounts a host no board is registered for without an API address: core shows /coming-soon', async () => {
    const core = install({ target: '#board', host: 'nobody.example' });
    const errors = errorsOf();
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options).toMatchObject({ apiBase: null, host: 'nobody.example' });
    expect(messageIn()).toBeNull();
    expect(errors).toEqual([]);
  });

  it('calls every error handler, each in its own task, even when one throws', async () => {
    const thrown: unknown[] = [];
    const realSetTimeout = setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((
      callback: (...args: unknown[]) => void,
      delay?: number,
      ...args: unknown[]
    ) =>
      realSetTimeout(() => {
        try {
          callback(...args);
        } catch (error) {
          thrown.push(error);
        }
      }, delay)) as typeof setTimeout);
    const onError = vi.fn();
    install({ target: '#board', host: 'board.example', apiBase: 'http://127.0.0.1:1' });
    Jobboard('on', 'error', () => {
      throw new Error('host bug');
    });
    Jobboard('on', 'error', onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(thrown).toEqual([new Error('host bug')]);
  });

  it('removes the message when the board is unmounted or mounted again', async () => {
    const core = install({
      target: '#board',
      host: 'board.example',
      apiBase: 'http://127.0.0.1:1',
    });
    await vi.waitFor(() => expect(messageIn()).not.toBeNull());
    Jobboard('init', { target: '#board', host: 'board.example', locale: 'nl' });
    expect(messageIn()).toBeNull();
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(document.getElementById('board')!.textContent).toBe('board default');
  });
});

describe('the nonce', () => {
  it('passes the script tag’s nonce to core', async () => {
    const core = fakeCore();
    installLoader(
      scriptTag({ target: '#board', host: 'board.example', locale: 'nl' }, 'r4nd0m'),
      core.loadCore,
    );
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.nonce).toBe('r4nd0m');
  });

  it('lets the nonce option win', async () => {
    const core = install({ host: 'board.example', locale: 'nl' });
    Jobboard('init', { target: '#board', nonce: 'from-init' });
    await vi.waitFor(() => expect(core.boards).toHaveLength(1));
    expect(core.boards[0]!.options.nonce).toBe('from-init');
  });
});

describe('globals', () => {
  it('adds no global but Jobboard, also in the built script', async () => {
    const before = new Set(Object.keys(window));
    const { outputFiles } = await build({
      stdin: { contents: "import './loader';", resolveDir: import.meta.dirname, loader: 'ts' },
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
    });
    const script = scriptTag({ target: '#board', host: 'board.example', locale: 'nl' });
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A blocked core.js: happy-dom cannot import it, which shows as a failure in the mount point.
    // Run in the global scope, as a page runs a classic script.
    runInThisContext(outputFiles[0]!.text);
    await vi.waitFor(() => expect(document.querySelector('.jb-loader-error')).not.toBeNull());
    expect(Object.keys(window).filter((key) => !before.has(key))).toEqual(['Jobboard']);
  });
});
