import { waitFor } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BoardHandle, mount } from '../board/mount';
import { renderBoardToString } from '../board/render-board-to-string';
import { FAKE_HOST, fakeBoardApi, TEST_BLOCKS } from '../board/testing/fake-board-api';
import { placeServerPage } from '../board/testing/server-page';
import { createHtmlSanitizer, type SanitizerWindow } from '../html/create-html-sanitizer';
import { renderWithoutFailingBlocks } from './server-block-guard';
import { fixtureBlock } from './testing/block-fixtures';

const sanitizer = createHtmlSanitizer(new JSDOM('').window as unknown as SanitizerWindow);

const handles: BoardHandle[] = [];
afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

// The fake site's about page holds 'Voor', a block that throws, and 'Na'.
async function renderAbout(url = '/over-ons') {
  const fake = fakeBoardApi();
  const result = await renderBoardToString({
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    url,
    sanitizer,
    blocks: TEST_BLOCKS,
    fetch: fake.fetch,
  });
  return { fake, result };
}

describe('a server render with a block that throws', () => {
  it.each([
    ['in the browser-like environment', false],
    ['without window, as on the server', true],
  ])('leaves the block out and renders the rest of the page (%s)', async (_case, noWindow) => {
    if (noWindow) vi.stubGlobal('window', undefined);
    const { result } = await renderAbout();
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.html).toContain('Voor');
    expect(result.html).toContain('Na');
    expect(result.html).not.toContain('kapot');
  });

  it('names the block and its error in the editor layout', async () => {
    const { result } = await renderAbout('/over-ons?layout=editor');
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.html).toContain('Voor');
    expect(result.html).toContain('Na');
    expect(result.html).toContain('This block is broken.');
  });

  it('hydrates that page in the browser, which keeps the other blocks', async () => {
    const { fake, result } = await renderAbout();
    const { element, state } = placeServerPage(result);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handle = mount(element, {
      apiBase: 'https://api.test',
      host: FAKE_HOST,
      routing: 'memory',
      initialPath: '/over-ons',
      blocks: TEST_BLOCKS,
      fetch: fake.fetch,
      initialData: state,
    });
    handles.push(handle);
    await waitFor(() => expect(element.querySelector('[data-jb-ready]')).not.toBeNull());
    // The block throws again while hydrating: preact's boundary keeps the server's elements,
    // React renders the root on the client instead; either way the page stays.
    expect(element.textContent).toContain('Voor');
    expect(element.textContent).toContain('Na');
    expect(element.textContent).not.toContain('kapot');
  });
});

describe('renderWithoutFailingBlocks', () => {
  const blocks = [fixtureBlock(1, 'faq'), fixtureBlock(2, 'html')];

  it('renders again without the block that threw and reports it', () => {
    const emit = vi.fn();
    const failure = new Error('no');
    const result = renderWithoutFailingBlocks(
      (guard) => {
        for (const block of blocks) {
          guard.current = block.id;
          if (guard.failed.has(block.id)) continue;
          if (block.id === 2) throw failure;
        }
        return [...guard.failed.keys()];
      },
      blocks,
      emit,
    );
    expect(result).toEqual([2]);
    expect(emit).toHaveBeenCalledExactlyOnceWith('error', {
      blockId: 2,
      type: 'html',
      error: failure,
    });
  });

  it('throws an error raised before any block, or again after its block was left out', () => {
    const emit = vi.fn();
    expect(() =>
      renderWithoutFailingBlocks(
        () => {
          throw new Error('frame');
        },
        blocks,
        emit,
      ),
    ).toThrow('frame');
    expect(() =>
      renderWithoutFailingBlocks(
        (guard) => {
          guard.current = 1;
          throw new Error('after the blocks');
        },
        blocks,
        emit,
      ),
    ).toThrow('after the blocks');
    expect(emit).toHaveBeenCalledTimes(1);
  });
});
