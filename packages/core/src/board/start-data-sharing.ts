import type { BlockSettings, Page } from '@jobboard/schema';
import type { BoardStartData } from './board-start-data';

/**
 * The block settings a server render's state holds once though several pages use them: a global
 * block (the navbar, the footer) has the same settings on every page, and repeated they were 107
 * KB of a 129 KB state. `values` holds each once; `at` says where each goes, three numbers a
 * place: the block (by id), its settings entry (by index), then the value's index. By the block's
 * id, so a state whose pages or blocks were filtered still finds its blocks.
 */
export interface SharedBlockSettings {
  values: unknown[];
  at: number[];
}

/** Settings shorter than this (as JSON) stay where they are: a reference would save little. */
const MIN_SHARED_LENGTH = 200;

/**
 * The state of a server render with each repeated block settings value kept once
 * ({@link SharedBlockSettings}); the browser's `mount` restores it ({@link unshareBlockSettings}).
 */
export function shareBlockSettings(data: BoardStartData): BoardStartData {
  const { pages } = data.site;
  // The API's answer as it came: a malformed part (blocks or settings that are no list, an entry
  // that is no object) is left as it is.
  const entriesOf = (block: unknown): BlockSettings[] | null => {
    const settings = (block as { settings?: unknown } | null)?.settings;
    return Array.isArray(settings) ? settings : null;
  };
  const keyOf = (entry: BlockSettings | null | undefined) => {
    const json = entry?.settings === undefined ? '' : JSON.stringify(entry.settings);
    return json.length >= MIN_SHARED_LENGTH ? json : null;
  };
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const block of Array.isArray(page?.blocks) ? page.blocks : []) {
      for (const entry of entriesOf(block) ?? []) {
        const key = keyOf(entry);
        if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  const indexes = new Map<string, number>();
  const shared: SharedBlockSettings = { values: [], at: [] };
  const sharedPages = pages.map((page) => {
    if (!Array.isArray(page?.blocks)) return page;
    return {
      ...page,
      blocks: page.blocks.map((block) => {
        const entries = entriesOf(block);
        if (!entries || typeof block.id !== 'number') return block;
        return {
          ...block,
          settings: entries.map((entry, entryIndex) => {
            const key = keyOf(entry);
            if (key === null || (counts.get(key) ?? 0) < 2) return entry;
            let index = indexes.get(key);
            if (index === undefined) {
              index = shared.values.push(entry.settings) - 1;
              indexes.set(key, index);
            }
            shared.at.push(block.id, entryIndex, index);
            return { ...entry, settings: {} };
          }),
        };
      }),
    };
  });
  if (shared.values.length === 0) return data;
  return { ...data, site: { ...data.site, pages: sharedPages }, sharedBlockSettings: shared };
}

/**
 * The state as the server read it, from one {@link shareBlockSettings} made: each shared value
 * back in its places (one object in all of them: the board reads a block's settings once per
 * object). A state without shared settings is returned as it is; a place that does not exist is
 * skipped.
 */
export function unshareBlockSettings(data: BoardStartData): BoardStartData {
  const shared = data.sharedBlockSettings;
  if (!shared) return data;
  // Where each place goes, by block id: copies of the blocks it changes (the caller's state
  // stays as it was), their settings filled in below.
  const wanted = new Set(shared.at.filter((_, index) => index % 3 === 0));
  const copies = new Map<number, BlockSettings[]>();
  const pages: Page[] = data.site.pages.map((page) =>
    Array.isArray(page?.blocks)
      ? {
          ...page,
          blocks: page.blocks.map((block) => {
            if (!wanted.has(block?.id) || !Array.isArray(block.settings)) return block;
            const settings = [...block.settings];
            copies.set(block.id, settings);
            return { ...block, settings };
          }),
        }
      : page,
  );
  for (let i = 0; i + 2 < shared.at.length; i += 3) {
    const [block = -1, entry = -1, value = -1] = shared.at.slice(i, i + 3);
    const settings = copies.get(block);
    const current = settings?.[entry];
    if (!settings || !current || !(value in shared.values)) continue;
    settings[entry] = { ...current, settings: shared.values[value] as typeof current.settings };
  }
  const { sharedBlockSettings: _shared, ...rest } = data;
  return { ...rest, site: { ...data.site, pages } };
}
