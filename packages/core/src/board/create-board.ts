import {
  createClient,
  createLocalStorageTokenStore,
  createMemoryTokenStore,
  preloadCalls,
  type TokenStore,
} from '@jobboard/client';
import { pageBoardHost } from '@jobboard/schema';
import type { BoardEventMap } from '../analytics/analytics-events';
import { createEventBus } from '../analytics/create-event-bus';
import { BUILTIN_BLOCKS } from '../blocks/builtin-blocks';
import { createBlockRegistry } from '../blocks-runtime/create-block-registry';
import { createI18n } from '../i18n/create-i18n';
import type { BoardLocation } from '../router/board-location';
import { rememberedPathKey } from '../router/remembered-path';
import { createSessionStore } from '../session/create-session-store';
import type { BoardOptions } from './board-options';
import {
  type BoardController,
  type BoardControllerDeps,
  createBoardController,
} from './create-board-controller';
import { unshareBlockSettings } from './start-data-sharing';

/** Where a board runs: the browser window, or a server render of one URL. */
export type BoardEnvironment =
  | { kind: 'browser'; window: Window }
  | { kind: 'server'; url: string; assign?: (url: string) => void };

async function tokenStore(
  options: BoardOptions,
  environment: BoardEnvironment,
): Promise<TokenStore> {
  const storage =
    environment.kind === 'server' ? 'memory' : (options.tokenStorage ?? 'localStorage');
  const prefix = `jobboard:${options.name ?? 'default'}:`;
  // The cookie store is a chunk of its own in the embed build: only boards that ask for cookies
  // load it. Its failure to load is not refused storage: it fails the start (and the page
  // reloads for a missing chunk) rather than leaving the visitor's login behind.
  const cookies = storage === 'cookie' ? await import('./cookie-token-store') : null;
  try {
    // The default board (no name, or 'default' as the loader passes it) keeps the cookies' plain
    // names (`jb_candidate_token`); a named board's are its own, so two boards on one page hold
    // two logins, as with local storage.
    if (cookies) {
      const named = options.name && options.name !== 'default';
      return cookies.createCookieTokenStore(
        named ? { prefix: `jb_${encodeURIComponent(options.name ?? '')}_` } : {},
      );
    }
    if (storage === 'localStorage') return createLocalStorageTokenStore({ prefix });
  } catch {
    // Storage can be refused (sandboxed frames, privacy modes): the session lives in memory.
  }
  return createMemoryTokenStore();
}

// Each location type is its own chunk in the embed build: a board loads the one its routing
// option names, while the configuration is read.
async function boardLocation(
  options: BoardOptions,
  environment: BoardEnvironment,
): Promise<BoardLocation> {
  const basePath = options.basePath ?? '';
  if (environment.kind === 'server') {
    const { createMemoryLocation } = await import('../router/create-memory-location');
    // The links are written as the browser's history routing writes them: under the base path.
    return createMemoryLocation({ initial: environment.url, basePath });
  }
  const routing = options.routing ?? 'history';
  if (routing === 'memory') {
    const { createMemoryLocation } = await import('../router/create-memory-location');
    return createMemoryLocation({ initial: options.initialPath ?? '/', basePath });
  }
  if (routing === 'hash') {
    const { createHashLocation } = await import('../router/create-hash-location');
    return createHashLocation({ basePath, window: environment.window });
  }
  const { createHistoryLocation } = await import('../router/create-history-location');
  return createHistoryLocation({ basePath, window: environment.window });
}

/**
 * The visitor's language preferences for a board given `preferredLocales` (the script tag's
 * loader passes the browser's languages): the language the visitor last switched the board to on
 * this browser comes first, so a visitor who switched to the site's default language (which has
 * no URL prefix) keeps it on the next visit instead of getting the browser's language again. A
 * board whose `locale` option fixes its language keeps no choice: the host decides there.
 */
function localePreferences(
  options: BoardOptions,
  environment: BoardEnvironment,
): Pick<BoardControllerDeps, 'preferredLocales' | 'rememberLocale'> {
  if (!options.preferredLocales || options.locale || environment.kind === 'server') return {};
  const key = `jobboard:${options.name ?? 'default'}:locale`;
  let storage: Storage | undefined;
  try {
    storage = environment.window.localStorage;
  } catch {
    // Storage can be refused (sandboxed frames, privacy modes): the browser's languages decide.
  }
  let last: string | null = null;
  try {
    last = storage?.getItem(key) ?? null;
  } catch {}
  return {
    preferredLocales: [last, ...options.preferredLocales],
    rememberLocale: (locale) => {
      if (locale === last) return;
      last = locale;
      try {
        storage?.setItem(key, locale);
      } catch {
        // A full or refused storage keeps no preference; the board works as before.
      }
    },
  };
}

function sessionStorageOf(environment: BoardEnvironment) {
  if (environment.kind === 'server') return undefined;
  try {
    return environment.window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Assembles one board instance from its options: API client (locale and site host headers, the
 * token store), i18n, location, block registry, session and the navigation controller.
 */
export async function createBoard(
  options: BoardOptions,
  environment: BoardEnvironment,
): Promise<BoardController> {
  // Without a host option, the page's: on a test host, the board its `?host=` query names.
  const host =
    options.host ??
    (environment.kind === 'browser'
      ? pageBoardHost(
          environment.window.location.hostname,
          new URLSearchParams(environment.window.location.search).get('host'),
        )
      : undefined);
  // A server render's state keeps the block settings its pages share once.
  const initialData = options.initialData && unshareBlockSettings(options.initialData);
  const events = createEventBus<BoardEventMap>();
  let session: ReturnType<typeof createSessionStore> | undefined;
  // The location and the catalog start loading before the token store is there (a chunk of its
  // own for cookies); handled at once, so their failure is not reported as unhandled meanwhile.
  const parts = Promise.all([
    boardLocation(options, environment),
    createI18n({ locale: initialData?.locale ?? options.locale ?? 'nl' }),
  ]);
  parts.catch(() => undefined);
  const client = createClient({
    apiBase: options.apiBase ?? '',
    ...(host ? { siteHost: host } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    tokens: await tokenStore(options, environment),
    onError: (error) => session?.handleApiError(error),
  });
  // The public calls blocks read with load with the first of them; in the browser they load
  // now, alongside the start flow's reads, so the first page's data waits for no extra chunk.
  if (environment.kind === 'browser') preloadCalls(client.public).catch(() => undefined);
  const [location, i18n] = await parts;
  const registry = createBlockRegistry({
    builtins: BUILTIN_BLOCKS,
    custom: options.blocks ?? [],
    replacements: options.replacements ?? {},
    // The board starts without a mistaken registration, named in the console, rather than not
    // at all (a blank element).
    onRejected: (problem) => console.error(`Jobboard: ${problem.message} It is left out.`),
  });
  session = createSessionStore({
    tokens: client.tokens,
    loadUser: (role) => client[role].getMe(),
    revoke: (role) => client[role].logout(),
    navigate: (path) => location.push(path),
    // Logout is the session's own event; the analytics of spec §3 know login only.
    emit: (event, payload) => {
      if (event === 'login') events.emit('login', payload);
    },
  });
  const controller = createBoardController({
    client,
    i18n,
    location,
    registry,
    session,
    events,
    host,
    apiBase: options.apiBase,
    initialData,
    pathStorage: sessionStorageOf(environment),
    pathKey: rememberedPathKey(host, options.basePath, options.name),
    locale: options.locale,
    ...localePreferences(options, environment),
    // A server render has no visitor tokens: decisions that need them are the browser's.
    tokensInBrowser: environment.kind === 'server',
    prefetchPageData: environment.kind === 'browser',
    ...(environment.kind === 'browser'
      ? { reload: () => environment.window.location.reload() }
      : {}),
    assign:
      environment.kind === 'browser'
        ? (url: string) => environment.window.location.assign(url)
        : (url: string) => environment.assign?.(url),
  });

  return controller;
}
