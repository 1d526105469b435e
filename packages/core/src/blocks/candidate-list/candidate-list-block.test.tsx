import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildResume, buildUser } from '../../../../schema/src/entities/fixtures';
import {
  CANDIDATE_PAGES,
  type FakeApi,
  type RenderAccountBlockOptions,
  renderAccountBlock,
} from '../shared/account-form/testing/render-account-block';
import { candidateListRequest } from '../shared/candidate/candidate-requests';
import { shortened } from './candidate-card';
import * as candidateList from './candidate-list-block';

afterEach(cleanup);

const PAGES = CANDIDATE_PAGES;

const kim = buildResume({ uuid: 'kim-uuid', position: 'Frontend developer', city: 'Utrecht' });
const sam = buildResume({
  uuid: 'sam-uuid',
  position: 'Nurse',
  city: 'Groningen',
  travel_distance: 0,
  open_to_relocate: true,
  salary_min: null,
  info: null,
});

const answering =
  (body: unknown, status = 200): FakeApi =>
  () => ({ status, body });

const render = (options: RenderAccountBlockOptions = {}) =>
  renderAccountBlock('candidate-list', candidateList, {
    pages: PAGES,
    api: answering({ data: [kim, sam], total: 2 }),
    ...options,
  });

describe('candidate list request', () => {
  it.each([
    ['page 1 of 10 by default', {}, '/', { page: '1', limit: '10' }],
    ['the per page setting', { perPage: 25 }, '/', { page: '1', limit: '25' }],
    [
      'the search, place, radius, segments and page of the URL',
      {},
      '/candidates?search=nurse&location_name=Utrecht&lat=52.09&lon=5.12&range=25&in[segment_ids]=3,4&page=2',
      {
        search: 'nurse',
        location_name: 'Utrecht',
        lat: '52.09',
        lon: '5.12',
        distance: '25',
        'in[segment_ids]': '3,4',
        page: '2',
        limit: '10',
      },
    ],
    ['no radius without a place', {}, '/candidates?range=25', { page: '1', limit: '10' }],
  ])('asks the public search for %s', async (_name, settings, url, query) => {
    const { sent } = await render({ settings, url });
    await screen.findByText('Nurse');
    expect(sent).toEqual([{ method: 'GET', path: '/api/public/v1/candidates', query, body: null }]);
  });

  it("asks an employer's own search, which says whom they contacted", async () => {
    const { sent } = await render({
      signedIn: { role: 'employer', user: buildUser({ uuid: 'e-1' }) },
      api: answering({ data: [{ ...kim, client: true }, sam], total: 2 }),
    });
    const link = await screen.findByRole('link', { name: /Frontend developer/ });
    expect(sent.map((request) => request.path)).toEqual(['/api/employer/v1/resumes']);
    expect(link.closest('h2')?.textContent).toBe('Frontend developer, Contacted');
    expect(screen.getByRole('link', { name: 'Nurse' }).closest('h2')?.textContent).toBe('Nurse');
  });
});

describe('candidate list content', () => {
  it('shows the heading and a card per candidate, linking to the profile', async () => {
    await render({ settings: { heading1: 'Find talent' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find talent');
    const link = await screen.findByRole('link', { name: 'Frontend developer' });
    expect(link.getAttribute('href')).toBe('/candidate/kim-uuid');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('Utrecht, Netherlands')).toBeTruthy();
    expect(within(card).getByText('Up to 25 km')).toBeTruthy();
    expect(within(card).getByText('From €4,000 per month')).toBeTruthy();
    // The search finds only available candidates: the card does not say so.
    expect(within(card).queryByText('Available')).toBeNull();
    expect(within(card).getByText('Five years of React.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 results');
  });

  it('says relocation, and leaves out what a profile lacks', async () => {
    await render();
    const card = (await screen.findByRole('link', { name: 'Nurse' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Open to relocation')).toBeTruthy();
    expect(within(card).queryByText('Minimum salary')).toBeNull();
    expect(card.querySelector('.jb-candidate-card__info')).toBeNull();
  });

  it('shows a picture or an outline, and neither with hideProfilePicture', async () => {
    const { unmount } = await render({
      api: answering({ data: [{ ...kim, picture: 'https://cdn.test/kim.jpg' }, sam], total: 2 }),
    });
    await screen.findByText('Nurse');
    const avatars = document.querySelectorAll('.jb-candidate__avatar');
    expect([...avatars].map((avatar) => avatar.tagName.toLowerCase())).toEqual(['img', 'svg']);
    unmount();
    await render({ settings: { hideProfilePicture: true } });
    await screen.findByText('Nurse');
    expect(document.querySelectorAll('.jb-candidate__avatar')).toHaveLength(0);
  });

  it('names a candidate without a position', async () => {
    await render({ api: answering({ data: [{ ...kim, position: ' ' }], total: 1 }) });
    expect((await screen.findByRole('link', { name: 'Candidate' })).textContent).toBe('Candidate');
  });

  it('leaves the title unlinked when the site has no candidate details page', async () => {
    await render({ pages: PAGES.filter((candidate) => candidate.key !== 'p-candidate-details') });
    await screen.findByText('Nurse');
    expect(screen.queryByRole('link', { name: 'Nurse' })).toBeNull();
  });

  it('says so when nothing is found', async () => {
    await render({ api: answering({ data: [], total: 0 }) });
    expect((await screen.findByText('No results found')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the spec's failure text when the search fails", async () => {
    await render({ api: answering({ message: 'Broken' }, 500) });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some error happened. Could not perform actionTry again',
    );
  });

  it('shows no pages of the search before under a failed one', async () => {
    const { showUrl } = await render({
      url: '/candidates',
      api: (request) =>
        request.query?.search
          ? { status: 500, body: { message: 'Broken' } }
          : { body: { data: [kim, sam], total: 25 } },
    });
    expect(await screen.findByRole('link', { name: 'Page 3 of 3' })).toBeTruthy();
    showUrl('/candidates?search=nurse');
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: /^Page \d/ })).toBeNull();
  });

  it('pages through the results with links that keep the search', async () => {
    await render({
      url: '/candidates?search=nurse',
      api: answering({ data: [kim, sam], total: 25 }),
    });
    await screen.findByText('Nurse');
    const navigation = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(navigation).getByRole('link', { name: 'Page 3 of 3' }).getAttribute('href')).toBe(
      '/candidates?search=nurse&page=3',
    );
  });

  it('goes from a page past the end to the last page, replacing the address', async () => {
    const { navigate } = await render({
      url: '/candidates?search=nurse&page=9',
      // 25 candidates are 3 pages of 10: page 9 of an old link answers none of them.
      api: (request) =>
        request.query?.page === '9'
          ? { body: { data: [], total: 25 } }
          : { body: { data: [kim, sam], total: 25 } },
    });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/candidates?search=nurse&page=3', { replace: true }),
    );
    expect(screen.queryByText('No results found')).toBeNull();
  });
});

describe('candidate places on a server-rendered page', () => {
  it('hydrate although the server names countries otherwise, then show the browser’s name', async () => {
    const BrowserNames = Intl.DisplayNames;
    class ServerNames extends BrowserNames {
      override of(code: string) {
        return `server ${code}`;
      }
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const abroad = buildResume({
      uuid: 'hk-uuid',
      position: 'Chef',
      city: 'Utrecht',
      country: 'HK',
    });
    let html = '';
    // The list as the server's render read it, handed over under its request's key.
    const { key } = candidateListRequest({ page: 1, limit: 10 }, 'en-US');
    await render({
      api: answering({ data: [abroad], total: 1 }),
      fallback: { [key]: { items: [abroad], total: 1 } },
      serverRender: (renderHtml) => {
        const intl = Intl as { DisplayNames: typeof BrowserNames };
        intl.DisplayNames = ServerNames;
        try {
          html = renderHtml();
        } finally {
          intl.DisplayNames = BrowserNames;
        }
        return html;
      },
    });
    const browserName = new Intl.DisplayNames(['en-US'], { type: 'region' }).of('HK');
    // The server's HTML and the hydrating render name the country by its code.
    expect(html).toContain('Utrecht, HK');
    expect(html).not.toContain('server HK');
    await screen.findByText(`Utrecht, ${browserName}`);
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    errors.mockRestore();
    expect(reported).not.toMatch(/hydrat|did not match/i);
  });
});

describe('shortened', () => {
  it('keeps a short text and cuts a long one at a word', () => {
    expect(shortened('  Five   years\nof React. ')).toBe('Five years of React.');
    expect(shortened('one two three four', 12)).toBe('one two…');
  });
});
