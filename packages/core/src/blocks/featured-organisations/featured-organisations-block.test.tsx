import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganisation } from '../../../../schema/src/entities/fixtures';
import { englishI18n } from '../../blocks-runtime/testing/block-fixtures';
import type { BoardI18n } from '../../i18n/create-i18n';
import {
  BOARD_ID,
  callPaths,
  type FakeAnswer,
  failingAnswer,
  renderCollectionBlock,
} from '../featured-jobs/testing/collection-test-kit';
import * as featuredOrganisations from './featured-organisations-block';

let i18n: BoardI18n;
beforeAll(async () => {
  i18n = await englishI18n();
});
afterEach(cleanup);

const organisations = [
  buildOrganisation({ id: 1, slug: 'acme', name: 'Acme' }),
  buildOrganisation({ id: 2, slug: 'globex', name: 'Globex', slogan: null }),
];
const organisationsAnswer = (): FakeAnswer => ({ body: { data: organisations, total: 2 } });

const render = (raw: Record<string, unknown> = {}, answer = organisationsAnswer) =>
  renderCollectionBlock(i18n, 'featured-organisations', featuredOrganisations, raw, { answer });

const listPath = (query: string) => `/api/public/v1/job-boards/${BOARD_ID}/organisations?${query}`;

describe('featured organisations request', () => {
  it.each([
    ['the defaults', {}, 'limit=3&sort=featured'],
    ['a show count', { showCount: 6 }, 'limit=6&sort=featured'],
    ['random', { sortStrategy: 'random' }, 'limit=3&sort=random'],
    ['newest organisation', { sortStrategy: 'newestOrg' }, 'limit=3&sort=-created_at'],
    ['oldest organisation', { sortStrategy: 'oldestOrg' }, 'limit=3&sort=created_at'],
    ['premium only', { premiumType: 'premium' }, 'limit=3&sort=featured&match[premium]=1'],
    ['normal only', { premiumType: 'normal' }, 'limit=3&sort=featured&match[premium]=0'],
  ])('lists the board organisations with %s', async (_name, raw, query) => {
    const { calls } = render(raw);
    await screen.findByText('Acme');
    expect(callPaths(calls)).toEqual([listPath(query)]);
  });

  it('reads its data under the key it declares, so a prefetch needs no fetch', () => {
    const { calls } = renderCollectionBlock(
      i18n,
      'featured-organisations',
      featuredOrganisations,
      {},
      { prefetched: [{ items: [organisations[0]], total: 1 }] },
    );
    expect(screen.getByText('Acme')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('featured organisations content', () => {
  it('shows the title, the subtitle and a card per organisation', async () => {
    render({ headerTitle: 'Employers', headerSubTitle: 'They hire' });
    await screen.findByText('Acme');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Employers');
    expect(screen.getByText('They hire')).toBeTruthy();
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Acme', 'Globex']);
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/company/acme');
  });

  it.each([
    ['shows the jobs links by default', {}, 2],
    ['leaves the jobs links out when asked', { hideJobsLink: true }, 0],
  ])('%s', async (_name, raw, count) => {
    render(raw);
    await screen.findByText('Acme');
    expect(screen.queryAllByRole('link', { name: /^View jobs at/ })).toHaveLength(count);
  });
});

describe('featured organisations favourites', () => {
  it("gives a guest's toggles one hint and sends the guest to register", async () => {
    render();
    await screen.findByText('Acme');
    const buttons = screen.getAllByRole('button', { name: /^Add to favorites/ });
    expect(buttons).toHaveLength(2);
    const described = new Set(buttons.map((button) => button.getAttribute('aria-describedby')));
    expect(described.size).toBe(1);
    const [hintId] = described;
    expect(document.getElementById(hintId ?? '')?.textContent).toBe(
      'Create an account to save favorites',
    );
  });
});

describe('featured organisations without organisations', () => {
  const empty = (): FakeAnswer => ({ body: { data: [], total: 0 } });

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
      'featured-organisations',
      featuredOrganisations,
      { hideWhenEmpty: true, headerTitle: 'Picked for you' },
      { answer: empty, editor: true },
    );
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Picked for you' })).toBeTruthy();
  });
});

describe('featured organisations when the API fails', () => {
  it('shows the error message', async () => {
    render({}, failingAnswer);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });
});
