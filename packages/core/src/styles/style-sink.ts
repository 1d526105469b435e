import { injectStyles } from '../theme/inject-styles';

/**
 * Where blocks and shell parts put their CSS. Every rule is written under `rootSelector` (the
 * board's root class), so nothing leaks into the host page.
 */
export interface StyleSink {
  /** The board root's selector, e.g. `.jb-board`. */
  rootSelector: string;
  /** Adds a style sheet once per id; adding an id again is a no-op. */
  add(id: string, css: string): void;
  /** Whether the sheet `id` was added: `useScopedStyles` then skips building its text again. */
  has?(id: string): boolean;
}

/** A sink that injects each sheet as a `<style>` into the board's root or shadow root. */
export function createDomStyleSink(
  target: ShadowRoot | HTMLElement | Document,
  { rootSelector, nonce }: { rootSelector: string; nonce?: string | undefined },
): StyleSink {
  const added = new Set<string>();
  return {
    rootSelector,
    add(id, css) {
      if (added.has(id)) return;
      added.add(id);
      injectStyles(target, css, { id: `jb-${id}`, nonce });
    },
    has: (id) => added.has(id),
  };
}

/** A sink that collects the sheets a server render used, in order, for the page's `<head>`. */
export function createCollectingStyleSink(rootSelector: string): StyleSink & {
  sheets(): { id: string; css: string }[];
} {
  const sheets = new Map<string, string>();
  return {
    rootSelector,
    add(id, css) {
      if (!sheets.has(id)) sheets.set(id, css);
    },
    has: (id) => sheets.has(id),
    sheets: () => Array.from(sheets, ([id, css]) => ({ id, css })),
  };
}
