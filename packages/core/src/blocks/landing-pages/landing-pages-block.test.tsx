import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildJob, buildLandingPage } from '../../../../schema/src/entities/fixtures';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import { useDetailNotFound } from '../../blocks-runtime/use-detail-not-found';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  BOARD_ID,
  callPaths,
  type FakeAnswer,
  failingAnswer,
  type RenderCollectionOptions,
  renderCollectionBlock,
} from '../featured-jobs/testing/collection-test-kit';
import * as landingPages from './landing-pages-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// The block's report of a missing item, which a server render answers with HTTP 404.
vi.mock('../../blocks-runtime/use-detail-not-found', { spy: true });
const reportedMissing = () => vi.mocked(useDetailNotFound).mock.calls.length > 0;

/** The job page's not-found view: '404' as the page's top heading, then 'Page not found'. */
async function expectNotFound() {
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404');
  expect(screen.getByText('Page not found')).toBeTruthy();
}

const ict = buildLandingPage({
  slug: 'ict-amsterdam',
  title: 'ICT jobs in Amsterdam',
  query: { 'in[segment_ids]': [51], location_name: 'Amsterdam' },
});
const care = buildLandingPage({ slug: 'zorg', title: 'Care jobs', query: {} });
const jobs = [buildJob({ uuid: 'a', title: 'Developer' })];

function answer(url: URL): FakeAnswer {
  if (url.pathname.endsWith('/landing-pages')) return { body: { data: [ict, care], total: 12 } };
  if (url.pathname.endsWith('/landing-pages/ict-amsterdam')) return { body: { data: ict } };
  if (url.pathname.endsWith('/jobs')) return { body: { data: jobs, total: 21 } };
  return { status: 404, body: { message: 'Not found' } };
}

const render = (raw: Record<string, unknown> = {}, options: RenderCollectionOptions = {}) =>
  renderCollectionBlock(i18n, 'landing-pages', landingPages, raw, { answer, ...options });

describe('landing pages list', () => {
  it.each([
    ['10 per page by default', {}, '', 'match[locale]=nl&page=1&limit=10'],
    [
      'the landing pages per page',
      { landingPagesPerPage: 25 },
      '',
      'match[locale]=nl&page=1&limit=25',
    ],
    ['the route page', {}, 'page=2', 'match[locale]=nl&page=2&limit=10'],
  ])('asks for the locale with %s', async (_name, raw, routeQuery, query) => {
    const { calls } = render(raw, { route: { query: new URLSearchParams(routeQuery) } });
    await screen.findByText('Care jobs');
    expect(callPaths(calls)).toEqual([
      `/api/public/v1/job-boards/${BOARD_ID}/landing-pages?${query}`,
    ]);
  });

  it('shows the heading and links each landing page to its page', async () => {
    const navigate = vi.fn();
    render({ heading: 'Browse' }, { navigate });
    const link = await screen.findByRole('link', { name: 'ICT jobs in Amsterdam' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Browse');
    expect(link.getAttribute('href')).toBe('/vacatures-zoeken/ict-amsterdam');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/vacatures-zoeken/ict-amsterdam');
  });

  it('pages through the landing pages', async () => {
    render({ landingPagesPerPage: 5 });
    await screen.findByText('Care jobs');
    expect(screen.getByRole('link', { name: 'Page 3 of 3' })).toBeTruthy();
  });

  it('keeps its landing pages on screen while another page of them loads', async () => {
    const { moveTo } = render({ landingPagesPerPage: 5 });
    await screen.findByText('Care jobs');
    moveTo({ query: new URLSearchParams('page=2') });
    // Right after the move, before the answer: the list stays instead of a loading text.
    expect(screen.getByText('Care jobs')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads its data under the key it declares, so a prefetch needs no fetch', () => {
    const { calls } = render({}, { prefetched: [{ items: [care], total: 1 }] });
    expect(screen.getByText('Care jobs')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('goes to the last page from a page past the end, replacing the address', async () => {
    const navigate = vi.fn();
    render(
      {},
      {
        navigate,
        answer: (url) =>
          url.searchParams.get('page') === '7' ? { body: { data: [], total: 12 } } : answer(url),
        route: { path: '/vacatures-zoeken', query: new URLSearchParams('page=7') },
      },
    );
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/vacatures-zoeken?page=2', { replace: true }),
    );
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('shows the empty text', async () => {
    render({}, { answer: () => ({ body: { data: [], total: 0 } }) });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows the error message when the API fails', async () => {
    render({}, { answer: failingAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });
});

describe('one landing page', () => {
  const detail = (raw: Record<string, unknown> = {}, query = '', slug = 'ict-amsterdam') =>
    render(raw, { route: { detailKey: slug, query: new URLSearchParams(query) } });

  it.each([
    ['10 jobs per page by default', {}, '', 'page=1&limit=10'],
    ['the jobs per page', { jobsPerPage: 20 }, '', 'page=1&limit=20'],
    ['the route page', {}, 'page=3', 'page=3&limit=10'],
  ])('reads the page, then the jobs of its query with %s', async (_name, raw, query, paging) => {
    const { calls } = detail(raw, query);
    await screen.findByText('Developer');
    expect(callPaths(calls)).toEqual([
      '/api/public/v1/landing-pages/ict-amsterdam',
      `/api/public/v1/job-boards/${BOARD_ID}/jobs?in[segment_ids]=51&location_name=Amsterdam&${paging}`,
    ]);
  });

  it.each([
    ['list (the default)', {}, 'jb-job-card--list'],
    ['cards', { jobsLayout: 'cards' }, 'jb-job-card--card'],
  ])('shows the title and the jobs as %s, with paging', async (_name, raw, cardClass) => {
    const { container } = detail(raw);
    await screen.findByText('Developer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ICT jobs in Amsterdam');
    expect(container.querySelector('.jb-job-card')?.classList.contains(cardClass)).toBe(true);
    expect(screen.getByRole('link', { name: 'Page 3 of 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All searches' }).getAttribute('href')).toBe(
      '/vacatures-zoeken',
    );
  });

  it('keeps the landing page while another page of its jobs loads, not for another slug', async () => {
    const { moveTo } = detail();
    await screen.findByRole('heading', { level: 1, name: 'ICT jobs in Amsterdam' });
    moveTo({ detailKey: 'ict-amsterdam', query: new URLSearchParams('page=2') });
    expect(screen.getByRole('heading', { level: 1, name: 'ICT jobs in Amsterdam' })).toBeTruthy();
    moveTo({ detailKey: 'nothing', query: new URLSearchParams() });
    expect(screen.queryByRole('heading', { level: 1, name: 'ICT jobs in Amsterdam' })).toBeNull();
    await expectNotFound();
  });

  it('goes to the last page of its jobs from a page past the end, replacing the address', async () => {
    const navigate = vi.fn();
    render(
      {},
      {
        navigate,
        answer: (url) =>
          url.pathname.endsWith('/jobs') && url.searchParams.get('page') === '9'
            ? { body: { data: [], total: 21 } }
            : answer(url),
        route: {
          path: '/vacatures-zoeken/ict-amsterdam',
          detailKey: 'ict-amsterdam',
          query: new URLSearchParams('page=9'),
        },
      },
    );
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/vacatures-zoeken/ict-amsterdam?page=3', {
        replace: true,
      }),
    );
  });

  it('shows 404 Page not found for an unknown slug', async () => {
    detail({}, '', 'nothing');
    await expectNotFound();
    expect(reportedMissing()).toBe(true);
  });

  it.each([
    ['an empty object', {}],
    ['an empty list', []],
    ['null', null],
  ])(
    'shows 404 Page not found for an empty answer (%s), and asks for no jobs',
    async (_name, data) => {
      const { calls } = render(
        {},
        {
          route: { detailKey: 'ict-amsterdam', query: new URLSearchParams() },
          answer: (url) => (url.pathname.endsWith('/jobs') ? answer(url) : { body: { data } }),
        },
      );
      await expectNotFound();
      expect(reportedMissing()).toBe(true);
      expect(callPaths(calls)).toEqual(['/api/public/v1/landing-pages/ict-amsterdam']);
    },
  );

  it('shows 404 Page not found for a slug the API refuses (400), without its validator text', async () => {
    const refused = 'The slug field is invalid: Expected a string matching';
    render(
      {},
      {
        route: { detailKey: 'Foo', query: new URLSearchParams() },
        answer: (url) =>
          url.pathname.endsWith('/landing-pages/Foo')
            ? { status: 400, body: { message: refused } }
            : answer(url),
      },
    );
    await expectNotFound();
    expect(screen.queryByText(refused, { exact: false })).toBeNull();
  });

  it('shows the empty text without jobs', async () => {
    render(
      {},
      {
        route: { detailKey: 'ict-amsterdam' },
        answer: (url) =>
          url.pathname.endsWith('/jobs') ? { body: { data: [], total: 0 } } : answer(url),
      },
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(reportedMissing()).toBe(false);
  });

  it('shows the error message when the API fails', async () => {
    render({}, { route: { detailKey: 'ict-amsterdam' }, answer: failingAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
  });
});

describe('a landing page of an employer’s jobs on a site that anonymizes jobs', () => {
  const employerPage = (query: Record<string, unknown>) =>
    buildLandingPage({ slug: 'bij-acme', title: 'Jobs at Acme', query });
  const answering =
    (page: ReturnType<typeof buildLandingPage>, found: boolean) =>
    (url: URL): FakeAnswer => {
      if (url.pathname.endsWith('/landing-pages/bij-acme')) return { body: { data: page } };
      if (url.pathname.endsWith('/jobs')) {
        return { body: found ? { data: jobs, total: 1 } : { data: [], total: 0 } };
      }
      return answer(url);
    };

  // The API lists a guest none of an employer's jobs (spec §6): the page asks for a login.
  it.each([{ 'match[organisation_id]': 12 }, { organisation_name: 'Acme' }])(
    'asks a guest to log in for the jobs of %o, not "no results"',
    async (query) => {
      render(
        {},
        {
          answer: answering(employerPage(query), false),
          route: { detailKey: 'bij-acme' },
          site: { anonymizeJobs: true },
        },
      );
      expect(await screen.findByText('Log in to see the jobs of this employer.')).toBeTruthy();
      expect(screen.queryByText('No results found')).toBeNull();
    },
  );

  it('shows a visitor who just logged in its jobs loading, not the guest’s none, until theirs come', async () => {
    let signedIn = false;
    const page = employerPage({ organisation_name: 'Acme' });
    const { asRole } = render(
      {},
      {
        answer: (url) => answering(page, signedIn)(url),
        route: { detailKey: 'bij-acme' },
        site: { anonymizeJobs: true },
      },
    );
    await screen.findByText('Log in to see the jobs of this employer.');
    signedIn = true;
    asRole('candidate');
    // Before the candidate's answer: what SWR keeps is the guest's, without the jobs.
    expect(screen.queryByText('No results found')).toBeNull();
    expect(await screen.findByText('Developer')).toBeTruthy();
  });

  it('lists a signed-in candidate its jobs', async () => {
    render(
      {},
      {
        answer: answering(employerPage({ organisation_name: 'Acme' }), true),
        route: { detailKey: 'bij-acme' },
        site: { anonymizeJobs: true },
        role: 'candidate',
      },
    );
    expect(await screen.findByText('Developer')).toBeTruthy();
    expect(screen.queryByText('Log in to see the jobs of this employer.')).toBeNull();
  });

  it('lists a guest the jobs of a landing page that names no employer', async () => {
    render({}, { route: { detailKey: 'ict-amsterdam' }, site: { anonymizeJobs: true } });
    expect(await screen.findByText('Developer')).toBeTruthy();
  });
});

describe('one landing page in the editor', () => {
  const detail = (raw: Record<string, unknown>, slug: string, editor: boolean, query = '') =>
    render(raw, { route: { detailKey: slug, query: new URLSearchParams(query) }, editor });
  const jobTitles = (container: HTMLElement) =>
    [...container.querySelectorAll('.jb-job-card h2')].map((heading) => heading.textContent);

  it.each([
    ['10 jobs by default', {}, '', 1, 10, 'Page 3 of 3'],
    ['the jobs per page', { jobsPerPage: 5 }, '', 1, 5, 'Page 5 of 5'],
    ['the route page', { jobsPerPage: 20 }, 'page=2', 21, 4, 'Page 1 of 2'],
  ])(
    'shows an example for an unknown slug with %s, never a 404',
    async (_name, raw, query, first, count, pageLink) => {
      const { container } = detail(raw, 'nothing', true, query);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Example search');
      expect(
        screen.getByText('Example data: open a landing page to see its own jobs.'),
      ).toBeTruthy();
      const titles = jobTitles(container);
      expect(titles).toHaveLength(count);
      expect(titles[0]).toBe(`Example job ${first}`);
      expect(screen.getByRole('link', { name: pageLink })).toBeTruthy();
      expect(screen.queryByText('Page not found')).toBeNull();
      expect(reportedMissing()).toBe(false);
    },
  );

  it('shows the example jobs in the jobs layout', async () => {
    const { container } = detail({ jobsLayout: 'cards' }, 'nothing', true);
    await screen.findByRole('heading', { level: 1, name: 'Example search' });
    expect(container.querySelector('.jb-job-card')?.classList.contains('jb-job-card--card')).toBe(
      true,
    );
  });

  it('shows a known landing page as itself', async () => {
    detail({}, 'ict-amsterdam', true);
    await screen.findByText('Developer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ICT jobs in Amsterdam');
    expect(screen.queryByText(/Example data/)).toBeNull();
  });

  it('still shows visitors 404 Page not found for an unknown slug', async () => {
    detail({}, 'nothing', false);
    await expectNotFound();
    expect(screen.queryByText('Example search')).toBeNull();
    expect(reportedMissing()).toBe(true);
  });
});
