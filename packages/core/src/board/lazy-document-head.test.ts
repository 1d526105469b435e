import { describe, expect, it, vi } from 'vitest';
import type { BoardController, BoardState } from './create-board-controller';
import type { DocumentHead } from './document-head';
import { type DocumentHeadModule, lazyDocumentHead } from './lazy-document-head';

/** A board whose state the test sets, as far as the head's loader reads it. */
function fakeBoard() {
  let state: BoardState = { phase: 'starting' };
  const listeners = new Set<() => void>();
  const board = {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as BoardController;
  const show = (path: string) => {
    state = { phase: 'ready', url: { path, query: new URLSearchParams() } } as BoardState;
    for (const listener of listeners) listener();
  };
  return { board, show, listeners };
}

/** The head's module, arriving when the test resolves it; its head records what it is told. */
function deferredModule() {
  const calls: string[] = [];
  const unfollow = vi.fn();
  const head: DocumentHead = {
    status: {
      notFound: () => calls.push('not found'),
      subject: (title) => calls.push(`subject ${title}`),
    },
    follow: vi.fn(() => {
      calls.push('follow');
      return unfollow;
    }),
  };
  let arrive: (module: DocumentHeadModule) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const load = () =>
    new Promise<DocumentHeadModule>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    });
  return {
    load,
    calls,
    unfollow,
    arrive: () => arrive({ createDocumentHead: () => head }),
    fail: (error: unknown) => fail(error),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('lazyDocumentHead', () => {
  it('tells the head what the page reported before its code arrived, after it follows the board', async () => {
    const module = deferredModule();
    const { board, show } = fakeBoard();
    const head = lazyDocumentHead(document, module.load);
    head.follow(board, () => undefined);
    show('/vacature/first');
    head.status.subject('Job first');
    expect(module.calls).toEqual([]);
    module.arrive();
    await settle();
    expect(module.calls).toEqual(['follow', 'subject Job first']);
    // Once there, reports go to it at once.
    head.status.notFound();
    expect(module.calls).toEqual(['follow', 'subject Job first', 'not found']);
  });

  it('drops what a page the board has since left reported', async () => {
    const module = deferredModule();
    const { board, show } = fakeBoard();
    const head = lazyDocumentHead(document, module.load);
    head.follow(board, () => undefined);
    show('/vacature/missing');
    head.status.notFound();
    show('/vacature/first');
    head.status.subject('Job first');
    module.arrive();
    await settle();
    expect(module.calls).toEqual(['follow', 'subject Job first']);
  });

  it('does nothing with code that arrives after the board is gone', async () => {
    const module = deferredModule();
    const { board, show, listeners } = fakeBoard();
    const head = lazyDocumentHead(document, module.load);
    const stop = head.follow(board, () => undefined);
    show('/vacature/first');
    head.status.subject('Job first');
    stop();
    expect(listeners.size).toBe(0);
    module.arrive();
    await settle();
    expect(module.calls).toEqual([]);
  });

  it('stops following the board with the head once it is there', async () => {
    const module = deferredModule();
    const { board } = fakeBoard();
    const stop = lazyDocumentHead(document, module.load).follow(board, () => undefined);
    module.arrive();
    await settle();
    stop();
    expect(module.unfollow).toHaveBeenCalledTimes(1);
  });

  it('hands a failed load to onError', async () => {
    const module = deferredModule();
    const onError = vi.fn();
    lazyDocumentHead(document, module.load).follow(fakeBoard().board, onError);
    const error = new TypeError('Failed to fetch dynamically imported module');
    module.fail(error);
    await settle();
    expect(onError).toHaveBeenCalledWith(error);
  });
});
