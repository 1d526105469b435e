import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildJob } from '../../../../schema/src/entities/fixtures';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import * as featuredJobs from './featured-jobs-block';
import {
  BOARD_ID,
  callPaths,
  type FakeAnswer,
  failingAnswer,
  renderCollectionBlock,
} from './testing/collection-test-kit';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const jobs = [
  buildJob({ uuid: 'a', slug: 'first-job', title: 'First job' }),
  buildJob({ uuid: 'b', slug: 'second-job', title: 'Second job' }),
];
const jobsAnswer = (): FakeAnswer => ({ body: { data: jobs, total: 2 } });

const render = (raw: Record<string, unknown> = {}, answer = jobsAnswer) =>
  renderCollectionBlock(i18n, 'featured-jobs', featuredJobs, raw, { answer });

const searchPath = (query: string) => `/api/public/v1/job-boards/${BOARD_ID}/jobs?${query}`;

describe('featured jobs request', () => {
  it.each([
    ['the defaults', {}, 'limit=3&sort=featured'],
    ['a show count', { showCount: 8 }, 'limit=8&sort=featured'],
    ['random', { sortStrategy: 'random' }, 'limit=3&sort=random'],
    ['newest', { sortStrategy: 'newest' }, 'limit=3&sort=-from'],
    ['oldest', { sortStrategy: 'oldest' }, 'limit=3&sort=from'],
    ['ascending till date', { sortStrategy: 'ascendingTillDate' }, 'limit=3&sort=till'],
    ['descending till date', { sortStrategy: 'descendingTillDate' }, 'limit=3&sort=-till'],
    ['premium only', { premiumType: 'premium' }, 'limit=3&sort=featured&premium=1'],
    ['normal only', { premiumType: 'normal' }, 'limit=3&sort=featured&premium=0'],
    [
      'one job per organisation',
      { groupOrganisations: true },
      'limit=3&sort=featured&scope=group_organisations',
    ],
  ])('searches the board with %s', async (_name, raw, query) => {
    const { calls } = render(raw);
    await screen.findByText('First job');
    expect(callPaths(calls)).toEqual([searchPath(query)]);
  });

  it('reads its data under the key it declares, so a prefetch needs no fetch', async () => {
    const { calls } = renderCollectionBlock(
      i18n,
      'featured-jobs',
      featuredJobs,
      {},
      {
        prefetched: [{ items: [jobs[0]], total: 1, aggregations: { segment_ids: {} } }],
      },
    );
    expect(screen.getByText('First job')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('featured jobs layout', () => {
  it.each([
    ['cards (the default)', {}, 'jb-job-card--card'],
    ['list', { jobsLayout: 'list' }, 'jb-job-card--list'],
  ])('shows the jobs as %s', async (_name, raw, cardClass) => {
    const { container } = render(raw);
    await screen.findByText('Second job');
    const cards = container.querySelectorAll('.jb-job-card');
    expect(cards).toHaveLength(2);
    for (const card of cards) expect(card.classList.contains(cardClass)).toBe(true);
  });

  it('shows the header text as the heading', async () => {
    render({ headerText: 'Top jobs' });
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Top jobs');
  });
});

describe('featured jobs favourites', () => {
  it("gives a guest's toggles one hint", async () => {
    render();
    await screen.findByText('Second job');
    const buttons = screen.getAllByRole('button', { name: /^Add to favorites/ });
    expect(buttons).toHaveLength(2);
    const described = new Set(buttons.map((button) => button.getAttribute('aria-describedby')));
    expect(described.size).toBe(1);
    expect(document.querySelectorAll('.jb-visually-hidden')).toHaveLength(1);
  });
});

describe('featured jobs without jobs', () => {
  const empty = () => ({ body: { data: [], total: 0 } });

  it('shows the empty text by default', async () => {
    render({}, empty);
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('renders nothing when hide when empty is on', async () => {
    const { container, calls } = render({ hideWhenEmpty: true }, empty);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('keeps its heading and empty text in the editor when hide when empty is on', async () => {
    renderCollectionBlock(
      i18n,
      'featured-jobs',
      featuredJobs,
      { hideWhenEmpty: true, headerText: 'Picked for you' },
      { answer: empty, editor: true },
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Picked for you' })).toBeTruthy();
  });
});

describe('featured jobs when the API fails', () => {
  it('shows the error message', async () => {
    render({}, failingAnswer);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });

  it('keeps the focus on Try again when the read fails again', async () => {
    const { calls } = render({}, failingAnswer);
    await screen.findByRole('alert');
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    const before = calls.length;
    fireEvent.click(retry);
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    // The alert changes, so it is heard again, not met with silence; and again the next time.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('It still could not be loaded.'),
    );
    const once = screen.getByRole('alert').textContent;
    const twice = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(twice));
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(once));
  });

  it('reads again with Try again, keeping the focus at the collection’s start', async () => {
    let failing = true;
    render({}, () => (failing ? failingAnswer() : jobsAnswer()));
    const alert = await screen.findByRole('alert');
    const collection = alert.parentElement;
    failing = false;
    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    expect(await screen.findByText('First job')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // The button went with the failure: the focus is at the collection's start, not lost.
    await waitFor(() => expect(document.activeElement).toBe(collection));
  });
});
