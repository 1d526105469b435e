import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('loads once and then has the module at hand', async () => {
    const importer = vi.fn(() => Promise.resolve({ value: 1 }));
    const lazy = lazyModule(importer);
    expect(lazy.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(lazy.loaded()).toBe(first);
    await lazy.load();
    expect(importer).toHaveBeenCalledOnce();
  });

  // A chunk that failed while offline loads on the board's refresh after the reconnect.
  it('forgets a failed load so the next one retries', async () => {
    const importer = vi
      .fn<() => Promise<{ value: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ value: 1 });
    const lazy = lazyModule(importer);
    await expect(lazy.load()).rejects.toThrow('Failed to fetch');
    expect(lazy.loaded()).toBeUndefined();
    await expect(lazy.load()).resolves.toEqual({ value: 1 });
    expect(lazy.loaded()).toEqual({ value: 1 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
