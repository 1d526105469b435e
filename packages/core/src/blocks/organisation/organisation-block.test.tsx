import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildJob, buildOrganisation } from '../../../../schema/src/entities/fixtures';
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
import * as organisationBlock from './organisation-block';

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

const acme = buildOrganisation({
  id: 12,
  slug: 'acme',
  name: 'Acme',
  slogan: 'Rockets and more',
  text_about: '<p>We make rockets.</p><script>window.__pwned = 1</script>',
  info_items: [
    { id: 1, type: 'benefit', value: 'Free coffee', order: 2 },
    { id: 2, type: 'benefit', value: 'Bikes', order: 1 },
    { id: 3, type: 'location', value: 'Utrecht', order: 3 },
    {
      id: 4,
      type: 'social',
      social_type: 'linkedin',
      value: 'https://linkedin.com/acme',
      order: 4,
    },
    { id: 5, type: 'social', social_type: 'website', value: 'https://acme.example', order: 5 },
    { id: 6, type: 'social', social_type: 'twitter', value: 'javascript:alert(1)', order: 6 },
    { id: 10, type: 'image', value: 'https://cdn.example.com/office.jpg', order: 10 },
    { id: 11, type: 'text', value: '<p>Our story</p>', order: 0 },
  ],
});
// happy-dom logs every frame it does not load, so only the video test has videos.
const withVideos = buildOrganisation({
  ...acme,
  info_items: [
    { id: 7, type: 'video', value: 'https://youtu.be/dQw4w9WgXcQ', order: 7 },
    { id: 8, type: 'video', value: 'https://evil.example/video', order: 8 },
    { id: 9, type: 'video', value: 'http://vimeo.com/123', order: 9 },
  ],
});
const jobs = [buildJob({ uuid: 'a', title: 'Rocket engineer' })];

function acmeAnswer(url: URL): FakeAnswer {
  if (url.pathname.endsWith('/organisations/acme')) return { body: { data: acme } };
  if (url.pathname.endsWith('/jobs')) return { body: { data: jobs, total: 25 } };
  return { status: 404, body: { message: 'Not found' } };
}

const render = (raw: Record<string, unknown> = {}, options: RenderCollectionOptions = {}) =>
  renderCollectionBlock(i18n, 'organisation', organisationBlock, raw, {
    answer: acmeAnswer,
    route: { detailKey: 'acme' },
    ...options,
  });

describe('organisation requests', () => {
  it('reads the organisation by slug, then a page of its jobs', async () => {
    const { calls } = render(
      {},
      { route: { detailKey: 'acme', query: new URLSearchParams('page=2') } },
    );
    await screen.findByText('Rocket engineer');
    expect(callPaths(calls)).toEqual([
      '/api/public/v1/organisations/acme',
      `/api/public/v1/job-boards/${BOARD_ID}/jobs?match[organisation_id]=12&page=2&limit=10`,
    ]);
  });

  it('goes from a page of its jobs past their end to the last page, replacing the address', async () => {
    const navigate = vi.fn();
    render(
      {},
      {
        // 25 jobs are 3 pages of 10: page 7 of an old link answers none of them.
        answer: (url) =>
          url.pathname.endsWith('/jobs') && url.searchParams.get('page') === '7'
            ? { body: { data: [], total: 25 } }
            : acmeAnswer(url),
        route: {
          detailKey: 'acme',
          path: '/organisatie/acme',
          query: new URLSearchParams('page=7'),
        },
        navigate,
      },
    );
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/organisatie/acme?page=3', { replace: true }),
    );
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('keeps the profile while another page of its jobs loads, never for another organisation', async () => {
    const beta = buildOrganisation({ ...acme, id: 13, slug: 'beta', name: 'Beta' });
    const { moveTo } = render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/organisations/beta') ? { body: { data: beta } } : acmeAnswer(url),
      },
    );
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    moveTo({ detailKey: 'acme', query: new URLSearchParams('page=2') });
    // Right after the move, before the answer: the same organisation stays on screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    moveTo({ detailKey: 'beta', query: new URLSearchParams() });
    expect(screen.queryByRole('heading', { level: 1, name: 'Acme' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta' })).toBeTruthy();
  });

  it('reads its data under the key it declares, so a prefetch needs no fetch', () => {
    const { calls } = render(
      {},
      {
        prefetched: [
          {
            organisation: acme,
            jobs: { items: jobs, total: 1, aggregations: { segment_ids: {} } },
          },
        ],
      },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme');
    expect(calls).toEqual([]);
  });
});

describe('an organisation on a site that anonymizes jobs', () => {
  // The API lists none of its jobs to a guest (their employer is hidden from guests, spec §6),
  // so the page asks for a login rather than saying the organisation has no jobs.
  it('asks a guest to log in for its jobs, not "no results", without paging', async () => {
    const { container } = render(
      {},
      {
        site: { anonymizeJobs: true },
        answer: (url) =>
          url.pathname.endsWith('/jobs') ? { body: { data: [], total: 0 } } : acmeAnswer(url),
        route: { detailKey: 'acme', path: '/company/acme' },
      },
    );
    expect(await screen.findByText('Log in to see the jobs of this employer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/inloggen');
    expect(screen.queryByText('No results found')).toBeNull();
    expect(container.querySelector('.jb-pagination')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme');
  });

  it('asks no one to log in while a stored login loads (the role reads guest meanwhile)', async () => {
    render({}, { site: { anonymizeJobs: true }, sessionLoading: true });
    await screen.findByRole('heading', { level: 1, name: 'Acme' });
    expect(screen.queryByText('Log in to see the jobs of this employer.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
  });

  it('shows a visitor who just logged in its jobs loading, not the guest’s none, until theirs come', async () => {
    let signedIn = false;
    const { asRole } = render(
      {},
      {
        site: { anonymizeJobs: true },
        answer: (url) => {
          if (!url.pathname.endsWith('/jobs')) return acmeAnswer(url);
          return signedIn ? acmeAnswer(url) : { body: { data: [], total: 0 } };
        },
      },
    );
    await screen.findByText('Log in to see the jobs of this employer.');
    signedIn = true;
    asRole('candidate');
    // Before the candidate's answer: what SWR keeps is the guest's, without the jobs.
    expect(screen.queryByText('No results found')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme');
    expect(await screen.findByText('Rocket engineer')).toBeTruthy();
  });

  it.each(['candidate', 'employer'] as const)('lists its jobs to a signed-in %s', async (role) => {
    render({}, { site: { anonymizeJobs: true }, role });
    expect(await screen.findByText('Rocket engineer')).toBeTruthy();
    expect(screen.queryByText('Log in to see the jobs of this employer.')).toBeNull();
  });

  it('lists a guest its jobs on a site that does not anonymize them', async () => {
    render({}, { site: { anonymizeJobs: false } });
    expect(await screen.findByText('Rocket engineer')).toBeTruthy();
  });
});

describe('organisation profile', () => {
  it('shows the name, slogan, sanitized about text, texts, benefits in order and locations', async () => {
    const { container } = render();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Acme');
    expect(screen.getByText('Rockets and more')).toBeTruthy();
    expect(screen.getByText('We make rockets.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Our story')).toBeTruthy();
    const benefits = screen.getByRole('heading', { name: 'Benefits' }).nextElementSibling;
    expect(Array.from(benefits?.querySelectorAll('li') ?? [], (li) => li.textContent)).toEqual([
      'Bikes',
      'Free coffee',
    ]);
    expect(screen.getByText('Utrecht')).toBeTruthy();
    expect(container.querySelector('.jb-organisation__photos img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/office.jpg',
    );
  });

  it('shows the header image and the logo of the organisation', async () => {
    const { container } = render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/acme')
            ? {
                body: {
                  data: {
                    ...acme,
                    header: 'https://cdn.example.com/acme-header.jpg',
                    logo: 'https://cdn.example.com/acme-logo.png',
                  },
                },
              }
            : acmeAnswer(url),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('img.jb-organisation__header')?.getAttribute('src')).toBe(
      'https://cdn.example.com/acme-header.jpg',
    );
    expect(container.querySelector('img.jb-organisation__logo')?.getAttribute('src')).toBe(
      'https://cdn.example.com/acme-logo.png',
    );
  });

  it.each([
    ['null', { header: null, logo: null }],
    ['empty', { header: '', logo: '' }],
    ['missing', { header: undefined, logo: undefined }],
  ])('leaves out the header image and the logo when they are %s', async (_name, images) => {
    const { container } = render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/acme')
            ? { body: { data: { ...acme, ...images } } }
            : acmeAnswer(url),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.jb-organisation__header')).toBeNull();
    expect(container.querySelector('.jb-organisation__logo')).toBeNull();
    // The profile's only image is the photo among the info items; job cards show their own.
    const profileImages = Array.from(container.querySelectorAll('img')).filter(
      (image) => !image.closest('.jb-organisation__jobs'),
    );
    expect(profileImages.map((image) => image.getAttribute('src'))).toEqual([
      'https://cdn.example.com/office.jpg',
    ]);
  });

  it('shows photos from web addresses and image data URLs, never other sources', async () => {
    const photo =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const withPhotos = buildOrganisation({
      ...acme,
      info_items: [
        { id: 1, type: 'image', value: 'https://cdn.example.com/office.jpg', order: 1 },
        { id: 2, type: 'image', value: photo, order: 2 },
        { id: 3, type: 'image', value: 'data:text/html,<b>no</b>', order: 3 },
        { id: 4, type: 'image', value: 'javascript:alert(1)', order: 4 },
      ],
    });
    const { container } = render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/acme') ? { body: { data: withPhotos } } : acmeAnswer(url),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    const sources = Array.from(container.querySelectorAll('.jb-organisation__photos img'), (img) =>
      img.getAttribute('src'),
    );
    expect(sources).toEqual(['https://cdn.example.com/office.jpg', photo]);
    // The photos are the section's content: each has a name.
    const names = Array.from(container.querySelectorAll('.jb-organisation__photos img'), (img) =>
      img.getAttribute('alt'),
    );
    expect(names).toEqual(['Photo 1 of Acme', 'Photo 2 of Acme']);
  });

  it('links the safe social addresses by network name, opening a new tab', async () => {
    render();
    const social = await screen.findByRole('navigation', { name: 'Social media' });
    const links = Array.from(social.querySelectorAll('a'));
    // The new tab is announced, as the navbar's and footer's new-tab links announce it.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['LinkedIn (opens in a new tab)', 'https://linkedin.com/acme'],
      ['Website (opens in a new tab)', 'https://acme.example'],
    ]);
    for (const link of links) expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('names the link of a network it does not know as a website', async () => {
    const withXing = buildOrganisation({
      ...acme,
      info_items: [
        {
          id: 20,
          type: 'social',
          social_type: 'xing' as never,
          value: 'https://xing.example/acme',
          order: 1,
        },
      ],
    });
    render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/acme') ? { body: { data: withXing } } : acmeAnswer(url),
      },
    );
    const social = await screen.findByRole('navigation', { name: 'Social media' });
    expect(social.querySelector('a')?.textContent).toBe('Website (opens in a new tab)');
  });

  it('embeds only safe https video addresses', async () => {
    const { container } = render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/acme') ? { body: { data: withVideos } } : acmeAnswer(url),
      },
    );
    await screen.findByRole('heading', { level: 1 });
    const frames = Array.from(container.querySelectorAll('iframe'));
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]);
    expect(frames[0]?.getAttribute('title')).toBe('Video of Acme');
    expect(
      screen
        .getByRole('link', { name: 'Watch the video (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://evil.example/video');
    expect(container.querySelector('a[href^="http://vimeo"]')).toBeNull();
  });
});

describe('organisation jobs', () => {
  it('titles the jobs with the organisation placeholders filled', async () => {
    render({ title: 'Jobs at #name#', subtitle: 'Apply today at #name#' });
    expect(await screen.findByRole('heading', { name: 'Jobs at Acme' })).toBeTruthy();
    expect(screen.getByText('Apply today at Acme')).toBeTruthy();
  });

  it.each([
    ['list (the default)', {}, 'jb-job-card--list'],
    ['cards', { jobsLayout: 'cards' }, 'jb-job-card--card'],
  ])('shows the jobs as %s, with paging', async (_name, raw, cardClass) => {
    const { container } = render(raw);
    await screen.findByText('Rocket engineer');
    expect(container.querySelector('.jb-job-card')?.classList.contains(cardClass)).toBe(true);
    expect(screen.getByRole('link', { name: 'Page 3 of 3' })).toBeTruthy();
  });

  it('shows the empty text without jobs', async () => {
    render(
      {},
      {
        answer: (url) =>
          url.pathname.endsWith('/jobs') ? { body: { data: [], total: 0 } } : acmeAnswer(url),
      },
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
  });
});

describe('organisation that cannot be shown', () => {
  it('shows 404 Page not found for an unknown slug', async () => {
    render({}, { route: { detailKey: 'nobody' } });
    await expectNotFound();
    expect(reportedMissing()).toBe(true);
  });

  it('shows 404 Page not found when the API refuses the slug with a 400 (upper case)', async () => {
    const refused = 'The slug field is invalid: Expected a string matching …';
    render(
      {},
      {
        route: { detailKey: 'Van-De-Veen-De-Wit-21' },
        answer: () => ({ status: 400, body: { message: refused, errors: { slug: [refused] } } }),
      },
    );
    await expectNotFound();
    expect(screen.queryByText(refused)).toBeNull();
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
          answer: (url) => (url.pathname.endsWith('/jobs') ? acmeAnswer(url) : { body: { data } }),
        },
      );
      await expectNotFound();
      expect(reportedMissing()).toBe(true);
      expect(callPaths(calls)).toEqual(['/api/public/v1/organisations/acme']);
    },
  );

  it('shows the example organisation in the editor for an unknown slug, never a 404', async () => {
    render({}, { route: { detailKey: 'nobody' }, editor: true });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Example Company');
    expect(reportedMissing()).toBe(false);
  });

  it('does not keep an unknown slug’s Page not found for the next organisation', async () => {
    const { moveTo } = render({}, { route: { detailKey: 'nobody' } });
    await expectNotFound();
    moveTo({ detailKey: 'acme' });
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
  });

  it('shows 404 Page not found to visitors without a detail key, and asks nothing', async () => {
    const { calls } = render({}, { route: {} });
    await expectNotFound();
    expect(reportedMissing()).toBe(true);
    expect(calls).toEqual([]);
  });

  it('shows example data in the editor without a detail key', async () => {
    const { calls } = render({}, { route: {}, editor: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Example Company');
    expect(screen.getByText('Example job 1')).toBeTruthy();
    await waitFor(() => expect(calls).toEqual([]));
    expect(reportedMissing()).toBe(false);
  });

  it('shows the error message when the API fails', async () => {
    render({}, { answer: failingAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
  });
});
