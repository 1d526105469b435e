import type { BlockRegistration } from '../blocks-runtime/block-registration';
import type { BlockReplacements } from '../blocks-runtime/block-replacement';
import type { BoardStartData } from './board-start-data';

/** Options of `mount()` and `<JobBoard>`. */
export interface BoardOptions {
  /**
   * The board's API base URL, as host resolution answers it (`''` for the page's own origin).
   * Without it the board shows /coming-soon.
   */
  apiBase: string | null;
  /**
   * The board's host name as registered; sent as `X-Site-Host` so an embedded board gets its
   * own site from a shared API.
   * @default the page's host name in the browser (on a test host, `localhost`, `127.0.0.1` or
   * `*.localhost`, the board its `?host=` query names), none on the server
   */
  host?: string | undefined;
  /**
   * The locale to show first (a code of the site's languages).
   * @default the URL's locale prefix, else `preferredLocales`' choice, else the site's default language
   */
  locale?: string | undefined;
  /**
   * The visitor's languages, most preferred first (BCP 47 codes, as `navigator.languages`), for
   * a board whose `locale` option and URL name none: the first the site has, exactly or by its
   * language part (en-GB finds en-US), is shown. Given (and no `locale`), the board remembers the
   * language the visitor switches it to (localStorage `jobboard:<name>:locale`) and prefers it on
   * the next visit, so a switch to the default language (no URL prefix) lasts. The script tag's
   * loader passes the browser's languages.
   * @default none: the site's default language
   */
  preferredLocales?: readonly string[] | undefined;
  /**
   * The path the board lives under, e.g. `/jobs`: in history routing the address bar's path, in
   * hash routing the fragment's; in memory routing (and in a server render) the board's links are
   * written under it, so a link opened in a new tab or copied leads to the host page's board.
   * @default ''
   */
  basePath?: string | undefined;
  /**
   * Where the board keeps its route: `history` (real paths; the host must rewrite deep links to
   * the page), `hash` (`#/job-list`) or `memory` (nothing in the address bar).
   * @default 'history'
   */
  routing?: 'history' | 'hash' | 'memory' | undefined;
  /**
   * The first board path in memory routing.
   * @default '/'
   */
  initialPath?: string | undefined;
  /**
   * `scoped`: the board's CSS is scoped under its root class in the host document. `shadow`: the
   * board renders into a shadow root (its CSS and the host's cannot meet; see docs/embed.md for
   * the caveats).
   * @default 'scoped'
   */
  isolation?: 'scoped' | 'shadow' | undefined;
  /**
   * Where login tokens are kept.
   * @default 'localStorage' in the browser, 'memory' on the server
   */
  tokenStorage?: 'cookie' | 'localStorage' | 'memory' | undefined;
  /** The page's CSP nonce, put on every `<style>` and `<script>` the board injects. */
  nonce?: string | undefined;
  /**
   * The integrator's own block types, from `defineCustomBlock`.
   * @default none
   */
  blocks?: readonly BlockRegistration[] | undefined;
  /**
   * Components that replace those of built-in block types.
   * @default none
   */
  replacements?: BlockReplacements | undefined;
  /**
   * The board keeps the document's `<title>`, description meta, `og:title`, `og:description` and
   * `<html lang>` in step with the page it shows, by the rule of the server's render (the page's
   * title, else its label), and, when the document came with a canonical link (the server's),
   * that link and `og:url`. For a board that is the whole page, as the standalone host serves
   * it; leave it off when the board is one part of another site's page, whose head is that
   * site's.
   * @default false
   */
  documentHead?: boolean | undefined;
  /**
   * The state a server render used (`renderBoardToString().state`): the board starts from it
   * without loading configuration and site. `mount` hydrates the server's HTML inside the
   * element with it; `<JobBoard>` renders afresh (React owns its element, so no server HTML is
   * in it).
   */
  initialData?: BoardStartData | undefined;
  /**
   * The instance name, for several boards on one page; it is part of the root class and the
   * storage keys.
   * @default 'default'
   */
  name?: string | undefined;
  /**
   * The fetch the API client uses.
   * @default globalThis.fetch
   */
  fetch?: typeof fetch | undefined;
}
