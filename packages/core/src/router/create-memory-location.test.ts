import { describe, expect, it } from 'vitest';
import { formatBoardUrl } from './board-url';
import { createMemoryLocation } from './create-memory-location';

describe('memory mode initial entries', () => {
  it.each([
    [undefined, '/'],
    ['/job-list?page=2', '/job-list?page=2'],
    [['/', '/job-list', '/about'], '/about'],
    [[], '/'],
  ])('%j -> %s', (initial, expected) => {
    const location = createMemoryLocation(initial === undefined ? {} : { initial });
    expect(formatBoardUrl(location.current())).toBe(expected);
  });

  it('walks back through a given initial history', () => {
    const location = createMemoryLocation({ initial: ['/', '/job-list'] });
    location.back();
    expect(location.current().path).toBe('/');
    location.back();
    expect(location.current().path).toBe('/');
  });
});

describe('memory mode touches no window', () => {
  it('keeps window.location unchanged', () => {
    const before = window.location.href;
    const location = createMemoryLocation();
    location.push('/job-list');
    expect(window.location.href).toBe(before);
  });
});

describe('memory mode href and parseHref', () => {
  const location = createMemoryLocation();

  it('uses the board URL as href', () => {
    expect(location.href('/about?x=1#t')).toBe('/about?x=1#t');
  });

  it.each([
    ['/about', '/about'],
    ['https://elsewhere.example/about', null],
    ['//elsewhere.example/about', null],
    ['#top', null],
  ])('%s -> %j', (href, expected) => {
    const url = location.parseHref(href);
    expect(url === null ? null : formatBoardUrl(url)).toBe(expected);
  });
});

describe('memory mode under a base path', () => {
  const location = createMemoryLocation({ initial: '/vacatures', basePath: '/jobs/' });

  it('writes links under it, so they open the host page of the board', () => {
    expect(location.href('/')).toBe('/jobs');
    expect(location.href('/about?x=1#t')).toBe('/jobs/about?x=1#t');
    // The board's own paths stay without it.
    expect(formatBoardUrl(location.current())).toBe('/vacatures');
  });

  it.each([
    ['/jobs/about?x=1', '/about?x=1'],
    ['/jobs', '/'],
    ['/jobsearch', null],
    ['/about', null],
  ])('reads %s as %j', (href, expected) => {
    const url = location.parseHref(href);
    expect(url === null ? null : formatBoardUrl(url)).toBe(expected);
  });
});
