import { createClient } from '@jobboard/client';
import type { Article, Page } from '@jobboard/schema';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  englishI18n,
  fixtureContext,
  recordingClient,
} from '../../blocks-runtime/testing/block-fixtures';
import { useDetailNotFound } from '../../blocks-runtime/use-detail-not-found';
import { createFormatters } from '../../format/create-formatters';
import type { BoardI18n } from '../../i18n/create-i18n';
import { renderContentBlock } from '../html/testing/render-content-block';
import { articleRequest } from './article-request';
import * as cmsArticleBlock from './cms-article-block';

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
function expectNotFound(heading: HTMLElement) {
  expect(heading.textContent).toBe('404');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByText('Page not found')).toBeTruthy();
}

const article: Article = {
  id: 3,
  type: 'news',
  locale: 'nl',
  active: true,
  slug: 'new-office',
  title: 'We opened a new office',
  description: 'Now also in Utrecht.',
  text: '<p>Come and <strong>visit</strong> us.</p>',
  thumbnail: 'https://cdn.example.com/thumb.png',
  image: 'https://cdn.example.com/office.png',
  created_at: '2024-05-17T10:00:00Z',
};

const newsPage: Page = {
  id: 2,
  key: 'p-news-list',
  path: '{"nl":"nieuws"}',
  settings: [],
  blocks: [],
};
const base = fixtureContext();
const site = { ...base.site, pages: [...base.site.pages, newsPage] };

/** A client answering every call with `status` and `body`. */
function answeringClient(status: number, body: unknown) {
  const fetch = async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  return createClient({ apiBase: 'https://api.test', fetch });
}

interface RenderArticleOptions {
  settings?: Record<string, unknown>;
  detailKey?: string;
  editor?: boolean;
  client?: ReturnType<typeof createClient>;
  fallback?: Record<string, unknown>;
  navigate?: (to: unknown) => void;
  context?: { site: typeof site };
}

function renderArticle(options: RenderArticleOptions = {}) {
  const recording = recordingClient(() => ({ data: article }));
  const view = renderContentBlock('cms-article', cmsArticleBlock, {
    i18n,
    settings: options.settings ?? {},
    client: options.client ?? recording.client,
    editor: options.editor ?? false,
    route: options.detailKey === undefined ? {} : { detailKey: options.detailKey },
    context: {
      site,
      ...options.context,
      ...(options.navigate ? { navigate: options.navigate } : {}),
    },
    ...(options.fallback ? { fallback: options.fallback } : {}),
  });
  return { ...view, calls: recording.calls };
}

describe('cms article of the route', () => {
  it('reads the article of the detail key and shows title, date, image, lead and body', async () => {
    const { calls, container } = renderArticle({ detailKey: 'new-office' });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(
      (await screen.findByRole('heading', { level: 1, name: 'We opened a new office' }))
        .textContent,
    ).toBe('We opened a new office');
    expect(calls.map((url) => url.pathname)).toEqual(['/api/public/v1/cms/slug/new-office']);
    const time = container.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(article.created_at);
    expect(time?.textContent).toBe(createFormatters(i18n.i18n).jobDate('2024-05-17T10:00:00Z'));
    expect(container.querySelector('.jb-article__image')?.getAttribute('src')).toBe(article.image);
    expect(screen.getByText('Now also in Utrecht.')).toBeTruthy();
    expect(screen.getByText('visit').tagName).toBe('STRONG');
  });

  it('marks the language of an article written in another language than the board’s', async () => {
    const recording = recordingClient(() => ({ data: { ...article, locale: 'en-US' } }));
    const { container } = renderArticle({ detailKey: 'new-office', client: recording.client });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.getAttribute('lang')).toBe('en-US');
    expect(container.querySelector('.jb-article__lead')?.getAttribute('lang')).toBe('en-US');
    expect(container.querySelector('div.jb-article__body')?.getAttribute('lang')).toBe('en-US');
    // The date is the board's own text, in the board's language.
    expect(container.querySelector('time')?.hasAttribute('lang')).toBe(false);
  });

  it('adds no language to an article in the board’s language', async () => {
    const { container } = renderArticle({ detailKey: 'new-office' });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('uses the thumbnail when the article has no image', async () => {
    const recording = recordingClient(() => ({ data: { ...article, image: null } }));
    const { container } = renderArticle({ detailKey: 'new-office', client: recording.client });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.jb-article__image')?.getAttribute('src')).toBe(
      article.thumbnail,
    );
  });

  it('shows the prefetched article of its request without a call', () => {
    const context = fixtureContext({ locale: 'nl' });
    const route = { ...context.route, detailKey: 'new-office' };
    const [request] = cmsArticleBlock.requests({}, { ...context, route });
    expect(request?.key).toBe(articleRequest('new-office', 'nl').key);
    const { calls } = renderArticle({
      detailKey: 'new-office',
      fallback: { [request?.key ?? '']: article },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(calls).toEqual([]);
    expect(reportedMissing()).toBe(false);
  });
});

describe('cms article that does not exist', () => {
  it.each([
    ['a 404 answer', () => answeringClient(404, { message: 'Article not found' })],
    // An API that refuses a slug no article could have (upper case): not the validator's text.
    [
      'a 400 answer',
      () =>
        answeringClient(400, {
          message: 'The slug field is invalid: Expected a string matching …',
          errors: { slug: ['The slug field is invalid: Expected a string matching …'] },
        }),
    ],
    ['an empty answer', () => answeringClient(200, { data: null })],
  ])('shows 404 Page not found for %s', async (_name, client) => {
    renderArticle({ detailKey: 'gone', client: client() });
    expectNotFound(await screen.findByRole('heading', { level: 1 }));
    expect(reportedMissing()).toBe(true);
  });

  it('says the board’s own text for other failures, not the API’s', async () => {
    renderArticle({ detailKey: 'x', client: answeringClient(500, { message: 'Database down' }) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
    expect(reportedMissing()).toBe(false);
  });

  it('shows 404 Page not found without a detail key, and reads nothing', () => {
    const { calls } = renderArticle();
    expectNotFound(screen.getByRole('heading', { level: 1 }));
    expect(reportedMissing()).toBe(true);
    expect(cmsArticleBlock.requests({}, fixtureContext())).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('cms article in the editor', () => {
  it('shows sample content when the page has no detail key', () => {
    const { calls } = renderArticle({ editor: true });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sample article title');
    expect(calls).toEqual([]);
  });

  it('shows the real article when the preview has a detail key', async () => {
    renderArticle({ editor: true, detailKey: 'new-office' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(article.title);
  });

  it('shows sample content for an article the API does not know, never a 404', async () => {
    renderArticle({
      editor: true,
      detailKey: 'gone',
      client: answeringClient(404, { message: 'Article not found' }),
    });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sample article title'),
    );
    expect(reportedMissing()).toBe(false);
  });
});

describe('cms article back link', () => {
  it('links to the news list and goes there through the router', () => {
    const navigate = vi.fn();
    renderArticle({ editor: true, navigate });
    const link = screen.getByRole('link', { name: 'Back' });
    expect(link.getAttribute('href')).toBe('/nieuws');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/nieuws');
  });

  it('is left out when the site has no news list', () => {
    renderArticle({ editor: true, context: { site: base.site } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has no settings (builder.md: "CMS article: none")', () => {
    expect(Object.keys(cmsArticleBlock.definition.settings)).toEqual([]);
  });
});

describe('cms article body keeps untrusted HTML inert', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>window.__pwned = 1</script>'],
    ['an onerror handler', '<p>Hi</p><img src="x.png" onerror="window.__pwned = 1">'],
  ])('%s', async (_name, text) => {
    const recording = recordingClient(() => ({ data: { ...article, text } }));
    const { container } = renderArticle({ detailKey: 'new-office', client: recording.client });
    await screen.findByRole('heading', { level: 1 });
    const body = container.querySelector('.jb-article__body');
    expect(body?.textContent).toBe('Hi');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
