import type { BoardHandle, CoreModule, EventHandler, LoadCore, MountOptions } from './board-handle';
import { fetchBoardLanguages } from './fetch-board-languages';
import type { InitOptions, LoaderErrorCode } from './init-options';
import { pickLocale } from './pick-locale';
import { resolveApiBase } from './resolve-api-base';
import { errorMessage, showError } from './show-error';

export interface LoaderDeps {
  /**
   * Imports the core bundle. Dynamic `import()` needs no eval, so it works under a CSP without
   * unsafe-eval; tests replace it because happy-dom cannot import a URL.
   */
  loadCore?: LoadCore;
  /** @default the global fetch */
  fetch?: typeof fetch;
}

/** What the boards of one loader share. */
export interface BoardContext {
  /** The script tag's options, filling in what an init leaves out. */
  defaults: InitOptions;
  deps: LoaderDeps;
  /** Takes an element for a board: the board that held it before releases it (unmounts). */
  claim(target: HTMLElement, release: () => void): void;
}

/** The commands of one named board; `Jobboard(command, ...args)` calls them. */
export interface BoardCommands {
  init(options?: InitOptions): void;
  navigate(href: string): void;
  setLocale(locale: string): void;
  on(event: string, handler: EventHandler): void;
  off(event: string, handler: EventHandler): void;
  unmount(): void;
}

const MOUNT_KEYS = ['basePath', 'routing', 'isolation', 'nonce', 'tokenStorage'] as const;

const importCore: LoadCore = (url) => import(/* @vite-ignore */ url);

const domReady = () =>
  new Promise((resolve) => {
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', resolve, { once: true });
    } else resolve(0);
  });

function findTarget(target: InitOptions['target']): HTMLElement | null {
  if (target && typeof target !== 'string') return target;
  try {
    return document.querySelector<HTMLElement>(target || '[data-jobboard]');
  } catch {
    return null;
  }
}

function routePath(routing: InitOptions['routing']): string {
  if (routing === 'memory') return '';
  return routing === 'hash' ? location.hash.slice(1) : location.pathname;
}

/**
 * One named board: its init resolves the host, picks the locale and mounts core, while the
 * bundle loads alongside. Failures show a message in the mount point and raise `error` events.
 */
export function createBoard(name: string, context: BoardContext): BoardCommands {
  const { defaults, deps } = context;
  /** Every `on` registration, attached to each mount of this board. */
  let handlers: [event: string, handler: EventHandler][] = [];
  // Bumped by init and unmount, so an init that was overtaken never mounts or reports.
  let generation = 0;
  /** Settles when the latest init has mounted or failed; later commands wait for it. */
  let ready: Promise<unknown> = Promise.resolve();
  let target: HTMLElement | undefined;
  let handle: BoardHandle | undefined;
  let alert: HTMLElement | undefined;

  function fail(code: LoaderErrorCode, locale: string | undefined) {
    const message = errorMessage(code);
    if (target) alert = showError(target, code, locale);
    for (const [event, handler] of handlers) {
      try {
        if (event === 'error') handler({ name, code, message });
      } catch (error) {
        console.error(error);
      }
    }
  }

  function unmount() {
    generation++;
    alert?.remove();
    const mounted = handle;
    handle = target = alert = undefined;
    mounted?.unmount();
  }

  async function mount(init: InitOptions | undefined, current: () => boolean) {
    const options: InitOptions = { ...defaults, ...init };
    const fetchImpl = deps.fetch ?? fetch;
    const host = options.host || location.hostname;
    const core = (deps.loadCore ?? importCore)(
      `${(options.sdkBase ?? '').replace(/\/?$/, '/')}core.js`,
    ).catch(() => undefined) as Promise<CoreModule | undefined>;
    const apiBase = options.apiBase
      ? Promise.resolve(options.apiBase)
      : resolveApiBase(options.hostService ?? location.origin, host, fetchImpl);
    // Read after the target is known; until then a rejection must not go unhandled.
    apiBase.catch(() => undefined);
    await domReady();
    if (!current()) return;
    const element = findTarget(options.target);
    if (!element) return fail('no-target', options.locale);
    context.claim(element, () => target === element && unmount());
    target = element;
    // `''` marks an unreachable service, `null` an unknown host.
    const base = await apiBase.catch(() => '');
    if (!current()) return;
    if (!base) return fail(base === null ? 'unknown-host' : 'api-unreachable', options.locale);
    const locale = pickLocale({
      option: options.locale,
      path: routePath(options.routing),
      basePath: options.basePath,
      browserLanguages: navigator.languages ?? [],
      languages: options.locale ? undefined : await fetchBoardLanguages(base, host, fetchImpl),
    });
    const module = await core;
    if (!current()) return;
    const mountOptions: MountOptions = { apiBase: base, host, name };
    if (locale) mountOptions.locale = locale;
    for (const key of MOUNT_KEYS) {
      if (options[key]) Object.assign(mountOptions, { [key]: options[key] });
    }
    try {
      // A missing module or mount() throws here too: the bundle is not what the loader expects.
      handle = module!.mount(element, mountOptions);
    } catch {
      return fail('bundle-failed', locale);
    }
    for (const [event, handler] of handlers) handle.on(event, handler);
  }

  // Commands wait for the init before them, so they apply in the order they were made.
  function whenMounted(command: (mounted: BoardHandle) => unknown) {
    ready = ready
      .then(async () => {
        if (handle) await command(handle);
      })
      .catch(console.error);
  }

  return {
    init(options) {
      unmount();
      const own = generation;
      ready = mount(options, () => generation === own).catch(console.error);
    },
    navigate: (href) => whenMounted((mounted) => mounted.navigate(href)),
    setLocale: (locale) => whenMounted((mounted) => mounted.setLocale(locale)),
    on(event, handler) {
      handlers.push([event, handler]);
      handle?.on(event, handler);
    },
    off(event, handler) {
      handlers = handlers.filter((entry) => entry[0] !== event || entry[1] !== handler);
      handle?.off(event, handler);
    },
    unmount,
  };
}
