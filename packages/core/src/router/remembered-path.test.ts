import { describe, expect, it } from 'vitest';
import {
  type PathStorage,
  rememberedPathKey,
  rememberPath,
  takeRememberedPath,
} from './remembered-path';

function memoryStorage(): PathStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const throwing: PathStorage = {
  getItem: () => {
    throw new Error('denied');
  },
  setItem: () => {
    throw new Error('denied');
  },
  removeItem: () => {
    throw new Error('denied');
  },
};

describe('rememberPath and takeRememberedPath', () => {
  it('returns the remembered path once', () => {
    const storage = memoryStorage();
    rememberPath(storage, '/my-account?tab=resume');
    expect(takeRememberedPath(storage)).toBe('/my-account?tab=resume');
    expect(takeRememberedPath(storage)).toBeNull();
  });

  it('works with the browser session storage', () => {
    rememberPath(window.sessionStorage, '/job-alert');
    expect(takeRememberedPath(window.sessionStorage)).toBe('/job-alert');
  });

  it('gives each board its own key: host, base path and instance name', () => {
    const keys = new Set([
      rememberedPathKey('jobs.example', undefined),
      rememberedPathKey('jobs.example', '/jobs'),
      rememberedPathKey('jobs.example', undefined, 'a'),
      rememberedPathKey('jobs.example', undefined, 'b'),
      rememberedPathKey('other.example', undefined),
    ]);
    expect(keys.size).toBe(5);
  });

  it('keeps boards with their own keys apart', () => {
    const storage = memoryStorage();
    rememberPath(storage, '/a', 'board-a');
    rememberPath(storage, '/b', 'board-b');
    expect(takeRememberedPath(storage, 'board-b')).toBe('/b');
    expect(takeRememberedPath(storage, 'board-a')).toBe('/a');
  });

  it.each([['//evil.example'], ['https://evil.example'], ['/\\evil.example'], ['relative']])(
    'never remembers or returns the unsafe %s',
    (path) => {
      const storage = memoryStorage();
      rememberPath(storage, path);
      expect(storage.items.size).toBe(0);
      storage.setItem('jobboard:remembered-path', path);
      expect(takeRememberedPath(storage)).toBeNull();
      expect(storage.items.size).toBe(0);
    },
  );

  it('survives a storage that throws', () => {
    expect(() => rememberPath(throwing, '/a')).not.toThrow();
    expect(takeRememberedPath(throwing)).toBeNull();
  });
});
