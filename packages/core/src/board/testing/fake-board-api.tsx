import {
  type Block,
  DEFAULT_SITE_SETTINGS,
  type Page,
  type Site,
  type SiteConfig,
  type SiteSettings,
  siteSettingsToItems,
} from '@jobboard/schema';
import { object, string } from 'superstruct';
import { defineCustomBlock } from '../../blocks-runtime/define-custom-block';

/** A block type of the tests: its text setting in a paragraph. */
export const testTextBlock = defineCustomBlock<{ text: string }>({
  type: 'test-text',
  struct: object({ text: string() }),
  defaults: { text: '' },
  load: () =>
    Promise.resolve({
      component: ({ settings }) => <p data-testid="text">{settings.text}</p>,
    }),
});

/** A block type that always throws while rendering. */
export const testThrowingBlock = defineCustomBlock<{ text: string }>({
  type: 'test-throws',
  struct: object({ text: string() }),
  defaults: { text: '' },
  load: () =>
    Promise.resolve({
      component: () => {
        throw new Error('This block is broken.');
      },
    }),
});

export const TEST_BLOCKS = [testTextBlock, testThrowingBlock];

let blockIds = 0;
function textBlock(pageId: number, texts: Record<string, string>, name = 'test-text'): Block {
  blockIds += 1;
  return {
    id: blockIds,
    key: `${name}-${blockIds}`,
    name,
    order: blockIds,
    page_id: pageId,
    isGlobal: false,
    isPreset: false,
    settings: Object.entries(texts).map(([locale, text]) => ({
      block_id: blockIds,
      locale: locale.toUpperCase(),
      settings: { text },
      version: 1,
      isGlobal: false,
    })),
  };
}

const DESCRIPTIONS: Record<string, string> = {
  'p-job-list': 'All jobs',
  'p-job-details': 'Apply today',
  'p-not-found-error': 'Nothing here',
};

function page(id: number, key: string, paths: Record<string, string>, blocks: Block[]): Page {
  return {
    id,
    key,
    path: JSON.stringify(paths),
    settings: Object.keys(paths).map((locale) => ({
      page_id: id,
      locale: locale.toUpperCase(),
      settings: {
        page_label: key,
        page_title: `${key} ${locale}`,
        // Pages with a description, so a board's document head can be seen to follow them.
        page_description: DESCRIPTIONS[key] ? `${DESCRIPTIONS[key]}, ${locale}` : '',
      },
    })),
    blocks,
  };
}

export interface FakeSiteOptions {
  settings?: Partial<SiteSettings>;
  status?: string;
  /** Adds the site's own not-found page. @default false */
  customNotFound?: boolean;
  /** Adds the login and my account pages. @default false */
  accountPages?: boolean;
}

/** A published site in nl and en-US: home, job list, job details and a page with a broken block. */
export function fakeSite(options: FakeSiteOptions = {}): Site {
  blockIds = 0;
  const settings: SiteSettings = {
    ...DEFAULT_SITE_SETTINGS,
    supportedLanguages: ['nl', 'en-US'],
    defaultLanguage: 'nl',
    cookieBar: false,
    ...options.settings,
  };
  const pages = [
    page(1, 'p-home', { nl: 'home', 'en-US': 'home' }, [
      textBlock(1, { nl: 'Welkom', 'en-US': 'Welcome' }),
    ]),
    page(2, 'p-job-list', { nl: 'vacatures', 'en-US': 'job-list' }, [
      textBlock(2, { nl: 'Alle vacatures', 'en-US': 'All jobs' }),
    ]),
    page(3, 'p-job-details', { nl: 'vacature', 'en-US': 'jobs' }, [
      textBlock(3, { nl: 'Vacature', 'en-US': 'Job' }),
    ]),
    page(4, 'p-about', { nl: 'over-ons', 'en-US': 'about' }, [
      textBlock(4, { nl: 'Voor', 'en-US': 'Before' }),
      textBlock(4, { nl: 'kapot', 'en-US': 'broken' }, 'test-throws'),
      textBlock(4, { nl: 'Na', 'en-US': 'After' }),
    ]),
  ];
  if (options.customNotFound) {
    pages.push(
      page(5, 'p-not-found-error', { nl: '404', 'en-US': '404' }, [
        textBlock(5, { nl: 'Eigen 404', 'en-US': 'Own 404' }),
      ]),
    );
  }
  if (options.accountPages) {
    pages.push(
      page(6, 'p-login', { nl: 'inloggen', 'en-US': 'login' }, [
        textBlock(6, { nl: 'Inloggen', 'en-US': 'Log in' }),
      ]),
      page(7, 'p-account', { nl: 'mijn-account', 'en-US': 'my-account' }, [
        textBlock(7, { nl: 'Mijn account', 'en-US': 'My account' }),
      ]),
      page(8, 'p-register', { nl: 'registreren', 'en-US': 'register' }, [
        textBlock(8, { nl: 'Registreren', 'en-US': 'Register' }),
      ]),
    );
  }
  return {
    id: 1,
    status: options.status ?? 'published',
    settings: siteSettingsToItems(settings),
    pages,
  };
}

export const FAKE_HOST = 'board.test';

/** A site's cookie script (the site settings' `cookieScripts`) that marks the window once run. */
export const TEST_COOKIE_SCRIPT = {
  id: 'stats',
  name: 'Statistics',
  type: 'analytics',
  description: 'Counts visits',
  script: 'window.__statsLoaded = true;',
};

export function fakeConfig(): SiteConfig {
  return {
    sites: [{ host: FAKE_HOST, job_board_builder_site_id: 1, job_board_id: 7 }],
    job_boards: [{ id: 7, name: 'Test board', placeholders: [] }],
    segments: [],
    segments_groups: [],
    newsletters: [],
    payment_types: [],
    countries: [],
    third_parties: [],
    settings: {
      app_image: null,
      app_credit_price: 0,
      app_use_imperial_system: false,
      app_currency: 'EUR',
      job_search_anonymous: false,
    },
    environment: 'test',
    languages: [
      { locale: 'nl', flag: '🇳🇱' },
      { locale: 'en-US', flag: '🇺🇸' },
    ],
  };
}

export interface FakeApiOptions extends FakeSiteOptions {
  /** Redirect answers by path. */
  redirects?: Record<string, { url: string; status?: number }>;
  /** Make every call fail with this status. */
  failWith?: number;
  /** The site read's `data` instead of the fake site: a damaged record. */
  siteData?: unknown;
  /** How long `GET /you` takes to answer, in ms (a stored login that loads after the page). */
  userDelayMs?: number;
  /**
   * Protects the site with this password, as the reference server does: the site read answers
   * no pages without the site token `site-auth` gives (sent as `X-Site-Token`).
   */
  sitePassword?: string;
}

/** The user `GET /you` answers for a request with a Bearer token, candidate or employer. */
export const FAKE_USER = {
  uuid: 'user-1',
  given_name: 'Sam',
  family_name: 'Jansen',
  email: 'sam@example.test',
  isCandidate: true,
};

/**
 * The board API of the tests at the `fetch` boundary: configuration, the site read per locale,
 * the redirect lookup and the logged-in user, with every request recorded.
 */
export function fakeBoardApi(options: FakeApiOptions = {}) {
  const calls: URL[] = [];
  const site = fakeSite(
    options.sitePassword === undefined
      ? options
      : { ...options, settings: { ...options.settings, passwordEnabled: true } },
  );
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (options.failWith) return json({ message: 'The API is down.' }, options.failWith);
    const role = /^\/api\/(candidate|employer)\/v1\/you$/.exec(url.pathname)?.[1];
    if (role) {
      const bearer = new Headers(init?.headers).get('authorization');
      if (!bearer) return json({ message: 'Unauthenticated.' }, 401);
      if (options.userDelayMs) await new Promise((done) => setTimeout(done, options.userDelayMs));
      return json({ data: { ...FAKE_USER, isCandidate: role === 'candidate' } });
    }
    const path = url.pathname.replace(/^\/api\/public\/v1\//, '');
    if (path === 'configuration') return json({ data: fakeConfig() });
    const unlocked =
      options.sitePassword === undefined ||
      new Headers(init?.headers).get('x-site-token') === 'site-token';
    if (path === 'job-board-builder/sites/1') {
      if (!unlocked) return json({ data: { ...site, pages: [] } });
      return json({ data: 'siteData' in options ? options.siteData : site });
    }
    if (path === 'site-auth') {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      if (password !== options.sitePassword) {
        return json({ message: 'site password invalid' }, 401);
      }
      const expires = new Date(Date.now() + 3_600_000).toISOString();
      return json({ data: { token: 'site-token', expires_at: expires } });
    }
    if (path === 'validate-token') return json({ data: { valid: true } });
    if (path === 'job-boards/7/forward') {
      return json({ data: options.redirects?.[url.searchParams.get('url') ?? ''] ?? null });
    }
    return json({ message: `No fake for ${url.pathname}` }, 404);
  };
  return { fetch, calls, site };
}
