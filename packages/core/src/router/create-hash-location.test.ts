import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BoardLocation } from './board-location';
import { formatBoardUrl } from './board-url';
import { createHashLocation } from './create-hash-location';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let location: BoardLocation;
let seen: string[];

function start(windowUrl: string, basePath = '') {
  window.history.replaceState(null, '', windowUrl);
  location = createHashLocation({ basePath, window });
  seen = [];
  location.subscribe((url) => seen.push(formatBoardUrl(url)));
}

afterEach(() => location.destroy());

describe('hash mode reads the board URL from the fragment', () => {
  it.each([
    ['/careers.html', '', '/'],
    ['/careers.html#', '', '/'],
    ['/careers.html#/job-list?page=2', '', '/job-list?page=2'],
    ['/careers.html#/job-list#apply', '', '/job-list#apply'],
    ['/careers.html#/board/vacatures', '/board', '/vacatures'],
    ['/careers.html#/board', '/board', '/'],
    ['/careers.html#/other', '/board', '/'],
    ['/careers.html#top', '', '/'],
  ])('%s with base %j -> %s', (windowUrl, basePath, expected) => {
    start(windowUrl, basePath);
    expect(formatBoardUrl(location.current())).toBe(expected);
  });
});

describe('hash mode writes the fragment and keeps the host page URL', () => {
  beforeEach(() => start('/careers.html?ref=ad', '/board'));

  it('pushes into the fragment', async () => {
    location.push('/job-list?page=2');
    await settle();
    expect(window.location.pathname).toBe('/careers.html');
    expect(window.location.search).toBe('?ref=ad');
    expect(window.location.hash).toBe('#/board/job-list?page=2');
    // The hashchange that follows the push is not announced twice.
    expect(seen).toEqual(['/job-list?page=2']);
  });

  it('builds hrefs on the host page', () => {
    expect(location.href('/')).toBe('/careers.html?ref=ad#/board');
    expect(location.href('/about#team')).toBe('/careers.html?ref=ad#/board/about#team');
  });
});

describe('hash mode ignores fragments that are not its own', () => {
  beforeEach(() => start('/careers.html#/board/job-list', '/board'));

  it('leaves host anchors and other fragment routes alone', async () => {
    window.location.hash = '#contact';
    await settle();
    window.location.hash = '#/shop/cart';
    await settle();
    expect(seen).toEqual([]);
    expect(formatBoardUrl(location.current())).toBe('/job-list');
  });

  it('announces a fragment typed into the address bar', async () => {
    window.location.hash = '#/board/about';
    await settle();
    expect(seen).toEqual(['/about']);
  });
});

describe('hash mode parseHref', () => {
  beforeEach(() => start('/careers.html?ref=ad', '/board'));

  it.each([
    ['#/board/about', '/about'],
    ['/careers.html?ref=ad#/board/company/acme', '/company/acme'],
    ['#/board', '/'],
    ['#top', null],
    ['#/shop', null],
    ['/other.html#/board/about', null],
    ['/careers.html#/board/about', null],
    ['https://elsewhere.example/careers.html?ref=ad#/board/about', null],
  ])('%s -> %j', (href, expected) => {
    const url = location.parseHref(href);
    expect(url === null ? null : formatBoardUrl(url)).toBe(expected);
  });
});

describe("hash mode leaves the host page's fragments alone", () => {
  it.each([
    ['/careers.html#contact', ''],
    ['/careers.html#/other/thing', '/jobs'],
  ])('replace on %s (base %j) changes the board page, not the address', (windowUrl, basePath) => {
    start(windowUrl, basePath);
    location.replace('/en-US');
    expect(`${window.location.pathname}${window.location.hash}`).toBe(windowUrl);
    expect(formatBoardUrl(location.current())).toBe('/en-US');
    expect(seen).toEqual(['/en-US']);
  });

  it('writes the fragment on push', () => {
    start('/careers.html#contact');
    location.push('/job-list');
    expect(window.location.hash).toBe('#/job-list');
  });
});

describe('hash mode without a fragment', () => {
  it("does not take the host page's own link to # for the board's home", async () => {
    start('/careers.html#/job-list');
    // A new entry the host page made, without the board's key in its state.
    window.history.pushState(null, '', '/careers.html#');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await settle();
    expect(seen).toEqual([]);
    expect(formatBoardUrl(location.current())).toBe('/job-list');
  });

  it('goes home on back to the entry it started on without a fragment', async () => {
    start('/careers.html');
    const startState = window.history.state;
    location.push('/job-list');
    window.history.replaceState(startState, '', '/careers.html');
    window.dispatchEvent(new PopStateEvent('popstate', { state: startState }));
    await settle();
    expect(seen).toEqual(['/job-list', '/']);
  });
});
