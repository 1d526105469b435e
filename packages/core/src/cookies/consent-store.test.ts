import { describe, expect, it, vi } from 'vitest';
import { type ConsentStorage, consentStorageKey, createConsentStore } from './consent-store';

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & {
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

const throwing: ConsentStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('createConsentStore', () => {
  it('opens the settings again after a choice, until the next choice or a close', () => {
    const store = createConsentStore({ siteKey: '18' });
    store.acceptSome([]);
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    expect(store.reopened()).toBe(false);
    store.reopen(true);
    expect([store.reopened(), heard]).toEqual([true, 1]);
    // The same choice saved again closes them too, and says so.
    store.acceptSome([]);
    expect([store.reopened(), heard]).toEqual([false, 2]);
    store.reopen(true);
    store.reopen(false);
    expect([store.reopened(), heard]).toEqual([false, 4]);
  });

  it('starts unset without stored consent', () => {
    const store = createConsentStore({ storage: memoryStorage(), siteKey: '18' });
    expect(store.getSnapshot()).toEqual({ acceptance: 'unset', accepted: [] });
  });

  it('persists accept all under a key per site', () => {
    const storage = memoryStorage();
    createConsentStore({ storage, siteKey: '18' }).acceptAll(['analytics', 'analytics']);
    expect(JSON.parse(storage.data[consentStorageKey('18')] ?? '')).toEqual({
      acceptance: 'all',
      accepted: ['analytics'],
    });
    expect(createConsentStore({ storage, siteKey: '18' }).getSnapshot().acceptance).toBe('all');
    expect(createConsentStore({ storage, siteKey: '19' }).getSnapshot().acceptance).toBe('unset');
  });

  it('persists accept some with the accepted ids', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage, siteKey: '18' });
    store.acceptSome(['marketing']);
    expect(createConsentStore({ storage, siteKey: '18' }).getSnapshot()).toEqual({
      acceptance: 'some',
      accepted: ['marketing'],
    });
  });

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const store = createConsentStore({ storage: memoryStorage(), siteKey: '18' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.acceptSome([]);
    expect(listener).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).not.toBe(before);
    unsubscribe();
    store.acceptAll([]);
    expect(listener).toHaveBeenCalledOnce();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an unknown acceptance', JSON.stringify({ acceptance: 'maybe', accepted: [] })],
    ['ids that are not strings', JSON.stringify({ acceptance: 'some', accepted: [1] })],
    ['no object', 'null'],
  ])('treats stored consent that is %s as unset', (_name, raw) => {
    const storage = memoryStorage({ [consentStorageKey('18')]: raw });
    expect(createConsentStore({ storage, siteKey: '18' }).getSnapshot().acceptance).toBe('unset');
  });

  it('works in memory when storage is blocked or absent', () => {
    for (const storage of [throwing, undefined]) {
      const store = createConsentStore({ storage, siteKey: '18' });
      expect(store.getSnapshot().acceptance).toBe('unset');
      store.acceptSome(['analytics']);
      expect(store.getSnapshot()).toEqual({ acceptance: 'some', accepted: ['analytics'] });
    }
  });
});

// Several boards of one site on a page (named boards) each have a consent store; the visitor's
// choice is one per site, so the stores share it.
describe('consent stores of one site sharing a window', () => {
  it('hands a choice made in one store to the others of the site at once', () => {
    const storage = memoryStorage();
    const first = createConsentStore({ storage, siteKey: 'board.test', window });
    const second = createConsentStore({ storage, siteKey: 'board.test', window });
    const other = createConsentStore({ storage, siteKey: 'other.test', window });
    const listener = vi.fn();
    second.subscribe(listener);
    first.acceptSome(['analytics']);
    expect(second.getSnapshot()).toEqual({ acceptance: 'some', accepted: ['analytics'] });
    expect(listener).toHaveBeenCalledOnce();
    expect(other.getSnapshot().acceptance).toBe('unset');
    for (const store of [first, second, other]) store.dispose();
  });

  it('shares the choice on the page even when storage is blocked', () => {
    const first = createConsentStore({ storage: throwing, siteKey: 'board.test', window });
    const second = createConsentStore({ storage: undefined, siteKey: 'board.test', window });
    second.acceptAll(['analytics']);
    expect(first.getSnapshot()).toEqual({ acceptance: 'all', accepted: ['analytics'] });
    first.dispose();
    second.dispose();
  });

  it('follows a choice made in another tab (the storage event)', () => {
    const storage = memoryStorage();
    const store = createConsentStore({ storage, siteKey: 'board.test', window });
    const listener = vi.fn();
    store.subscribe(listener);
    const key = consentStorageKey('board.test');
    storage.data[key] = JSON.stringify({ acceptance: 'all', accepted: [] });
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(store.getSnapshot().acceptance).toBe('all');
    window.dispatchEvent(new StorageEvent('storage', { key }));
    expect(listener).toHaveBeenCalledOnce();
    store.dispose();
  });

  it('stops following after dispose', () => {
    const storage = memoryStorage();
    const first = createConsentStore({ storage, siteKey: 'board.test', window });
    const second = createConsentStore({ storage, siteKey: 'board.test', window });
    second.dispose();
    first.acceptAll([]);
    expect(second.getSnapshot().acceptance).toBe('unset');
    first.dispose();
  });

  it('reads a choice stored under an earlier key when none is stored under the site', () => {
    const storage = memoryStorage({
      [consentStorageKey('board.test:jobs')]: JSON.stringify({ acceptance: 'all', accepted: [] }),
    });
    const legacy = { storage, siteKey: 'board.test', legacySiteKeys: ['board.test:jobs'] };
    expect(createConsentStore(legacy).getSnapshot().acceptance).toBe('all');
    createConsentStore(legacy).acceptSome([]);
    expect(createConsentStore(legacy).getSnapshot().acceptance).toBe('some');
  });
});

describe('one cookie bar for the boards of a site on a page', () => {
  it('shows it for the first claim and hands it over on release', () => {
    const first = createConsentStore({ siteKey: 'bar.example', window });
    const second = createConsentStore({ siteKey: 'bar.example', window });
    const otherSite = createConsentStore({ siteKey: 'other.example', window });
    const heard = vi.fn();
    second.subscribe(heard);
    const releaseFirst = first.claimBar();
    second.claimBar();
    otherSite.claimBar();
    expect([first.showsBar(), second.showsBar(), otherSite.showsBar()]).toEqual([
      true,
      false,
      true,
    ]);
    releaseFirst();
    expect(second.showsBar()).toBe(true);
    expect(heard).toHaveBeenCalled();
    for (const store of [first, second, otherSite]) store.dispose();
  });

  it('shows it without a window to share it through (a single board)', () => {
    expect(createConsentStore({ siteKey: 'solo.example' }).showsBar()).toBe(true);
  });
});
