import type { PageStatus } from '../blocks-runtime/page-status-context';
import type { BoardController } from './create-board-controller';
import type { DocumentHead } from './document-head';

/** What `lazyDocumentHead` loads: document-head.ts. */
export interface DocumentHeadModule {
  createDocumentHead(doc: Document): DocumentHead;
}

export interface LazyDocumentHead {
  status: PageStatus;
  /**
   * Loads the head's code and follows the board's pages with it; returns the unsubscribe.
   * `onError` hears of a load that failed (the board then leaves the head as it is).
   */
  follow(board: BoardController, onError: (error: unknown) => void): () => void;
}

/**
 * The document's head of a standalone board (`documentHead`), its code a chunk of its own that
 * script-tag boards never load. `follow` starts loading it (with the board, before its first
 * page: the server wrote that page's head). What the page's blocks report before it arrives (an
 * item's title, a missing item) is reported to it then, in order; a report of a page the board
 * has since left is dropped.
 */
export function lazyDocumentHead(
  doc: Document,
  load: () => Promise<DocumentHeadModule>,
): LazyDocumentHead {
  let head: DocumentHead | undefined;
  let stopped = false;
  const reported: ((head: DocumentHead) => void)[] = [];
  const report = (call: (head: DocumentHead) => void) =>
    head ? call(head) : void reported.push(call);
  return {
    status: {
      notFound: () => report((loaded) => loaded.status.notFound()),
      subject: (title) => report((loaded) => loaded.status.subject(title)),
      describe: (description) => report((loaded) => loaded.status.describe?.(description)),
    },
    follow(board, onError) {
      let url: unknown;
      let unfollow: (() => void) | undefined;
      // Reports belong to the URL they were made on: a new one drops those still waiting.
      const unsubscribe = board.subscribe(() => {
        const state = board.getState();
        const shown = 'url' in state ? state.url : undefined;
        if (shown !== url) reported.length = 0;
        url = shown;
      });
      load().then(({ createDocumentHead }) => {
        if (stopped) return;
        const loaded = createDocumentHead(doc);
        unfollow = loaded.follow(board);
        head = loaded;
        for (const call of reported.splice(0)) call(loaded);
      }, onError);
      return () => {
        stopped = true;
        unsubscribe();
        unfollow?.();
      };
    },
  };
}
