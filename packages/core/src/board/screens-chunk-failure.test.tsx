import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../shell/chunk-reload';
import { screens } from '../shell/lazy-screens';
import type { BoardOptions } from './board-options';
import { type BoardHandle, mount } from './mount';
import {
  FAKE_HOST,
  type FakeApiOptions,
  fakeBoardApi,
  TEST_BLOCKS,
} from './testing/fake-board-api';

// The screens' chunk (error pages, gates) as a browser meets it after a deployment removed it.
const missing = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /chunks/screens.js'));

const handles: BoardHandle[] = [];
let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.spyOn(screens, 'load').mockImplementation(missing);
  reload = vi.fn();
  Object.defineProperty(window.location, 'reload', { value: reload, configurable: true });
  sessionStorage.clear();
});

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function setUp(path: string, api: FakeApiOptions = {}) {
  const fake = fakeBoardApi(api);
  const element = document.createElement('div');
  document.body.append(element);
  const options: BoardOptions = {
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    routing: 'memory',
    blocks: TEST_BLOCKS,
    fetch: fake.fetch,
    initialPath: path,
  };
  handles.push(mount(element, options));
  return element;
}

describe('the screens chunk failing to load', () => {
  it('reloads the page once and shows the loading-error text meanwhile', async () => {
    const element = setUp('/nergens/te/vinden/hier');
    await waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull());
    expect(element.querySelector('main [role="alert"]')?.textContent).not.toBe('');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
  });

  it('shows the loading-error text for a start failure too', async () => {
    const element = setUp('/', { failWith: 500 });
    await waitFor(() => expect(element.querySelector('main [role="alert"]')).not.toBeNull());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("still shows the site's own not-found page, which is blocks and needs no screen", async () => {
    const element = setUp('/nergens/te/vinden/hier', { customNotFound: true });
    await waitFor(() =>
      expect(
        Array.from(element.querySelectorAll('[data-testid="text"]'), (node) => node.textContent),
      ).toEqual(['Eigen 404']),
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
