import { createClient, type JobboardClient } from '@jobboard/client';
import {
  type BlockSettingsOf,
  type BlockType,
  type Page,
  parseBlockSettings,
  type SiteConfig,
  type SiteSettings,
} from '@jobboard/schema';
import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { BlockContext, BlockRoute } from '../../../blocks-runtime/block-context';
import type { BlockModule } from '../../../blocks-runtime/block-module';
import { createBlockRegistry } from '../../../blocks-runtime/create-block-registry';
import {
  BoardProviders,
  fixtureBlock,
  fixtureContext,
} from '../../../blocks-runtime/testing/block-fixtures';
import { createHtmlSanitizer, type SanitizerWindow } from '../../../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../../../html/html-sanitizer-context';
import type { BoardI18n } from '../../../i18n/create-i18n';
import {
  SessionLoadingContext,
  type SessionRole,
  SessionRoleContext,
} from '../../shared/session-role-context';

/** The job board of the test site, as the configuration names it. */
export const BOARD_ID = 7;

/** An answer of the fake API: a status (200 unless given) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A client whose fetch records every URL and answers with `answer`. */
export function answeringClient(answer: (url: URL) => FakeAnswer): {
  client: JobboardClient;
  calls: URL[];
} {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createClient({ apiBase: 'https://api.test', fetch }), calls };
}

/** A failing API: every call answers with a server error. */
export const failingAnswer = (): FakeAnswer => ({ status: 500, body: { message: 'Broken' } });

function testPage(id: number, key: string, path: Record<string, string>): Page {
  return { id, key, path: JSON.stringify(path), settings: [], blocks: [] };
}

/** The site's pages the collection blocks link to. */
export const TEST_PAGES: Page[] = [
  testPage(1, 'p-home', { nl: 'home' }),
  testPage(2, 'p-job-list', { nl: 'vacatures' }),
  testPage(3, 'p-job-details', { nl: 'vacature' }),
  testPage(4, 'p-organisation', { nl: 'company' }),
  testPage(5, 'p-landing-pages', { nl: 'vacatures-zoeken' }),
  testPage(6, 'p-register', { nl: 'registreren' }),
  testPage(7, 'p-login', { nl: 'inloggen' }),
];

export interface RenderCollectionOptions {
  answer?: (url: URL) => FakeAnswer;
  route?: Partial<BlockRoute>;
  editor?: boolean;
  config?: Partial<SiteConfig>;
  navigate?: BlockContext['navigate'];
  /** Data of the block's declared requests, in order, handed to SWR as the SSR prefetch is. */
  prefetched?: readonly unknown[];
  /** Site settings over the fixture's. */
  site?: Partial<SiteSettings>;
  /** The session's role. @default 'guest' */
  role?: SessionRole;
  /** A stored login's user is loading (the role reads guest meanwhile). @default false */
  sessionLoading?: boolean;
}

const sanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);

/**
 * Renders one block type's module with settings parsed from `raw` (defaults filled, locale nl)
 * on a site whose configuration names job board {@link BOARD_ID}; HTML is sanitized over jsdom.
 */
export function renderCollectionBlock<Type extends BlockType>(
  i18n: BoardI18n,
  type: Type,
  module: BlockModule<BlockSettingsOf<Type>>,
  raw: Record<string, unknown> = {},
  options: RenderCollectionOptions = {},
) {
  const { client, calls } = answeringClient(options.answer ?? (() => ({ body: { data: [] } })));
  const base = fixtureContext({ client, editor: options.editor ?? false });
  const context: BlockContext = {
    ...base,
    site: { ...base.site, id: 3, pages: TEST_PAGES },
    config: {
      ...base.config,
      sites: [{ host: 'jobs.test', job_board_builder_site_id: 3, job_board_id: BOARD_ID }],
      job_boards: [{ id: BOARD_ID, placeholders: [] }],
      ...options.config,
    },
    settings: { ...base.settings, ...options.site },
    route: { ...base.route, ...options.route },
    navigate: options.navigate ?? base.navigate,
  };
  const settings = parseBlockSettings(type, raw, 'nl').settings;
  const block = fixtureBlock(1, type);
  const Component = module.component;
  const runtime = { registry: createBlockRegistry({ builtins: [] }) };
  const requestKeys = (module.requests?.(settings, context) ?? []).map((request) => request.key);
  const fallback = Object.fromEntries(
    (options.prefetched ?? []).map((data, index) => [requestKeys[index], data]),
  );
  const tree = (shown: BlockContext, role: SessionRole = options.role ?? 'guest') => (
    <BoardProviders i18n={i18n} context={shown} runtime={runtime} fallback={fallback}>
      <SessionRoleContext.Provider value={role}>
        <SessionLoadingContext.Provider value={options.sessionLoading ?? false}>
          <HtmlSanitizerContext.Provider value={sanitizer}>
            <Component settings={settings} block={block} context={shown} />
          </HtmlSanitizerContext.Provider>
        </SessionLoadingContext.Provider>
      </SessionRoleContext.Provider>
    </BoardProviders>
  );
  const view = render(tree(context));
  /** The same block after the board moved to another route (another page, another item). */
  const moveTo = (route: Partial<BlockRoute>) =>
    view.rerender(tree({ ...context, route: { ...context.route, ...route } }));
  /** The same block once the session's role changed (a login on the same page). */
  const asRole = (role: SessionRole) => view.rerender(tree(context, role));
  return { ...view, calls, context, settings, requestKeys, moveTo, asRole };
}

/** The path and query of the API calls made, e.g. `/api/public/v1/job-boards/7/jobs?limit=3`. */
export function callPaths(calls: readonly URL[]): string[] {
  return calls.map((url) => decodeURIComponent(`${url.pathname}${url.search}`));
}
