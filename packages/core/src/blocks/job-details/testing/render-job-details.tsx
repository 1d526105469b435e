import { createClient } from '@jobboard/client';
import {
  type BlockSettingsOf,
  DEFAULT_SITE_SETTINGS,
  type Job,
  type Page,
  parseBlockSettings,
  type SiteConfig,
  type SiteSettings,
  type User,
} from '@jobboard/schema';
import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { vi } from 'vitest';
import type { BlockContext } from '../../../blocks-runtime/block-context';
import { createBlockRegistry } from '../../../blocks-runtime/create-block-registry';
import {
  createPageStatusRecorder,
  PageStatusContext,
} from '../../../blocks-runtime/page-status-context';
import {
  BoardProviders,
  englishI18n,
  fixtureBlock,
  fixtureContext,
} from '../../../blocks-runtime/testing/block-fixtures';
import type { FormatSettings } from '../../../format/format-settings';
import { FormatSettingsContext } from '../../../format/format-settings-context';
import { createHtmlSanitizer, type SanitizerWindow } from '../../../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../../../html/html-sanitizer-context';
import type { BoardI18n } from '../../../i18n/create-i18n';
import {
  type SessionRole,
  SessionRoleContext,
  SessionUserContext,
} from '../../shared/session-role-context';
import { component as JobDetailsBlock } from '../job-details-block';

// happy-dom's DOM is refused by the sanitizer; job texts are sanitized over jsdom, as on a server.
const jsdomSanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);

/** One request the block's client sent, with its body (JSON parsed, or the upload's form). */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** An answer of the fake API: a status and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A client whose fetch records method, URL and body and answers with `answer`. */
export function sendingClient(answer: (request: SentRequest) => FakeAnswer) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body,
    };
    sent.push(request);
    const reply = answer(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ apiBase: 'https://api.test', fetch }), sent };
}

function page(id: number, key: string, path: string): Page {
  return { id, key, path: JSON.stringify({ nl: path, 'en-US': path }), settings: [], blocks: [] };
}

/** The site's pages the job details page links to. */
export const FIXTURE_PAGES: Page[] = [
  page(1, 'p-home', 'home'),
  page(2, 'p-job-list', 'job-list'),
  page(3, 'p-job-details', 'jobs'),
  page(4, 'p-organisation', 'company'),
  page(5, 'p-terms-and-conditions', 'terms'),
  page(6, 'p-privacy', 'privacy'),
];

export interface RenderJobDetailsOptions {
  /** Stored settings of the block (en-US), parsed with their defaults. */
  settings?: Record<string, unknown>;
  detailKey?: string | undefined;
  editor?: boolean;
  role?: SessionRole;
  /** The logged-in user the session provides (a candidate's name and email). */
  user?: User;
  /** The candidate's token in the client's token store, as after a candidate's login. */
  candidateToken?: string;
  site?: Partial<SiteSettings>;
  config?: Partial<SiteConfig>;
  /** The fake API: by default the job answers `job`, related jobs answer `related`. */
  answer?: (request: SentRequest) => FakeAnswer;
  job?: Job | null;
  related?: Job[];
  /** The site's format settings, as the board app provides them. */
  format?: FormatSettings;
  /** The board's i18n; English by default. */
  i18n?: BoardI18n;
}

/** Parsed job details settings in English with `overrides` laid over the defaults. */
export function jobDetailsSettings(
  overrides: Record<string, unknown> = {},
): BlockSettingsOf<'job-details'> {
  return parseBlockSettings('job-details', overrides, 'en-US').settings;
}

/** Renders the job details block as the board does, in English by default, with a recording client. */
export async function renderJobDetails(options: RenderJobDetailsOptions = {}) {
  const i18n = options.i18n ?? (await englishI18n());
  const job = options.job === undefined ? null : options.job;
  const defaultAnswer = (request: SentRequest): FakeAnswer => {
    const path = request.url.pathname;
    if (path.includes('/jobs/slug/')) return { body: { data: job ?? {} } };
    if (path.endsWith('/related')) return { body: { data: options.related ?? [] } };
    if (path.endsWith('/apply/file-upload'))
      return { status: 201, body: { data: { token: 'tok' } } };
    if (path.endsWith('/apply')) return { status: 201, body: { data: { uuid: 'a' } } };
    return { status: 404, body: { message: 'Not found' } };
  };
  const { client, sent } = sendingClient(options.answer ?? defaultAnswer);
  if (options.candidateToken) client.tokens.set('candidate', options.candidateToken);
  const emit = vi.fn();
  const navigate = vi.fn();
  const base = fixtureContext({ client, emit, locale: 'en-US', editor: options.editor ?? false });
  const route =
    options.detailKey === undefined
      ? { path: '/jobs', query: new URLSearchParams() }
      : {
          path: `/jobs/${options.detailKey}`,
          query: new URLSearchParams(),
          detailKey: options.detailKey,
        };
  const context: BlockContext = {
    ...base,
    defaultLocale: 'en-US',
    site: { ...base.site, pages: FIXTURE_PAGES },
    settings: { ...DEFAULT_SITE_SETTINGS, jobBoardId: 7, ...options.site },
    config: { ...base.config, ...options.config },
    route,
    navigate,
  };
  const settings = jobDetailsSettings(options.settings);
  const block = fixtureBlock(1, 'job-details');
  // What the block reports of the page, as a server render records it.
  const pageStatus = createPageStatusRecorder();
  const view = render(
    <PageStatusContext value={pageStatus}>
      <BoardProviders
        i18n={i18n}
        context={context}
        runtime={{ registry: createBlockRegistry({ builtins: [] }) }}
      >
        <FormatSettingsContext.Provider value={options.format ?? {}}>
          <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
            <SessionRoleContext.Provider value={options.role ?? 'guest'}>
              <SessionUserContext.Provider value={options.user ?? null}>
                <JobDetailsBlock settings={settings} block={block} context={context} />
              </SessionUserContext.Provider>
            </SessionRoleContext.Provider>
          </HtmlSanitizerContext.Provider>
        </FormatSettingsContext.Provider>
      </BoardProviders>
    </PageStatusContext>,
  );
  return { ...view, sent, emit, navigate, context, settings, pageStatus };
}
