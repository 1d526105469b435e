import { TIMINGS } from '@jobboard/schema';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { type Context, type ReactNode, useContext, useEffect } from 'react';
import { object, string } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SessionActionsContext,
  SessionExpiredContext,
  SessionLoadingContext,
} from '../blocks/shared/session-role-context';
import { defineCustomBlock } from '../blocks-runtime/define-custom-block';
import { PageStatusContext } from '../blocks-runtime/page-status-context';
import { useBlockContext } from '../blocks-runtime/use-block-context';
import { tokenExpiringIn } from '../session/testing/session-fixtures';
import { useBoardId } from '../shell/board-id';
import type { BoardOptions } from './board-options';
import { type BoardHandle, mount } from './mount';
import { renderBoardToString } from './render-board-to-string';
import {
  FAKE_HOST,
  type FakeApiOptions,
  fakeBoardApi,
  TEST_BLOCKS,
  testTextBlock,
} from './testing/fake-board-api';
import {
  placeServerPage,
  renderTestPage,
  serverSanitizer,
  unmountBoards,
} from './testing/server-page';

const handles: BoardHandle[] = [];

afterEach(() => unmountBoards(handles));

/** A test board's options: memory routing over the fake API's `fetch`. */
function boardOptions(fetch: BoardOptions['fetch'], options: Partial<BoardOptions> = {}) {
  return {
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    routing: 'memory',
    blocks: TEST_BLOCKS,
    fetch,
    ...options,
  } satisfies BoardOptions;
}

function setUp(path: string, api: FakeApiOptions = {}, options: Partial<BoardOptions> = {}) {
  const fake = fakeBoardApi(api);
  const element = document.createElement('div');
  document.body.append(element);
  const handle = mount(element, boardOptions(fake.fetch, { initialPath: path, ...options }));
  handles.push(handle);
  return { element, handle, fake };
}

/**
 * The test text block (type `test-text`, its one setting `text`) rendered by `Body`, which may
 * read the board's contexts as a block does.
 */
function testTextBlockOf(Body: (props: { text: string }) => ReactNode) {
  return defineCustomBlock<{ text: string }>({
    type: 'test-text',
    struct: object({ text: string() }),
    defaults: { text: '' },
    load: () => Promise.resolve({ component: ({ settings }) => <Body text={settings.text} /> }),
  });
}

/** The test text block, showing a session context's value in `attribute` as a block reads it. */
function contextShowingBlock(attribute: string, context: Context<boolean>) {
  return testTextBlockOf(({ text }) => (
    <p data-testid="text" {...{ [attribute]: String(useContext(context)) }}>
      {text}
    </p>
  ));
}

const texts = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-testid="text"]'), (node) => node.textContent);

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

  it('shows the site’s default language and keeps no choice without preferredLocales', async () => {
    localStorage.clear();
    const { element, handle } = setUp('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    await handle.setLocale('en-US');
    await waitFor(() => expect(texts(element)).toEqual(['All jobs']));
    expect(localStorage.getItem('jobboard:default:locale')).toBeNull();
  });

  it('keeps the document title and lang in step with the page with documentHead', async () => {
    document.title = 'Host page';
    const { element, handle } = setUp('/', {}, { documentHead: true });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    // The head's code is a chunk of its own: it follows the page once it is there.
    await waitFor(() => expect(document.title).toBe('p-home nl'));
    expect(document.documentElement.lang).toBe('nl');
    handle.navigate('/vacatures');
    await waitFor(() => expect(document.title).toBe('p-job-list nl'));
    await handle.setLocale('en-US');
    await waitFor(() => expect(document.title).toBe('p-job-list en-US'));
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('keeps the description in step, and titles each URL anew with documentHead', async () => {
    const { element, handle } = setUp('/', {}, { documentHead: true });
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    expect(description()).toBeUndefined();
    handle.navigate('/vacatures');
    await waitFor(() => expect(description()).toBe('All jobs, nl'));
    await handle.setLocale('en-US');
    await waitFor(() => expect(description()).toBe('All jobs, en-US'));
    // An item's title (set by its detail block) gives way to the page's for the next item.
    handle.navigate('/en-US/jobs/first');
    await waitFor(() => expect(document.title).toBe('p-job-details en-US'));
    document.title = 'First job';
    handle.navigate('/en-US/jobs/missing');
    await waitFor(() => expect(document.title).toBe('p-job-details en-US'));
    // No block here reports its item missing: the page's own description.
    expect(description()).toBe('Apply today, en-US');
  });

  it("leaves the host page's title alone by default", async () => {
    document.title = 'Host page';
    document.documentElement.lang = 'de';
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(document.title).toBe('Host page');
    expect(document.documentElement.lang).toBe('de');
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

  describe('a notice a block gives for the next page (SessionActions.announce)', () => {
    /** The test text block with buttons that give a notice and go to another page. */
    const announcing = testTextBlockOf(({ text }) => {
      const { navigate } = useBlockContext();
      const session = useContext(SessionActionsContext);
      return (
        <>
          <p data-testid="text">{text}</p>
          <button type="button" onClick={() => session?.announce('Welkom!')}>
            announce
          </button>
          <button type="button" onClick={() => session?.announce(null)}>
            take back
          </button>
          <button type="button" onClick={() => navigate('/vacatures')}>
            jobs
          </button>
          <button type="button" onClick={() => navigate('/')}>
            home
          </button>
        </>
      );
    });
    const click = async (element: HTMLElement, name: string) =>
      fireEvent.click(await within(element).findByRole('button', { name }));
    const notice = (element: HTMLElement) =>
      element.querySelector('.jb-board-notice [role="status"]')?.textContent ?? null;

    it('shows it on the next page only, until the visitor goes on', async () => {
      const { element, handle } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      // Not on the page it was given on: it is for where the visitor goes next.
      await waitFor(() => expect(element.querySelector('.jb-board-notice')).not.toBeNull());
      expect(notice(element)).toBe('');
      handle.navigate('/vacatures');
      await waitFor(() => expect(notice(element)).toBe('Welkom!'));
      await click(element, 'home');
      await waitFor(() => expect(notice(element)).toBe(''));
      await click(element, 'jobs');
      await waitFor(() => expect(texts(element)).toHaveLength(1));
      expect(notice(element)).toBe('');
    });

    it('closes with its button, the focus going to the page', async () => {
      const { element } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      await click(element, 'jobs');
      await waitFor(() => expect(notice(element)).toBe('Welkom!'));
      await click(element, 'Sluiten');
      expect(notice(element)).toBe('');
      expect(within(element).queryByRole('button', { name: 'Sluiten' })).toBeNull();
      expect(element.querySelector('main')?.contains(document.activeElement)).toBe(true);
    });

    it('shows nothing once taken back', async () => {
      const { element } = setUp('/', {}, { blocks: [announcing] });
      await click(element, 'announce');
      await click(element, 'take back');
      await click(element, 'jobs');
      await waitFor(() => expect(element.querySelector('.jb-board-notice')).not.toBeNull());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(notice(element)).toBe('');
    });
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

  it('renders into a shadow root with its styles inside it in shadow isolation', async () => {
    const { element } = setUp('/', {}, { isolation: 'shadow' });
    await waitFor(() => expect(texts(element.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    expect(element.shadowRoot?.querySelector('style[data-jb-style="jb-base"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-jb-style="jb-base"]')).toBeNull();
  });

  it('leaves the element usable after a shadow board: emptied, its own content shown', async () => {
    const { element, handle } = setUp('/', {}, { isolation: 'shadow' });
    await waitFor(() => expect(texts(element.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    handle.unmount();
    const shadowRoot = element.shadowRoot as ShadowRoot;
    expect(Array.from(shadowRoot.children, (node) => node.tagName)).toEqual(['SLOT']);
    const base = boardOptions(fakeBoardApi().fetch);
    // A scoped board on the same element renders in the light DOM, which the slot shows.
    const scoped = mount(element, { ...base, initialPath: '/vacatures' });
    handles.push(scoped);
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    scoped.unmount();
    // A shadow board again: in the same shadow root, without the slot.
    const again = mount(element, { ...base, isolation: 'shadow' });
    handles.push(again);
    await waitFor(() => expect(texts(shadowRoot)).toEqual(['Welkom']));
    expect(shadowRoot.querySelector('slot')).toBeNull();
  });

  it("leaves a shadow root it did not make alone, and a shadow board the element's own content", async () => {
    const { element, handle } = setUp('/');
    const own = element.attachShadow({ mode: 'open' });
    own.innerHTML = '<style>:host { display: block }</style><slot></slot>';
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.unmount();
    expect(own.innerHTML).toBe('<style>:host { display: block }</style><slot></slot>');
    const host = document.createElement('div');
    host.innerHTML = '<p>Host content</p>';
    document.body.append(host);
    const shadowBoard = mount(host, boardOptions(fakeBoardApi().fetch, { isolation: 'shadow' }));
    await waitFor(() => expect(texts(host.shadowRoot as ShadowRoot)).toEqual(['Welkom']));
    shadowBoard.unmount();
    expect(host.innerHTML).toBe('<p>Host content</p>');
  });

  it('gives two named boards on one page their own element ids', async () => {
    const labelled = testTextBlockOf(({ text }) => {
      const id = useBoardId();
      return (
        <>
          <label htmlFor={id}>{text}</label>
          <input id={id} data-testid="text" />
        </>
      );
    });
    const boards = ['jobs', 'news'].map((name) => setUp('/', {}, { name, blocks: [labelled] }));
    await waitFor(() => {
      for (const { element } of boards) expect(element.querySelector('input')).not.toBeNull();
    });
    const ids = boards.map(({ element }) => element.querySelector('input')?.id ?? '');
    expect(ids[0]).toMatch(/^jobs-/);
    expect(ids[1]).toMatch(/^news-/);
    for (const { element } of boards) {
      const id = element.querySelector('input')?.id ?? '';
      expect(document.getElementById(id)).toBe(element.querySelector('input'));
    }
  });

  it('puts the nonce on the style elements it injects', async () => {
    setUp('/', {}, { nonce: 'n0nce' });
    await waitFor(() =>
      expect(
        document.head.querySelector('style[data-jb-style="jb-base"]')?.getAttribute('nonce'),
      ).toBe('n0nce'),
    );
  });

  it('removes its style sheets from the head when the last board using them unmounts', async () => {
    const inHead = () =>
      Array.from(
        document.head.querySelectorAll<HTMLElement>('style[data-jb-style]'),
        (style) => style.dataset.jbStyle,
      );
    const first = setUp('/', {}, { name: 'jobs', nonce: 'n0nce' });
    const second = setUp('/', {}, { name: 'news', nonce: 'n0nce' });
    await waitFor(() => {
      expect(texts(first.element)).toEqual(['Welkom']);
      expect(texts(second.element)).toEqual(['Welkom']);
    });
    // The second board uses the first one's elements: one of each.
    expect(new Set(inHead()).size).toBe(inHead().length);
    first.handle.unmount();
    // The sheets both pages use stay (one only the first board showed, a banner, may go).
    expect(inHead()).toEqual(expect.arrayContaining(['jb-base', 'jb-shell', 'jb-blocks-runtime']));
    second.handle.unmount();
    expect(inHead()).toEqual([]);
    const again = setUp('/', {}, { nonce: 'n0nce' });
    await waitFor(() => expect(texts(again.element)).toEqual(['Welkom']));
    expect(inHead()).toEqual(expect.arrayContaining(['jb-base', 'jb-shell', 'jb-blocks-runtime']));
    expect(new Set(inHead()).size).toBe(inHead().length);
    for (const style of document.head.querySelectorAll('style[data-jb-style]')) {
      expect(style.getAttribute('nonce')).toBe('n0nce');
    }
  });

  it("leaves the host page's own style elements in the head", async () => {
    const own = document.createElement('style');
    own.textContent = 'body { margin: 0 }';
    document.head.append(own);
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.unmount();
    expect(own.isConnected).toBe(true);
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
    own.remove();
  });

  it('takes its styles along with the shadow root in shadow isolation', async () => {
    const scoped = setUp('/');
    const { element, handle } = setUp('/', {}, { isolation: 'shadow' });
    const shadowRoot = element.shadowRoot as ShadowRoot;
    await waitFor(() => expect(texts(shadowRoot)).toEqual(['Welkom']));
    await waitFor(() => expect(texts(scoped.element)).toEqual(['Welkom']));
    const sheets = document.head.querySelectorAll('style[data-jb-style]').length;
    handle.unmount();
    expect(shadowRoot.querySelector('style')).toBeNull();
    // The scoped board's sheets in the document are its own.
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(sheets);
    scoped.handle.unmount();
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
  });
});

describe('server rendering and hydration', () => {
  const sanitizer = serverSanitizer;

  it('renders a page to HTML with its style sheets and the state to hydrate', async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Alle vacatures');
    expect(result.title).toBe('p-job-list nl');
    expect(result.styles.map((sheet) => sheet.id)).toContain('base');
    expect(result.state?.locale).toBe('nl');
  });

  it('answers redirects and unknown pages with their status', async () => {
    // The redirect rule's own status is what the server answers with.
    const fake = fakeBoardApi({ redirects: { '/oud': { url: '/vacatures', status: 301 } } });
    const options = {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      sanitizer,
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
    };
    expect(await renderBoardToString({ ...options, url: '/oud' })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/vacatures',
    });
    const missing = await renderBoardToString({ ...options, url: '/a/b/c/d' });
    expect(missing.kind === 'page' && missing.status).toBe(404);
  });

  it('hydrates the server HTML without a request or a console error', async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    const { element, serverRoot, state } = placeServerPage(result);
    const errors = vi.spyOn(console, 'error');
    const calls = fake.calls.length;
    const handle = mount(
      element,
      boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state }),
    );
    handles.push(handle);
    await waitFor(() => expect(handle).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(texts(element)).toEqual(['Alle vacatures']);
    // Hydration adopts the server's elements instead of replacing them.
    expect(element.firstElementChild).toBe(serverRoot);
    expect(fake.calls.length).toBe(calls);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
  it('hydrates the guest HTML without a mismatch while a stored login loads', async () => {
    const fake = fakeBoardApi();
    // A block that shows whether a login is loading, as the navbar does (its links hide).
    const loadingAware = contextShowingBlock('data-loading', SessionLoadingContext);
    const result = await renderTestPage(fake.fetch, { blocks: [loadingAware] });
    const { element, state } = placeServerPage(result);
    localStorage.setItem(
      'jobboard:default:candidate_token',
      JSON.stringify({ token: tokenExpiringIn(3600, Date.now()) }),
    );
    const errors = vi.spyOn(console, 'error');
    const handle = mount(
      element,
      boardOptions(fake.fetch, {
        initialPath: '/vacatures',
        initialData: state,
        blocks: [loadingAware],
      }),
    );
    handles.push(handle);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // React reports a hydration mismatch with console.error (preact does not check).
    const reported = errors.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
    expect(reported).not.toMatch(/hydrat/i);
    errors.mockRestore();
  });

  it("removes the server's style sheets it adopted when it unmounts", async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch);
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    // As the server's document has them (render-board-document): in the head, before the board.
    const served = result.styles.map(({ id, css }) => {
      const style = document.createElement('style');
      style.dataset.jbStyle = `jb-${id}`;
      style.textContent = css;
      document.head.append(style);
      return style;
    });
    // A sheet of a block only the server showed (the visitor's session shows another view).
    const serverOnly = document.createElement('style');
    serverOnly.dataset.jbStyle = 'jb-server-only';
    document.head.append(serverOnly);
    const { element, state } = placeServerPage(result);
    const handle = mount(
      element,
      boardOptions(fake.fetch, { initialPath: '/vacatures', initialData: state }),
    );
    handles.push(handle);
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    // Adopted, not added again (the browser may add sheets of its own).
    const ids = Array.from(
      document.head.querySelectorAll<HTMLElement>('style[data-jb-style]'),
      (style) => style.dataset.jbStyle,
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(served.every((style) => style.isConnected)).toBe(true);
    expect(serverOnly.isConnected).toBe(true);
    handle.unmount();
    expect(document.head.querySelectorAll('style[data-jb-style]')).toHaveLength(0);
  });
});

const cookieScript = {
  id: 'stats',
  name: 'Statistics',
  type: 'analytics',
  description: 'Counts visits',
  script: 'window.__statsLoaded = true;',
};

// Consent, cookie scripts, the tag manager and the web font load as a chunk of their own once the
// first page is ready: the page renders without them, and they still arrive.
describe('the browser extras of a mounted board', () => {
  it('shows the cookie bar and injects a consented script with the nonce after accept all', async () => {
    const { element } = setUp(
      '/',
      { settings: { cookieBar: true, cookieScripts: [cookieScript] } },
      { nonce: 'n0nce' },
    );
    const accept = await waitFor(() => {
      const button = Array.from(element.querySelectorAll('button')).find((node) =>
        /accepteer|accept/i.test(node.textContent ?? ''),
      );
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    expect(document.querySelector('script[data-jb-cookie-script]')).toBeNull();
    fireEvent.click(accept);
    await waitFor(() => {
      const injected = Array.from(document.querySelectorAll('script')).find((node) =>
        node.textContent?.includes('__statsLoaded'),
      );
      expect(injected?.getAttribute('nonce')).toBe('n0nce');
    });
  });

  /** The test text block, sending a search event with its text as it renders. */
  const searching = testTextBlockOf(({ text }) => {
    const { emit } = useBlockContext();
    useEffect(() => emit('search', { keyword: text }), [emit, text]);
    return <p data-testid="text">{text}</p>;
  });

  /** The test text block as a link and a button to the job list's second page. */
  const linking = testTextBlockOf(({ text }) => {
    const { href, navigate } = useBlockContext();
    return (
      <>
        <a href={href('/vacatures?page=2')}>{text}</a>
        <button type="button" onClick={() => navigate('/vacatures?page=2')}>
          go
        </button>
      </>
    );
  });

  it.each([
    [
      'keeps ?layout=editor on the links and moves of blocks in the editor',
      '/?layout=editor',
      '/vacatures?page=2&layout=editor',
    ],
    ['adds nothing to them for visitors', '/', '/vacatures?page=2'],
  ])('%s', async (_case, path, expected) => {
    const { element, handle } = setUp(path, {}, { blocks: [linking] });
    const paths: string[] = [];
    handle.on('navigate', (payload) => paths.push((payload as { path: string }).path));
    const link = await waitFor(() => {
      const anchor = element.querySelector('a[href*="vacatures"]');
      expect(anchor).not.toBeNull();
      return anchor as HTMLAnchorElement;
    });
    expect(link.getAttribute('href')).toBe(expected);
    fireEvent.click(within(element).getByRole('button', { name: 'go' }));
    await waitFor(() => expect(paths).toContain(expected));
  });

  it("holds the tag manager's dataLayer events until the visitor accepts cookies", async () => {
    const win = window as { dataLayer?: unknown[] };
    delete win.dataLayer;
    const { element } = setUp(
      '/',
      { settings: { cookieBar: true, tagManagerKey: 'GTM-TEST1' } },
      { blocks: [searching] },
    );
    const accept = await waitFor(() => {
      const button = Array.from(element.querySelectorAll('button')).find((node) =>
        /accepteer|accept/i.test(node.textContent ?? ''),
      );
      expect(button).toBeDefined();
      return button as HTMLButtonElement;
    });
    expect(win.dataLayer ?? []).not.toContainEqual({ event: 'search', keyword: 'Welkom' });
    fireEvent.click(accept);
    await waitFor(() =>
      expect(win.dataLayer).toContainEqual({ event: 'search', keyword: 'Welkom' }),
    );
    delete win.dataLayer;
  });

  it("leaves consent to the host page without the board's cookie bar: events go to its dataLayer", async () => {
    const win = window as { dataLayer?: unknown[] };
    delete win.dataLayer;
    setUp(
      '/',
      { settings: { cookieBar: false, tagManagerKey: 'GTM-TEST1' } },
      { blocks: [searching] },
    );
    await waitFor(() =>
      expect(win.dataLayer).toContainEqual({ event: 'search', keyword: 'Welkom' }),
    );
    // The board itself loads no tag manager without consent.
    expect(document.querySelector('script[data-jb-tag-manager]')).toBeNull();
    delete win.dataLayer;
  });

  it("declares the site's web font on the document, until the last board using it goes", async () => {
    const font = () =>
      document.head.querySelector('link[href*="fonts.googleapis.com"][href*="Roboto"]');
    const first = setUp('/', { settings: { fontFamily: 'roboto' } });
    const second = setUp('/', { settings: { fontFamily: 'roboto' } }, { name: 'news' });
    await waitFor(() => expect(font()).not.toBeNull());
    await waitFor(() => expect(second.element.querySelector('[data-jb-ready]')).not.toBeNull());
    // The second board's extras declare the same font once it is ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelectorAll('link[data-jb-font]')).toHaveLength(1);
    first.handle.unmount();
    expect(font()).not.toBeNull();
    second.handle.unmount();
    expect(font()).toBeNull();
  });

  it('shows no cookie bar in the editor layout, where it would cover the blocks', async () => {
    const { element } = setUp('/?layout=editor', {
      settings: { cookieBar: true, fontFamily: 'lato' },
    });
    await waitFor(() => expect(document.head.querySelector('link[href*="Lato"]')).not.toBeNull());
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    // The same board outside the editor shows the bar by now (its chunk is loaded).
    const visitor = setUp('/', { settings: { cookieBar: true } });
    await waitFor(() => expect(visitor.element.querySelector('.jb-cookie-bar')).not.toBeNull());
    expect(element.querySelector('.jb-cookie-bar')).toBeNull();
  });

  it('shows no cookie bar when the site has it off', async () => {
    const { element } = setUp('/', { settings: { cookieBar: false, fontFamily: 'lato' } });
    await waitFor(() => expect(document.head.querySelector('link[href*="Lato"]')).not.toBeNull());
    expect(element.querySelector('.jb-cookie-bar')).toBeNull();
  });
});

describe('the document head of a standalone board (documentHead)', () => {
  const ORIGIN = 'https://jobs.example';

  /** The canonical link and og:url as the standalone server writes them, on its own origin. */
  function serverHead(path: string) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = `${ORIGIN}${path}`;
    const url = document.createElement('meta');
    url.setAttribute('property', 'og:url');
    url.content = `${ORIGIN}${path}`;
    document.head.append(url, link);
  }

  const canonical = () =>
    document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  const meta = (property: string) =>
    document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

  afterEach(() => {
    for (const node of document.head.querySelectorAll('meta[property], meta[name]')) node.remove();
  });

  /** The test text block on a detail page: its item's name, or 'not found' for `missing`. */
  const detailing = testTextBlockOf(({ text }) => {
    const { route } = useBlockContext();
    const status = useContext(PageStatusContext);
    if (route.detailKey === 'missing') status?.notFound();
    else if (route.detailKey) status?.subject(`Job ${route.detailKey}`);
    return <p data-testid="text">{text}</p>;
  });

  it('keeps the canonical link, og:url, og:title and og:description in step with the page', async () => {
    serverHead('/');
    const { element, handle } = setUp('/', {}, { documentHead: true, blocks: [detailing] });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    expect(canonical()).toBe(`${ORIGIN}/`);
    expect(meta('og:title')).toBe('p-home nl');
    expect(meta('og:description')).toBeNull();
    // The search's query is dropped, a results page past the first kept.
    handle.navigate('/vacatures?search=java&page=2');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacatures?page=2`));
    expect(meta('og:url')).toBe(`${ORIGIN}/vacatures?page=2`);
    expect(meta('og:title')).toBe('p-job-list nl');
    expect(meta('og:description')).toBe('All jobs, nl');
    handle.navigate('/vacatures?page=1');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacatures`));
    // The page's own path as the board links it: no prefix for the default locale, no slash.
    handle.navigate('/nl/vacature/first/');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacature/first`));
    expect(meta('og:url')).toBe(`${ORIGIN}/vacature/first`);
    expect(meta('og:description')).toBe('Apply today, nl');
    // A detail page's item titles it, og:title too.
    await waitFor(() => expect(meta('og:title')).toBe('Job first'));
    expect(document.title).toBe('Job first');
    await handle.setLocale('en-US');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/en-US/jobs/first`));
    handle.navigate('/en-US/home');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/en-US`));
    expect(meta('og:title')).toBe('p-home en-US');
  });

  it('removes the canonical address on a page the server gives none, and restores it after', async () => {
    serverHead('/vacatures');
    const { element, handle } = setUp(
      '/vacatures',
      { customNotFound: true },
      { documentHead: true, blocks: [detailing] },
    );
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(canonical()).toBe(`${ORIGIN}/vacatures`);
    // An unmatched route shows the site's not-found page: a 404.
    handle.navigate('/nergens/te/vinden/hier');
    await waitFor(() => expect(texts(element)).toEqual(['Eigen 404']));
    expect(canonical()).toBeNull();
    expect(meta('og:url')).toBeNull();
    handle.navigate('/');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/`));
    expect(meta('og:url')).toBe(`${ORIGIN}/`);
    // A detail page whose item is missing (its block reports it) is a 404 too.
    handle.navigate('/vacature/missing');
    await waitFor(() => expect(texts(element)).toEqual(['Vacature']));
    await waitFor(() => expect(canonical()).toBeNull());
    expect(meta('og:url')).toBeNull();
    // Described as the site's not-found page, as the server describes it, not as the job page.
    expect(meta('og:description')).toBe('Nothing here, nl');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Nothing here, nl',
    );
    handle.navigate('/vacature/first');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacature/first`));
    expect(meta('og:description')).toBe('Apply today, nl');
  });

  it('gives a page behind a login no canonical address', async () => {
    serverHead('/');
    localStorage.setItem(
      'jobboard:default:candidate_token',
      JSON.stringify({ token: tokenExpiringIn(3600, Date.now()) }),
    );
    const { element, handle } = setUp('/', { accountPages: true }, { documentHead: true });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/mijn-account');
    await waitFor(() => expect(texts(element)).toEqual(['Mijn account']));
    await waitFor(() => expect(canonical()).toBeNull());
  });

  it('adds no canonical address to a page whose server gave it none', async () => {
    const { element, handle } = setUp('/', {}, { documentHead: true });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacatures');
    await waitFor(() => expect(meta('og:title')).toBe('p-job-list nl'));
    expect(canonical()).toBeNull();
    expect(meta('og:url')).toBeNull();
  });

  it('puts the canonical address under the base path of a board in history routing', async () => {
    window.history.replaceState(null, '', '/jobs/vacatures?search=java');
    serverHead('/jobs/vacatures');
    try {
      const { element, handle } = setUp(
        '/',
        {},
        { documentHead: true, routing: 'history', basePath: '/jobs' },
      );
      await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
      expect(canonical()).toBe(`${ORIGIN}/jobs/vacatures`);
      handle.navigate('/vacature/first?page=2');
      await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/jobs/vacature/first?page=2`));
      expect(meta('og:url')).toBe(`${ORIGIN}/jobs/vacature/first?page=2`);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it("leaves the host page's canonical address to a board in hash routing", async () => {
    serverHead('/careers');
    try {
      const { element, handle } = setUp(
        '/',
        { customNotFound: true },
        {
          documentHead: true,
          routing: 'hash',
        },
      );
      await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
      handle.navigate('/nergens/te/vinden');
      await waitFor(() => expect(texts(element)).toEqual(['Eigen 404']));
      handle.navigate('/vacatures');
      await waitFor(() => expect(meta('og:title')).toBe('p-job-list nl'));
      expect(canonical()).toBe(`${ORIGIN}/careers`);
      expect(meta('og:url')).toBe(`${ORIGIN}/careers`);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('leaves the canonical link and og tags alone without documentHead', async () => {
    serverHead('/');
    const { element, handle } = setUp('/');
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacatures');
    await waitFor(() => expect(texts(element)).toEqual(['Alle vacatures']));
    expect(canonical()).toBe(`${ORIGIN}/`);
    expect(meta('og:title')).toBeNull();
  });

  it('agrees with the server render on the page it hydrates', async () => {
    const fake = fakeBoardApi();
    const result = await renderTestPage(fake.fetch, { url: '/nl/vacatures?search=java&page=3' });
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    expect(result.path).toBe('/vacatures');
    serverHead(`${result.path}?page=3`);
    const { element, state } = placeServerPage(result);
    handles.push(
      mount(
        element,
        boardOptions(fake.fetch, {
          initialPath: '/nl/vacatures?search=java&page=3',
          initialData: state,
          documentHead: true,
        }),
      ),
    );
    await waitFor(() => expect(meta('og:title')).toBe('p-job-list nl'));
    expect(canonical()).toBe(`${ORIGIN}/vacatures?page=3`);
  });
});
