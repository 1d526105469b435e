/**
 * The contract with the core embed bundle (`${sdkBase}/core.js`). The loader imports nothing,
 * so these types mirror core's `mount()` instead of importing them.
 */

/** A handler for a board event; `error` handlers receive a {@link LoaderError}. */
export type EventHandler = (payload: unknown) => void;

export interface MountOptions {
  apiBase: string | null;
  host?: string | undefined;
  /**
   * `undefined` lets core choose: the URL's locale prefix, else the first of `preferredLocales`
   * the site has, else the site's default language.
   */
  locale?: string | undefined;
  /** The browser's languages; core puts the language the board was last shown in first. */
  preferredLocales?: readonly string[] | undefined;
  basePath?: string | undefined;
  routing?: 'history' | 'hash' | 'memory' | undefined;
  initialPath?: string | undefined;
  isolation?: 'scoped' | 'shadow' | undefined;
  nonce?: string | undefined;
  tokenStorage?: 'cookie' | 'localStorage' | 'memory' | undefined;
  name?: string | undefined;
}

export interface BoardHandle {
  navigate(href: string): void;
  setLocale(locale: string): Promise<void> | void;
  on(event: string, handler: EventHandler): void;
  off(event: string, handler: EventHandler): void;
  /** Back in the board's history (the board's own in memory routing). */
  back(): void;
  /** Forward again after `back()`. */
  forward(): void;
  unmount(): void;
}

export interface CoreModule {
  mount(element: HTMLElement, options: MountOptions): BoardHandle;
}

/** Imports the core embed bundle from its URL. */
export type LoadCore = (url: string) => Promise<unknown>;
