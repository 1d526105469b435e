import type { Segment, SiteConfig } from '@jobboard/schema';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
import * as jobPerSegment from './job-per-segment-block';
import { searchCardsStyles } from './search-cards';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const scope = { jobs: true, candidates: true, organisations: true };
const segment = (id: number, name: string, groupId: number, groupKey: string): Segment => ({
  id,
  key: name.toLowerCase(),
  name,
  segments_group_id: groupId,
  group_key: groupKey,
  ...scope,
});
const config: Partial<SiteConfig> = {
  segments_groups: [
    { id: 1, key: 'education', name: 'Education', ...scope },
    { id: 5, key: 'industry', name: 'Industry', ...scope },
  ],
  segments: [
    segment(51, 'ICT', 5, 'industry'),
    segment(52, 'Care', 5, 'industry'),
    segment(53, 'Building', 5, 'industry'),
    segment(11, 'Bachelor', 1, 'education'),
    segment(12, 'Master', 1, 'education'),
  ],
};

function answer(url: URL): FakeAnswer {
  const ids = url.searchParams.get('in[segment_ids]');
  const counts: Record<string, number> =
    ids === '51,52,53' ? { '51': 4, '52': 9, '53': 0 } : { '11': 2, '12': 5 };
  return { body: { data: [], total: 0, aggregations: { segment_ids: counts } } };
}

const render = (raw: Record<string, unknown> = {}, options: RenderCollectionOptions = {}) =>
  renderCollectionBlock(i18n, 'job-per-segment', jobPerSegment, raw, {
    answer,
    config,
    ...options,
  });

const groupNames = (title: string) => {
  const section = screen.getByRole('heading', { name: title }).parentElement as HTMLElement;
  return Array.from(section.querySelectorAll('li'), (item) => item.textContent);
};

describe('job per segment requests', () => {
  it('counts the segments of each segment tab with one job search', async () => {
    const { calls } = render();
    await screen.findByText('Master');
    const search = `/api/public/v1/job-boards/${BOARD_ID}/jobs`;
    expect(callPaths(calls).sort()).toEqual([
      `${search}?in[segment_ids]=11,12&limit=1`,
      `${search}?in[segment_ids]=51,52,53&limit=1`,
    ]);
  });
});

describe('job per segment segments', () => {
  it.each([
    ['by count with counts (the defaults)', {}, ['Care (9)', 'ICT (4)', 'Building (0)']],
    [
      'alphabetically',
      { segmentSortStrategy: 'alphabetically' },
      ['Building (0)', 'Care (9)', 'ICT (4)'],
    ],
    ['without empty segments', { hideEmptySegments: true }, ['Care (9)', 'ICT (4)']],
    ['up to the show count', { showCount: 1 }, ['Care (9)']],
    ['without counts', { showSegmentsCount: false }, ['Care', 'ICT', 'Building']],
  ])('lists the segments %s', async (_name, raw, expected) => {
    render(raw);
    await screen.findByText('Master');
    expect(groupNames('Branche')).toEqual(expected);
  });

  it('links a segment to the job list filtered by it', async () => {
    const navigate = vi.fn();
    render({}, { navigate });
    const link = (await screen.findByText('Care')).closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/vacatures?in%5Bsegment_ids%5D=52');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/vacatures?in%5Bsegment_ids%5D=52');
  });
});

describe('job per segment layouts', () => {
  it.each([
    ['cards (the default)', {}, 'jb-segment-tile'],
    ['big cards', { bigCards: true }, 'jb-segment-tile jb-segment-tile--big'],
    ['list', { layoutType: 'list' }, 'jb-segment'],
  ])('shows the segments as %s', async (_name, raw, className) => {
    render(raw);
    const item = (await screen.findByText('Care')).closest('li');
    expect(item?.className).toBe(className);
  });

  it('lays the segments out in the columns per breakpoint', async () => {
    render({ columnsCount: { lg: 4, md: 3, sm: 2 } });
    const grid = (await screen.findByText('Care')).closest('ul') as HTMLElement;
    expect(grid.style.getPropertyValue('--jb-columns-lg')).toBe('4');
    expect(grid.style.getPropertyValue('--jb-columns-md')).toBe('3');
    expect(grid.style.getPropertyValue('--jb-columns-sm')).toBe('2');
  });

  it('shows one segment tab at a time as tabs, moved with the arrow keys', async () => {
    render({ layoutType: 'tabs', titleText: 'Categories' });
    const tablist = screen.getByRole('tablist', { name: 'Categories' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Branche', 'Opleidingsniveau']);
    expect(await screen.findByText('Care')).toBeTruthy();
    expect(screen.queryByText('Master')).toBeNull();
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(await screen.findByText('Master')).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Opleidingsniveau');
    expect(screen.queryByText('Care')).toBeNull();
  });

  it('shows the image cards of stored searches in the cards layout', async () => {
    render({
      cardTabs: [{ title: 'Utrecht', image: '', jobQuery: { location_name: 'Utrecht' } }],
    });
    const card = await screen.findByRole('link', { name: 'Utrecht' });
    expect(card.getAttribute('href')).toBe('/vacatures?location_name=Utrecht');
  });
});

describe('job per segment title', () => {
  const title = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('h2'), (heading) => heading.textContent);

  it.each(['cards', 'list', 'tabs'])(
    'shows the catalogue title as the heading in the %s layout by default',
    async (layoutType) => {
      const { container } = render({ layoutType });
      await screen.findByText('Care');
      expect(title(container)).toEqual(['Vacatures per categorie']);
      expect(container.querySelector('header.jb-collection__header h2')).toBeTruthy();
    },
  );

  it.each(['cards', 'list'])('shows the titleText in the %s layout', async (layoutType) => {
    const { container } = render({ layoutType, titleText: 'Werk per branche' });
    await screen.findByText('Care');
    expect(screen.getByRole('heading', { level: 2, name: 'Werk per branche' })).toBeTruthy();
    expect(title(container)).toEqual(['Werk per branche']);
  });

  it.each(['cards', 'list'])(
    'leaves the header out with an empty titleText (%s)',
    async (layoutType) => {
      const { container } = render({ layoutType, titleText: '' });
      await screen.findByText('Care');
      expect(container.querySelector('header')).toBeNull();
      expect(title(container)).toEqual([]);
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Branche',
        'Opleidingsniveau',
      ]);
    },
  );

  it('leaves the tab list unnamed without a title', async () => {
    const { container } = render({ layoutType: 'tabs', titleText: '' });
    await screen.findByText('Care');
    const tablist = screen.getByRole('tablist');
    expect(tablist.hasAttribute('aria-label')).toBe(false);
    expect(container.querySelector('header')).toBeNull();
  });
});

describe('job per segment untitled tabs', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

  it('names an untitled tab after its segment group, which then names its panel', async () => {
    render({
      layoutType: 'tabs',
      segmentTabs: [
        { title: '', segmentGroup: 'industry' },
        { title: '  ', segmentGroup: 'education' },
      ],
    });
    expect(tabNames()).toEqual(['Industry', 'Education']);
    expect(screen.getByRole('tabpanel', { name: 'Industry' })).toBeTruthy();
    await screen.findByText('Care');
  });

  it('leaves out for visitors an untitled tab of a group the site does not name', async () => {
    const segmentTabs = [
      { title: '', segmentGroup: 'contract' },
      { title: 'Opleiding', segmentGroup: 'education' },
    ];
    render({ layoutType: 'tabs', segmentTabs });
    expect(tabNames()).toEqual(['Opleiding']);
    await screen.findByText('Master');
    cleanup();
    render({ layoutType: 'tabs', segmentTabs }, { editor: true });
    expect(tabNames()).toEqual(['contract', 'Opleiding']);
  });

  it.each(['cards', 'list'])(
    'gives a blank title no heading in the %s layout',
    async (layoutType) => {
      render({ layoutType, segmentTabs: [{ title: '  ', segmentGroup: 'industry' }] });
      await screen.findByText('Care');
      expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    },
  );
});

describe('job per segment without segment tabs', () => {
  it.each([
    ['as cards', {}],
    ['as a list', { layoutType: 'list' }],
    ['as tabs', { layoutType: 'tabs' }],
    ['as tabs, with image cards', { layoutType: 'tabs', cardTabs: [{ title: 'Remote' }] }],
  ])('shows visitors nothing %s', (_case, layout) => {
    const { container, calls } = render({ titleText: 'Categories', segmentTabs: [], ...layout });
    expect(container.innerHTML).toBe('');
    expect(callPaths(calls)).toEqual([]);
  });

  it('keeps the header in the editor, with no empty tab list', () => {
    render({ titleText: 'Categories', segmentTabs: [], layoutType: 'tabs' }, { editor: true });
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('still shows the image cards in the cards layout', () => {
    render({
      titleText: 'Categories',
      segmentTabs: [],
      cardTabs: [{ title: 'Remote', image: '', jobQuery: { search: 'remote' } }],
    });
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Remote' })).toBeTruthy();
  });
});

describe('job per segment search cards', () => {
  const cardTabs = [
    {
      title: 'Utrecht',
      image: 'https://cdn.test/utrecht.jpg',
      jobQuery: { location_name: 'Utrecht' },
    },
    { title: 'Remote', image: '', jobQuery: { search: 'remote' } },
  ];
  const cards = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('.jb-search-card'));

  it('shows each card with its image and link, before the segments', async () => {
    const { container } = render({ cardTabs });
    await screen.findByText('Care');
    const [utrecht, remote] = cards(container);
    expect(cards(container)).toHaveLength(2);
    expect(utrecht?.querySelector('img')?.getAttribute('src')).toBe('https://cdn.test/utrecht.jpg');
    expect(utrecht?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(remote?.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Remote' }).getAttribute('href')).toBe(
      '/vacatures?search=remote',
    );
    const grid = container.querySelector('.jb-search-cards') as HTMLElement;
    const segments = screen.getByText('Care').closest('ul') as HTMLElement;
    expect(grid.compareDocumentPosition(segments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    [false, 'jb-search-card'],
    [true, 'jb-search-card jb-search-card--big'],
  ])('bigCards %s gives the cards %s', async (bigCards, className) => {
    const { container } = render({ cardTabs, bigCards });
    await screen.findByText('Care');
    expect(cards(container).map((card) => card.className)).toEqual([className, className]);
  });

  it('names an untitled card by what it leads to', async () => {
    render({ cardTabs: [{ title: ' ', image: '', jobQuery: { search: 'remote' } }] });
    const card = await screen.findByRole('link', { name: 'View jobs' });
    expect(card.getAttribute('href')).toBe('/vacatures?search=remote');
  });

  it('makes the whole card lead to its search, with the focus ring round the card', () => {
    const rule = (selector: string) =>
      new RegExp(`\\.r ${selector.replace(/[.:]/g, '\\$&')} \\{([^}]*)\\}`).exec(
        searchCardsStyles('.r'),
      )?.[1] ?? '';
    // The link's ::after spreads over the card, the nearest positioned box: not over the link.
    expect(rule('.jb-search-card')).toContain('position: relative;');
    expect(rule('.jb-search-card__link')).not.toContain('position');
    expect(rule('.jb-search-card__link::after')).toMatch(/position: absolute;\s*inset: 0;/);
    expect(rule('.jb-search-card__link:focus-visible::after')).toContain('box-shadow');
  });

  it.each(['list', 'tabs'])('shows no cards in the %s layout', async (layoutType) => {
    const { container } = render({ cardTabs, layoutType });
    await screen.findByText('Care');
    expect(cards(container)).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Utrecht' })).toBeNull();
  });
});

describe('job per segment without data', () => {
  it('shows the empty text for a group without segments', async () => {
    render({ segmentTabs: [{ title: 'Contract', segmentGroup: 'contract' }] });
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows the error message when the API fails', async () => {
    render({}, { answer: failingAnswer });
    expect((await screen.findAllByRole('alert'))[0]?.textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });
});
