import type { Page } from '@jobboard/schema';
import { readKey } from '../blocks-runtime/read-key';
import { shareRead } from '../blocks-runtime/shared-reads';
import type { BoardUrl } from '../router/board-url';
import type { NavigationDecision } from '../router/navigation-decision';
import { atMost } from './at-most';
import { type BoardStartData, siteSettingsOf } from './board-start-data';
import { blockContextFor } from './board-view';
import type { BoardController } from './create-board-controller';

/** How long a move waits for the new page's block data before showing it anyway. */
export const NAVIGATION_DATA_WAIT_MS = 3_000;

/**
 * The data a page's blocks declare, read before the board shows the page (`prefetchPage`, as a
 * server render reads it), by request key for SWR's `fallback`: the page appears whole. Shown at
 * once, each block's content pushed the page down as it came (a layout shift of 0.35 to 0.88 a
 * move on a phone). At most {@link NAVIGATION_DATA_WAIT_MS}: the answers in by then go to the
 * page; the blocks read what failed themselves, and take up a read still on its way
 * (`shareRead`) rather than asking again. The reading code is a chunk of its own.
 */
export async function readPageData(
  controller: BoardController,
  data: BoardStartData,
  url: BoardUrl,
  decision: Extract<NavigationDecision<Page>, { kind: 'render' }>,
  page: Page,
): Promise<Record<string, unknown>> {
  const ready = { phase: 'ready' as const, data, url, decision, navigating: false };
  const detailKey = decision.route.kind === 'page' ? decision.route.detailKey : undefined;
  // Under the keys the blocks read them with: a signed-in visitor's public job reads are their
  // own on a site that anonymizes jobs (the answers were read with their token).
  const signedIn =
    siteSettingsOf(data.site).anonymizeJobs && controller.session.getSnapshot().status !== 'guest';
  // Each answer as it comes: those in by the end of the wait go to the page, though another
  // read is still on its way; a read still on its way is taken up by its block (useBlockData).
  const answered: Record<string, unknown> = {};
  const read = import('../blocks-runtime/prefetch-page').then(({ prefetchPage }) =>
    prefetchPage({
      page,
      registry: controller.registry,
      context: blockContextFor(controller, ready, page, url, detailKey),
      onRead: (key, each) => {
        const shared = readKey(key, signedIn);
        shareRead(controller.client, shared, each);
        each.then(
          (value) => {
            answered[shared] = value;
          },
          () => undefined,
        );
      },
    }),
  );
  await atMost(read, NAVIGATION_DATA_WAIT_MS).catch(() => undefined);
  return { ...answered };
}
