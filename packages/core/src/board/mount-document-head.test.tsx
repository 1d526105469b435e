// The document head a board keeps in step with its pages with documentHead: the title, lang and
// description, the canonical link and og tags (as the standalone server writes them), and the
// host page's head left alone without it.
import { waitFor } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageStatusContext } from '../blocks-runtime/page-status-context';
import { useBlockContext } from '../blocks-runtime/use-block-context';
import { tokenExpiringIn } from '../session/testing/session-fixtures';
import { mount } from './mount';
import { fakeBoardApi } from './testing/fake-board-api';
import { boardOptions, handles, setUp, testTextBlockOf, texts } from './testing/mount-fixtures';
import { placeServerPage, renderTestPage, unmountBoards } from './testing/server-page';

afterEach(() => unmountBoards(handles));

// Nested in 'mount()' as they were written there: the tests keep their full names.
describe('mount()', () => {
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
    if (route.detailKey === 'described') status?.describe?.('Nurse · Utrecht. Night shifts.');
    return <p data-testid="text">{text}</p>;
  });

  it('describes a detail page by its item where its block gives a description', async () => {
    serverHead('/');
    const { element, handle } = setUp('/', {}, { documentHead: true, blocks: [detailing] });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    handle.navigate('/vacature/described');
    await waitFor(() => expect(meta('og:title')).toBe('Job described'));
    expect(meta('og:description')).toBe('Nurse · Utrecht. Night shifts.');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Nurse · Utrecht. Night shifts.',
    );
    // Another item without one: the page's own description again.
    handle.navigate('/vacature/first');
    await waitFor(() => expect(meta('og:title')).toBe('Job first'));
    expect(meta('og:description')).toBe('Apply today, nl');
  });

  it('keeps the canonical link, og:url, og:title and og:description in step with the page', async () => {
    serverHead('/');
    const { element, handle } = setUp('/', {}, { documentHead: true, blocks: [detailing] });
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    expect(canonical()).toBe(`${ORIGIN}/`);
    expect(meta('og:title')).toBe('p-home nl');
    expect(meta('og:description')).toBeNull();
    // A results page past the first is kept; a page of a search is the list itself.
    handle.navigate('/vacatures?search=java&page=2');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacatures`));
    handle.navigate('/vacatures?page=2');
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

  it("keeps the server's structured data and language alternates on its page only", async () => {
    serverHead('/vacature/first');
    const data = document.createElement('script');
    data.type = 'application/ld+json';
    data.textContent = '{"@type":"JobPosting","title":"First"}';
    const english = document.createElement('link');
    english.rel = 'alternate';
    english.hreflang = 'en-US';
    english.href = `${ORIGIN}/en-US/jobs/first`;
    document.head.append(data, english);
    const { element, handle } = setUp(
      '/vacature/first',
      {},
      { documentHead: true, blocks: [detailing] },
    );
    await waitFor(() => expect(texts(element)).not.toEqual([]));
    await waitFor(() => expect(document.title).toBe('Job first'));
    expect(data.isConnected).toBe(true);
    // Another job's page: the first job's posting would contradict its canonical address.
    handle.navigate('/vacature/second');
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/vacature/second`));
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(english.isConnected).toBe(false);
    handle.unmount();
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
      // A job's page lists nothing over pages: a page number there is the job's page itself.
      handle.navigate('/vacature/first?page=2');
      await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/jobs/vacature/first`));
      expect(meta('og:url')).toBe(`${ORIGIN}/jobs/vacature/first`);
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
    const result = await renderTestPage(fake.fetch, { url: '/nl/vacatures?page=3' });
    if (result.kind !== 'page') throw new Error('The render gave no page.');
    expect(result.path).toBe('/vacatures');
    serverHead(`${result.path}?page=3`);
    const { element, state } = placeServerPage(result);
    handles.push(
      mount(
        element,
        boardOptions(fake.fetch, {
          initialPath: '/nl/vacatures?page=3',
          initialData: state,
          documentHead: true,
        }),
      ),
    );
    await waitFor(() => expect(meta('og:title')).toBe('p-job-list nl'));
    expect(canonical()).toBe(`${ORIGIN}/vacatures?page=3`);
  });
});
