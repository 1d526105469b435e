import { TIMINGS } from '@jobboard/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../blocks-runtime/is-chunk-load-error';
import { CHUNK_RELOAD_KEY, type ChunkReloadStorage, reloadOnChunkError } from './chunk-reload';

function memoryStorage(initial: Record<string, string> = {}): ChunkReloadStorage & {
  data: Record<string, string>;
} {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it.each<[string, unknown, boolean]>([
    ['webpack ChunkLoadError', named('ChunkLoadError', 'whatever'), true],
    ['webpack message', new Error('Loading chunk 42 failed.'), true],
    ['webpack CSS chunk', new Error('Loading CSS chunk job-list failed'), true],
    [
      'Chromium dynamic import',
      new TypeError('Failed to fetch dynamically imported module: https://x/a.js'),
      true,
    ],
    ['Firefox dynamic import', new TypeError('error loading dynamically imported module'), true],
    ['Safari module script', new TypeError('Importing a module script failed.'), true],
    ['Vite preload', new Error('Unable to preload CSS for /assets/a.css'), true],
    ['another error', new Error('Cannot read properties of undefined'), false],
    ['a string', 'Loading chunk 1 failed', false],
    ['nothing', undefined, false],
  ])('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('reloadOnChunkError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const chunkError = new Error('Loading chunk 7 failed.');

  it('reloads for a chunk error and records the time', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, now: () => 1000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('1000');
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('x'), { storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each<[string, number, boolean]>([
    ['within the minute', TIMINGS.chunkReloadIntervalMs - 1, false],
    ['a minute later', TIMINGS.chunkReloadIntervalMs, true],
    ['much later', TIMINGS.chunkReloadIntervalMs * 10, true],
  ])('after a reload, again %s: %s', (_name, delay, expected) => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '5000' });
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, now: () => 5000 + delay, reload })).toBe(
      expected,
    );
    expect(reload).toHaveBeenCalledTimes(expected ? 1 : 0);
  });

  it('neither reloads nor uses up the minute while offline', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const offline = { storage, now: () => 1000, reload, online: () => false };
    expect(reloadOnChunkError(chunkError, offline)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data).toEqual({});
    // Back online, the retry that fails again reloads: the offline failure took no turn.
    expect(reloadOnChunkError(chunkError, { ...offline, online: () => true })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still reloads once a minute while online', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const online = { storage, reload, online: () => true };
    expect(reloadOnChunkError(chunkError, { ...online, now: () => 1000 })).toBe(true);
    expect(reloadOnChunkError(chunkError, { ...online, now: () => 2000 })).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe('1000');
  });

  it("reads the browser's navigator.onLine by default", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data).toEqual({});
  });

  it('ignores a garbled timestamp', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: 'soon' });
    expect(reloadOnChunkError(chunkError, { storage, now: () => 1, reload: () => {} })).toBe(true);
  });

  it('never reloads when storage is blocked, to avoid a reload loop', () => {
    const reload = vi.fn();
    const storage: ChunkReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnChunkError(chunkError, { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
