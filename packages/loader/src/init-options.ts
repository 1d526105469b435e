import type { JobboardEventMap } from './board-events';

/** Options of `Jobboard('init', options)`; each one can also be a `data-*` attribute of the script tag. */
export interface InitOptions {
  /**
   * The instance name, so several boards can live on one page; the other commands take
   * `{name}` to address one.
   * @default 'default'
   */
  name?: string;
  /**
   * Where the board mounts: a CSS selector or an element.
   * @default the script's data-target, else the first element with a data-jobboard attribute
   */
  target?: string | HTMLElement;
  /** The board's API base URL; given, host resolution is skipped. */
  apiBase?: string;
  /**
   * The board's host name, as registered.
   * @default location.hostname; on a test host (`localhost`, `127.0.0.1`, `*.localhost`), the page's `?host=` when given
   */
  host?: string;
  /**
   * The origin of the host resolution service (`POST {origin}/api/v1/public/host`).
   * @default the origin of the loader script
   */
  hostService?: string;
  /**
   * The board's locale.
   * @default the URL's locale prefix, else the language the visitor last switched this board to,
   * else the browser's languages among the board's, else the board's default
   */
  locale?: string;
  /**
   * The visitor's languages, most preferred first, for a board whose `locale` and URL name none.
   * @default the browser's languages (`navigator.languages`)
   */
  preferredLocales?: readonly string[];
  /** The path the board lives under in history routing, e.g. `/jobs`. @default '' */
  basePath?: string;
  /** How the board keeps its route; core's default applies when absent. */
  routing?: 'history' | 'hash' | 'memory';
  /**
   * The first page of a board in memory routing (it has no address of its own), e.g. `/vacatures`.
   * @default '/'
   */
  initialPath?: string;
  /** Style isolation; core's default applies when absent. */
  isolation?: 'scoped' | 'shadow';
  /**
   * The CSP nonce core puts on the `<style>` and `<script>` elements it injects.
   * @default the nonce of the loader script
   */
  nonce?: string;
  /** Where login tokens are kept; core's default applies when absent. */
  tokenStorage?: 'cookie' | 'localStorage' | 'memory';
  /**
   * The directory the core bundle (`core.js`) is loaded from.
   * @default the loader's directory and the core version it was built with: `/sdk/0.1.0` for
   * `/sdk/loader.js` and `/sdk/0.1.0/loader.js` alike
   */
  sdkBase?: string;
}

/** Addresses one instance in the commands other than `init`. */
export interface NameOption {
  /** @default the script's data-name, else 'default' */
  name?: string;
}

export type LoaderErrorCode = 'api-unreachable' | 'bundle-failed' | 'no-target';

/** The payload of `error` events raised by the loader. */
export interface LoaderError {
  name: string;
  code: LoaderErrorCode;
  /** An English description of the failure. */
  message: string;
}

/** Every call `Jobboard(...)` accepts. */
export type JobboardCall =
  | [command: 'init', options?: InitOptions]
  | [command: 'navigate', href: string, options?: NameOption]
  | [command: 'setLocale', locale: string, options?: NameOption]
  | EventCall
  | [command: 'back' | 'forward', options?: NameOption]
  | [command: 'unmount', options?: NameOption];

/** `Jobboard('on' | 'off', name, handler)`: the handler receives that event's payload. */
export type EventCall = {
  [Name in keyof JobboardEventMap]: [
    command: 'on' | 'off',
    event: Name,
    handler: (payload: JobboardEventMap[Name]) => void,
    options?: NameOption,
  ];
}[keyof JobboardEventMap];

/**
 * The `window.Jobboard` function: each command with its arguments, and an event's handler typed
 * by the event's name (`Jobboard('on', 'job_apply_finish', (event) => event.job)`).
 */
export interface Jobboard {
  (command: 'init', options?: InitOptions): void;
  (command: 'navigate', href: string, options?: NameOption): void;
  (command: 'setLocale', locale: string, options?: NameOption): void;
  <Name extends keyof JobboardEventMap>(
    command: 'on' | 'off',
    event: Name,
    handler: (payload: JobboardEventMap[Name]) => void,
    options?: NameOption,
  ): void;
  (command: 'back' | 'forward', options?: NameOption): void;
  (command: 'unmount', options?: NameOption): void;
  /** A call held as a tuple (`Jobboard(...call)`). */
  (...call: JobboardCall): void;
}
