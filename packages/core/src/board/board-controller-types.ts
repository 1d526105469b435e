import type { JobboardClient } from '@jobboard/client';
import type { Page } from '@jobboard/schema';
import type { BoardEventMap, EventBus } from '../analytics/index';
import type { NavigateOptions } from '../blocks-runtime/block-context';
import type { BlockRegistry as RegistryType } from '../blocks-runtime/create-block-registry';
import type { BoardI18n } from '../i18n/create-i18n';
import type { BoardLocation } from '../router/board-location';
import type { BoardUrl, BoardUrlInput } from '../router/board-url';
import type { NavigationDecision } from '../router/navigation-decision';
import type { PathStorage } from '../router/remembered-path';
import type { SessionStore } from '../session/create-session-store';
import type { BoardStartData } from './board-start-data';

// The board controller's types: its state, what it is made of and what it offers.

export type RenderDecision = Extract<NavigationDecision<Page>, { kind: 'render' }>;

/** The board's state: what `BoardApp` renders. */
export type BoardState =
  | { phase: 'starting' }
  /** No API address: only the coming-soon screen can show (spec start flow). */
  | {
      phase: 'coming-soon';
      url: BoardUrl;
      /** The home the retry link goes to: in the URL's language. */
      home: string;
      /** The language the screen is in, named on the board's root. */
      locale: string;
    }
  | {
      phase: 'failed';
      message: string;
      /**
       * A failure the board tells in its own words (no answer, a time-out, an unreadable answer,
       * a loop of redirects), whose English `message` the page shows in the board's language.
       */
      transport?: TransportFailure;
      /** The home the error page links to: in the language the board was shown in, if any. */
      home: string;
      /** The language the failure is told in, when the board or its URL names one. */
      locale?: string;
    }
  /**
   * A server render reached a decision that needs what only the browser holds (its tokens): an
   * account page, the site password's gate, an employer token. The browser plans the URL itself.
   */
  | { phase: 'browser-only'; url: BoardUrl /** The locale the URL is in. */; locale: string }
  | {
      phase: 'ready';
      data: BoardStartData;
      url: BoardUrl;
      decision: RenderDecision;
      /** A navigation is loading (the progress bar shows). */
      navigating: boolean;
    };

export interface BoardControllerDeps {
  client: JobboardClient;
  i18n: BoardI18n;
  location: BoardLocation;
  registry: RegistryType;
  session: SessionStore;
  events?: EventBus<BoardEventMap>;
  host: string | undefined;
  apiBase: string | null;
  initialData?: BoardStartData | undefined;
  /** Where the path to return to after login is kept (session storage in the browser). */
  pathStorage?: PathStorage | undefined;
  /**
   * The remembered path's key in `pathStorage`: one per board (its host and base path), so two
   * boards of one page or origin keep their own. @default REMEMBERED_PATH_KEY
   */
  pathKey?: string | undefined;
  /** Leaves the board for an external redirect. */
  assign?: (url: string) => void;
  /** Loads the page again (the coming-soon screen's retry: the host may have a board by now). */
  reload?: () => void;
  /** The locale asked for by the options. */
  locale?: string | undefined;
  /**
   * The visitor's languages, most preferred first, for a start whose options and URL name no
   * locale (`BoardOptions.preferredLocales`, after the language last shown).
   */
  preferredLocales?: readonly (string | null | undefined)[] | undefined;
  /** Keeps a locale the visitor moved to after the start, for the next start's preferences. */
  rememberLocale?: (locale: string) => void;
  /**
   * The visitor's tokens (session, site password) are kept in a browser this controller cannot
   * read: a server render. Decisions that depend on them end in the `browser-only` state.
   * @default false
   */
  tokensInBrowser?: boolean;
  /**
   * Reads a page's block data before showing it (the browser; a server render prefetches its
   * page itself): the page appears with its content, not with placeholders that its data then
   * pushes the rest of the page down from. @default false
   */
  prefetchPageData?: boolean;
}

export interface BoardController {
  readonly client: JobboardClient;
  readonly i18n: BoardI18n;
  readonly location: BoardLocation;
  readonly registry: RegistryType;
  readonly session: SessionStore;
  readonly events: EventBus<BoardEventMap>;
  getState(): BoardState;
  subscribe(listener: () => void): () => void;
  /** Loads the start data (unless given), then plans the current URL. Resolves once ready or failed. */
  start(): Promise<void>;
  /** Goes to a board URL; `replace` puts it in place of the current history entry. */
  navigate(to: BoardUrlInput, options?: NavigateOptions): void;
  /** Shows the current page in another of the site's locales. */
  setLocale(locale: string): Promise<void>;
  /** The last redirect the board followed (a server answers with its status), or `null`. */
  lastRedirect(): { status: number; url: string } | null;
  /** Hands the data a server render prefetched to the blocks (SWR fallback). */
  setFallback(fallback: Record<string, unknown>): void;
  /** Plans the current URL again (after a login, a logout, a reconnect). */
  refresh(): void;
  /**
   * Reads the configuration and the site again in the current locale: a password-protected
   * site answers its pages once its password opened it (its site token is stored).
   */
  reloadSite(): Promise<void>;
  /**
   * Picks up a stored session (`session.restore()`) as a page load does: the visitor lands where
   * the URL says, not on a path remembered for after a login.
   */
  restoreSession(): Promise<unknown>;
  /** Reads and forgets the path a gate or the login guard sent the visitor away from. */
  takeRememberedPath(): string | null;
  /**
   * Remembers a board path (path and query) to return to after the visitor's next login, as the
   * login guard does: a guest a block sends to register or log in comes back to where they were.
   */
  rememberPath(path: string): void;
  destroy(): void;
}

/**
 * A failure the board tells in its own words: one the client finds itself (`ApiError.kind` other
 * than `http`), or a loop of redirect rules.
 */
export type TransportFailure = 'timeout' | 'network' | 'abort' | 'parse' | 'redirect-loop';
