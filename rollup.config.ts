import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { GetManualChunk, ModuleInfo, Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { minify, swc } from 'rollup-plugin-swc3';
import { compactStyles, withoutEditorTexts } from './scripts/embed-transforms';

// Every workspace package builds to ESM in its own dist/ (type declarations come from `tsc -b`).
// Dependencies stay external: consumers' bundlers dedupe them, and the server resolves them from
// node_modules. The embed and loader bundles of later issues are added as further entries here.

interface PackageManifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: Record<string, string>;
}

const packagesDir = 'packages';
// Packages that use Lingui macros compile through SWC with the Lingui plugin (DESIGN.md toolchain);
// the v5 id option keeps message ids equal to the ones `lingui extract` writes.
const linguiPackages = new Set(['core', 'editor']);

function transpiler(dir: string, descriptorFields: 'auto' | 'id-only' = 'auto') {
  if (!linguiPackages.has(dir)) return esbuild({ target: 'es2022', jsx: 'automatic' });
  return swc({
    tsconfig: false,
    sourceMaps: true,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      experimental: {
        plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true, descriptorFields }]],
      },
    },
  });
}

const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

function isExternal(manifest: PackageManifest) {
  const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return (id: string) =>
    nodeBuiltins.has(id) || deps.some((dep) => id === dep || id.startsWith(`${dep}/`));
}

function packageBuild(dir: string): RollupOptions | null {
  const root = join(packagesDir, dir);
  if (!existsSync(join(root, 'src/index.ts'))) return null;
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageManifest;
  const input: Record<string, string> = { index: join(root, 'src/index.ts') };
  if (manifest.bin && existsSync(join(root, 'src/cli.ts'))) input.cli = join(root, 'src/cli.ts');
  // core's server entry: Lingui macros are compiled only by the build, so Node renders from dist.
  if (existsSync(join(root, 'src/server.ts'))) input.server = join(root, 'src/server.ts');
  return {
    input,
    external: isExternal(manifest),
    plugins: [transpiler(dir), pruneStaleFiles({ topLevelOnly: true })],
    output: {
      dir: join(root, 'dist'),
      format: 'es',
      sourcemap: true,
      // No bare `import 'swr'` lines for what a chunk's imports import: every package here is
      // free of side effects, and an integrator's bundler warned about each such line.
      hoistTransitiveImports: false,
    },
  };
}

// The embed build of core, for the script tag: everything bundled, react aliased to
// preact/compat, one chunk per lazily imported block type and locale catalog, minified, and a
// manifest with the SRI hash of every file, so customers may pin the versioned URLs.
const preactAliases: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'use-sync-external-store/shim': 'preact/compat',
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

function aliasPreact(extra: Record<string, string> = {}): Plugin {
  return {
    name: 'alias-preact',
    async resolveId(source, importer, options) {
      const target = extra[source] ?? preactAliases[source];
      if (!target) return null;
      return this.resolve(target, importer, { isEntry: options.isEntry, skipSelf: true });
    },
  };
}

// The embed build resolves @jobboard/schema to its renderer index, which leaves out the block
// catalogue read synchronously. Rollup keeps a dynamically imported module in the chunk of any
// module that imports it statically, even one it tree-shakes away; through the catalogue every
// block type's settings definition would sit in the shared runtime chunk. Without it each
// definition is a chunk loaded with its block type (core's `catalogueSettings`). A block that
// needs the sync catalogue fails this build with a missing export rather than growing the runtime.
const schemaRendererIndex = join(packagesDir, 'schema/src/blocks/renderer-index.ts');

function schemaWithoutCatalogue(): Plugin {
  return {
    name: 'schema-without-catalogue',
    resolveId(source) {
      return source === '@jobboard/schema' ? this.resolve(schemaRendererIndex) : null;
    },
  };
}

/**
 * Removes what an earlier build left in a build's folder: chunk names carry content hashes, so
 * each build would otherwise add its files next to the old ones (the npm package would ship
 * them all). Runs after writing only (`npm run bench` generates in memory and leaves the folder
 * alone). `topLevelOnly`: only the folder's own hashed chunks (`name-AbC123xy.js`) and their
 * maps, for a package's `dist/`, which holds other builds' folders (types, embed) and files
 * (the loader's `loader.js`, which its own build writes) too.
 */
function pruneStaleFiles({ topLevelOnly = false } = {}): Plugin {
  return {
    name: 'prune-stale-files',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      const files = topLevelOnly
        ? readdirSync(options.dir).filter((file) => /-[\w-]{8}\.js(\.map)?$/.test(file))
        : readdirSync(options.dir, { recursive: true, encoding: 'utf8' });
      for (const file of files) {
        const path = join(options.dir, file);
        if (!(file in bundle) && statSync(path).isFile()) rmSync(path);
      }
    },
  };
}

function sriManifest(version: string): Plugin {
  return {
    name: 'sri-manifest',
    generateBundle(_options, bundle) {
      const files: Record<string, { integrity: string; size: number }> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName.endsWith('.map')) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const digest = createHash('sha384').update(source).digest('base64');
        files[fileName] = { integrity: `sha384-${digest}`, size: Buffer.byteLength(source) };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ version, entry: 'core.js', files }, null, 2)}\n`,
      });
    },
  };
}

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
  //   small rules several definitions and blocks share (options, default links, page sizes);
  // - SWR with the board's provider of its configuration.
  [
    'start',
    /client\/src\/(families\/public-calls|calls\/(content|jobs|site-config-reader)|read-list)\.ts$/,
  ],
  [
    'start',
    /schema\/src\/(blocks\/(settings\/[\w-]+|block-setting-problem|repair-block-settings|define-block|options|definitions\/(default-links|card-tabs-setting))|rules\/(sort-option|page-size|format-currency|substitute-placeholders|distance|favourites-enabled|breakpoints)|entities\/(site-config|segment))\.ts$/,
  ],
  [
    'start',
    /(node_modules\/(swr|dequal|superstruct)\/|core\/src\/blocks-runtime\/block-data-config\.tsx$)/,
  ],
  // The default routing's location with the helpers it shares with the hash and memory ones.
  [
    'history-location',
    /core\/src\/router\/(create-history-location|base-path|create-location-listeners)\.ts$/,
  ],
];

/** A block type's module: `core/src/blocks/<type>/<type>-block.tsx`, one chunk per type. */
const BLOCK_MODULE = /core\/src\/blocks\/([\w-]+)\/\1-block\.tsx$/;

/**
 * The block types that are the subject of a list or detail page (the job list, a job, news, an
 * article, landing pages, organisations): code only they share (pagination, list texts, route
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
function embedChunks(runtime: ReadonlySet<string> | undefined): GetManualChunk {
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
      return blocks.every((type) => LIST_PAGE_BLOCKS.has(type))
        ? 'list-blocks-common'
        : 'blocks-common';
    }
    const [type] = blocks;
    return types.size === 1 && type && blockTypes.has(type) ? `${type}-block` : undefined;
  };
}

/**
 * Chunks that import each other run in an order that leaves one's bindings uninitialized when
 * the other reads them ("Cannot access 'h' before initialization"): a block then fails to load.
 * The grouping above must never produce them, so the build stops when it does.
 */
const failOnCircularChunks: NonNullable<RollupOptions['onLog']> = (level, log, handler) => {
  handler(log.code === 'CIRCULAR_CHUNK' ? 'error' : level, log);
};

/** The embed build's options; `npm run bench` bundles it in memory to measure its chunks. */
export function embedBuild(runtime?: ReadonlySet<string>): RollupOptions | null {
  const entry = join(packagesDir, 'core/src/embed.ts');
  if (!existsSync(entry)) return null;
  const manifest = JSON.parse(
    readFileSync(join(packagesDir, 'core/package.json'), 'utf8'),
  ) as PackageManifest & { version: string };
  return {
    input: { core: entry },
    onLog: failOnCircularChunks,
    plugins: [
      aliasPreact(),
      schemaWithoutCatalogue(),
      nodeResolve({ browser: true, exportConditions: ['source', 'browser', 'module', 'import'] }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      transpiler('core', 'id-only'),
      withoutEditorTexts(),
      compactStyles(),
      minify({ module: true, compress: { passes: 2 }, mangle: true }),
      sriManifest(manifest.version),
      pruneStaleFiles(),
    ],
    output: {
      dir: join(packagesDir, 'core/dist/embed'),
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: embedChunks(runtime),
      onlyExplicitManualChunks: runtime !== undefined,
      sourcemap: true,
    },
  };
}

/** The modules rendered into `core.js` and its static imports, by a first build in memory. */
async function embedRuntimeModules(): Promise<Set<string>> {
  const options = embedBuild();
  if (!options) return new Set();
  const { rollup } = await import('rollup');
  const plugins = (options.plugins as Plugin[]).filter(
    (plugin) => !['sri-manifest', 'minify'].some((name) => plugin.name?.includes(name)),
  );
  const bundle = await rollup({ ...options, plugins, onLog: () => undefined });
  const { output } = await bundle.generate({ format: 'es', dir: 'unused' });
  await bundle.close();
  const chunks = new Map(
    output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
  );
  const runtime = new Set<string>();
  const visit = (fileName: string, seen: Set<string>) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0) runtime.add(id);
    }
    for (const imported of chunk.imports) visit(imported, seen);
  };
  visit('core.js', new Set());
  return runtime;
}

/** The embed build in two passes: the runtime's modules first, then its chunks grouped. */
export async function groupedEmbedBuild(): Promise<RollupOptions | null> {
  return embedBuild(await embedRuntimeModules());
}

/**
 * core's server render as the standalone host uses it (`@jobboard/core/server-preact`): react
 * aliased to preact/compat, as in the embed build the host's pages hydrate with. React and preact
 * number `useId` ids differently: with React's server HTML, labels and descriptions kept React's
 * ids while preact gave re-rendered fields its own, so a search field lost its label after the
 * first search. Everything that imports react is bundled with the alias; one file for Node.
 */
export function preactServerBuild(): RollupOptions | null {
  const entry = join(packagesDir, 'core/src/server.ts');
  if (!existsSync(entry)) return null;
  return {
    input: { server: entry },
    external: (id) => nodeBuiltins.has(id) || id === 'jsdom',
    onLog: failOnCircularChunks,
    plugins: [
      aliasPreact({ 'react-dom/server': 'preact-render-to-string' }),
      nodeResolve({ exportConditions: ['source', 'node', 'module', 'import'] }),
      commonjs(),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': '"production"' } }),
      transpiler('core'),
    ],
    output: {
      dir: join(packagesDir, 'core/dist/server-preact'),
      format: 'es',
      inlineDynamicImports: true,
      sourcemap: true,
    },
  };
}

export default async () =>
  [
    ...readdirSync(packagesDir).map(packageBuild),
    await groupedEmbedBuild(),
    preactServerBuild(),
  ].filter((build): build is RollupOptions => build !== null);
