import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../../../schema/src/entities/fixtures';
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
import * as jobPerLink from './job-per-link-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const linkTabs = [
  { name: 'Utrecht', jobQuery: { location_name: 'Utrecht' } },
  { name: 'Well paid', jobQuery: { 'range[salary_year]': '60000,90000', sort: 'newest' } },
];

function answer(url: URL): FakeAnswer {
  const title = url.searchParams.has('location_name') ? 'Job in Utrecht' : 'Well paid job';
  return { body: { data: [buildJob({ uuid: title, title })], total: 1 } };
}

const render = (raw: Record<string, unknown> = {}, options: RenderCollectionOptions = {}) =>
  renderCollectionBlock(
    i18n,
    'job-per-link',
    jobPerLink,
    { linkTabs, ...raw },
    {
      answer,
      ...options,
    },
  );

const search = `/api/public/v1/job-boards/${BOARD_ID}/jobs`;

describe('job per link without searches', () => {
  it.each([
    ['as tabs', {}],
    ['as cards', { layoutType: 'cards' }],
  ])('shows visitors nothing %s', (_case, layout) => {
    const { calls } = render({ titleText: 'Popular', linkTabs: [], ...layout });
    expect(screen.queryByRole('heading', { name: 'Popular' })).toBeNull();
    expect(callPaths(calls)).toEqual([]);
  });

  it('keeps the header in the editor, with no empty tab list', () => {
    render({ titleText: 'Popular', linkTabs: [] }, { editor: true });
    expect(screen.getByRole('heading', { name: 'Popular' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });
});

describe('job per link as tabs (the default)', () => {
  it('shows a tab per search and the jobs of the selected one', async () => {
    const { calls } = render({ titleText: 'Popular' });
    const tabs = within(screen.getByRole('tablist', { name: 'Popular' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Utrecht', 'Well paid']);
    expect(await screen.findByText('Job in Utrecht')).toBeTruthy();
    expect(callPaths(calls)).toEqual([`${search}?location_name=Utrecht&limit=15`]);
    fireEvent.click(tabs[1] as HTMLElement);
    expect(await screen.findByText('Well paid job')).toBeTruthy();
    expect(callPaths(calls)[1]).toBe(
      `${search}?sort=-from&limit=15&range[salary_year]=60000,90000`,
    );
  });

  it('names an untitled tab generically, which then names its panel', async () => {
    render({ linkTabs: [{ name: ' ', jobQuery: { location_name: 'Utrecht' } }, linkTabs[1]] });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Jobs', 'Well paid']);
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toBeTruthy();
    await screen.findByText('Job in Utrecht');
  });

  it('asks for the show count and links to all jobs of the search', async () => {
    const { calls } = render({ showCount: 4 });
    await screen.findByText('Job in Utrecht');
    expect(callPaths(calls)).toEqual([`${search}?location_name=Utrecht&limit=4`]);
    expect(screen.getByRole('link', { name: 'View all jobs' }).getAttribute('href')).toBe(
      '/vacatures?location_name=Utrecht',
    );
  });

  it('shows the title as the heading, by default the catalogue text', async () => {
    render();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Populaire zoekopdrachten');
    expect(screen.getByRole('tablist', { name: 'Populaire zoekopdrachten' })).toBeTruthy();
    await screen.findByText('Job in Utrecht');
  });

  it('shows the title text as the heading', async () => {
    render({ titleText: 'Popular' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Popular');
    await screen.findByText('Job in Utrecht');
  });

  it('has no header without a title', async () => {
    const { container } = render({ titleText: '' });
    await screen.findByText('Job in Utrecht');
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(container.querySelector('header')).toBeNull();
  });

  it('leaves the image cards out', async () => {
    render({ cardTabs: [{ title: 'Remote', image: '', jobQuery: { search: 'remote' } }] });
    await screen.findByText('Job in Utrecht');
    expect(screen.queryByRole('link', { name: 'Remote' })).toBeNull();
    expect(screen.queryByText('Remote')).toBeNull();
  });

  it('lays the jobs out in the columns per breakpoint, by default 3, 2 and 1', async () => {
    render();
    const grid = (await screen.findByText('Job in Utrecht')).closest('ul') as HTMLElement;
    expect(
      ['lg', 'md', 'sm'].map((size) => grid.style.getPropertyValue(`--jb-columns-${size}`)),
    ).toEqual(['3', '2', '1']);
    cleanup();
    render({ columnsCount: { lg: 4, md: 3, sm: 2 } });
    const wider = (await screen.findByText('Job in Utrecht')).closest('ul') as HTMLElement;
    expect(
      ['lg', 'md', 'sm'].map((size) => wider.style.getPropertyValue(`--jb-columns-${size}`)),
    ).toEqual(['4', '3', '2']);
  });

  it('declares one request per search', () => {
    const { requestKeys } = render();
    expect(requestKeys).toHaveLength(2);
  });
});

describe('job per link as cards', () => {
  it('shows every search with its jobs in the columns, after the image cards', async () => {
    render({
      layoutType: 'cards',
      columnsCount: { lg: 2, md: 2, sm: 1 },
      cardTabs: [{ title: 'Remote', image: '', jobQuery: { search: 'remote' } }],
    });
    expect(await screen.findByText('Job in Utrecht')).toBeTruthy();
    expect(await screen.findByText('Well paid job')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Utrecht', 'Well paid']);
    const grid = screen.getByText('Job in Utrecht').closest('ul') as HTMLElement;
    expect(grid.style.getPropertyValue('--jb-columns-lg')).toBe('2');
    expect(screen.getByRole('link', { name: 'Remote' }).getAttribute('href')).toBe(
      '/vacatures?search=remote',
    );
  });
});

describe('job per link untitled searches as cards', () => {
  it('gives a blank search no heading and an untitled image card a name', async () => {
    render({
      layoutType: 'cards',
      linkTabs: [{ name: '  ', jobQuery: { location_name: 'Utrecht' } }],
      cardTabs: [{ title: '', image: '', jobQuery: { search: 'remote' } }],
    });
    await screen.findByText('Job in Utrecht');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByRole('link', { name: 'View jobs' }).getAttribute('href')).toBe(
      '/vacatures?search=remote',
    );
  });
});

describe('job per link without jobs', () => {
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
