import { createClient } from '@jobboard/client';
import {
  type BlockSettingsOf,
  type BlockType,
  DEFAULT_SITE_SETTINGS,
  type Page,
  parseBlockSettings,
  type SiteConfig,
  type SiteSettings,
  type User,
} from '@jobboard/schema';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import type { BlockContext } from '../../../../blocks-runtime/block-context';
import type { BlockModule } from '../../../../blocks-runtime/block-module';
import { createBlockRegistry } from '../../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
} from '../../../../blocks-runtime/testing/block-fixtures';
import { HtmlSanitizerContext } from '../../../../html/html-sanitizer-context';
import { formatBoardUrl, parseBoardUrl } from '../../../../router/board-url';
import type { StyleSink } from '../../../../styles/style-sink';
import { StyleSinkContext } from '../../../../styles/use-scoped-styles';
import { jsdomSanitizer } from '../../../html/testing/render-content-block';
import {
  type SessionActions,
  SessionActionsContext,
  SessionExpiredContext,
  SessionLoadingContext,
  SessionRoleContext,
  SessionUserContext,
} from '../../session-role-context';

/** One request the block's client sent, with its JSON body. */
export interface SentRequest {
  method: string;
  /** The path after the API base, e.g. `/api/candidate/v1/login`. */
  path: string;
  /**
   * The query's parameters (the last of a repeated one), e.g. `{ page: '2', 'match[status]':
   * 'paused' }`; left out when the URL has none.
   */
  query?: Record<string, string>;
  body: unknown;
}

/** An answer of the fake API: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** Answers a request; a promise holds the answer back (to see the form while it sends). */
export type FakeApi = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;

/** By default every login answers a token named after its family and registering succeeds. */
export const defaultApi: FakeApi = (request) => {
  if (request.path.endsWith('/login')) {
    const family = request.path.split('/')[2];
    return { body: { data: { token: `${family}-token` } } };
  }
  if (request.path.endsWith('/register')) return { status: 201, body: { data: {} } };
  return { status: 404, body: { message: 'Not found' } };
};

/** A page of the fixture site, at the same path in nl and en-US. */
export function page(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path, 'en-US': path }), settings: [], blocks: [] };
}

/** The account pages of the fixture site; a test may leave some out. */
export const ACCOUNT_PAGES: Page[] = [
  page(1, 'p-home', 'home'),
  page(2, 'p-login', 'login'),
  page(3, 'p-register', 'register'),
  page(4, 'p-password-forgot', 'forgot-password'),
  page(5, 'p-account', 'my-account'),
  page(6, 'p-job-details', 'jobs'),
  page(7, 'p-organisation', 'company'),
];

/** The account pages with the candidate list and details (`/candidates`, `/candidate/{uuid}`). */
export const CANDIDATE_PAGES: Page[] = [
  ...ACCOUNT_PAGES,
  page(20, 'p-candidate-list', 'candidates'),
  page(21, 'p-candidate-details', 'candidate'),
];

export interface RenderAccountBlockOptions {
  /** Stored settings of the block (en-US), parsed with their defaults. */
  settings?: Record<string, unknown>;
  site?: Partial<SiteSettings>;
  config?: Partial<SiteConfig>;
  pages?: Page[];
  editor?: boolean;
  api?: FakeApi;
  /** What the board session's login resolves with. @default true */
  sessionHolds?: boolean;
  /** The logged-in role and user. @default a guest */
  signedIn?: { role: 'candidate' | 'employer'; user: User } | undefined;
  /** The board's last session ended on its own (a 401, an expired token). @default false */
  sessionExpired?: boolean;
  /** A stored login is loading (the role reads guest meanwhile). @default false */
  sessionLoading?: boolean;
  /** SWR's data by request key, as the server's render hands it over. @default none */
  fallback?: Record<string, unknown>;
  /** The route's path and query, e.g. `/my-account?tab=favorites`. @default '/' */
  url?: string;
  /**
   * The board's base path, which `context.href` puts before a board path (`navigate` takes the
   * board path without it). @default none
   */
  basePath?: string;
  /** The board's locale; the site's default locale is en-US. @default 'en-US' */
  locale?: string;
  /** The detail key of the route (a detail page's item). */
  detailKey?: string;
  /** Rendered inside the board's providers after the block (a probe of SWR's cache). */
  beside?: ReactNode;
  /**
   * Renders the block to HTML first, as a server does (`renderToString`, called through this
   * function, which may change the globals it runs with), and hydrates that HTML.
   */
  serverRender?: (render: () => string) => string;
}

/**
 * Renders a block of the account part (login, registration, account, the candidate pages) as the board does, in English, with a client
 * whose `fetch` is the fake API and a board session whose actions are spies. `showUrl` renders
 * the block again on another route, as following a link to it does.
 */
function preloadAccountTabs() {
  return Promise.all([
    import('../../../account/resume-tabs'),
    import('../../../account/employer-tabs'),
    import('../../../account/job-alerts-tab'),
    import('../../../account/account-activation'),
  ]);
}

export async function renderAccountBlock<Type extends BlockType>(
  type: Type,
  blockModule: BlockModule<BlockSettingsOf<Type>>,
  options: RenderAccountBlockOptions = {},
) {
  const i18n = await englishI18n();
  // The account page's tabs are chunks it loads on first use; loaded here first, a tab renders at
  // once, as in a board that has them, rather than after a first transform of their modules that
  // a busy machine can stretch past the test's wait.
  if (type === 'account') await preloadAccountTabs();
  // The board loads the blocks' catalog part with their modules before it renders them.
  await i18n.loadPart('account');
  // Texts not yet extracted into the catalog are compiled on use, so they show as the app will.
  i18n.i18n.setMessagesCompiler(compileMessage);
  const sent: SentRequest[] = [];
  const api = options.api ?? defaultApi;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init?.body;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      ...(url.search === '' ? {} : { query: Object.fromEntries(url.searchParams) }),
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    sent.push(request);
    const answer = await api(request);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createClient({ apiBase: 'https://api.test', fetch });
  const emit = vi.fn();
  const session = {
    login: vi.fn<SessionActions['login']>(async () => options.sessionHolds ?? true),
    logout: vi.fn<SessionActions['logout']>(),
    returnAfterLogin: vi.fn<SessionActions['returnAfterLogin']>(),
    reloadUser: vi.fn<SessionActions['reloadUser']>(async () => undefined),
    announce: vi.fn<SessionActions['announce']>(),
  };
  // The block's navigations; in a board they would change the URL (`showUrl` does it here).
  const navigate = vi.fn<BlockContext['navigate']>();
  const base = fixtureContext({
    client,
    emit,
    locale: options.locale ?? 'en-US',
    editor: options.editor ?? false,
  });
  const context: BlockContext = {
    ...base,
    defaultLocale: 'en-US',
    site: { ...base.site, pages: options.pages ?? ACCOUNT_PAGES },
    settings: { ...DEFAULT_SITE_SETTINGS, jobBoardId: 7, ...options.site },
    config: { ...base.config, ...options.config },
    href: (to) => `${options.basePath ?? ''}${typeof to === 'string' ? to : formatBoardUrl(to)}`,
    navigate,
  };
  const { settings } = parseBlockSettings(type, options.settings ?? {}, 'en-US');
  const Component = blockModule.component;
  const registry = createBlockRegistry({ builtins: [] });
  // The session as the board has it now (`showSession` changes it).
  let signedIn = options.signedIn;
  let sessionLoading = options.sessionLoading ?? false;
  // The style sheets the blocks add, by id, as the board's sink collects them.
  const styles = new Map<string, string>();
  const styleSink: StyleSink = {
    rootSelector: '.jb-board',
    add: (id, css) => void styles.set(id, css),
    has: (id) => styles.has(id),
  };
  const tree = (shown: BlockContext) => (
    <StyleSinkContext.Provider value={styleSink}>
      <BoardProviders
        i18n={i18n}
        context={shown}
        runtime={{ registry }}
        {...(options.fallback ? { fallback: options.fallback } : {})}
      >
        <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
          <SessionRoleContext.Provider value={signedIn?.role ?? 'guest'}>
            <SessionLoadingContext.Provider value={sessionLoading}>
              <SessionUserContext.Provider value={signedIn?.user ?? null}>
                <SessionExpiredContext.Provider value={options.sessionExpired ?? false}>
                  <SessionActionsContext.Provider value={session}>
                    <Component
                      settings={settings}
                      block={fixtureBlock(1, type, { 'en-US': options.settings ?? {} })}
                      context={shown}
                    />
                    {options.beside}
                  </SessionActionsContext.Provider>
                </SessionExpiredContext.Provider>
              </SessionUserContext.Provider>
            </SessionLoadingContext.Provider>
          </SessionRoleContext.Provider>
        </HtmlSanitizerContext.Provider>
      </BoardProviders>
    </StyleSinkContext.Provider>
  );
  const withUrl = (url: string): BlockContext => {
    const { path, query } = parseBoardUrl(url);
    const detail = options.detailKey === undefined ? {} : { detailKey: options.detailKey };
    return { ...context, route: { path, query, ...detail } };
  };
  const shown =
    options.url === undefined && options.detailKey === undefined
      ? context
      : withUrl(options.url ?? '/');
  let current = shown;
  let view: ReturnType<typeof render>;
  if (options.serverRender) {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = options.serverRender(() => renderToString(tree(shown)));
    view = render(tree(shown), { container, hydrate: true });
  } else {
    view = render(tree(shown));
  }
  const showUrl = (url: string) => {
    current = withUrl(url);
    view.rerender(tree(current));
  };
  /** Renders the block again once the board's session changed (a stored login loaded). */
  const showSession = (next: Pick<RenderAccountBlockOptions, 'signedIn' | 'sessionLoading'>) => {
    signedIn = next.signedIn;
    sessionLoading = next.sessionLoading ?? false;
    view.rerender(tree(current));
  };
  /** Renders the block again in another locale, as the board's language switch does. */
  const showLocale = (locale: string) => {
    current = { ...current, locale };
    view.rerender(tree(current));
  };
  return {
    ...view,
    styles,
    sent,
    emit,
    navigate,
    session,
    context: shown,
    showUrl,
    showSession,
    showLocale,
  };
}
