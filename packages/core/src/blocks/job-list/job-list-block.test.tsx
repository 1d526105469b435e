import { createClient } from '@jobboard/client';
import { type BlockSettingsOf, defaultBlockSettings, type SiteConfig } from '@jobboard/schema';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '../../blocks-runtime/block-context';
import {
  englishI18n,
  fixtureBlock,
  recordingClient,
} from '../../blocks-runtime/testing/block-fixtures';
import { createHtmlSanitizer, type SanitizerWindow } from '../../html/create-html-sanitizer';
import { HtmlSanitizerContext } from '../../html/html-sanitizer-context';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  fixtureJob,
  type JobContextOptions,
  JobProviders,
  jobContext,
} from '../shared/job-card/testing/job-fixtures';
import type { SessionRole } from '../shared/session-role-context';
import { SELECT_STEP_DELAY_MS } from '../shared/use-applied-select';
import { component as JobList, requests } from './job-list-block';
import { jobListStyles } from './job-list-styles';

type Settings = BlockSettingsOf<'job-list'>;

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});

// happy-dom's DOM is refused by the sanitizer; job texts are sanitized over jsdom, as on a server.
const jsdomSanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);
afterEach(cleanup);

const segmentScope = { jobs: true, candidates: false, organisations: false };
const CONFIG: Partial<SiteConfig> = {
  job_boards: [{ id: 12, placeholders: [] }],
  segments_groups: [
    { id: 1, key: 'industry', name: 'Industry', ...segmentScope },
    { id: 2, key: 'time', name: 'Hours', ...segmentScope },
  ],
  segments: [
    { id: 10, key: 'it', name: 'IT', segments_group_id: 1, ...segmentScope },
    { id: 11, key: 'care', name: 'Care', segments_group_id: 1, ...segmentScope },
    { id: 12, key: 'build', name: 'Building', segments_group_id: 1, ...segmentScope },
    { id: 20, key: 'full', name: 'Full time', segments_group_id: 2, ...segmentScope },
  ],
};

const JOBS = [
  fixtureJob({ uuid: 'p1', slug: 'premium-one', title: 'Premium one', premium: true }),
  fixtureJob({ uuid: 'r1', slug: 'regular-one', title: 'Regular one' }),
  fixtureJob({ uuid: 'r2', slug: 'regular-two', title: 'Regular two' }),
];
const SEARCH_ANSWER = {
  data: JOBS,
  total: 23,
  aggregations: { segment_ids: { '10': 5, '11': 9, '12': 0, '20': 3 } },
};

/** The job titles of each section the list shows (premium, then regular), in order. */
function sectionTitles(): (string | null)[][] {
  return screen
    .getAllByRole('list')
    .filter((list) => list.className.includes('jb-job-list__items'))
    .map((section) =>
      within(section)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    );
}

function listTree(
  settings: Settings,
  context: BlockContext,
  role: SessionRole = 'guest',
  beside?: ReactNode,
) {
  return (
    <HtmlSanitizerContext.Provider value={jsdomSanitizer}>
      <JobProviders i18n={i18n} context={context} role={role}>
        <JobList settings={settings} block={fixtureBlock(1, 'job-list')} context={context} />
        {beside}
      </JobProviders>
    </HtmlSanitizerContext.Provider>
  );
}

/** SWR's `mutate` of the list's cache, as a refresh on focus or reconnect uses it. */
let revalidateAll: (() => Promise<unknown>) | undefined;
function Revalidator() {
  const { mutate } = useSWRConfig();
  revalidateAll = () => mutate(() => true);
  return null;
}

interface RenderOptions extends JobContextOptions {
  role?: SessionRole;
  /** The API's answer, or a function of the request's URL giving it. */
  answer?: unknown;
}

function renderList(changes: Partial<Settings> = {}, options: RenderOptions = {}) {
  const navigate = vi.fn();
  const { answer } = options;
  const { client, calls } = recordingClient((url) =>
    typeof answer === 'function' ? answer(url) : (answer ?? SEARCH_ANSWER),
  );
  const context = jobContext({
    client,
    navigate,
    config: CONFIG,
    ...options,
    ...(options.config && { config: { ...CONFIG, ...options.config } }),
  });
  const settings = { ...defaultBlockSettings('job-list', 'en-US'), ...changes };
  const view = render(listTree(settings, context, options.role));
  return { ...view, navigate, calls, settings, context };
}

const loaded = () => screen.findByText('23 jobs');

/** A client answering the search, until `failFromNow()`: then every call answers 500. */
function failableClient() {
  let fail = false;
  const fetch = vi.fn(async () =>
    fail
      ? new Response('{"message":"down"}', { status: 500 })
      : new Response(JSON.stringify(SEARCH_ANSWER), {
          headers: { 'content-type': 'application/json' },
        }),
  );
  const client = createClient({ apiBase: 'https://api.test', fetch });
  return {
    client,
    fetch,
    failFromNow: () => {
      fail = true;
    },
  };
}

/** The list over a client answering the search, for tests that move the URL with `rerender`. */
function renderListWithClient(query: string) {
  const { client } = failableClient();
  const context = jobContext({ client, config: CONFIG, query });
  const settings = { ...defaultBlockSettings('job-list', 'en-US') };
  return { ...render(listTree(settings, context)), settings, client };
}

/**
 * Picks an option the way a browser does. Testing Library's `fireEvent.change` builds its event
 * from another window's constructor once the i18n catalogs have loaded, which preact/compat's
 * select does not hear; the page's own `Event` reaches both renderers.
 */
function choose(select: HTMLElement, value: string) {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the search request', () => {
  it('sends every filter of the URL to the job board search', async () => {
    const { calls } = renderList(
      {},
      {
        query:
          'search=dev&location_name=Utrecht&lat=52.1&lon=5.1&range=10&in[segment_ids]=10,20&sort=newest&page=2',
      },
    );
    await loaded();
    const url = calls[0];
    expect(url?.pathname).toBe('/api/public/v1/job-boards/12/jobs');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      search: 'dev',
      location_name: 'Utrecht',
      lat: '52.1',
      lon: '5.1',
      distance: '10',
      'in[segment_ids]': '10,20',
      sort: '-from',
      page: '2',
      limit: '10',
    });
  });

  it.each([5, 25, 200] as const)('asks for perPage %i jobs', async (perPage) => {
    const { calls } = renderList({ perPage });
    await loaded();
    expect(calls[0]?.searchParams.get('limit')).toBe(String(perPage));
  });

  it.each([
    ['limit=7', '10'],
    ['limit=abc', '10'],
    ['limit=50', '50'],
  ])('with %s in the URL asks for %s jobs (only page-size options count)', async (query, limit) => {
    const { calls } = renderList({}, { query });
    await loaded();
    expect(calls[0]?.searchParams.get('limit')).toBe(limit);
    expect((screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement).value).toBe(
      limit,
    );
  });

  it.each([
    ['', 'newest', '-from'],
    ['search=dev', 'relevance', 'relevance'],
  ])('with %j sends the sort the select shows: %s', async (query, sort, apiSort) => {
    const { calls } = renderList({}, { query });
    await loaded();
    expect(calls[0]?.searchParams.get('sort')).toBe(apiSort);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      sort,
    );
  });

  it('always applies the fixed search query', async () => {
    const { calls } = renderList(
      { fixedSearchQuery: { location_name: 'Utrecht', 'in[segment_ids]': [11] } },
      { query: 'location_name=Breda&in[segment_ids]=10' },
    );
    await loaded();
    expect(calls[0]?.searchParams.get('location_name')).toBe('Utrecht');
    expect(calls[0]?.searchParams.get('in[segment_ids]')).toBe('11');
  });

  it('keeps the groups of fixed segments to the fixed query: the visitor narrows with the others', async () => {
    const { calls } = renderList(
      { fixedSearchQuery: { 'in[segment_ids]': [11] } },
      { query: 'in[segment_ids]=10,20' },
    );
    await loaded();
    // IT is in the fixed Care's group, where it would add IT jobs: left out. Full time narrows.
    expect(calls[0]?.searchParams.get('in[segment_ids]')).toBe('20,11');
    expect(screen.queryByRole('button', { name: 'Industry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Hours' })).toBeTruthy();
    // Only Full time counts as ticked.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('offers no Clear all filters for a ticked segment of a fixed group alone', async () => {
    renderList({ fixedSearchQuery: { 'in[segment_ids]': [11] } }, { query: 'in[segment_ids]=10' });
    await loaded();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });

  it('declares the same request for SSR prefetching', async () => {
    const { settings, context } = renderList();
    await loaded();
    const [request] = requests(settings, context);
    const fetched = await request?.fetch(recordingClient(() => SEARCH_ANSWER).client);
    expect(fetched).toMatchObject({ total: 23 });
  });

  it.each([
    [true, 'candidate', '/api/candidate/v1/jobs'],
    [true, 'guest', '/api/public/v1/job-boards/12/jobs'],
    [false, 'candidate', '/api/public/v1/job-boards/12/jobs'],
  ] as const)('anonymous search %s for a %s uses %s', async (anonymous, role, path) => {
    const { calls } = renderList(
      {},
      {
        role,
        config: {
          settings: {
            job_search_anonymous: anonymous,
            app_use_imperial_system: false,
            app_credit_price: 0,
            app_currency: 'EUR',
          },
        },
      },
    );
    await loaded();
    expect(calls[0]?.pathname).toBe(path);
  });
});

describe('results', () => {
  it('shows premium and regular jobs under their titles', async () => {
    renderList({ premiumJobsTitle: 'Uitgelicht', regularJobsTitle: 'Alle vacatures' });
    await loaded();
    const [premium, regular] = screen.getAllByRole('heading', { level: 2 });
    expect(premium?.textContent).toBe('Uitgelicht');
    expect(regular?.textContent).toBe('Alle vacatures');
    const sections = screen
      .getAllByRole('list')
      .filter((list) => list.className.includes('jb-job-list__items'));
    expect(
      within(sections[0] as HTMLElement)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Premium one']);
    expect(within(sections[1] as HTMLElement).getAllByRole('heading')).toHaveLength(2);
  });

  it('reads the premium jobs of the search and heads its first page with them', async () => {
    const premiumJobs = [
      fixtureJob({ uuid: 'p2', slug: 'premium-two', title: 'Premium two', premium: true }),
      JOBS[0],
    ];
    const { calls } = renderList(
      { premiumJobsTitle: 'Uitgelicht', regularJobsTitle: 'Alle vacatures' },
      {
        query: 'search=nurse',
        answer: (url: URL) =>
          url.searchParams.get('match[premium]') === '1'
            ? { data: premiumJobs, total: 2, aggregations: { segment_ids: {} } }
            : SEARCH_ANSWER,
      },
    );
    await loaded();
    const premiumRead = calls.find((url) => url.searchParams.has('match[premium]'));
    expect(premiumRead?.searchParams.get('search')).toBe('nurse');
    expect(premiumRead?.searchParams.get('page')).toBe('1');
    const [premium, regular] = sectionTitles();
    // A premium job that is among the results too is shown once, in its section.
    expect(premium).toEqual(['Premium two', 'Premium one']);
    expect(regular).toEqual(['Regular one', 'Regular two']);
    // The count is the search's, premium jobs included.
    expect(screen.getByText('23 jobs')).toBeTruthy();
  });

  it("puts the first page's other premium jobs under the premium title, after its head", async () => {
    const head = fixtureJob({
      uuid: 'p2',
      slug: 'premium-two',
      title: 'Premium two',
      premium: true,
    });
    renderList(
      { premiumJobsTitle: 'Uitgelicht', regularJobsTitle: 'Alle vacatures' },
      {
        answer: (url: URL) =>
          url.searchParams.get('match[premium]') === '1'
            ? { data: [head], total: 2, aggregations: { segment_ids: {} } }
            : SEARCH_ANSWER,
      },
    );
    await loaded();
    // QA: 'Premium one', a premium job of the page, stood under the regular title.
    expect(sectionTitles()).toEqual([
      ['Premium two', 'Premium one'],
      ['Regular one', 'Regular two'],
    ]);
  });

  it('shows a later page whole, its own premium jobs heading it', async () => {
    const later = fixtureJob({
      uuid: 'p3',
      slug: 'premium-three',
      title: 'Premium three',
      premium: true,
    });
    const { calls } = renderList(
      { premiumJobsTitle: 'Uitgelicht', regularJobsTitle: 'Alle vacatures' },
      {
        query: 'page=2',
        answer: (url: URL) =>
          url.searchParams.get('match[premium]') === '1'
            ? { data: [later], total: 2, aggregations: { segment_ids: {} } }
            : { ...SEARCH_ANSWER, data: [later, ...SEARCH_ANSWER.data] },
      },
    );
    await loaded();
    // The first page's head is not read: a later page leaves nothing out, so none is short
    // (QA: pages of 10 held 8, 9 or 6 jobs).
    expect(calls.some((url) => url.searchParams.has('match[premium]'))).toBe(false);
    const [premium, regular] = sectionTitles();
    expect(premium).toEqual(['Premium three', 'Premium one']);
    expect(regular).toEqual(['Regular one', 'Regular two']);
  });

  it('keeps the first page as it was while the next page loads', async () => {
    const head = fixtureJob({
      uuid: 'p2',
      slug: 'premium-two',
      title: 'Premium two',
      premium: true,
    });
    let answerPage2: (() => void) | undefined;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const premium = url.searchParams.has('match[premium]');
      const json = (answer: unknown) =>
        new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
      if (premium) return json({ data: [head], total: 1, aggregations: { segment_ids: {} } });
      if (url.searchParams.get('page') === '2') {
        await new Promise<void>((resolve) => {
          answerPage2 = resolve;
        });
      }
      return json(SEARCH_ANSWER);
    });
    const client = createClient({ apiBase: 'https://api.test', fetch });
    const { rerender, settings } = renderList({}, { client });
    await loaded();
    const firstPage = [
      ['Premium two', 'Premium one'],
      ['Regular one', 'Regular two'],
    ];
    expect(sectionTitles()).toEqual(firstPage);
    const sections = () => document.querySelector('.jb-job-list__sections');
    const pageOne = sections();
    rerender(listTree(settings, jobContext({ client, config: CONFIG, query: 'page=2' })));
    await vi.waitFor(() => expect(answerPage2).toBeDefined());
    // Page 1's answer, split as page 1: not as page 2 (which would drop its premium head).
    expect(sectionTitles()).toEqual(firstPage);
    expect(sections()).toBe(pageOne);
    // Marked as the answer of the search before, while this one loads; the form is not.
    expect(pageOne?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.jb-job-list__main')?.hasAttribute('aria-busy')).toBe(false);
    answerPage2?.();
    await vi.waitFor(() =>
      expect(sectionTitles()).toEqual([['Premium one'], ['Regular one', 'Regular two']]),
    );
    expect(sections()?.hasAttribute('aria-busy')).toBe(false);
    // Page 2 comes as a new list, not as page 1's cards moving up into the premium section's
    // place: a layout shift the browser counts against the page.
    expect(sections()).not.toBe(pageOne);
  });

  it('keeps the elements of its results through a refresh of the same search', async () => {
    const { client, fetch } = failableClient();
    const context = jobContext({ client, config: CONFIG });
    const settings = { ...defaultBlockSettings('job-list', 'en-US') };
    render(listTree(settings, context, 'guest', <Revalidator />));
    await loaded();
    const sections = document.querySelector('.jb-job-list__sections');
    const calls = fetch.mock.calls.length;
    await act(async () => {
      await revalidateAll?.();
    });
    expect(fetch.mock.calls.length).toBeGreaterThan(calls);
    expect(document.querySelector('.jb-job-list__sections')).toBe(sections);
  });

  it('reads no premium jobs when the fixed query chooses them: the results premium jobs head it', async () => {
    const { calls } = renderList(
      {
        premiumJobsTitle: 'Uitgelicht',
        regularJobsTitle: 'Alle vacatures',
        fixedSearchQuery: { 'match[premium]': 1 },
      },
      { query: '' },
    );
    await loaded();
    // The search alone.
    expect(calls).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Uitgelicht',
      'Alle vacatures',
    ]);
  });

  it('shows the results when the premium read fails', async () => {
    const premiumRead = (input: RequestInfo | URL) =>
      new URL(input instanceof Request ? input.url : String(input)).searchParams.has(
        'match[premium]',
      );
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      premiumRead(input)
        ? new Response('{"message":"down"}', { status: 500 })
        : new Response(JSON.stringify(SEARCH_ANSWER), {
            headers: { 'content-type': 'application/json' },
          }),
    );
    const client = createClient({ apiBase: 'https://api.test', fetch });
    renderList({ premiumJobsTitle: 'Uitgelicht', regularJobsTitle: 'Alle vacatures' }, { client });
    await loaded();
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => premiumRead(input))).toBe(true),
    );
    // The premium jobs among the results head them, as on later pages.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Uitgelicht',
      'Alle vacatures',
    ]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('reads the results and the premium jobs as one request, which the server prefetches', async () => {
    const settings = defaultBlockSettings('job-list', 'en-US');
    const read = async (query: string) => {
      const { client, calls } = recordingClient(() => SEARCH_ANSWER);
      const declared = requests(settings, jobContext({ config: CONFIG, query }));
      expect(declared).toHaveLength(1);
      const answer = (await declared[0]?.fetch(client)) as { premiumJobs: unknown };
      return {
        calls: calls.map((url) => url.searchParams.get('match[premium]')),
        limits: calls.map((url) => url.searchParams.get('limit')),
        answer,
      };
    };
    const first = await read('');
    expect(first.calls).toEqual([null, '1']);
    // A few premium jobs on top, not a second page of them.
    expect(first.limits).toEqual([String(settings.perPage), '3']);
    expect(first.answer.premiumJobs).toEqual([JOBS[0]]);
    // A later page does not: it shows its whole page, its own premium jobs heading it.
    const later = await read('page=3');
    expect(later.calls).toEqual([null]);
    expect(later.answer.premiumJobs).toBeNull();
    // Not when the search itself chooses premium or normal jobs.
    const chosen = await read('match[premium]=0');
    expect(chosen.calls).toHaveLength(1);
    expect(chosen.answer.premiumJobs).toBeNull();
  });

  it('never heads a search with the premium jobs of the search before', async () => {
    let failPremium = false;
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const premium = url.searchParams.has('match[premium]');
      if (premium && failPremium) return new Response('{"message":"down"}', { status: 500 });
      const answer = premium
        ? {
            data: [
              fixtureJob({ uuid: 'p9', slug: 'old-premium', title: 'Old premium', premium: true }),
            ],
            total: 1,
            aggregations: { segment_ids: {} },
          }
        : SEARCH_ANSWER;
      return new Response(JSON.stringify(answer), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createClient({ apiBase: 'https://api.test', fetch });
    const { rerender, settings } = renderList({}, { client });
    expect(await screen.findByText('Old premium')).toBeTruthy();
    failPremium = true;
    rerender(listTree(settings, jobContext({ client, config: CONFIG, query: 'search=nurse' })));
    await vi.waitFor(() => expect(screen.queryByText('Old premium')).toBeNull());
    // The new search's own premium job heads it.
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Premium one', 'Regular one', 'Regular two']);
  });

  it('shows "No results found" without jobs', async () => {
    renderList({}, { answer: { data: [], total: 0, aggregations: { segment_ids: {} } } });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows the load error and retries', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    const client = createClient({ apiBase: 'https://api.test', fetch });
    renderList({}, { client });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The jobs could not be loaded.',
    );
    const before = fetch.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(before));
  });

  it.each([
    [
      400,
      '{"errors":["The distance needs a place.","Try another page."]}',
      'The distance needs a place.\nTry another page.',
    ],
    [404, '{"message":"Not found"}', null],
    [500, '{"message":"down"}', null],
  ])(
    'says why after a %i refusal of the search, when it may (spec §8)',
    async (status, body, reason) => {
      const fetch = vi.fn(async () => new Response(body, { status }));
      renderList({}, { client: createClient({ apiBase: 'https://api.test', fetch }) });
      const alert = await screen.findByRole('alert');
      await vi.waitFor(() =>
        expect(alert.querySelector('.jb-job-list__error-reason')?.textContent ?? null).toBe(reason),
      );
      expect(alert.textContent).toContain('The jobs could not be loaded.');
    },
  );

  it('shows the error of a failed search, not the results of the search before', async () => {
    const { client, failFromNow } = failableClient();
    const { rerender, settings, container } = renderList({}, { client });
    await loaded();
    failFromNow();
    const filtered = jobContext({ client, config: CONFIG, query: 'in[segment_ids]=10' });
    rerender(listTree(settings, filtered));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The jobs could not be loaded.',
    );
    expect(screen.queryByText('Premium one')).toBeNull();
    expect(screen.queryByText('23 jobs')).toBeNull();
    // The filters stay, with the segment that started the search ticked: it can be unticked.
    expect(container.querySelector('.jb-job-list__filters')).not.toBeNull();
    expect((screen.getByRole('checkbox', { name: /^IT/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows no filters before any search has answered', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    const client = createClient({ apiBase: 'https://api.test', fetch });
    const { container } = renderList({}, { client });
    await screen.findByRole('alert');
    // No counts yet: no filters showing every segment at (0).
    expect(container.querySelector('.jb-job-list__filters')).toBeNull();
  });

  it.each([
    ['a guest', 'guest', {}],
    // A signed-in visitor's search is read under a key of its own (anonymous jobs).
    ['a signed-in visitor of a site that anonymizes jobs', 'candidate', { anonymizeJobs: true }],
  ] as const)(
    'keeps its results when a refresh of the same search fails, for %s',
    async (_who, role, site) => {
      const { client, fetch, failFromNow } = failableClient();
      const context = jobContext({ client, config: CONFIG, settings: site });
      const settings = { ...defaultBlockSettings('job-list', 'en-US') };
      render(listTree(settings, context, role, <Revalidator />));
      await loaded();
      failFromNow();
      const calls = fetch.mock.calls.length;
      await act(async () => {
        await revalidateAll?.().catch(() => undefined);
      });
      expect(fetch.mock.calls.length).toBeGreaterThan(calls);
      expect(screen.getByText('Premium one')).toBeTruthy();
      expect(screen.getByText('23 jobs')).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('shows no pagination while a later page loads or when it failed', async () => {
    const waiting = createClient({
      apiBase: 'https://api.test',
      fetch: () => new Promise<Response>(() => undefined),
    });
    renderList({}, { client: waiting, query: 'page=3' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    cleanup();
    const failing = createClient({
      apiBase: 'https://api.test',
      fetch: async () => new Response('{"message":"down"}', { status: 500 }),
    });
    renderList({}, { client: failing, query: 'page=3' });
    await screen.findByRole('alert');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('keeps the focus at the start of the list when Try again goes', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"down"}', { status: 500 }));
    const client = createClient({ apiBase: 'https://api.test', fetch });
    const { container } = renderList({}, { client });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(document.activeElement).toBe(container.querySelector('.jb-job-list__main'));
  });

  it.each([
    ['list', false],
    ['cards', true],
  ] as const)('jobsLayout %s lays out cards: %s', async (jobsLayout, cards) => {
    const { container } = renderList({ jobsLayout });
    await loaded();
    expect(Boolean(container.querySelector('.jb-job-list__items--cards'))).toBe(cards);
    expect(Boolean(container.querySelector('.jb-job-card--card'))).toBe(cards);
  });
});

describe('a search by an employer on a site that anonymizes jobs', () => {
  // The API answers a guest's search by an organisation with none of its jobs, and leaves an
  // employer's name out (spec §6: anonymous jobs need login): the list asks for a login.
  it.each(['match[organisation_id]=12', 'organisation_name=Acme'])(
    'asks a guest to log in for the jobs of %s, without results, filters or pages',
    async (query) => {
      const { container } = renderList({}, { query, settings: { anonymizeJobs: true } });
      expect(await screen.findByText('Log in to see the jobs of this employer.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/inloggen');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByText('23 jobs')).toBeNull();
      expect(screen.queryByText('Premium one')).toBeNull();
      expect(container.querySelector('.jb-job-list__filters')).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    },
  );

  it('leads a guest back to the search without the employer', async () => {
    const { navigate } = renderList(
      {},
      { query: 'search=kok&organisation_name=Acme&page=2', settings: { anonymizeJobs: true } },
    );
    const all = await screen.findByRole('link', { name: 'View all jobs' });
    expect(all.getAttribute('href')).toBe('/?search=kok');
    fireEvent.click(all);
    expect(navigate).toHaveBeenCalledWith('/?search=kok');
  });

  it('shows a visitor who just logged in a loading list, not the guest’s empty answer, until their own comes', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signedIn = false;
    const searches: boolean[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const search = new URL(String(input)).pathname.endsWith('/jobs');
      let body: unknown = { data: [] };
      if (search) {
        searches.push(signedIn);
        // The guest's answer has none of the employer's jobs; the candidate's waits.
        if (signedIn) await held;
        body = signedIn ? SEARCH_ANSWER : { data: [], total: 0 };
      }
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const client = createClient({ apiBase: 'https://api.test', fetch });
    const context = jobContext({
      client,
      config: CONFIG,
      query: 'match[organisation_id]=12',
      settings: { anonymizeJobs: true },
    });
    const settings = { ...defaultBlockSettings('job-list', 'en-US') };
    const view = render(listTree(settings, context, 'guest'));
    await screen.findByText('Log in to see the jobs of this employer.');
    await waitFor(() => expect(searches.length).toBeGreaterThan(0));
    // Let the guest's answer settle in SWR's cache.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    signedIn = true;
    view.rerender(listTree(settings, context, 'candidate'));
    await waitFor(() => expect(searches).toContain(true));
    expect(screen.queryByText('No results found')).toBeNull();
    expect(screen.queryByText('0 jobs')).toBeNull();
    expect(view.container.querySelector('.jb-job-list__loading')).not.toBeNull();
    release();
    await loaded();
  });

  it('lists a signed-in candidate the jobs of an employer', async () => {
    renderList(
      {},
      { query: 'match[organisation_id]=12', settings: { anonymizeJobs: true }, role: 'candidate' },
    );
    await loaded();
    expect(screen.queryByText('Log in to see the jobs of this employer.')).toBeNull();
  });

  it('lists a guest the jobs of an employer on a site that does not anonymize them', async () => {
    renderList({}, { query: 'match[organisation_id]=12' });
    await loaded();
    expect(screen.queryByText('Log in to see the jobs of this employer.')).toBeNull();
  });

  it('lists a guest a search that names no employer', async () => {
    renderList({}, { query: 'search=kok', settings: { anonymizeJobs: true } });
    await loaded();
    expect(screen.getByText('Premium one')).toBeTruthy();
  });
});

describe('sort, page size and pages go through the URL', () => {
  it('offers the job sorts and navigates on a change, back to page 1', async () => {
    const { navigate } = renderList({}, { query: 'search=dev&page=3&lat=52.1&lon=5.1' });
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Featured first',
      'Newest first',
      'Oldest first',
      'Random',
      'Closing date, soonest first',
      'Closing date, latest first',
      // Not the organisations' sorts: for jobs they ordered by the job's creation (QA).
      'Most relevant',
      'Nearest first',
    ]);
    choose(select, 'oldest');
    expect(navigate).toHaveBeenCalledWith('/?search=dev&lat=52.1&lon=5.1&sort=oldest');
  });

  it('shows an organisation sort a link asked for, which the select does not offer otherwise', async () => {
    renderList({}, { query: 'sort=newestOrg' });
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('newestOrg');
    expect([...select.options].map((option) => option.value)).not.toContain('oldestOrg');
  });

  it('offers nearest first only with a place, and runs a link asking for it without one by the default sort', async () => {
    const { calls } = renderList({}, { query: 'search=dev&sort=distance' });
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).not.toContain('distance');
    expect(select.value).toBe('relevance');
    expect(new URL(calls[0] ?? '', 'http://x').searchParams.get('sort')).toBe('relevance');
  });

  it('applies where the arrow keys stop stepping through a select: on leaving it', async () => {
    const { navigate } = renderList({}, { query: 'search=dev' });
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    for (const value of ['newest', 'oldest']) {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      choose(select, value);
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    }
    expect(select.value).toBe('oldest');
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.focusOut(select);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/?search=dev&sort=oldest');
    // The choice stays shown while the navigation runs (the URL has not changed here), and
    // leaving the select again applies nothing more.
    expect(select.value).toBe('oldest');
    fireEvent.focusOut(select);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('shows the URL’s sort again after Back, not an earlier choice', async () => {
    const { rerender, settings, client } = renderListWithClient('sort=newest');
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    choose(select, 'oldest');
    expect(select.value).toBe('oldest');
    for (const [sort, shown] of [
      ['oldest', 'oldest'],
      ['newest', 'newest'],
    ]) {
      const moved = jobContext({ client, config: CONFIG, query: `sort=${sort}` });
      rerender(listTree(settings, moved));
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
        shown,
      );
    }
  });

  it('applies a stepped-to page size on Enter, or once the keys pause', async () => {
    const { navigate } = renderList();
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Per page' }) as HTMLSelectElement;
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    choose(select, '15');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/?limit=15');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    choose(select, '20');
    expect(navigate).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/?limit=20'), {
      timeout: SELECT_STEP_DELAY_MS + 500,
    });
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('changes the page size', async () => {
    const { navigate } = renderList();
    await loaded();
    choose(screen.getByRole('combobox', { name: 'Per page' }), '50');
    expect(navigate).toHaveBeenCalledWith('/?limit=50');
  });

  it('goes to the last page with results from a page past the end, replacing the address', async () => {
    const { navigate } = renderList(
      {},
      { query: 'search=dev&page=9', answer: { ...SEARCH_ANSWER, data: [] } },
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/?search=dev&page=3', { replace: true }),
    );
    // Not 'no results' beside a count of 23 while it goes there.
    expect(screen.queryByText('No results found')).toBeNull();
  });

  describe('a place sent without its coordinates (the search form without scripts)', () => {
    const PLACES = {
      data: [
        { name: 'Utrecht', country_code: 'NL', lat: 52.09, lon: 5.12 },
        { name: 'Utrechtseweg', country_code: 'NL', lat: 52.0, lon: 5.3 },
      ],
    };
    const answer = (url: URL) => (url.pathname.startsWith('/geo/') ? PLACES : SEARCH_ANSWER);

    it.each([
      [
        'the place of that name',
        'location_name=utrecht&range=25',
        '/?location_name=Utrecht&lat=52.09&lon=5.12&range=25',
      ],
      [
        'a search and a page size',
        'search=dev&location_name=Utrecht&range=10&limit=20',
        '/?search=dev&location_name=Utrecht&limit=20&lat=52.09&lon=5.12&range=10',
      ],
    ])(
      'goes to the same search with the coordinates of %s, replacing the address',
      async (_name, query, href) => {
        const { navigate, calls } = renderList({}, { query, answer });
        await waitFor(() => expect(navigate).toHaveBeenCalledWith(href, { replace: true }));
        expect(
          calls.find((url) => url.pathname === '/geo/search')?.searchParams.get('location'),
        ).toBe(new URLSearchParams(query).get('location_name'));
      },
    );

    it.each([
      ['a name no place has exactly', 'location_name=Utr&range=25'],
      ['a place name without a radius (a job link)', 'location_name=Utrecht'],
      ['a place with its coordinates', 'location_name=Utrecht&lat=52.09&lon=5.12&range=25'],
    ])('searches %s as it is', async (_name, query) => {
      const { navigate, calls } = renderList({}, { query, answer });
      await loaded();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(navigate).not.toHaveBeenCalled();
      const looked = calls.some((url) => url.pathname === '/geo/search');
      expect(looked).toBe(query === 'location_name=Utr&range=25');
    });

    it('searches by the name when the lookup fails, and the request does not fail', async () => {
      const context = jobContext({ config: CONFIG, query: 'location_name=Utrecht&range=25' });
      const client = createClient({
        apiBase: 'https://api.test',
        fetch: async () => Response.json({ message: 'down' }, { status: 500 }),
      });
      const lookup = requests(defaultBlockSettings('job-list', 'en-US'), context)[1];
      await expect(lookup?.fetch(client)).resolves.toEqual([]);
    });

    it('declares the lookup for a server render, which redirects with the coordinates', () => {
      const context = jobContext({
        config: CONFIG,
        query: 'location_name=Utrecht&range=25',
      });
      const keys = requests(defaultBlockSettings('job-list', 'en-US'), context).map(
        (request) => JSON.parse(request.key)[0],
      );
      expect(keys).toEqual(['job-search', 'search-place']);
    });
  });

  it('goes to the last page from a page deeper than any list answers', async () => {
    const { navigate, calls } = renderList(
      {},
      { query: 'search=dev&page=99999', answer: { ...SEARCH_ANSWER, data: [] } },
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/?search=dev&page=3', { replace: true }),
    );
    // The deepest page the API answers, not a page it refuses with a 400.
    expect(calls[0]?.searchParams.get('page')).toBe('10000');
  });

  it('stays on an empty page 1: no page to go back to', async () => {
    const { navigate } = renderList(
      {},
      { query: 'search=nobody', answer: { ...SEARCH_ANSWER, data: [], total: 0 } },
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to page 1 from a later page of a search with no results (search QA)', async () => {
    const { navigate } = renderList(
      {},
      { query: 'search=nobody&page=5', answer: { ...SEARCH_ANSWER, data: [], total: 0 } },
    );
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/?search=nobody', { replace: true }),
    );
  });

  it.each([
    ['limit=1000', '/?page=2'],
    ['sort=distance', '/?page=2'],
    ['limit=10&sort=oldest', '/?sort=oldest&limit=10&page=2'],
  ])('links pages with what it applies of ?%s (search QA)', async (query, href) => {
    renderList({}, { query });
    await loaded();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const two = [...nav.querySelectorAll('a')].find((link) => link.textContent === '2');
    expect(two?.getAttribute('href')).toBe(href);
  });

  it('paginates over the total', async () => {
    const { navigate } = renderList({}, { query: 'search=dev' });
    await loaded();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 3 of 3' }).getAttribute('href')).toBe(
      '/?search=dev&page=3',
    );
    fireEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(navigate).toHaveBeenCalledWith('/?search=dev&page=2');
  });
});

describe('segment filters', () => {
  const groupNames = () =>
    screen.getAllByRole('group').map((group) => group.querySelector('button')?.textContent);
  const optionsOf = (name: string) => {
    const group = screen.getAllByRole('group').find((g) => g.textContent?.startsWith(name));
    return within(group as HTMLElement)
      .queryAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
  };

  it('shows the groups in order with counts, by count', async () => {
    renderList();
    await loaded();
    expect(groupNames()).toEqual(['Hours', 'Industry']);
    expect(optionsOf('Industry')).toEqual(['Care (9)', 'IT (5)', 'Building (0)']);
  });

  it('writes the counts as the locale does', async () => {
    renderList(
      {},
      {
        answer: {
          ...SEARCH_ANSWER,
          aggregations: { segment_ids: { '10': 1234, '11': 9, '12': 0, '20': 3 } },
        },
      },
    );
    await loaded();
    expect(optionsOf('Industry')).toEqual(['IT (1,234)', 'Care (9)', 'Building (0)']);
  });

  it('follows the group order and the chosen groups', async () => {
    renderList({
      segmentGroupOrder: ['industry', 'time', 'education', 'career_level', 'contract'],
    });
    await loaded();
    expect(groupNames()).toEqual(['Industry', 'Hours']);
    cleanup();
    renderList({ segmentGroups: ['industry'] });
    await loaded();
    expect(groupNames()).toEqual(['Industry']);
  });

  it('sorts alphabetically', async () => {
    renderList({ segmentSortStrategy: 'alphabetically' });
    await loaded();
    expect(optionsOf('Industry')).toEqual(['Building (0)', 'Care (9)', 'IT (5)']);
  });

  it('hides empty segments', async () => {
    renderList({ hideEmptySegments: true });
    await loaded();
    expect(optionsOf('Industry')).toEqual(['Care (9)', 'IT (5)']);
  });

  it('keeps a ticked segment without jobs when hiding empty segments, so it can be unticked', async () => {
    const { navigate } = renderList({ hideEmptySegments: true }, { query: 'in[segment_ids]=12' });
    await loaded();
    expect(optionsOf('Industry')).toEqual(['Care (9)', 'IT (5)', 'Building (0)']);
    const ticked = screen.getByRole('checkbox', { name: 'Building (0)' }) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    fireEvent.click(ticked);
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('limits the visible segments with show more', async () => {
    renderList({ limitVisibleSegmentsEnabled: true, segmentLimit: 2 });
    await loaded();
    expect(optionsOf('Industry')).toEqual(['Care (9)', 'IT (5)']);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(optionsOf('Industry')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  it('keeps a ticked segment in view beyond the limit', async () => {
    renderList(
      { limitVisibleSegmentsEnabled: true, segmentLimit: 2 },
      { query: 'in[segment_ids]=12' },
    );
    await loaded();
    expect(optionsOf('Industry')).toEqual(['Care (9)', 'IT (5)', 'Building (0)']);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('keeps the focus in the filters when Clear all filters goes', async () => {
    const { navigate, container } = renderList({}, { query: 'in[segment_ids]=10' });
    await loaded();
    const clear = screen.getByRole('button', { name: 'Clear all filters' });
    clear.focus();
    fireEvent.click(clear);
    expect(navigate).toHaveBeenCalledWith('/');
    // The control shown just before the button (the last group's last option), in sight where
    // the button was; not the panel, whose top may be screens up.
    const shown = Array.from(
      container.querySelectorAll<HTMLElement>(
        '.jb-job-list__filters input, .jb-job-list__filters button',
      ),
    ).filter((control) => control !== clear && control.getClientRects().length > 0);
    expect(document.activeElement).toBe(shown.at(-1));
    expect(document.activeElement?.closest('.jb-job-list__filters')).not.toBeNull();
  });

  it.each([
    [true, 'true'],
    [false, 'false'],
  ])('defaultExpand %s expands the groups: %s', async (defaultExpand, expanded) => {
    renderList({ defaultExpand });
    await loaded();
    const toggle = screen.getByRole('button', { name: 'Industry' });
    expect(toggle.getAttribute('aria-expanded')).toBe(expanded);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');
  });

  it('follows defaultExpand changed in the editor', async () => {
    const { rerender, settings, context } = renderList({ defaultExpand: true }, { editor: true });
    await loaded();
    const toggle = () => screen.getByRole('button', { name: 'Industry' });
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    rerender(listTree({ ...settings, defaultExpand: false }, context));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    rerender(listTree({ ...settings, defaultExpand: true }, context));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('folds the filters behind a button below the sidebar breakpoint, with the ticked count', async () => {
    renderList({}, { query: 'in[segment_ids]=20,10' });
    await loaded();
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(toggle.getAttribute('aria-controls')).toBe(filters.id);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(filters.classList.contains('jb-job-list__filters--folded')).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(filters.classList.contains('jb-job-list__filters--folded')).toBe(false);
    // The folding applies to narrow screens only; wide screens hide the button instead.
    const css = jobListStyles('.r');
    expect(css).toMatch(
      /max-width: 991\.98px\) \{\s*\.r \.jb-job-list__filters--folded \{ display: none; \}/,
    );
    expect(css).toMatch(
      /min-width: 992px\) \{\s*\.r \.jb-job-list__filters-toggle \{ display: none; \}/,
    );
  });

  it('ticks a segment into the URL and unticks it', async () => {
    const { navigate } = renderList({}, { query: 'in[segment_ids]=20&page=2' });
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: 'IT (5)' }));
    expect(navigate).toHaveBeenLastCalledWith('/?in%5Bsegment_ids%5D=20%2C10');
    cleanup();
    const again = renderList({}, { query: 'in[segment_ids]=20&page=2' });
    await loaded();
    const ticked = screen.getByRole('checkbox', { name: 'Full time (3)' }) as HTMLInputElement;
    expect(ticked.checked).toBe(true);
    fireEvent.click(ticked);
    expect(again.navigate).toHaveBeenLastCalledWith('/');
  });

  it('shows the new state at once, before the URL changes, and builds on it', async () => {
    const { navigate } = renderList({}, { query: 'in[segment_ids]=20' });
    await loaded();
    const it = screen.getByRole('checkbox', { name: 'IT (5)' }) as HTMLInputElement;
    const full = screen.getByRole('checkbox', { name: 'Full time (3)' }) as HTMLInputElement;
    fireEvent.click(it);
    expect(it.checked).toBe(true);
    fireEvent.click(full);
    expect(full.checked).toBe(false);
    expect(it.checked).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/?in%5Bsegment_ids%5D=10');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(it.checked).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/');
  });

  it('follows the URL once it changes, also when it ends up elsewhere', async () => {
    const { navigate, rerender, settings, context } = renderList(
      {},
      { query: 'in[segment_ids]=20' },
    );
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: 'IT (5)' }));
    expect(navigate).toHaveBeenLastCalledWith('/?in%5Bsegment_ids%5D=20%2C10');
    // The navigation was planned to another URL (a redirect rule, say): the old selection shows.
    const landed = {
      ...context,
      route: { path: '/', query: new URLSearchParams('in[segment_ids]=20') },
    };
    rerender(listTree(settings, landed));
    const it = screen.getByRole('checkbox', { name: 'IT (5)' }) as HTMLInputElement;
    expect(it.checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Full time (3)' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('the list’s form, for a page read without scripts', () => {
  /** The fields the form sends, as a browser would: its own and those naming it. */
  function formFields(container: HTMLElement): [string, string][] {
    const form = container.querySelector('form.jb-job-list__form') as HTMLFormElement;
    const fields = [
      ...form.querySelectorAll('input'),
      ...container.querySelectorAll(`[form="${form.id}"]`),
    ] as (HTMLInputElement | HTMLSelectElement)[];
    return fields
      .filter(
        (field) =>
          field.name && (!('checked' in field) || field.type === 'hidden' || field.checked),
      )
      .map((field): [string, string] => [field.name, field.value])
      .sort(([a, x], [b, y]) => a.localeCompare(b) || x.localeCompare(y));
  }

  it('sends the sort, page size and ticked segments with the rest of the search, to this page', async () => {
    const { container } = renderList(
      {},
      {
        query:
          'search=dev&location_name=Breda&lat=51.6&lon=4.8&range=25&in[segment_ids]=10&sort=oldest&page=2',
      },
    );
    await loaded();
    const form = container.querySelector('form.jb-job-list__form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
    expect(formFields(container)).toEqual([
      ['in[segment_ids]', '10'],
      ['lat', '51.6'],
      ['limit', '10'],
      ['location_name', 'Breda'],
      ['lon', '4.8'],
      ['range', '25'],
      ['search', 'dev'],
      ['sort', 'oldest'],
    ]);
    // One submit button beside the selects, one under the filters; CSS shows them without scripts.
    const submits = container.querySelectorAll(`button[type="submit"][form="${form.id}"]`);
    expect([...submits].map((button) => button.textContent)).toEqual([
      'Show results',
      'Show results',
    ]);
    expect(jobListStyles('.r')).toMatch(
      /\.r \.jb-job-list__submit,\s*\.r \.jb-job-list__clear-link \{ display: none; \}\s*@media \(scripting: none\) \{\s*\.r \.jb-job-list__submit,\s*\.r \.jb-job-list__clear-link \{ display: inline-flex; \}/,
    );
  });

  it('offers Clear all filters as a link to the search without them, for a page read without scripts', async () => {
    const { container } = renderList(
      {},
      { query: 'search=dev&in[segment_ids]=10&sort=oldest&page=2' },
    );
    await loaded();
    const link = container.querySelector('a.jb-job-list__clear-link');
    expect(link?.textContent).toBe('Clear all filters');
    expect(link?.getAttribute('href')).toBe('/?search=dev&sort=oldest');
    expect(jobListStyles('.r')).toMatch(
      /@media \(scripting: none\) \{[^}]*\}[^}]*\}[^}]*\.r \.jb-job-list__clear \{ display: none; \}/,
    );
  });

  it('carries a ticked segment that no filter shows, and the sort a hidden select would drop', async () => {
    const { container, calls } = renderList(
      { jobPreviewLayout: 'splitView', hideSortSplitView: true, segmentGroups: ['industry'] },
      // 20 is a segment of the site's in a group the list does not show; 10 is shown and
      // ticked; 99 is no segment of the site's: left out, as it found nothing (search QA).
      { query: 'in[segment_ids]=99,10,20&sort=oldest' },
    );
    await loaded();
    expect(formFields(container)).toEqual([
      ['in[segment_ids]', '10'],
      ['in[segment_ids]', '20'],
      ['limit', '10'],
      ['sort', 'oldest'],
    ]);
    expect(calls.some((url) => url.searchParams.get('in[segment_ids]')?.includes('99'))).toBe(
      false,
    );
  });

  it('renders the segments beyond the limit hidden, so that CSS can show them without scripts', async () => {
    const { container } = renderList({ limitVisibleSegmentsEnabled: true, segmentLimit: 2 });
    await loaded();
    const industry = screen
      .getAllByRole('group')
      .find((g) => g.textContent?.startsWith('Industry'));
    const items = [...(industry as HTMLElement).querySelectorAll('li')];
    expect(items.map((item) => [item.textContent, item.hidden])).toEqual([
      ['Care (9)', false],
      ['IT (5)', false],
      ['Building (0)', true],
    ]);
    expect(container.querySelector('.jb-segment-filter__more')).toBeTruthy();
    expect(jobListStyles('.r')).toContain('.r .jb-segment-filter [hidden] { display: block; }');
  });

  it('with scripts, Enter on a filter goes to the form’s search through the board', async () => {
    const { container, navigate } = renderList({}, { query: 'search=dev&in[segment_ids]=10' });
    await loaded();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Full time (3)' }));
    navigate.mockClear();
    const form = container.querySelector('form.jb-job-list__form') as HTMLFormElement;
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toMatch(/^\/\?search=dev&/);
  });
});

describe('job alert card', () => {
  const alertText = 'Mail me new jobs';

  it.each([
    ['guest', false, false],
    ['candidate', false, true],
    ['guest', true, true],
    ['employer', false, false],
  ] as const)('for a %s (editor %s) shown %s', async (role, editor, shown) => {
    renderList({ alertText }, { role, editor });
    await loaded();
    expect(Boolean(screen.queryByText(alertText))).toBe(shown);
  });

  it('is not shown without results', async () => {
    renderList(
      { alertText },
      { role: 'candidate', answer: { data: [], total: 0, aggregations: { segment_ids: {} } } },
    );
    await screen.findByText('No results found');
    expect(screen.queryByText(alertText)).toBeNull();
  });

  it('links to the job alert page with the search', async () => {
    const { navigate } = renderList(
      { alertText },
      { role: 'candidate', query: 'search=dev&page=2' },
    );
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Create a job alert' }));
    expect(navigate).toHaveBeenCalledWith('/vacature-alert?search=dev');
  });

  it("follows the list's search with its fixed query", async () => {
    const { navigate } = renderList(
      { alertText, fixedSearchQuery: { location_name: 'Utrecht', 'in[segment_ids]': [11] } },
      { role: 'candidate', query: 'search=dev' },
    );
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Create a job alert' }));
    expect(navigate).toHaveBeenCalledWith(
      '/vacature-alert?search=dev&location_name=Utrecht&in%5Bsegment_ids%5D=11',
    );
  });

  it.each([
    [['sidebar'], 'jb-job-alert-card--sidebar'],
    [['default'], 'jb-job-alert-card--default'],
  ] as const)('showAlertCard %j places the card', async (showAlertCard, className) => {
    const { container } = renderList(
      { alertText, showAlertCard: [...showAlertCard] },
      { role: 'candidate' },
    );
    await loaded();
    expect(container.querySelectorAll('.jb-job-alert-card')).toHaveLength(1);
    expect(container.querySelector(`.${className}`)).toBeTruthy();
  });

  it('showAlertCard [] shows no card', async () => {
    const { container } = renderList({ alertText, showAlertCard: [] }, { role: 'candidate' });
    await loaded();
    expect(container.querySelector('.jb-job-alert-card')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Job alert' })).toBeNull();
    expect(screen.queryByText(alertText)).toBeNull();
    expect(container.querySelector('.jb-job-list--with-sidebar')).toBeTruthy();
  });

  it('showAlertCard with every place shows the three', async () => {
    const { container } = renderList(
      { alertText, showAlertCard: ['sidebar', 'default', 'modal'] },
      { role: 'candidate' },
    );
    await loaded();
    const sidebar = container.querySelector('.jb-job-list__sidebar');
    const main = container.querySelector('.jb-job-list__main');
    expect(sidebar?.querySelectorAll('.jb-job-alert-card--sidebar')).toHaveLength(1);
    expect(main?.querySelectorAll('.jb-job-alert-card--default')).toHaveLength(1);
    expect(screen.getAllByText(alertText)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Job alert' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Job alert' })).getByText(alertText),
    ).toBeTruthy();
  });

  it('opens the modal variant as a dialog and closes it with Escape', async () => {
    renderList({ alertText, showAlertCard: ['modal'] }, { role: 'candidate' });
    await loaded();
    expect(screen.queryByText(alertText)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Job alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Job alert' });
    expect(within(dialog).getByText(alertText)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('holds the page behind the modal variant still while it is open, as the other dialogs do', async () => {
    renderList({ alertText, showAlertCard: ['modal'] }, { role: 'candidate' });
    await loaded();
    const root = document.documentElement;
    expect(root.style.overflow).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Job alert' }));
    expect(root.style.overflow).toBe('hidden');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Job alert' }), { key: 'Escape' });
    expect(root.style.overflow).toBe('');
  });
});

/** happy-dom's viewport (1024 px wide by default), which its matchMedia reads. */
function setViewportWidth(width: number) {
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }
  ).happyDOM.setViewport({ width });
}

describe('split view', () => {
  it('opens the first job beside the list and switches on a click', async () => {
    const { navigate } = renderList({ jobPreviewLayout: 'splitView' });
    await loaded();
    const preview = screen.getByRole('region', { name: 'Job preview' });
    expect(within(preview).getByRole('heading', { level: 2 }).textContent).toBe('Premium one');
    fireEvent.click(screen.getByRole('link', { name: 'Regular two' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('region', { name: 'Job preview' })).getByRole('heading', { level: 2 })
        .textContent,
    ).toBe('Regular two');
  });

  const previewText = () =>
    screen.getByRole('region', { name: 'Job preview' }).querySelector('.jb-job-preview__text')
      ?.innerHTML;

  it("shows the job's own text, sanitized", async () => {
    renderList(
      { jobPreviewLayout: 'splitView' },
      {
        answer: {
          ...SEARCH_ANSWER,
          data: [
            fixtureJob({
              title: 'Own text',
              text_type: 'own',
              text_own:
                '<p onclick="steal()">We build <b>boards</b></p><script>window.x=1</script>',
              text_platform: { job: '<p>Not this</p>' },
            }),
          ],
        },
      },
    );
    await loaded();
    expect(previewText()).toBe('<p>We build <b>boards</b></p>');
  });

  it('shows the platform text parts in order under their headings, sanitized', async () => {
    renderList(
      { jobPreviewLayout: 'splitView' },
      {
        answer: {
          ...SEARCH_ANSWER,
          data: [
            fixtureJob({
              title: 'Platform text',
              text_type: 'platform',
              text_own: '<p>Not this</p>',
              text_platform: {
                job: '<p>The job</p>',
                function: '<p>The role<img src="x" onerror="steal()"></p>',
                company: '<p>The company</p>',
                offer: '<p>The offer</p>',
              },
            }),
          ],
        },
      },
    );
    await loaded();
    const preview = screen.getByRole('region', { name: 'Job preview' });
    // Below the card's h2, as on the job page.
    expect(
      within(preview)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['The job', 'What you bring', 'The company', 'What we offer']);
    expect(previewText()).toContain('<p>The role<img src="x"></p>');
    expect(previewText()).not.toContain('Not this');
  });

  it('opens the job page on a narrow screen, where the preview would stack under the list', async () => {
    setViewportWidth(390);
    try {
      const { navigate, container } = renderList({ jobPreviewLayout: 'splitView' });
      await loaded();
      // No job is shown beside the list there, so none is marked current.
      expect(screen.queryByRole('region', { name: 'Job preview' })).toBeNull();
      expect(container.querySelector('.jb-job-card[aria-current]')).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Regular two' }));
      expect(navigate).toHaveBeenCalledWith('/vacature/regular-two');
    } finally {
      setViewportWidth(1024);
    }
  });

  it('links to the job page from the preview', async () => {
    const { navigate } = renderList({ jobPreviewLayout: 'splitView' });
    await loaded();
    const preview = screen.getByRole('region', { name: 'Job preview' });
    const open = within(preview).getByRole('link', { name: 'Open the job page' });
    expect(open.getAttribute('href')).toBe('/vacature/premium-one');
    fireEvent.click(screen.getByRole('link', { name: 'Regular two' }));
    const switched = within(screen.getByRole('region', { name: 'Job preview' })).getByRole('link', {
      name: 'Open the job page',
    });
    expect(switched.getAttribute('href')).toBe('/vacature/regular-two');
    fireEvent.click(switched);
    expect(navigate).toHaveBeenCalledWith('/vacature/regular-two');
  });

  it('lays out the list, not cards, with jobsLayout cards', async () => {
    const { container } = renderList({ jobPreviewLayout: 'splitView', jobsLayout: 'cards' });
    await loaded();
    expect(container.querySelector('.jb-job-list__split')).toBeTruthy();
    expect(container.querySelector('.jb-job-list__items--cards')).toBeNull();
    expect(container.querySelectorAll('.jb-job-list__items .jb-job-card--card')).toHaveLength(0);
    expect(container.querySelectorAll('.jb-job-list__items .jb-job-card--list')).toHaveLength(3);
  });

  it('waits for a click without splitViewDefaultActiveJob, keeping the focus on the job', async () => {
    renderList({ jobPreviewLayout: 'splitView', splitViewDefaultActiveJob: false });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Job preview' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Regular two' });
    link.focus();
    fireEvent.click(link);
    expect(screen.getByRole('region', { name: 'Job preview' })).toBeTruthy();
    expect(link.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it.each([
    ['page', false, true],
    ['splitView', false, true],
    ['splitView', true, false],
  ] as const)(
    '%s with hideSortSplitView %s shows sort %s',
    async (jobPreviewLayout, hideSortSplitView, shown) => {
      renderList({ jobPreviewLayout, hideSortSplitView });
      await loaded();
      expect(Boolean(screen.queryByRole('combobox', { name: 'Sort by' }))).toBe(shown);
    },
  );

  it('navigates to the job page in the page layout', async () => {
    const { navigate } = renderList();
    await loaded();
    fireEvent.click(screen.getByRole('link', { name: 'Regular two' }));
    expect(navigate).toHaveBeenCalledWith('/vacature/regular-two');
  });
});
