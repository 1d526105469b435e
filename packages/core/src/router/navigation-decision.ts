import type { Locale } from '@jobboard/schema';
import type { BoardUrl } from './board-url';
import type { RoutablePage } from './page-path-for';
import type { ResolvedRoute } from './resolved-route';

/** Why the board moves to another of its own URLs. */
export type RedirectReason =
  | 'redirect-rule'
  | 'coming-soon'
  | 'create-jobboard'
  | 'site-auth'
  /** A gate's own route while its gate is open (a published site's /create-jobboard). */
  | 'gate-closed'
  | 'employer-token'
  | 'login-required'
  | 'guest-only';

/**
 * What to do for a URL. Redirects replace the current history entry, so back does not return
 * to a URL that only redirects again.
 */
export type NavigationDecision<P extends RoutablePage = RoutablePage> =
  /** Leave the board: assign `window.location` (or answer with `status` on the server). */
  | { kind: 'redirect-external'; url: string; status: number }
  | {
      kind: 'redirect';
      reason: RedirectReason;
      to: BoardUrl;
      /** The redirect rule's status, for a server answering the request. */
      status?: number;
      /** The URL to store with `rememberPath`, to return to after login. */
      remember?: string;
    }
  /** Log the employer in with the token, then replace the URL with `then` and plan again. */
  | { kind: 'employer-login'; token: string; then: BoardUrl }
  /**
   * Load the locale's pages and config and set the locale, then plan again. In editor layout
   * the locale is set before the pages load (`setLocaleFirst`).
   */
  | { kind: 'load-locale'; locale: Locale; setLocaleFirst: boolean }
  | {
      kind: 'render';
      route: ResolvedRoute<P>;
      /** `layout=editor`: the editor preview. */
      editorMode: boolean;
      /** Detail pages show mock data in editor mode instead of loading an item. */
      mockDetailData: boolean;
    };

/** Every decision but rendering: what the pipeline's steps before the page may return. */
export type StepDecision = Exclude<NavigationDecision, { kind: 'render' }>;
