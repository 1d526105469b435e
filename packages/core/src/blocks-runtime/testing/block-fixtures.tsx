import { createClient, type JobboardClient } from '@jobboard/client';
import {
  type Block,
  type BlockSettings,
  DEFAULT_SITE_SETTINGS,
  type Page,
  type SiteConfig,
} from '@jobboard/schema';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { BoardI18nProvider } from '../../i18n/board-i18n-provider';
import { type BoardI18n, createI18n } from '../../i18n/create-i18n';
import type { BlockContext } from '../block-context';
import { BlockContextProvider } from '../block-context-provider';
import type { BlockRuntime } from '../block-runtime';
import { BlockRuntimeProvider } from '../block-runtime-provider';

/**
 * A client whose transport is a recording fake: the unit boundary of these tests is `fetch`,
 * so every call a block's data request makes is counted and answered without a network.
 */
export function recordingClient(answer: (url: URL) => unknown = () => ({ data: null })) {
  const calls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(url);
    return new Response(JSON.stringify(answer(url)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client: JobboardClient = createClient({ apiBase: 'https://api.test', fetch });
  return { client, calls };
}

export function fixtureSettings(locale: string, settings: Record<string, unknown>): BlockSettings {
  return { block_id: 1, locale, settings, version: 1, isGlobal: false };
}

/** A block of a type with settings per uppercased locale code. */
export function fixtureBlock(
  id: number,
  name: string,
  settingsByLocale: Record<string, Record<string, unknown>> = {},
  order = id,
): Block {
  return {
    id,
    key: `${name}-${id}`,
    name,
    order,
    page_id: 1,
    isGlobal: false,
    isPreset: false,
    settings: Object.entries(settingsByLocale).map(([locale, settings]) =>
      fixtureSettings(locale, settings),
    ),
  };
}

export function fixturePage(blocks: Block[]): Page {
  return { id: 1, key: 'p-home', path: '{"nl":"home"}', settings: [], blocks };
}

const fixtureConfig: SiteConfig = {
  sites: [],
  job_boards: [],
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
  languages: [{ locale: 'nl', flag: '🇳🇱' }],
};

export interface FixtureContextOptions {
  page?: Page;
  locale?: string;
  editor?: boolean;
  client?: JobboardClient;
  emit?: BlockContext['emit'];
}

/** A block context for tests; `emit` records nothing unless a spy is passed. */
export function fixtureContext(options: FixtureContextOptions = {}): BlockContext {
  const page = options.page ?? fixturePage([]);
  return {
    locale: options.locale ?? 'nl',
    defaultLocale: 'nl',
    site: { id: 1, status: 'published', settings: [], pages: [page] },
    settings: DEFAULT_SITE_SETTINGS,
    config: fixtureConfig,
    page,
    route: { path: '/', query: new URLSearchParams() },
    editor: options.editor ?? false,
    client: options.client ?? recordingClient().client,
    navigate: () => undefined,
    href: (to) => (typeof to === 'string' ? to : to.path),
    emit: options.emit ?? (() => undefined),
  };
}

export interface BoardProvidersProps {
  i18n: BoardI18n;
  context: BlockContext;
  runtime: BlockRuntime;
  /** SWR's fallback, as the board app passes the prefetched data. */
  fallback?: Record<string, unknown>;
  children?: ReactNode;
}

/** The providers the board app puts around its blocks, with an SWR cache of the test's own. */
export function BoardProviders({
  i18n,
  context,
  runtime,
  fallback,
  children,
}: BoardProvidersProps) {
  return (
    <BoardI18nProvider value={i18n}>
      <SWRConfig value={{ provider: () => new Map(), fallback: fallback ?? {} }}>
        <BlockRuntimeProvider value={runtime}>
          <BlockContextProvider value={context}>{children}</BlockContextProvider>
        </BlockRuntimeProvider>
      </SWRConfig>
    </BoardI18nProvider>
  );
}

/** The board i18n in English, so assertions read the source texts. */
export function englishI18n(): Promise<BoardI18n> {
  return createI18n({ locale: 'en-US' });
}

/** A promise with its resolve and reject, to control when a lazy module arrives. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
