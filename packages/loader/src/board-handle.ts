/**
 * The contract with the core embed bundle (`${sdkBase}/core.js`). The loader imports nothing,
 * so these types mirror core's `mount()` instead of importing them.
 */

/** A handler for a board event; `error` handlers receive a {@link LoaderError}. */
export type EventHandler = (payload: unknown) => void;

export interface MountOptions {
  apiBase: string;
  host: string;
  locale?: string;
  basePath?: string;
  routing?: 'history' | 'hash' | 'memory';
  isolation?: 'scoped' | 'shadow';
  nonce?: string;
  tokenStorage?: 'cookie' | 'localStorage' | 'memory';
  name?: string;
}

export interface BoardHandle {
  navigate(href: string): void;
  setLocale(locale: string): Promise<void> | void;
  on(event: string, handler: EventHandler): void;
  off(event: string, handler: EventHandler): void;
  unmount(): void;
}

export interface CoreModule {
  mount(element: HTMLElement, options: MountOptions): BoardHandle;
}

/** Imports the core embed bundle from its URL. */
export type LoadCore = (url: string) => Promise<unknown>;
