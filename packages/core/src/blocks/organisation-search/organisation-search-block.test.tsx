import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildOrganisation } from '../../../../schema/src/entities/fixtures';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  BOARD_ID,
  callPaths,
  type FakeAnswer,
  failingAnswer,
  type RenderCollectionOptions,
  renderCollectionBlock,
} from '../featured-jobs/testing/collection-test-kit';
import * as organisationSearch from './organisation-search-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const organisations = [
  buildOrganisation({ id: 1, slug: 'acme', name: 'Acme' }),
  buildOrganisation({ id: 2, slug: 'globex', name: 'Globex' }),
];
const answerWithTotal = (total: number) => (): FakeAnswer => ({
  body: { data: organisations, total },
});

const render = (raw: Record<string, unknown> = {}, options: RenderCollectionOptions = {}) =>
  renderCollectionBlock(i18n, 'organisation-search', organisationSearch, raw, {
    answer: answerWithTotal(2),
    ...options,
  });

const listPath = (query: string) => `/api/public/v1/job-boards/${BOARD_ID}/organisations?${query}`;

describe('organisation search request', () => {
  it.each([
    ['9 per page and page 1 by default', {}, '', 'page=1&limit=9'],
    ['the per page setting', { perPage: 20 }, '', 'page=1&limit=20'],
    ['the route search and page', {}, 'search=acm&page=2', 'page=2&limit=9&search=acm'],
  ])('asks for %s', async (_name, raw, routeQuery, query) => {
    const { calls } = render(raw, { route: { query: new URLSearchParams(routeQuery) } });
    await screen.findByText('Acme');
    expect(callPaths(calls)).toEqual([listPath(query)]);
  });

  it('reads its data under the key it declares, so a prefetch needs no fetch', () => {
    const { calls } = render({}, { prefetched: [{ items: organisations, total: 2 }] });
    expect(screen.getByText('Globex')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('organisation search content', () => {
  it('shows the title and subtitle', async () => {
    render({ title: 'Employers', subtitle: 'Find one' });
    await screen.findByText('Acme');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Employers');
    expect(screen.getByText('Find one')).toBeTruthy();
  });

  it('searches from the labelled field, back on page 1', async () => {
    const navigate = vi.fn();
    render({}, { navigate, route: { path: '/werkgevers', query: new URLSearchParams('page=3') } });
    const field = screen.getByRole('searchbox', { name: 'Search employers' });
    fireEvent.input(field, { target: { value: ' acme ' } });
    fireEvent.change(field, { target: { value: ' acme ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith('/werkgevers?search=acme');
  });
});

describe('organisation search following the URL', () => {
  it('keeps the field, and its focus, when a search is sent', async () => {
    const { moveTo } = render({}, { route: { path: '/werkgevers' } });
    const field = screen.getByRole('searchbox', { name: 'Search employers' });
    field.focus();
    moveTo({ path: '/werkgevers', query: new URLSearchParams('search=acme') });
    expect(screen.getByRole('searchbox', { name: 'Search employers' })).toBe(field);
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('acme');
  });

  it('takes the search of a URL reached by back or forward', async () => {
    const { moveTo } = render({}, { route: { query: new URLSearchParams('search=acme') } });
    const field = screen.getByRole('searchbox', { name: 'Search employers' }) as HTMLInputElement;
    expect(field.value).toBe('acme');
    moveTo({ query: new URLSearchParams('search=glob') });
    expect(field.value).toBe('glob');
  });
});

describe('organisation search paging', () => {
  it.each([
    [2, 0],
    [9, 0],
    [10, 2],
    [27, 3],
  ])('with %i organisations shows %i page links', async (total, pages) => {
    render({}, { answer: answerWithTotal(total) });
    await screen.findByText('Acme');
    expect(screen.queryAllByRole('link', { name: /^Page \d+ of/ })).toHaveLength(pages);
  });

  it('goes to another page through the router', async () => {
    const navigate = vi.fn();
    render({}, { navigate, answer: answerWithTotal(20), route: { path: '/werkgevers' } });
    fireEvent.click(await screen.findByRole('link', { name: 'Page 2 of 3' }));
    expect(navigate).toHaveBeenCalledWith('/werkgevers?page=2');
  });
});

describe('organisation search without results or API', () => {
  it('keeps the results on screen while another page of them loads', async () => {
    const { moveTo } = render({}, { answer: answerWithTotal(30) });
    await screen.findByText('Acme');
    moveTo({ query: new URLSearchParams('page=2') });
    // Right after the move, before the answer: the results stay instead of a loading text.
    expect(screen.getByText('Acme')).toBeTruthy();
  });

  it('shows the empty text once, as the status region that announces it', async () => {
    render({}, { answer: () => ({ body: { data: [], total: 0 } }) });
    expect(await screen.findAllByText('No results found')).toHaveLength(1);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No results found');
    expect(status.className).toBe('jb-collection__notice');
  });

  it('announces the outcome of each search in the same status region', async () => {
    const { moveTo } = render(
      {},
      {
        answer: (url) =>
          url.searchParams.has('search')
            ? { body: { data: [], total: 0 } }
            : { body: { data: organisations, total: 12 } },
      },
    );
    await screen.findByText('Acme');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('12 results');
    expect(status.className).toBe('jb-visually-hidden');
    moveTo({ query: new URLSearchParams('search=nothing') });
    await screen.findByText('No results found');
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('No results found');
    expect(screen.queryByText('Acme')).toBeNull();
  });

  it('goes to the last page from a page past the end, replacing the address', async () => {
    const navigate = vi.fn();
    render(
      {},
      {
        navigate,
        answer: (url) =>
          url.searchParams.get('page') === '9'
            ? { body: { data: [], total: 20 } }
            : { body: { data: organisations, total: 20 } },
        route: { path: '/werkgevers', query: new URLSearchParams('search=a&page=9') },
      },
    );
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/werkgevers?search=a&page=3', { replace: true }),
    );
    // Not 'no results' beside a count of 20 while it goes there.
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('shows no pages of the search before under a failed one', async () => {
    const { moveTo } = render(
      {},
      {
        answer: (url) => (url.searchParams.has('search') ? failingAnswer() : answerWithTotal(40)()),
      },
    );
    expect(await screen.findByRole('link', { name: 'Page 2 of 5' })).toBeTruthy();
    moveTo({ query: new URLSearchParams('search=jong') });
    await screen.findByRole('alert');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /^Page \d/ })).toBeNull());
  });

  it('shows the error message when the API fails', async () => {
    render({}, { answer: failingAnswer });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform action',
    );
  });
});
