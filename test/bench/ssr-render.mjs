// SSR time of a page of 30 static blocks (issue 4's budget: median under 0.2 ms per render).
// Runs on plain Node against the built packages (`npm run build:bundles`): Lingui's macros are
// compiled only by the build. Prints one JSON line: {renderMedianMs, renderP95Ms, fullMedianMs}.
//   render: renderToString of the page's blocks inside the board's providers, modules loaded
//           (what a server does per request once the page's chunks are in memory);
//   full:   renderBoardToString for the same page with an in-memory API (start flow, planning,
//           prefetch and render), for scale.
import { performance } from 'node:perf_hooks';
import { createClient } from '@jobboard/client';
import {
  BlockContextProvider,
  BlockRuntimeProvider,
  BoardI18nProvider,
  BUILTIN_BLOCKS,
  createBlockRegistry,
  createCollectingStyleSink,
  createI18n,
  createServerBlockGuard,
  HtmlSanitizerContext,
  PageBlocks,
  ServerBlockGuardContext,
  StyleSinkContext,
} from '@jobboard/core';
import * as reactServer from '@jobboard/core/server';
import * as preactServer from '@jobboard/core/server-preact';
import { createDefaultSite, siteSettingsFromItems } from '@jobboard/schema';
import { JSDOM } from 'jsdom';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';

const STATIC_TYPES = new Set(
  (process.env.BENCH_TYPES ?? 'call-to-action,text-with-image,faq,reviews,html').split(','),
);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 3000);
// A server renders pages all day: the figure is the steady state, after the engine has compiled
// the render path. With 100 renders of warm-up the median still held compilation and read
// 0.15 to 0.26 ms from run to run on this machine; after 1000 it settles.
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 1000);

const site = createDefaultSite({ locales: ['nl', 'en-US', 'ro'] });
const samples = site.pages.flatMap((page) => page.blocks).filter((b) => STATIC_TYPES.has(b.name));
const blocks = Array.from({ length: 30 }, (_, index) => {
  const sample = samples[index % samples.length];
  return { ...sample, id: 1000 + index, key: `bench-${index}`, order: index, page_id: 99 };
});
const page = {
  id: 99,
  key: 'p-generic',
  path: '{"nl":"bench","en-US":"bench","ro":"bench"}',
  settings: [],
  blocks,
};
site.pages.push(page);
const settings = siteSettingsFromItems(site.settings);
const config = {
  sites: [{ host: 'bench.test', job_board_builder_site_id: 1, job_board_id: 1 }],
  job_boards: [{ id: 1, name: 'Bench', placeholders: [] }],
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
  environment: 'bench',
  languages: [{ locale: 'nl', flag: '' }],
};

const sanitizer = reactServer.createHtmlSanitizer(new JSDOM('').window);
const i18n = await createI18n({ locale: 'nl' });
const registry = createBlockRegistry({ builtins: BUILTIN_BLOCKS });
await registry.preload(
  blocks.map((block) => block.name),
  'nl',
);
const client = createClient({ apiBase: 'http://bench.invalid' });
const context = {
  locale: 'nl',
  defaultLocale: 'nl',
  site,
  settings,
  config,
  page,
  route: { path: '/bench', query: new URLSearchParams() },
  editor: false,
  client,
  navigate: () => undefined,
  href: (to) => (typeof to === 'string' ? to : to.path),
  emit: () => undefined,
};
const runtime = { registry };

function renderPage() {
  const styles = createCollectingStyleSink('.jb-board');
  return renderToString(
    h(
      BoardI18nProvider,
      { value: i18n },
      h(
        StyleSinkContext.Provider,
        { value: styles },
        h(
          HtmlSanitizerContext.Provider,
          { value: sanitizer },
          h(
            SWRConfig,
            { value: { provider: () => new Map() } },
            h(
              BlockRuntimeProvider,
              { value: runtime },
              h(
                BlockContextProvider,
                { value: context },
                // As renderBoardToString does: a block that throws is left out.
                h(
                  ServerBlockGuardContext,
                  { value: createServerBlockGuard() },
                  h(PageBlocks, { page }),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const html = renderPage();
if (
  !html.includes('jb-') ||
  html.includes('jb-block-placeholder') ||
  (html.match(/<section|<div/g) ?? []).length < 30
) {
  throw new Error('The bench page did not render its blocks.');
}
for (let i = 0; i < WARM_UP; i++) renderPage();
const renderTimes = [];
for (let i = 0; i < RENDERS; i++) {
  const start = performance.now();
  renderPage();
  renderTimes.push(performance.now() - start);
}

const api = async (input) => {
  const url = new URL(typeof input === 'string' ? input : input.url);
  const path = url.pathname.replace(/^\/api\/public\/v1\//, '');
  const body =
    path === 'configuration'
      ? { data: config }
      : path === 'job-board-builder/sites/1'
        ? { data: site }
        : { data: null };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};
/** The times of whole renders (start flow, prefetch, render) with one server entry's build. */
async function timeWholeRenders(server, name) {
  const sanitizer = reactServer.createHtmlSanitizer(new JSDOM('').window);
  const render = () =>
    server.renderBoardToString({
      apiBase: 'http://bench.invalid',
      host: 'bench.test',
      url: '/bench',
      sanitizer,
      fetch: api,
    });
  const first = await render();
  if (
    first.kind !== 'page' ||
    first.status !== 200 ||
    (first.html.match(/<section|<div/g) ?? []).length < 30
  ) {
    throw new Error(`The whole render with ${name} failed.`);
  }
  for (let i = 0; i < 20; i++) await render();
  const times = [];
  for (let i = 0; i < Math.max(50, RENDERS / 4); i++) {
    const start = performance.now();
    await render();
    times.push(performance.now() - start);
  }
  return times;
}

const fullTimes = await timeWholeRenders(reactServer, 'React');
// The standalone host renders with the preact build (its pages hydrate with the embed build).
const standaloneTimes = await timeWholeRenders(preactServer, 'the preact build');

console.log(
  JSON.stringify({
    renderMedianMs: percentile(renderTimes, 50),
    renderP95Ms: percentile(renderTimes, 95),
    fullMedianMs: percentile(fullTimes, 50),
    standaloneFullMedianMs: percentile(standaloneTimes, 50),
  }),
);
