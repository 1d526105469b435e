import { createClient, type RssFeedItem } from '@jobboard/client';
import {
  type Article,
  DEFAULT_SITE_SETTINGS,
  defaultBlockSettings,
  type Page,
  type SiteSettings,
} from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  englishI18n,
  fixtureContext,
  recordingClient,
} from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import * as newsFeedBlock from './news-feed-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

function buildArticle(id: number): Article {
  return {
    id,
    type: 'news',
    locale: 'nl',
    active: true,
    slug: `article-${id}`,
    title: `Article ${id}`,
    description: `About ${id}`,
    text: '<p>Body</p>',
    thumbnail: `https://cdn.example.com/${id}.png`,
    image: null,
    created_at: '2024-05-17T10:00:00Z',
  };
}

function buildRssItem(id: number): RssFeedItem {
  return {
    title: `Feed item ${id}`,
    link: `https://news.example.com/${id}`,
    description: `<p>Feed text ${id}</p>`,
    published: 'Fri, 17 May 2024 10:00:00 GMT',
    image: `https://news.example.com/${id}.jpg`,
  };
}

const articlePage: Page = {
  id: 2,
  key: 'p-cms-article',
  path: '{"nl":"nieuws-artikel"}',
  settings: [],
  blocks: [],
};
const base = fixtureContext();
const site = { ...base.site, pages: [...base.site.pages, articlePage] };

/** An answer per API path: the CMS list (`total` over all pages) or the RSS feed. */
function feedAnswer(articles: Article[], total: number, rssItems: RssFeedItem[] = []) {
  return (url: URL) =>
    url.pathname.endsWith('/rss')
      ? { data: { title: 'Feed', link: 'https://news.example.com', items: rssItems } }
      : { data: { data: articles, total } };
}

interface RenderFeedOptions {
  answer?: (url: URL) => unknown;
  client?: ReturnType<typeof createClient>;
  query?: string;
  navigate?: (to: unknown) => void;
  emit?: (event: string, payload: unknown) => void;
  fallback?: Record<string, unknown>;
  settings?: SiteSettings;
}

function renderFeed(settings: Record<string, unknown> = {}, options: RenderFeedOptions = {}) {
  const recording = recordingClient(options.answer ?? feedAnswer([buildArticle(1)], 1));
  const view = renderContentBlock('news-feed', newsFeedBlock, {
    i18n,
    settings,
    client: options.client ?? recording.client,
    route: { path: '/nieuws', query: new URLSearchParams(options.query ?? '') },
    context: {
      site,
      ...(options.navigate ? { navigate: options.navigate } : {}),
      ...(options.emit ? { emit: options.emit } : {}),
      ...(options.settings ? { settings: options.settings } : {}),
    },
    ...(options.fallback ? { fallback: options.fallback } : {}),
  });
  return { ...view, calls: recording.calls };
}

const items = async () => {
  await screen.findAllByRole('article');
  return [...document.querySelectorAll<HTMLElement>('.jb-news-feed__item')];
};
const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

describe('news feed heading', () => {
  it('shows the defaults of the locale', async () => {
    renderFeed();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Nieuws');
    expect(screen.getByText('Het laatste nieuws van onze vacaturesite')).toBeTruthy();
    await items();
  });

  it('leaves out empty texts', async () => {
    const { container } = renderFeed({ heading: '', subheading: '' });
    await items();
    expect(container.querySelector('header')).toBeNull();
  });
});

describe('news feed of the board’s articles', () => {
  it.each([
    ['the default count', {}, '9'],
    ['a set count', { showCount: 3 }, '3'],
  ])('reads the first page with %s, sorted and in the locale', async (_name, settings, limit) => {
    const { calls } = renderFeed(settings);
    await items();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/public/v1/cms']);
    expect(queryOf(calls[0])).toEqual({ limit, page: '1', sort: '+created_at', locale: 'nl' });
  });

  it('shows each article with image, date, description and links to its article page', async () => {
    const navigate = vi.fn();
    renderFeed({}, { navigate });
    const [item] = (await items()) as [HTMLElement];
    const title = within(item).getByRole('link', { name: 'Article 1' });
    expect(title.getAttribute('href')).toBe('/nieuws-artikel/article-1');
    // One message names the link, so each locale words and punctuates it.
    const readMore = within(item).getByRole('link', { name: 'Read more: Article 1' });
    expect(readMore.getAttribute('href')).toBe('/nieuws-artikel/article-1');
    expect(readMore.textContent).toBe('Read more');
    expect(item.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/1.png');
    expect(item.querySelector('time')?.getAttribute('datetime')).toBe('2024-05-17T10:00:00.000Z');
    expect(within(item).getByText('About 1')).toBeTruthy();
    fireEvent.click(title);
    expect(navigate).toHaveBeenCalledWith('/nieuws-artikel/article-1');
  });

  it.each([
    ['no default image', [], null],
    [
      'the news default image',
      [{ name: 'news', imageSrc: 'https://cdn.example/images/news.png' }],
      'https://cdn.example/images/news.png',
    ],
  ])('shows an article without an image with %s', async (_name, defaultImages, src) => {
    const article = { ...buildArticle(1), thumbnail: null, image: null };
    renderFeed(
      {},
      {
        answer: feedAnswer([article], 1),
        settings: { ...DEFAULT_SITE_SETTINGS, defaultImages },
      },
    );
    const [item] = (await items()) as [HTMLElement];
    expect(item.querySelector('img')?.getAttribute('src') ?? null).toBe(src);
  });

  it('keeps the image of an article over the default image', async () => {
    renderFeed(
      {},
      {
        settings: {
          ...DEFAULT_SITE_SETTINGS,
          defaultImages: [{ name: 'news', imageSrc: 'https://cdn.example/images/news.png' }],
        },
      },
    );
    const [item] = (await items()) as [HTMLElement];
    expect(item.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/1.png');
  });

  it('shows the empty text without articles', async () => {
    renderFeed({}, { answer: feedAnswer([], 0) });
    expect(await screen.findByText('There is no news yet.')).toBeTruthy();
  });

  it('shows an error when the list cannot be read', async () => {
    const fetch = async () => new Response('{"message":"down"}', { status: 500 });
    const client = createClient({ apiBase: 'https://api.test', fetch });
    renderFeed({}, { client });
    expect((await screen.findByRole('alert')).textContent).toBe('The news could not be loaded.');
  });

  it('shows the prefetched page without a call', () => {
    const context = {
      ...fixtureContext(),
      route: { path: '/nieuws', query: new URLSearchParams() },
    };
    const [request] = newsFeedBlock.requests(defaultBlockSettings('news-feed', 'nl'), context);
    const data = { source: 'cms', items: [buildArticle(5)], total: 1 };
    const { calls } = renderFeed({}, { fallback: { [request?.key ?? '']: data } });
    expect(screen.getByRole('link', { name: 'Article 5' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('news feed layout', () => {
  const many = Array.from({ length: 3 }, (_, index) => buildArticle(index + 1));

  it('preview shows the first items without pages, whatever the query', async () => {
    const { calls } = renderFeed(
      { showCount: 3 },
      { answer: feedAnswer(many, 10), query: 'page=2' },
    );
    expect(await items()).toHaveLength(3);
    expect(queryOf(calls[0]).page).toBe('1');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('pagination reads the page of the query and links to the others', async () => {
    const navigate = vi.fn();
    const { calls } = renderFeed(
      { layout: 'pagination', showCount: 3 },
      { answer: feedAnswer(many, 10), query: 'page=2', navigate },
    );
    await items();
    expect(queryOf(calls[0])).toMatchObject({ page: '2', limit: '3' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('link', { name: 'Page 2 of 4' });
    expect(current.getAttribute('aria-current')).toBe('page');
    const next = within(nav).getByRole('link', { name: 'Next page' });
    expect(next.getAttribute('href')).toBe('/nieuws?page=3');
    fireEvent.click(within(nav).getByRole('link', { name: 'Previous page' }));
    expect(navigate).toHaveBeenCalledWith('/nieuws');
  });

  it('pagination goes to the last page from a page past the end, replacing the address', async () => {
    const navigate = vi.fn();
    renderFeed(
      { layout: 'pagination', showCount: 3 },
      {
        answer: (url) =>
          url.searchParams.get('page') === '8'
            ? feedAnswer([], 10)(url)
            : feedAnswer(many, 10)(url),
        query: 'page=8',
        navigate,
      },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/nieuws?page=4', { replace: true }));
    expect(screen.queryByText('There is no news yet.')).toBeNull();
  });

  it('pagination asks for at most the deepest page a list answers', async () => {
    const { calls } = renderFeed(
      { layout: 'pagination', showCount: 3 },
      { answer: feedAnswer([], 10), query: 'page=99999' },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(queryOf(calls[0]).page).toBe('10000');
  });

  it('pagination shows no pages when everything fits on one', async () => {
    renderFeed({ layout: 'pagination', showCount: 3 }, { answer: feedAnswer(many, 3) });
    await items();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('news feed item style', () => {
  it.each([
    ['card', {}, 'jb-news-feed__item--card'],
    ['noBorder', { itemStyle: 'noBorder' }, 'jb-news-feed__item--noBorder'],
  ])('%s', async (_name, settings, className) => {
    renderFeed(settings);
    const [item] = (await items()) as [HTMLElement];
    expect(item.classList.contains(className)).toBe(true);
  });
});

describe('news feed read more link', () => {
  it('is hidden by default', async () => {
    renderFeed({ readMoreUrl: '/nieuws-archief' });
    await items();
    expect(screen.queryByRole('link', { name: 'All news' })).toBeNull();
  });

  it('goes to a board path through the router', async () => {
    const navigate = vi.fn();
    renderFeed({ showReadMoreUrl: true, readMoreUrl: '/archief' }, { navigate });
    await items();
    const link = screen.getByRole('link', { name: 'All news' });
    expect(link.getAttribute('href')).toBe('/archief');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/archief');
  });

  it('opens a web address in a new tab', async () => {
    renderFeed({ showReadMoreUrl: true, readMoreUrl: 'https://blog.example.com' });
    await items();
    const link = screen.getByRole('link', { name: 'All news (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://blog.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('news feed of an external RSS feed', () => {
  const rssItems = Array.from({ length: 5 }, (_, index) => buildRssItem(index + 1));
  const rss = { externalRss: true, rssFeedUrl: 'https://news.example.com/feed.xml' };

  it.each([
    ['without an image tag', {}, { url: rss.rssFeedUrl }],
    [
      'with its image tag',
      { rssImageTag: 'enclosure' },
      { url: rss.rssFeedUrl, image_tag: 'enclosure' },
    ],
  ])('reads the feed through the server %s', async (_name, settings, query) => {
    const { calls } = renderFeed({ ...rss, ...settings }, { answer: feedAnswer([], 0, rssItems) });
    await items();
    expect(calls.map((url) => url.pathname)).toEqual(['/api/public/v1/rss']);
    expect(queryOf(calls[0])).toEqual(query);
  });

  it('links items to their own address in a new tab and reports the outbound link', async () => {
    const emit = vi.fn();
    renderFeed({ ...rss, showCount: 2 }, { answer: feedAnswer([], 0, rssItems), emit });
    const shown = await items();
    expect(shown).toHaveLength(2);
    const [first] = shown as [HTMLElement];
    const link = within(first).getByRole('link', { name: 'Feed item 1 (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://news.example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://news.example.com/1.jpg');
    expect(within(first).getByText('Feed text 1')).toBeTruthy();
    // The browser would open the address; happy-dom would fetch it.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(emit).toHaveBeenCalledWith('outbound_link', { url: 'https://news.example.com/1' });
  });

  it('pages through the feed', async () => {
    renderFeed(
      { ...rss, layout: 'pagination', showCount: 2 },
      { answer: feedAnswer([], 0, rssItems), query: 'page=3' },
    );
    const shown = await items();
    expect(shown.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Feed item 5 (opens in a new tab)',
    ]);
    expect(screen.getByRole('link', { name: 'Page 3 of 3' })).toBeTruthy();
  });

  it('reads nothing without a feed address', () => {
    const { calls } = renderFeed({ externalRss: true });
    expect(screen.getByText('There is no news yet.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<p>Hi</p><img src="x.png" onerror="window.__pwned = 1">'],
  ])('keeps %s in an item text inert', async (_name, description) => {
    const item = { ...buildRssItem(1), description };
    const { container } = renderFeed(rss, { answer: feedAnswer([], 0, [item]) });
    await items();
    expect(container.querySelector('.jb-news-feed__summary')?.textContent).toBe('Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
