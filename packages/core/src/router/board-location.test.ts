import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BoardLocation } from './board-location';
import { type BoardUrl, formatBoardUrl } from './board-url';
import { createHashLocation } from './create-hash-location';
import { createHistoryLocation } from './create-history-location';
import { createMemoryLocation } from './create-memory-location';

// happy-dom announces back/forward with popstate synchronously and hash changes on a timer.
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const modes: [string, () => BoardLocation][] = [
  ['memory', () => createMemoryLocation()],
  ['history', () => createHistoryLocation({ basePath: '/jobs', window })],
  ['hash', () => createHashLocation({ basePath: '/board', window })],
];

describe.each(modes)('%s mode: push, replace, back and forward', (_mode, create) => {
  let location: BoardLocation;
  let seen: string[];

  beforeEach(() => {
    window.history.replaceState(null, '', '/jobs');
    location = create();
    seen = [];
    location.subscribe((url: BoardUrl) => seen.push(formatBoardUrl(url)));
  });
  afterEach(() => location.destroy());

  const now = () => formatBoardUrl(location.current());

  it('starts at the board root', () => {
    expect(now()).toBe('/');
  });

  it('pushes and announces each URL', () => {
    location.push('/job-list?page=2');
    location.push({ path: '/about', query: new URLSearchParams(), hash: 'team' });
    expect(now()).toBe('/about#team');
    expect(seen).toEqual(['/job-list?page=2', '/about#team']);
  });

  it('goes back and forward through pushed URLs', async () => {
    location.push('/job-list');
    location.push('/jobs/dev-1');
    location.back();
    await settle();
    expect(now()).toBe('/job-list');
    location.back();
    await settle();
    expect(now()).toBe('/');
    location.forward();
    await settle();
    expect(now()).toBe('/job-list');
    location.forward();
    await settle();
    expect(now()).toBe('/jobs/dev-1');
    expect(seen).toEqual([
      '/job-list',
      '/jobs/dev-1',
      '/job-list',
      '/',
      '/job-list',
      '/jobs/dev-1',
    ]);
  });

  it('replaces the current entry so back skips it', async () => {
    location.push('/login');
    location.replace('/my-account');
    expect(now()).toBe('/my-account');
    location.back();
    await settle();
    expect(now()).toBe('/');
    location.forward();
    await settle();
    expect(now()).toBe('/my-account');
  });

  it('drops forward entries on push', async () => {
    location.push('/a');
    location.push('/b');
    location.back();
    await settle();
    location.push('/c');
    location.forward();
    await settle();
    expect(now()).toBe('/c');
    location.back();
    await settle();
    expect(now()).toBe('/a');
  });

  it('stops announcing after unsubscribe and destroy', async () => {
    const other: string[] = [];
    const unsubscribe = location.subscribe((url) => other.push(url.path));
    location.push('/a');
    unsubscribe();
    location.push('/b');
    location.destroy();
    location.back();
    await settle();
    expect(other).toEqual(['/a']);
    expect(seen).toEqual(['/a', '/b']);
  });
});
