import { injectedStyleIds, injectStyles, removeStyles } from '../theme/inject-styles';

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

/** A DOM sink's board-long ownership of the sheets it added. */
export interface DomStyleSink extends StyleSink {
  /**
   * Counts the marked sheets already in the target as this board's too: a hydrating board's
   * server-rendered ones, which it may not all add itself, and which count as added (`has`).
   */
  adopt(): void;
  /**
   * Lets go of the board's sheets: each is removed once no other board on the target uses it.
   * Adding does nothing after.
   */
  release(): void;
}

type StyleTarget = ShadowRoot | HTMLElement | Document;

/**
 * How many sinks use each style element of a target (a document's head, a shadow root): two
 * boards on one page share their elements, and the last one to unmount removes them.
 */
const users = new WeakMap<StyleTarget, Map<string, number>>();

/** A sink that injects each sheet as a `<style>` into the board's root or shadow root. */
export function createDomStyleSink(
  target: StyleTarget,
  { rootSelector, nonce }: { rootSelector: string; nonce?: string | undefined },
): DomStyleSink {
  const added = new Set<string>();
  // The element ids (`jb-…`) this sink counts as a user of, once each.
  const owned = new Set<string>();
  let released = false;
  const own = (elementId: string) => {
    if (owned.has(elementId)) return;
    owned.add(elementId);
    const counts = users.get(target) ?? new Map<string, number>();
    users.set(target, counts);
    counts.set(elementId, (counts.get(elementId) ?? 0) + 1);
  };
  return {
    rootSelector,
    add(id, css) {
      // A late render of an unmounted board would leave a sheet nobody releases.
      if (released || added.has(id)) return;
      added.add(id);
      injectStyles(target, css, { id: `jb-${id}`, nonce });
      own(`jb-${id}`);
    },
    has: (id) => added.has(id),
    adopt() {
      if (released) return;
      for (const elementId of injectedStyleIds(target)) {
        own(elementId);
        // The server wrote it from the same code: hydrating blocks need not build it again.
        if (elementId.startsWith('jb-')) added.add(elementId.slice(3));
      }
    },
    release() {
      if (released) return;
      released = true;
      const counts = users.get(target);
      for (const elementId of owned) {
        const left = (counts?.get(elementId) ?? 1) - 1;
        if (left > 0) {
          counts?.set(elementId, left);
          continue;
        }
        counts?.delete(elementId);
        removeStyles(target, elementId);
      }
      owned.clear();
    },
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
