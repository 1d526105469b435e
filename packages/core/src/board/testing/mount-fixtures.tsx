import { type Context, type ReactNode, useContext } from 'react';
import { object, string } from 'superstruct';
import { defineCustomBlock } from '../../blocks-runtime/define-custom-block';
import type { BoardOptions } from '../board-options';
import { type BoardHandle, mount } from '../mount';
import { FAKE_HOST, type FakeApiOptions, fakeBoardApi, TEST_BLOCKS } from './fake-board-api';

/**
 * The boards a test mounted, {@link setUp} adding to them. Each test file that uses them runs
 * `afterEach(() => unmountBoards(handles))`, so that no board outlives its test.
 */
export const handles: BoardHandle[] = [];

/** A test board's options: memory routing over the fake API's `fetch`. */
export function boardOptions(fetch: BoardOptions['fetch'], options: Partial<BoardOptions> = {}) {
  return {
    apiBase: 'https://api.test',
    host: FAKE_HOST,
    routing: 'memory',
    blocks: TEST_BLOCKS,
    fetch,
    ...options,
  } satisfies BoardOptions;
}

/**
 * A board of a new fake API (`api`) mounted at `path` on a new element in the body, its handle
 * added to {@link handles}; `options` lay over {@link boardOptions}.
 */
export function setUp(path: string, api: FakeApiOptions = {}, options: Partial<BoardOptions> = {}) {
  const fake = fakeBoardApi(api);
  const element = document.createElement('div');
  document.body.append(element);
  const handle = mount(element, boardOptions(fake.fetch, { initialPath: path, ...options }));
  handles.push(handle);
  return { element, handle, fake };
}

/**
 * The test text block (type `test-text`, its one setting `text`) rendered by `Body`, which may
 * read the board's contexts as a block does.
 */
export function testTextBlockOf(Body: (props: { text: string }) => ReactNode) {
  return defineCustomBlock<{ text: string }>({
    type: 'test-text',
    struct: object({ text: string() }),
    defaults: { text: '' },
    load: () => Promise.resolve({ component: ({ settings }) => <Body text={settings.text} /> }),
  });
}

/** The test text block, showing a session context's value in `attribute` as a block reads it. */
export function contextShowingBlock(attribute: string, context: Context<boolean>) {
  return testTextBlockOf(({ text }) => (
    <p data-testid="text" {...{ [attribute]: String(useContext(context)) }}>
      {text}
    </p>
  ));
}

/** The texts of the test text blocks under `root`, in document order. */
export const texts = (root: ParentNode) =>
  Array.from(root.querySelectorAll('[data-testid="text"]'), (node) => node.textContent);
