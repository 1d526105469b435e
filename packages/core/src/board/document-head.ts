import type { PageStatus } from '../blocks-runtime/page-status-context';
import { formatBoardUrl } from '../router/board-url';
import type { BoardController } from './create-board-controller';
import { canonicalPathOf, missingItemDescriptionOf, pageHeadOf } from './page-head';

/** The document's head kept in step with a board's page (`documentHead`). */
export interface DocumentHead {
  /**
   * What the page's blocks report: an item's title titles the document, a missing item's page
   * has no canonical address.
   */
  status: PageStatus;
  /** Follows the board's pages; returns the unsubscribe. */
  follow(board: BoardController): () => void;
}

/**
 * The head of a board that is the whole page, as the standalone server writes it: the title,
 * `og:title`, the description and `og:description` meta (left out for a page without one) and
 * `<html lang>`; and, when the document came with a canonical link (the server's), the canonical
 * link and `og:url` of each page (`canonicalPathOf`, at the board's address: under its base
 * path, on the link's origin), removed on a page the server gives none (a 404, a missing item, a
 * page behind a login). A document without a canonical link gets none, nor does a board in hash
 * routing, whose pages share the host page's address.
 */
export function createDocumentHead(doc: Document): DocumentHead {
  const head = doc.head;
  const canonical = head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  let origin: string | undefined;
  try {
    if (canonical) origin = new URL(canonical.href).origin;
  } catch {
    // Not an address: the board leaves the canonical link alone.
  }

  // As the server's document has them: a tag for a value, none without one.
  const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
    let meta = head.querySelector(`meta[${attribute}="${key}"]`);
    if (!content) return meta?.remove();
    if (!meta) {
      meta = doc.createElement('meta');
      meta.setAttribute(attribute, key);
      head.append(meta);
    }
    meta.setAttribute('content', content);
  };

  /** Sets the canonical address to a board location's `href`, or removes it (`null`). */
  const setCanonical = (location: string | null) => {
    if (!canonical || !origin) return;
    const href = location === null ? '' : new URL(location, origin).href;
    setMeta('property', 'og:url', href);
    if (!href) return canonical.remove();
    canonical.href = href;
    if (!canonical.isConnected) head.append(canonical);
  };

  const setDescription = (description: string) => {
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
  };

  let followed: BoardController | undefined;

  const setTitle = (title: string) => {
    if (doc.title !== title) doc.title = title;
    setMeta('property', 'og:title', title);
  };

  return {
    status: {
      // As the server's 404 for a missing item: no canonical address, the not-found page's
      // description rather than the detail page's.
      notFound: () => {
        setCanonical(null);
        const state = followed?.getState();
        if (state?.phase === 'ready') setDescription(missingItemDescriptionOf(state));
      },
      subject: setTitle,
      describe: setDescription,
    },
    // Once per URL, not per page: two items of one detail page share its title, and the second
    // may report none of its own (not found), which left the first item's name on the tab. A
    // detail block titles the document with its item after.
    follow(board) {
      followed = board;
      let shown = '';
      // Hash routing: the board's pages share the host page's address, and its canonical link.
      if (board.location.href('/').includes('#')) origin = undefined;
      const update = () => {
        const state = board.getState();
        if (state.phase !== 'ready' || state.navigating) return;
        const { title, description, locale } = pageHeadOf(state);
        const key = `${formatBoardUrl(state.url)}\n${locale}`;
        if (key === shown) return;
        // The server's structured data (a job's JobPosting) and its links to the page in other
        // languages describe the page it rendered: they go with the first move, as the browser
        // writes none for the next page.
        if (shown !== '') {
          const served = 'script[type="application/ld+json"], link[rel="alternate"][hreflang]';
          for (const element of head.querySelectorAll(served)) element.remove();
        }
        shown = key;
        if (title) doc.title = title;
        setMeta('property', 'og:title', title);
        doc.documentElement.lang = locale;
        setDescription(description);
        const path = canonicalPathOf(state);
        setCanonical(path === null ? null : board.location.href(path));
      };
      // The page shown already, when the board started before this chunk arrived.
      update();
      return board.subscribe(update);
    },
  };
}
