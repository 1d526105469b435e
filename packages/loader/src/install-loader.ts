import type { BoardHandle, CoreModule, EventHandler, LoadCore } from './board-handle';
import { CORE_VERSION } from './core-version';
import { findBoard } from './find-board';
import type { InitOptions, NameOption } from './init-options';
import { ERROR_CODES, ERROR_MESSAGES, showError } from './show-error';

/** A call as the stub queued it: the `arguments` of `Jobboard(...)`. */
type QueuedCall = ArrayLike<unknown> & Iterable<unknown>;

/** `window.Jobboard`: the stub's queue before the loader runs, the loader's function after. */
interface JobboardGlobal {
  (...call: unknown[]): void;
  /** Calls the stub queued before the loader arrived. */
  q?: QueuedCall[];
  /** Set by the loader: it marks the loader as present and takes a later copy of the script tag. */
  s?: (script: HTMLScriptElement) => void;
}

type Commands = Record<string, (...args: unknown[]) => void>;

/** One named board: the commands the loader handles itself; others go to core's handle. */
interface Board {
  init(options?: InitOptions): void;
  on(event: string, handler: EventHandler): void;
  off(event: string, handler: EventHandler): void;
  unmount(): void;
  /** Forwards a command of core's handle (navigate, setLocale) once the latest init settled. */
  f(command: string, args: unknown[]): void;
  /** Set once the board was inited. */
  i?: 1;
}

/**
 * The defaults a script tag gives: its CSP nonce, its data-* attributes (data-api-base becomes
 * apiBase) and the SDK directory of {@link CORE_VERSION} next to it: `/sdk/<version>` for `/sdk/loader.js` and `/sdk/<version>/loader.js` alike. Values are
 * passed on as written; core validates them.
 */
export function readScriptOptions(script: HTMLScriptElement): InitOptions {
  const src = new URL('./', script.src);
  return {
    sdkBase: src.href.replace(`${CORE_VERSION}/`, '') + CORE_VERSION,
    nonce: script.nonce,
    ...script.dataset,
  };
}

/**
 * Installs the loader as `window.Jobboard`: replays the stub's queue in order and inits the board
 * of a script tag with data-target. A second execution (the tag pasted twice, or added again by
 * a SPA) finds the marker and only hands its script tag over, so nothing is reset or mounted twice.
 *
 * `Jobboard(command, ...args)` takes the board's name from the last argument when it is an
 * options object, else the script's data-name, else 'default'. It never throws: a bad call is
 * logged. A board's init finds its API while the core bundle loads, then mounts core;
 * a failure shows a short message in the mount point and raises `error`.
 */
export function installLoader(
  script: HTMLScriptElement,
  loadCore: LoadCore = (url) => import(/* @vite-ignore */ url),
): void {
  const global = window as unknown as { Jobboard?: JobboardGlobal };
  const existing = global.Jobboard;
  if (existing?.s) {
    existing.s(script);
    return;
  }

  const defaults = readScriptOptions(script);
  const boards: Record<string, Board> = {};
  /** Settles when the document is parsed, so a mount point later in the page is found. */
  const domReady = new Promise((resolve) =>
    document.readyState === 'loading' ? addEventListener('DOMContentLoaded', resolve) : resolve(0),
  );
  const nameOf = (name?: string) => name || defaults.name || 'default';
  const log = (error: unknown) => console.error(error);

  const createBoard = (name: string): Board => {
    /** Every `on` registration, attached to each mount of this board. */
    let handlers: [event: string, handler: EventHandler][] = [];
    // Bumped by init and unmount, so an init that was overtaken never mounts or reports.
    let generation = 0;
    /** Settles when the latest init has mounted or failed. */
    let mounting: Promise<unknown> = Promise.resolve();
    /** The forwarded commands in the order they were made, each waiting for the latest init. */
    let ready = mounting;
    let target: Element | undefined;
    let handle: BoardHandle | undefined;
    let alert: Element | undefined;

    const unmount = () => {
      generation++;
      alert?.remove();
      const mounted = handle;
      handle = target = alert = undefined;
      mounted?.unmount();
    };

    const mount = async (init?: InitOptions) => {
      const own = generation;
      const options: InitOptions = { ...defaults, ...init };
      // A test host (localhost, 127.0.0.1, [::1], *.localhost) takes the board's host from the
      // page's `?host=` (builder.md §4): the rule of @jobboard/schema's pageBoardHost, copied
      // because the loader imports nothing.
      const here = location.hostname;
      const host =
        options.host ||
        (/^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/.test(here) &&
          new URLSearchParams(location.search).get('host')?.trim()) ||
        here;
      // All three at once. A core module that did not load is logged and undefined; the API
      // base is 0 for a service that cannot be reached or fails, null for an unknown host.
      const [module, apiBase] = await Promise.all([
        loadCore(options.sdkBase!.replace(/\/?$/, '/core.js')).catch(log),
        findBoard(options, host).catch(() => 0 as const),
        domReady,
      ]);
      if (own !== generation) return;
      let element: (HTMLElement & { jb?: () => void }) | null | undefined;
      // An invalid selector finds no element, as a selector that matches nothing: `no-target`.
      try {
        element =
          typeof options.target === 'object'
            ? options.target
            : document.querySelector(options.target || '[data-jobboard]');
      } catch {}
      let code = 2;
      if (element) {
        // The element keeps the release (unmount) of the board it holds: a new board takes it over.
        element.jb?.();
        element.jb = () => target === element && unmount();
        target = element;
        code = apiBase === 0 ? 0 : 1;
        // A host no board is registered for (null) mounts too: core shows its /coming-soon screen
        // (spec start flow: no API address for the host), in the board's language, with a retry.
        if (apiBase !== 0) {
          try {
            // Everything but the loader's own options is passed on as given; core validates it. A
            // missing module or mount() throws here: the bundle is not what the loader expects.
            handle = (module as CoreModule).mount(element, {
              // Core chooses the locale unless the options name one: the URL's prefix, else the
              // language the visitor last switched this board to, else the browser's, else the
              // site's. An init's own preferredLocales replace the browser's.
              preferredLocales: navigator.languages,
              ...options,
              apiBase,
              host,
              name,
            });
            for (const [event, handler] of handlers) handle.on(event, handler);
            return;
          } catch (error) {
            // Without the module, its failed import is what the console shows (logged above).
            if (module) log(error);
          }
        }
        alert = showError(element, code);
      }
      const payload = { name, code: ERROR_CODES[code], message: ERROR_MESSAGES[code] };
      // Each handler runs in its own task: one that throws stops neither the others nor the board.
      for (const [event, handler] of handlers) {
        if (event === 'error') setTimeout(handler, 0, payload);
      }
    };

    return {
      init(options) {
        unmount();
        mounting = mount(options).catch(log);
      },
      on(event, handler) {
        if (typeof handler !== 'function')
          throw new TypeError(`Jobboard: on("${event}") needs a function`);
        handlers.push([event, handler]);
        handle?.on(event, handler);
      },
      off(event, handler) {
        handlers = handlers.filter((entry) => entry[0] !== event || entry[1] !== handler);
        handle?.off(event, handler);
      },
      unmount,
      f(command, args) {
        ready = ready
          .then(() => mounting)
          .then(() => {
            const run = handle && (handle as unknown as Commands)[command];
            if (run) run(...args);
            // No board to run it: a name never inited, or unmounted, or whose init failed.
            else throw new Error(`Jobboard: no mounted board ${name} with ${command}`);
          })
          .catch(log);
      },
    };
  };

  const jobboard = (command: string, ...args: unknown[]) => {
    try {
      const last = args.at(-1);
      const name = nameOf(typeof last === 'object' ? (last as NameOption | null)?.name : '');
      const board = boards[name] ?? createBoard(name);
      boards[name] = board;
      if (command === 'init') board.i = 1;
      if (!(command in board)) board.f(command, args);
      else (board[command as 'init'] as (...values: unknown[]) => void)(...args);
    } catch (error) {
      log(error);
    }
  };
  /** Inits the board of a script tag with data-target, unless its board was ever inited. */
  const addScript = (tag: HTMLScriptElement) => {
    const options = readScriptOptions(tag);
    if (tag.dataset.target && !boards[nameOf(options.name)]?.i) jobboard('init', options);
  };
  (jobboard as JobboardGlobal).s = addScript;
  global.Jobboard = jobboard as JobboardGlobal;
  // The queue first: a queued init of the script's own board takes over from the data-target one,
  // and queued navigate or setLocale calls wait for the init made after them.
  for (const call of existing?.q ?? []) (jobboard as JobboardGlobal)(...call);
  addScript(script);
}
