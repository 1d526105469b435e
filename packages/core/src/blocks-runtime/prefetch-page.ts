import type { Locale, Page } from '@jobboard/schema';
import type { BlockContext } from './block-context';
import type { BlockRegistry } from './create-block-registry';
import type { DataRequest } from './data-request';
import { readBlockSettings } from './read-block-settings';

export interface PrefetchPageOptions {
  page: Page;
  registry: BlockRegistry;
  /** The context the page's blocks will render with; their requests are built from it. */
  context: BlockContext;
  /**
   * The locale whose stored settings the requests are built from.
   * @default context.locale
   */
  locale?: Locale;
  /** Told of each request's read as it starts (a browser's page move shares them with SWR). */
  onRead?: (key: string, read: Promise<unknown>) => void;
}

export interface PrefetchFailure {
  /** The request key, or `block:{id}` when a block's `requests` function itself threw. */
  key: string;
  error: unknown;
}

export interface PrefetchResult {
  /** Data by request key: pass it as SWR's `fallback` when rendering and hydrating. */
  fallback: Record<string, unknown>;
  /** Requests that failed; their blocks fetch again in the browser. */
  errors: PrefetchFailure[];
}

/**
 * Fetches the data a page's blocks declare, for SSR: loads the blocks' modules (with their
 * settings parsers for the locale, so they then render synchronously), gathers their
 * requests from their parsed settings, fetches each key once and in parallel. A failing
 * request is recorded in `errors` and left out; the prefetch itself never rejects.
 */
export async function prefetchPage(options: PrefetchPageOptions): Promise<PrefetchResult> {
  const { page, registry, context } = options;
  const locale = options.locale ?? context.locale;
  const types = page.blocks.map((block) => block.name);
  // The blocks render in the context's locale: its settings parsers load too when `locale` differs.
  await Promise.all(
    [...new Set([locale, context.locale])].map((each) => registry.preload(types, each)),
  );
  const requests = new Map<string, DataRequest<unknown>>();
  const errors: PrefetchFailure[] = [];
  for (const block of page.blocks) {
    const registration = registry.get(block.name);
    const declare = registry.loaded(block.name, locale)?.requests;
    if (!registration || !declare) continue;
    const { settings } = readBlockSettings(registration, block, locale, context.defaultLocale);
    try {
      for (const request of declare(settings, context)) {
        if (!requests.has(request.key)) requests.set(request.key, request);
      }
    } catch (error) {
      errors.push({ key: `block:${block.id}`, error });
    }
  }
  const fallback: Record<string, unknown> = {};
  await Promise.all(
    [...requests.values()].map(async (request) => {
      try {
        const read = request.fetch(context.client);
        options.onRead?.(request.key, read);
        fallback[request.key] = await read;
      } catch (error) {
        errors.push({ key: request.key, error });
      }
    }),
  );
  return { fallback, errors };
}
