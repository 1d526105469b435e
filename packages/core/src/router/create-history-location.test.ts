import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BoardLocation } from './board-location';
import { formatBoardUrl } from './board-url';
import { createHistoryLocation } from './create-history-location';
import { fromPathOf } from './history-entry-from';
import { holdHistory } from './history-hold';

let location: BoardLocation;
let seen: string[];

function start(windowPath: string, basePath = '/jobs') {
  window.history.replaceState(null, '', windowPath);
  location = createHistoryLocation({ basePath, window });
  seen = [];
  location.subscribe((url) => seen.push(formatBoardUrl(url)));
}

afterEach(() => location.destroy());

describe('history mode reads the window URL under the base path', () => {
  it.each([
    ['/jobs', '/jobs', '/'],
    ['/jobs/', '/jobs', '/'],
    ['/jobs/en-US/job-list?page=2#top', '/jobs', '/en-US/job-list?page=2#top'],
    ['/vacatures', '', '/vacatures'],
    ['/contact', '/jobs', '/'],
  ])('%s with base %j -> %s', (windowPath, basePath, expected) => {
    start(windowPath, basePath);
    expect(formatBoardUrl(location.current())).toBe(expected);
  });
});

describe('history mode writes real paths under the base path', () => {
  beforeEach(() => start('/jobs'));

  it('pushes the base path plus the board URL', () => {
    location.push('/job-list?page=2');
    expect(window.location.pathname).toBe('/jobs/job-list');
    expect(window.location.search).toBe('?page=2');
    expect(window.history.state).toMatchObject({ jobboard: true });
  });

  it('names the board path a pushed entry was left from; a replaced entry keeps its own', () => {
    expect(fromPathOf(window.history.state)).toBeNull();
    location.push('/vacatures?page=2');
    expect(fromPathOf(window.history.state)).toBe('/');
    location.push('/vacature/nurse');
    expect(fromPathOf(window.history.state)).toBe('/vacatures?page=2');
    location.replace('/vacature/nurse?apply=1');
    expect(fromPathOf(window.history.state)).toBe('/vacatures?page=2');
    expect(location.leftFrom?.()).toBe('/vacatures?page=2');
  });

  it('builds hrefs with the base path', () => {
    expect(location.href('/')).toBe('/jobs');
    expect(location.href('/job-list?page=2#top')).toBe('/jobs/job-list?page=2#top');
  });
});

describe('history mode ignores URLs outside its base path', () => {
  beforeEach(() => start('/jobs/job-list'));

  it('keeps its URL while the host router shows its own pages', async () => {
    // The host page's router pushes and pops its own URLs.
    window.history.pushState(null, '', '/contact');
    window.history.pushState(null, '', '/about');
    window.history.back();
    await Promise.resolve();
    expect(window.location.pathname).toBe('/contact');
    expect(formatBoardUrl(location.current())).toBe('/job-list');
    expect(seen).toEqual([]);
    window.history.back();
    await Promise.resolve();
    expect(seen).toEqual([]);
  });

  it('announces a return into the base path', () => {
    window.history.pushState(null, '', '/contact');
    window.history.pushState(null, '', '/jobs/about');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(seen).toEqual(['/about']);
  });

  it('gives a back or forward within the board to a dialog that holds the history, and puts the address back', () => {
    const before = window.history.state;
    const moves: string[] = [];
    const release = holdHistory(() => moves.push(window.location.pathname));
    window.history.pushState(null, '', '/jobs/about');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(seen).toEqual([]);
    expect(moves).toEqual(['/jobs/job-list']);
    expect(window.history.state).toEqual(before);
    expect(formatBoardUrl(location.current())).toBe('/job-list');
    // A move to an address that is not the board's is not the dialog's.
    window.history.pushState(null, '', '/contact');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(moves).toHaveLength(1);
    release();
    window.history.pushState(null, '', '/jobs/about');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(seen).toEqual(['/about']);
  });
});

describe('history mode parseHref', () => {
  beforeEach(() => start('/jobs/job-list'));

  it.each([
    ['/jobs/about', '/about'],
    ['/jobs', '/'],
    ['about?x=1', '/about?x=1'],
    [`${window.location.origin}/jobs/company/acme`, '/company/acme'],
    ['/jobsearch', null],
    ['/contact', null],
    ['https://elsewhere.example/jobs/about', null],
  ])('%s -> %j', (href, expected) => {
    const url = location.parseHref(href);
    expect(url === null ? null : formatBoardUrl(url)).toBe(expected);
  });
});

describe('history mode leaves a host URL outside the base path alone', () => {
  it('changes the board page on replace without touching the address', () => {
    start('/elsewhere?tab=2#x');
    location.replace('/en-US');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/elsewhere?tab=2#x',
    );
    expect(formatBoardUrl(location.current())).toBe('/en-US');
    expect(seen).toEqual(['/en-US']);
  });

  it('moves the address under the base on push', () => {
    start('/elsewhere');
    location.push('/job-list');
    expect(window.location.pathname).toBe('/jobs/job-list');
  });
});
