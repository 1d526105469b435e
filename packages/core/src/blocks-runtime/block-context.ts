import type { JobboardClient } from '@jobboard/client';
import type { Locale, Page, Site, SiteConfig, SiteSettings } from '@jobboard/schema';
import type { BoardEventMap, BoardEventName } from '../analytics/analytics-events';
import type { BoardUrlInput } from '../router/board-url';

/** How a navigation goes into the history. */
export interface NavigateOptions {
  /** Takes the place of the current entry instead of adding one. */
  replace?: boolean;
}

/** The part of the current route a block reads. */
export interface BlockRoute {
  /** The path inside the board, without the base path. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The key of the item a detail page shows (job slug, organisation slug, ...). */
  readonly detailKey?: string;
}

/**
 * Everything a block sees of its board: locale, site, page, route, the API client and the
 * board's navigation and event hooks. The board app builds one per page render and keeps it
 * stable while nothing in it changes, so blocks do not re-render needlessly.
 */
export interface BlockContext {
  /** The locale the board shows, as the site configures it (`nl`, `en-US`, ...). */
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  readonly site: Site;
  readonly settings: SiteSettings;
  readonly config: SiteConfig;
  readonly page: Page;
  readonly route: BlockRoute;
  /** True in the editor layout: errors, unknown types and setting problems are shown. */
  readonly editor: boolean;
  readonly client: JobboardClient;
  /**
   * Goes to a board URL with the board's router; `replace` takes the place of the current
   * history entry (a page that moved to its own new address, so Back does not return to it).
   */
  navigate(to: BoardUrlInput, options?: NavigateOptions): void;
  /** The `href` of a link to a board URL in the board's location mode. */
  href(to: BoardUrlInput): string;
  /** Sends a board event (`error`, `block-settings-problem`, analytics events) to listeners. */
  emit<E extends BoardEventName>(event: E, payload: BoardEventMap[E]): void;
}
