import { JSDOM } from 'jsdom';

import { createHtmlSanitizer, type SanitizerWindow } from '../../html/create-html-sanitizer';
import type { BoardOptions } from '../board-options';
import { type BoardHandle, mount } from '../mount';
import { type RenderBoardResult, renderBoardToString } from '../render-board-to-string';
import { FAKE_HOST, TEST_BLOCKS } from './fake-board-api';

/** The sanitizer a server render of the tests uses: DOMPurify over jsdom, as on a server. */
export const serverSanitizer = createHtmlSanitizer(
  new JSDOM('').window as unknown as SanitizerWindow,
);

/** A server render of a fake board's page, as the standalone host renders one. */
export function renderTestPage(
  fetch: typeof globalThis.fetch,
  {
    url = '/vacatures',
    blocks = TEST_BLOCKS,
  }: { url?: string; blocks?: BoardOptions['blocks'] } = {},
): Promise<RenderBoardResult> {
  return renderBoardToString({
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    url,
    sanitizer: serverSanitizer,
    blocks,
    fetch,
  });
}

/**
 * A server render's HTML placed in the document as a host page serves it, for hydration tests:
 * the element to mount into, the server's root element (hydration must keep it) and the state
 * to hand over as `initialData`.
 */
export function placeServerPage(result: RenderBoardResult) {
  if (result.kind !== 'page' || !result.state) throw new Error('The render gave no page.');
  const element = document.createElement('div');
  element.innerHTML = result.html;
  document.body.append(element);
  return { element, serverRoot: element.firstElementChild, state: result.state };
}

/**
 * After a test of mounted boards: unmounts them and clears what they left in the document and
 * in local storage (the tests that count style elements and scripts start from nothing).
 */
export function unmountBoards(handles: BoardHandle[]): void {
  for (const handle of handles.splice(0)) handle.unmount();
  document.body.replaceChildren();
  for (const node of document.head.querySelectorAll('style[data-jb-style], link, script')) {
    node.remove();
  }
  localStorage.clear();
}

/**
 * A board of the fake API mounted in memory routing on a new element in the body, its handle
 * added to `handles` (for {@link unmountBoards}); `options` lay over the test defaults.
 */
export function mountTestBoard(
  handles: BoardHandle[],
  options: Partial<BoardOptions> & Pick<BoardOptions, 'fetch'>,
): { element: HTMLElement; handle: BoardHandle } {
  const element = document.createElement('div');
  document.body.append(element);
  const handle = mount(element, {
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    routing: 'memory',
    blocks: TEST_BLOCKS,
    initialPath: '/',
    ...options,
  });
  handles.push(handle);
  return { element, handle };
}
