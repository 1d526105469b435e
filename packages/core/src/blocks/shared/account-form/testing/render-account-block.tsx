import { createClient } from '@jobboard/client';
import {
  type BlockSettingsOf,
  DEFAULT_SITE_SETTINGS,
  type Page,
  parseBlockSettings,
  type SiteConfig,
  type SiteSettings,
} from '@jobboard/schema';
import { render } from '@testing-library/react';
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
import { jsdomSanitizer } from '../../../html/testing/render-content-block';
import { type SessionActions, SessionActionsContext } from '../../session-role-context';

/** One request the block's client sent, with its JSON body. */
export interface SentRequest {
  method: string;
  /** The path after the API base, e.g. `/api/candidate/v1/login`. */
  path: string;
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

function page(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path, 'en-US': path }), settings: [], blocks: [] };
}

/** The account pages of the fixture site; a test may leave some out. */
export const ACCOUNT_PAGES: Page[] = [
  page(1, 'p-home', 'home'),
  page(2, 'p-login', 'login'),
  page(3, 'p-register', 'register'),
  page(4, 'p-password-forgot', 'forgot-password'),
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
}

/**
 * Renders a login or registration block as the board does, in English, with a client whose
 * `fetch` is the fake API and a board session whose `login` is a spy.
 */
export async function renderAccountBlock<Type extends 'login' | 'register'>(
  type: Type,
  blockModule: BlockModule<BlockSettingsOf<Type>>,
  options: RenderAccountBlockOptions = {},
) {
  const i18n = await englishI18n();
  const sent: SentRequest[] = [];
  const api = options.api ?? defaultApi;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init?.body;
    const request = {
      method: init?.method ?? 'GET',
      path: url.pathname,
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
  };
  const base = fixtureContext({ client, emit, locale: 'en-US', editor: options.editor ?? false });
  const context: BlockContext = {
    ...base,
    defaultLocale: 'en-US',
    site: { ...base.site, pages: options.pages ?? ACCOUNT_PAGES },
    settings: { ...DEFAULT_SITE_SETTINGS, jobBoardId: 7, ...options.site },
    config: { ...base.config, ...options.config },
  };
  const { settings } = parseBlockSettings(type, options.settings ?? {}, 'en-US');
  const Component = blockModule.component;
  const view = render(
    <BoardProviders
      i18n={i18n}
      context={context}
      runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
    >
      <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
        <SessionActionsContext.Provider value={session}>
          <Component settings={settings} block={fixtureBlock(1, type)} context={context} />
        </SessionActionsContext.Provider>
      </HtmlSanitizerContext.Provider>
    </BoardProviders>,
  );
  return { ...view, sent, emit, session, context };
}
