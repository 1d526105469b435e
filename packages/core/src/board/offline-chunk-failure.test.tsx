import { TIMINGS } from '@jobboard/schema';
import { act, waitFor } from '@testing-library/react';
import { object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCustomBlock } from '../blocks-runtime/define-custom-block';
import { CHUNK_RELOAD_KEY } from '../shell/chunk-reload';
import type { BoardHandle } from './mount';
import { fakeBoardApi, testTextBlock } from './testing/fake-board-api';
import { mountTestBoard } from './testing/server-page';

// The about page's second block type, whose chunk the browser cannot fetch while offline (or
// at all once a new deployment removed it).
let online = true;
let removed = false;
const chunkLoads = vi.fn(() =>
  online && !removed
    ? Promise.resolve({
        component: ({ settings }: { settings: { text: string } }) => (
          <p data-testid="text">{settings.text}</p>
        ),
      })
    : Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /chunks/test-throws.js'),
      ),
);
const offlineBlock = defineCustomBlock<{ text: string }>({
  type: 'test-throws',
  struct: object({ text: string() }),
  defaults: { text: '' },
  load: chunkLoads,
});

const handles: BoardHandle[] = [];
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  online = true;
  removed = false;
  chunkLoads.mockClear();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  reload = vi.fn();
  Object.defineProperty(window.location, 'reload', { value: reload, configurable: true });
  sessionStorage.clear();
});

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setUp() {
  return mountTestBoard(handles, {
    blocks: [testTextBlock, offlineBlock],
    fetch: fakeBoardApi().fetch,
  });
}

const texts = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-testid="text"]'), (node) => node.textContent);

const banner = (root: ParentNode) => root.querySelector('[role="status"]')?.textContent;

function goOnline(isOnline: boolean) {
  online = isOnline;
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

/** The home page, then offline, then the about page, whose second block's chunk fails. */
async function failWhileOffline() {
  const { element, handle } = setUp();
  await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
  await waitFor(() => expect(element.querySelector('[role="status"]')).not.toBeNull());
  goOnline(false);
  await waitFor(() => expect(banner(element)).not.toBe(''));
  handle.navigate('/over-ons');
  await waitFor(() => expect(element.querySelector('main [role="alert"]')).not.toBeNull());
  return element;
}

describe('a block chunk failing while the browser is offline', () => {
  it('keeps the board: no reload, no reload marker, the loading-error text', async () => {
    const element = await failWhileOffline();
    expect(texts(element)).toEqual(['Voor', 'Na']);
    expect(chunkLoads).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('loads the block once the board refreshes after the reconnect', async () => {
    const element = await failWhileOffline();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    goOnline(true);
    act(() => vi.advanceTimersByTime(TIMINGS.onlineBannerMs));
    vi.useRealTimers();
    await waitFor(() => expect(texts(element)).toEqual(['Voor', 'kapot', 'Na']));
    expect(element.querySelector('main [role="alert"]')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads, once, for a chunk that fails while online', async () => {
    const { element, handle } = setUp();
    await waitFor(() => expect(texts(element)).toEqual(['Welkom']));
    removed = true;
    handle.navigate('/over-ons');
    await waitFor(() => expect(element.querySelector('main [role="alert"]')).not.toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });
});
