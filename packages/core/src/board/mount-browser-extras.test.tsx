// The browser extras of a mounted board: the cookie bar and consented scripts, the tag manager's
// dataLayer, the site's web font, and the editor layout kept on the links of blocks.
import { fireEvent, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBlockContext } from '../blocks-runtime/use-block-context';
import { TEST_COOKIE_SCRIPT } from './testing/fake-board-api';
import { handles, setUp, testTextBlockOf } from './testing/mount-fixtures';
import { unmountBoards } from './testing/server-page';

afterEach(() => unmountBoards(handles));

// Consent, cookie scripts, the tag manager and the web font load as a chunk of their own once the
// first page is ready: the page renders without them, and they still arrive.
describe('the browser extras of a mounted board', () => {
  it('shows the cookie bar and injects a consented script with the nonce after accept all', async () => {
    const { element } = setUp(
      '/',
      { settings: { cookieBar: true, cookieScripts: [TEST_COOKIE_SCRIPT] } },
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
