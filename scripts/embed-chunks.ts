// How core's embed build (rollup.config.ts) groups its modules into chunks: the runtime as one
// file, what every board loads before its first blocks, code several block types share, and one
// chunk per block type. `npm run bench -- --only=sizes` prints what each group weighs.
import type { GetManualChunk, ModuleInfo } from 'rollup';

/**
 * Modules of the embed build grouped into named chunks. The job event payload is shared by
 * the job-details block and its lazily loaded apply dialog (whose texts are a catalog part of
 * their own, so apply-messages.ts travels with the dialog alone); left to
 * Rollup they sit in the block's chunk, which then exports them to the dialog's chunk and is no
 * longer the block module's own chunk. Lazily loaded parts (the floating menus and comboboxes,
 * DOMPurify, the apply dialog) are in no group, so nothing loads them before they are needed,
 * and no module the runtime imports is listed: its group would load with the runtime.
 */
const EMBED_GROUPS: readonly [group: string, pattern: RegExp][] = [
  ['job-details-common', /core\/src\/analytics\/job-event-payload\.ts$/],
  // What every board loads while it reads its configuration and before its first blocks render,
  // as one file (as ten files, gzipped one by one, they weighed 1.4 KB more):
  // - the public calls, with the list reader and the job and content calls they import (other
  //   families import the list reader from it; a board has loaded it by the time they load);
  // - the configuration's reader (`getConfiguration` loads it alongside its request);
  // - what the block types' settings definitions are made of, superstruct included, with the
  //   small rules several definitions and blocks share (options, default links, page sizes, the
  //   longest texts: the search input's keyword, the job form's fields; the query-string forms a
  //   job query accepts);
  // - SWR with the board's provider of its configuration.
  [
    'start',
    /client\/src\/(families\/public-calls|calls\/(content|jobs|site-config-reader)|read-list)\.ts$/,
  ],
  [
    'start',
    /schema\/src\/(blocks\/(settings\/[\w-]+|block-setting-problem|problem-text|repair-block-settings|define-block|options|definitions\/(default-links|card-tabs-setting))|rules\/(sort-option|page-size|format-currency|substitute-placeholders|distance|favourites-enabled|breakpoints|job-limits)|entities\/(site-config|segment|query-value))\.ts$/,
  ],
  [
    'start',
    /(node_modules\/(swr|dequal|superstruct)\/|core\/src\/blocks-runtime\/block-data-config\.tsx$)/,
  ],
  // The default routing's location with the helpers it shares with the hash and memory ones
  // (the scroll memory with the hash one: on its own it was one more file before the first render;
  // where an entry was left from, which the job page's back button reads too, likewise).
  [
    'history-location',
    /core\/src\/router\/(create-history-location|window-location|base-path|create-location-listeners|scroll-memory|history-entry-from)\.ts$/,
  ],
];

/** A block type's module: `core/src/blocks/<type>/<type>-block.tsx`, one chunk per type. */
const BLOCK_MODULE = /core\/src\/blocks\/([\w-]+)\/\1-block\.tsx$/;

/**
 * The block types that are the subject of a list or detail page (the job list, a job, news, an
 * article, landing pages, organisations, candidates): code only they share (pagination, list texts, route
 * queries, not-found handling) goes to `list-blocks-common`, so a page composed of the other
 * blocks (the home page: navbar, search, call to action, job cards, footer) does not load it.
 */
const LIST_PAGE_BLOCKS: ReadonlySet<string> = new Set([
  'job-list',
  'job-details',
  'news-feed',
  'cms-article',
  'landing-pages',
  'organisation-search',
  'organisation',
  'candidate-list',
  'candidate-details',
]);

/**
 * The block types of a page with a form of its own (contact, the account page and forms, the job
 * alert page): code only they and the list and detail blocks share (the API error texts, the
 * server text translation with its message-id hash) goes to `form-blocks-common`, which neither
 * the home page nor a job list loads.
 */
const FORM_PAGE_BLOCKS: ReadonlySet<string> = new Set([
  'account',
  'contact',
  'job-alerts',
  'login',
  'register',
  'password-forgot',
  'password-change',
]);

/** The block types nearly every page has: what they share with another type loads everywhere. */
const EVERY_PAGE_BLOCKS: ReadonlySet<string> = new Set(['navbar', 'footer']);

/** A module needed at first render by this many block types or more goes to `blocks-common`. */
const COMMON_MIN_BLOCKS = 3;

/**
 * The block types (by their module) that import each module statically at first render, beyond
 * the runtime: a module of at least {@link COMMON_MIN_BLOCKS} goes to `blocks-common` (SWR, the
 * data requests, links, the job card, the formatters, their messages), a module of one block
 * type to that type's chunk. Dynamic imports' targets (lazily loaded parts) keep their own chunks.
 * Left to Rollup, each set of importers gets a chunk of its own: the demo's home page loaded 48
 * small files.
 *
 * The runtime's lazily loaded parts (the cookie bar, the error screens, the progress bar) are
 * users too, named `lazy:<module>`: a module one block type shares with them stays out of that
 * block's chunk (the cookie bar loaded the job list's and the job page's chunks, 10 KB, for its
 * dialog's focus trap and a shell text).
 */
function blockUsers(
  getModuleInfo: (id: string) => ModuleInfo | null,
  ids: readonly string[],
  runtime: ReadonlySet<string>,
): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  /** The modules `from` imports statically, itself included, short of the runtime and lazy parts. */
  const reach = (from: string) => {
    const seen = new Set<string>();
    const pending = [from];
    while (pending.length > 0) {
      const id = pending.pop() as string;
      if (seen.has(id) || runtime.has(id) || getModuleInfo(id)?.isIncluded === false) continue;
      if (id !== from && getModuleInfo(id)?.dynamicImporters.length) continue;
      seen.add(id);
      pending.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  for (const block of ids) {
    const type = BLOCK_MODULE.exec(block.replaceAll('\\', '/'))?.[1];
    if (!type) continue;
    for (const id of reach(block)) users.set(id, (users.get(id) ?? new Set()).add(type));
  }
  for (const part of ids) {
    const path = part.replaceAll('\\', '/');
    if (runtime.has(part) || BLOCK_MODULE.test(path) || DEFINITION_MODULE.test(path)) continue;
    const importers = getModuleInfo(part)?.dynamicImporters ?? [];
    if (!importers.some((importer) => runtime.has(importer))) continue;
    for (const id of reach(part)) users.get(id)?.add(`${LAZY_PART}${part}`);
  }
  return users;
}

/** How {@link blockUsers} names a lazily loaded part of the runtime among a module's users. */
const LAZY_PART = 'lazy:';

/** A block type's settings definition in the schema: `schema/src/blocks/definitions/<type>.ts`. */
const DEFINITION_MODULE = /schema\/src\/blocks\/definitions\/([\w-]+)\.ts$/;

/**
 * The embed build's chunks: the groups above, and with the runtime's modules known (the modules
 * of `core.js` and its static imports in a first build) the runtime as one chunk (`embed`),
 * `blocks-common`, and per block type one chunk with its component, its settings definition and
 * the modules only it imports. With `onlyExplicitManualChunks` a group holds just its modules,
 * not their dependencies too.
 */
export function embedChunks(runtime: ReadonlySet<string> | undefined): GetManualChunk {
  let users: Map<string, Set<string>> | undefined;
  let blockTypes: Set<string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    const path = id.replaceAll('\\', '/');
    const group = EMBED_GROUPS.find(([, pattern]) => pattern.test(path))?.[0];
    if (group || !runtime) return group;
    if (runtime.has(id)) return 'embed';
    users ??= blockUsers(getModuleInfo, [...getModuleIds()], runtime);
    blockTypes ??= new Set([...users.values()].flatMap((types) => [...types]));
    const definitionOf = DEFINITION_MODULE.exec(path)?.[1];
    const types = definitionOf ? new Set([definitionOf]) : users.get(id);
    if (!types) return undefined;
    const blocks = [...types].filter((type) => !type.startsWith(LAZY_PART));
    if (
      blocks.length >= COMMON_MIN_BLOCKS ||
      (blocks.length > 1 && blocks.some((type) => EVERY_PAGE_BLOCKS.has(type)))
    ) {
      if (blocks.every((type) => LIST_PAGE_BLOCKS.has(type))) return 'list-blocks-common';
      return blocks.every((type) => LIST_PAGE_BLOCKS.has(type) || FORM_PAGE_BLOCKS.has(type))
        ? 'form-blocks-common'
        : 'blocks-common';
    }
    const [type] = blocks;
    return types.size === 1 && type && blockTypes.has(type) ? `${type}-block` : undefined;
  };
}
