import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../shell/lazy-screens';
import * as screenModule from '../shell/screens';
import type { BoardHandle } from './mount';
import { fakeBoardApi } from './testing/fake-board-api';
import { mountTestBoard, unmountBoards } from './testing/server-page';

// An error page that throws while it renders (spec §8): the board shows 'An error occurred while
// showing the error page' with a home link, not an empty board.
function BrokenErrorPage(): never {
  throw new Error('the error page broke');
}
const brokenScreens = { ...screenModule, ErrorPage: BrokenErrorPage };

const handles: BoardHandle[] = [];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(screens, 'load').mockResolvedValue(brokenScreens as never);
  vi.spyOn(screens, 'loaded').mockReturnValue(brokenScreens as never);
});

afterEach(() => {
  unmountBoards(handles);
  vi.restoreAllMocks();
});

function setUp(path: string) {
  return mountTestBoard(handles, { fetch: fakeBoardApi().fetch, initialPath: path });
}

describe('an error page that fails', () => {
  it.each([
    ['an unmatched route', '/nergens/te/vinden/hier'],
    ['a fixed route not served here', '/admin'],
    ['a locale the site does not offer', '/de/vacatures'],
  ])('on %s shows the failure text with a home link, and reports it', async (_name, path) => {
    const { element, handle } = setUp(path);
    const errors: unknown[] = [];
    handle.on('error', (payload) => errors.push(payload));
    await waitFor(() =>
      expect(element.querySelector('main [role="alert"]')?.textContent).toBe(
        'Er is een fout opgetreden bij het tonen van de foutpagina',
      ),
    );
    expect(element.querySelector('main a')?.getAttribute('href')).toBe('/');
    await waitFor(() => expect(errors).toHaveLength(1));
  });

  it('lets the next page render again', async () => {
    const { element, handle } = setUp('/nergens/te/vinden/hier');
    await waitFor(() => expect(element.querySelector('main [role="alert"]')).not.toBeNull());
    handle.navigate('/');
    await waitFor(() => expect(element.querySelector('main [role="alert"]')).toBeNull());
    expect(element.querySelector('[data-testid]')).not.toBeNull();
  });
});
