// mount() itself: rendering a page and the error pages, navigation and its focus, a block chunk
// that never arrives, the locale and the language kept for the next visit, a session that expired
// while the board was closed, and unmounting.
import { TIMINGS } from '@jobboard/schema';
import { fireEvent, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionExpiredContext, SessionRoleContext } from '../blocks/shared/session-role-context';
import { createDataRequest } from '../blocks-runtime/create-data-request';
import { defineCustomBlock } from '../blocks-runtime/define-custom-block';
import { useBlockData } from '../blocks-runtime/use-block-data';
import { tokenExpiringIn } from '../session/testing/session-fixtures';
import { mount } from './mount';
import { fakeBoardApi, testTextBlock } from './testing/fake-board-api';
import {
  boardOptions,
  contextShowingBlock,
  handles,
  setUp,
  testTextBlockOf,
  texts,
} from './testing/mount-fixtures';
import { unmountBoards } from './testing/server-page';

afterEach(() => unmountBoards(handles));

describe('mount()', () => {
  it('renders the page of the URL inside a jb-board root with the theme variables', async () => {
    const { element } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    const root = element.querySelector<HTMLElement>('.jb-board');
    expect(root?.classList.contains('jb-board--default')).toBe(true);
    expect(root?.style.getPropertyValue('--jb-primary')).not.toBe('');
    expect(document.head.querySelector('style[data-jb-style="jb-base"]')).not.toBeNull();
  });

  it('keeps the rest of the page when one block throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { element, handle } = setUp('/over-ons');
    const seen: unknown[] = [];
    handle.on('error', (payload) => seen.push(payload));
    await waitFor(() => expect(texts(element)).toEqual(['Voor', 'Na']));
    errors.mockRestore();
  });

  it('shows the plain 404 page for an unmatched route', async () => {
    const { element } = setUp('/nergens/te/vinden/hier');
    await waitFor(() =>
      expect(element.querySelector('.jb-error-page__status')?.textContent).toBe('404'),
    );
    // A screen is the document's main content, as a page's blocks are; one <main> only.
    expect(element.querySelectorAll('main')).toHaveLength(1);
    expect(element.querySelector('main .jb-error-page__status')).not.toBeNull();
  });

  it("shows the site's own not-found page when it has one", async () => {
    const { element } = setUp('/nergens/te/vinden/hier', { customNotFound: true });
    await waitFor(() => expect(texts(element)).toEqual(['Eigen 404']));
    expect(element.querySelectorAll('main')).toHaveLength(1);
  });

  it('opens a password-protected site with its password, reading its pages then', async () => {
    const { element, fake } = setUp('/vacatures', { sitePassword: 'open sesame' });
    const input = await waitFor(() => {
      const field = element.querySelector<HTMLInputElement>('input[type="password"]');
      expect(field).not.toBeNull();
      return field as HTMLInputElement;
    });
    fireEvent.input(input, { target: { value: 'open sesame' } });
    fireEvent.submit(input.form as HTMLFormElement);
    // Back to the page the gate sent the visitor away from, its pages read with the token.
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(fake.calls.filter((url) => url.pathname.endsWith('/sites/1'))).toHaveLength(2);
  });

  it('shows the server error page when the board cannot start', async () => {
    const { element } = setUp('/', { failWith: 500 });
    await waitFor(() =>
      expect(element.querySelector('.jb-error-page__message')?.textContent).toContain(
        'The API is down.',
      ),
    );
    expect(element.querySelector('main .jb-error-page__message')).not.toBeNull();
  });

  it.each([
    ['pages that are not a list', { id: 1, status: 'published', settings: [], pages: 'home' }],
    ['settings that are not a list', { id: 1, status: 'published', settings: 7, pages: [] }],
    ['no site at all', null],
  ])(
    'shows the server error page, not a script error, for a site read with %s',
    async (_case, siteData) => {
      const { element } = setUp('/en-US', { siteData });
      await waitFor(() =>
        expect(element.querySelector('.jb-error-page__message')?.textContent).toBe(
          'Server error: The server sent an answer the client cannot read',
        ),
      );
    },
  );

  it.each([
    ['/', 'Serverfout: De server gaf een antwoord dat niet te lezen is'],
    ['/ro', 'Eroare de server: Serverul a trimis un răspuns care nu poate fi citit'],
  ])("says the client's own failure in the board's language at %s", async (path, text) => {
    // QA: the frame was Dutch, the client's reason English.
    const { element } = setUp(path, { siteData: null });
    await waitFor(() =>
      expect(element.querySelector('.jb-error-page__message')?.textContent).toBe(text),
    );
  });

  it.each([
    ['/en-US/job-list', {}, 'Server error: The API is down.', 'en-US', '/en-US'],
    ['/ro', {}, 'Eroare de server: The API is down.', 'ro', '/ro'],
    ['/vacatures', { locale: 'en-US' }, 'Server error: The API is down.', 'en-US', '/'],
    ['/vacatures', {}, 'Serverfout: The API is down.', 'nl', '/'],
  ])(
    'tells a start failure on %s in the language of the URL, else of the option',
    async (path, options, text, lang, home) => {
      const { element } = setUp(path, { failWith: 500 }, options);
      await waitFor(() =>
        expect(element.querySelector('.jb-error-page__message')?.textContent).toBe(text),
      );
      expect(element.querySelector('.jb-board')?.getAttribute('lang')).toBe(lang);
      expect(element.querySelector('.jb-error-page a')?.getAttribute('href')).toBe(home);
    },
  );

  it("shows a page the board moves to with its blocks' data, not their loading state first", async () => {
    // The test text block, with data it declares: shown as loading until it is there.
    const shown: string[] = [];
    const dataBlock = defineCustomBlock<{ text: string }>({
      type: 'test-text',
      struct: object({ text: string() }),
      defaults: { text: '' },
      load: () =>
        Promise.resolve({
          requests: (settings) => [
            createDataRequest('test-data', { text: settings.text }, async () => {
              await new Promise((resolve) => setTimeout(resolve, 30));
              return `${settings.text} (data)`;
            }),
          ],
          component: ({ settings }) => {
            const { data } = useBlockData(
              createDataRequest('test-data', { text: settings.text }, async () => 'late'),
            );
            const text = data ?? 'loading';
            shown.push(text);
            return <p data-testid="text">{text}</p>;
          },
        }),
    });
    const { element, handle } = setUp('/', {}, { blocks: [dataBlock] });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom (data)']));
    shown.length = 0;
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures (data)']));
    expect(shown.filter((text) => text !== 'Welkom (data)')).not.toContain('loading');
  });

  it.each([
    ['a signed-in candidate', true],
    ['a guest', false],
  ])(
    'reads a page’s public jobs once on a move, for %s on a site that anonymizes jobs',
    async (_who, signedIn) => {
      if (signedIn) {
        localStorage.setItem(
          'jobboard:default:candidate_token',
          JSON.stringify({ token: tokenExpiringIn(3600, Date.now()) }),
        );
      }
      const reads: string[] = [];
      // A public job read (its name is the job list's): the board prefetches it on a move, and
      // the block reads it under the key of the visitor's role.
      const jobsBlock = defineCustomBlock<{ text: string }>({
        type: 'test-text',
        struct: object({ text: string() }),
        defaults: { text: '' },
        load: () => {
          const request = (text: string) =>
            createDataRequest('job-search', { text }, async () => {
              reads.push(text);
              return `${text} (jobs)`;
            });
          return Promise.resolve({
            requests: (settings) => [request(settings.text)],
            component: ({ settings }) => {
              const { data } = useBlockData(request(settings.text));
              return (
                <p data-testid="text" data-role={useContext(SessionRoleContext)}>
                  {data ?? 'loading'}
                </p>
              );
            },
          });
        },
      });
      const { element, handle } = setUp(
        '/',
        { settings: { anonymizeJobs: true } },
        { blocks: [jobsBlock] },
      );
      const role = () => element.querySelector('[data-testid="text"]')?.getAttribute('data-role');
      await waitFor(() => expect(role()).toBe(signedIn ? 'candidate' : 'guest'));
      await waitFor(() => expect(texts(element)).toEqual(['Welkom (jobs)']));
      reads.length = 0;
      handle.navigate('/vacatures');
      await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures (jobs)']));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(reads).toEqual(['Alle vacatures']);
      localStorage.removeItem('jobboard:default:candidate_token');
    },
  );

  it('navigates through the handle and reports navigate events', async () => {
    const { element, handle } = setUp('/');
    const paths: unknown[] = [];
    handle.on('navigate', (payload) => paths.push(payload));
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(paths).toContainEqual({ path: '/vacatures', pageId: 'p-job-list' });
  });

  it('goes back and forward in memory routing, the board keeping its own history', async () => {
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    const before = window.history.length;
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    handle.back();
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.forward();
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(window.history.length).toBe(before);
  });

  it('moves nothing once unmounted: a kept handle leaves the host page’s URL alone', async () => {
    window.history.replaceState(null, '', '/careers');
    const { element, handle } = setUp('/', {}, { routing: 'history', basePath: '/jobs' });
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    handle.unmount();
    const before = `${window.location.pathname}|${window.history.length}`;
    handle.navigate('/vacatures');
    await handle.setLocale('en-US');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(`${window.location.pathname}|${window.history.length}`).toBe(before);
    window.history.replaceState(null, '', '/');
  });

  it('reports a navigate call without a path instead of failing later', async () => {
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    (handle.navigate as (href?: unknown) => void)();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('navigate() needs'), undefined);
    warn.mockRestore();
    expect(texts(element)).toEqual(['Welkom']);
  });

  it('reports a URL given to navigate and stays, and a path under the base path', async () => {
    window.history.replaceState(null, '', '/jobs');
    const { element, handle } = setUp('/', {}, { routing: 'history', basePath: '/jobs/' });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      handle.navigate(url);
      expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('navigate() needs'), url);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.location.pathname).toBe('/jobs');
    // A link's href copied from the board: said in the console, and followed as asked.
    handle.navigate('/jobs/vacatures?page=2');
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringContaining('without the base path /jobs'),
      '/jobs/vacatures?page=2',
    );
    warn.mockClear();
    handle.navigate('/vacatures');
    expect(warn).not.toHaveBeenCalled();
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(window.location.pathname).toBe('/jobs/vacatures');
    warn.mockRestore();
    handle.unmount();
    window.history.replaceState(null, '', '/');
  });

  /** Follows a link to the job list placed in the board, as a visitor would (focus, click). */
  async function followJobsLink(element: HTMLElement) {
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    const link = document.createElement('a');
    link.href = '/vacatures';
    link.textContent = 'Jobs';
    element.querySelector('.jb-board__main')?.append(link);
    link.focus();
    link.click();
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
  }

  it('follows clicks on links to board URLs without leaving the page', async () => {
    await followJobsLink(setUp('/').element);
  });

  it('moves focus to the new page’s top heading after following a link', async () => {
    const { element } = setUp('/');
    await followJobsLink(element);
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    expect(document.activeElement?.textContent).toBe('p-job-list nl');
    expect(element.querySelector('main')?.contains(document.activeElement)).toBe(true);
  });

  it('leaves focus alone in the editor’s preview', async () => {
    const { element, handle } = setUp('/?layout=editor');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacatures?layout=editor');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus on the host page alone, and does not move it on the first page', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    expect(document.activeElement).toBe(document.body);
    outside.focus();
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('leaves focus on the host page alone in shadow isolation too', async () => {
    const outside = document.createElement('input');
    document.body.append(outside);
    const { element, handle } = setUp('/', {}, { isolation: 'shadow' });
    const shadowTexts = () => (element.shadowRoot ? texts(element.shadowRoot) : []);
    await waitFor(() => expect(shadowTexts()).toEqual(['Welkom']));
    outside.focus();
    handle.navigate('/vacatures');
    await waitFor(() => expect(shadowTexts()).toEqual(['Alle vacatures']));
    expect(document.activeElement).toBe(outside);
    outside.remove();
  });

  it('renders a page whose block chunk never arrives after the loading time-out, that block showing the loading-error text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const stalled = defineCustomBlock<{ text: string }>({
        type: 'test-throws',
        struct: object({ text: string() }),
        defaults: { text: '' },
        load: () => {
          asked += 1;
          return new Promise(() => undefined);
        },
      });
      let asked = 0;
      const { element } = setUp('/over-ons', {}, { blocks: [testTextBlock, stalled] });
      await waitFor(() => expect(asked).toBe(1));
      await vi.advanceTimersByTimeAsync(TIMINGS.asyncComponentTimeoutMs - 1_000);
      expect(texts(element)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1_100);
      await waitFor(() => expect(texts(element)).toEqual(['Voor', 'Na']));
      // The time-out counted from when the chunk was asked for, not again from the render.
      await waitFor(() =>
        expect(element.querySelector('[role="alert"]')?.textContent).toBe(
          'Dit deel van de pagina kon niet worden geladen.',
        ),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('switches the locale through the handle', async () => {
    const { element, handle } = setUp('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    await handle.setLocale('en-US');
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    expect(element.querySelector('.jb-board')?.getAttribute('lang')).toBe('en-US');
  });

  it('shows the visitor’s preferred language and keeps a switch to the default one', async () => {
    localStorage.clear();
    const preferredLocales = ['de-DE', 'en-GB'];
    const first = setUp('/vacatures', {}, { preferredLocales });
    await waitFor(() => expect(texts(first.element)).toEqual(['All jobs']));
    // The language a page load starts in is not the visitor's choice: nothing is kept for it.
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
    // Back to the site's default language, which has no URL prefix: kept for the next visit.
    await first.handle.setLocale('nl');
    await waitFor(() => expect(texts(first.element)).toEqual(['Alle vacatures']));
    expect(localStorage.getItem('jobboard:default:locale')).toBe('nl');
    first.handle.unmount();
    const next = setUp('/vacatures', {}, { preferredLocales });
    await waitFor(() => expect(texts(next.element)).toEqual(['Alle vacatures']));
    // A language the site does not have is passed over; the URL's prefix comes first.
    localStorage.setItem('jobboard:default:locale', 'fr');
    const prefixed = setUp('/en-US/job-list', {}, { preferredLocales: ['nl'] });
    await waitFor(() => expect(texts(prefixed.element)).toEqual(['All jobs']));
    localStorage.clear();
  });

  it('keeps no language that back and forward or a redirect rule led to', async () => {
    localStorage.clear();
    const { element, handle } = setUp(
      '/en-US/job-list',
      { redirects: { '/jobs': { url: '/vacatures', status: 301 } } },
      { preferredLocales: ['en-GB'] },
    );
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    await handle.setLocale('nl');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(localStorage.getItem('jobboard:default:locale')).toBe('nl');
    localStorage.clear();
    handle.back();
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
    handle.navigate('/jobs');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
    localStorage.clear();
  });

  it('keeps no choice on a board whose locale option fixes its language', async () => {
    localStorage.clear();
    const { element, handle } = setUp('/vacatures', {}, { locale: 'nl', preferredLocales: ['ro'] });
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    await handle.setLocale('en-US');
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
  });

  it('says in the console which option value it does not know, choosing as without it', async () => {
    localStorage.clear();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // An unknown locale passes the choice to the visitor's languages, as no locale would.
      const { element } = setUp(
        '/vacatures',
        {},
        {
          locale: 'de',
          preferredLocales: ['en-GB'],
          routing: 'sideways' as 'memory',
        },
      );
      // History routing, at this window's path (the home page), in the visitor's English.
      await waitFor(() => expect(texts(element)).toEqual(['Welcome']));
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
        'Jobboard: routing "sideways" is none of history, hash, memory; the board uses history.',
        'Jobboard: locale "de" is none of nl, en-US, ro; the board chooses one as without the option.',
      ]);
    } finally {
      errors.mockRestore();
      localStorage.clear();
    }
  });

  it('starts without a custom block named like a built-in type, saying so in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const clash = defineCustomBlock({
        // @ts-expect-error a catalogue type's name does not compile either (plain JS does run)
        type: 'navbar',
        settings: {},
        load: () => Promise.resolve({ component: () => <p>mine</p> }),
      });
      // QA: the board's element stayed empty, the start having failed on the registration.
      const { element } = setUp('/', {}, { blocks: [testTextBlock, clash] });
      await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
      expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
        'Jobboard: Custom block type "navbar" is a built-in type; replace it through `replacements`. It is left out.',
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('shows the site’s default language and keeps no choice without preferredLocales', async () => {
    localStorage.clear();
    const { element, handle } = setUp('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    await handle.setLocale('en-US');
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
  });

  it('tells the page a session that expired while the board was closed', async () => {
    const fake = fakeBoardApi();
    // A block that shows what the login form reads to say the session expired.
    const expiryAware = contextShowingBlock('data-expired', SessionExpiredContext);
    localStorage.setItem(
      'jobboard:default:candidate_token',
      JSON.stringify({ token: tokenExpiringIn(-3600, Date.now()) }),
    );
    const element = document.createElement('div');
    document.body.append(element);
    handles.push(
      mount(
        element,
        boardOptions(fake.fetch, { initialPath: '/vacatures', blocks: [expiryAware] }),
      ),
    );
    await waitFor(() =>
      expect(element.querySelector('[data-testid="text"]')?.getAttribute('data-expired')).toBe(
        'true',
      ),
    );
    expect(localStorage.getItem('jobboard:default:candidate_token')).toBeNull();
  });

  it('follows a logout and a login in another tab of the board', async () => {
    const fake = fakeBoardApi();
    const roleAware = testTextBlockOf(({ text }) => (
      <p
        data-testid="text"
        data-role={useContext(SessionRoleContext)}
        data-expired={String(useContext(SessionExpiredContext))}
      >
        {text}
      </p>
    ));
    const key = 'jobboard:default:candidate_token';
    const stored = JSON.stringify({ token: tokenExpiringIn(3600, Date.now()) });
    localStorage.setItem(key, stored);
    const element = document.createElement('div');
    document.body.append(element);
    handles.push(
      mount(element, boardOptions(fake.fetch, { initialPath: '/vacatures', blocks: [roleAware] })),
    );
    const role = () => element.querySelector('[data-testid="text"]')?.getAttribute('data-role');
    await waitFor(() => expect(role()).toBe('candidate'));
    // The other tab logs out: its storage change reaches this one as a storage event.
    localStorage.removeItem(key);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
    await waitFor(() => expect(role()).toBe('guest'));
    // A logout, not an expiry: the login form says nothing about it.
    expect(element.querySelector('[data-testid="text"]')?.getAttribute('data-expired')).toBe(
      'false',
    );
    // Then it logs in again.
    localStorage.setItem(key, stored);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: stored }));
    await waitFor(() => expect(role()).toBe('candidate'));
  });

  it('unmounts cleanly and can mount again into the same element', async () => {
    const { element, handle, fake } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.unmount();
    expect(element.childElementCount).toBe(0);
    const again = mount(element, boardOptions(fake.fetch, { initialPath: '/vacatures' }));
    handles.push(again);
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
  });
});
