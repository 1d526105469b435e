import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { minify, swc } from 'rollup-plugin-swc3';
import { embedChunks } from './scripts/embed-chunks';
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

/**
 * The modules a board page loads before its first render, by the name the server's page
 * preloads use (`packages/server/src/sdk/page-preloads.ts`): `$1` is the block type or locale.
 */
const NAMED_MODULES: readonly [RegExp, string][] = [
  [/core\/src\/blocks\/([\w-]+)\/\1-block\.tsx$/, 'block:$1'],
  [/schema\/src\/blocks\/definitions\/([\w-]+)\.ts$/, 'definition:$1'],
  [/core\/src\/i18n\/locales\/([\w-]+)\/messages\.ts$/, 'catalog:$1'],
  [/schema\/src\/blocks\/texts\/([\w-]+)\.ts$/, 'texts:$1'],
  [/core\/src\/blocks-runtime\/block-data-config\.tsx$/, 'block-data'],
  [/client\/src\/families\/public-calls\.ts$/, 'public-calls'],
  [/client\/src\/calls\/site-config-reader\.ts$/, 'config-reader'],
  [/core\/src\/router\/create-history-location\.ts$/, 'history-location'],
  [/core\/src\/board\/keep-typed-text\.ts$/, 'keep-typed-text'],
  [/core\/src\/board\/(document-head|browser-extras|frame-parts)\.ts$/, '$1'],
  [/core\/src\/cookies\/cookie-bar\.tsx$/, 'cookie-bar'],
];

/**
 * manifest.json: every file with its SRI hash and size (customers may pin the versioned URLs),
 * each chunk's static imports, and the chunk of each named module (`NAMED_MODULES`), from which
 * the server writes a page's `modulepreload` links.
 */
function sriManifest(version: string): Plugin {
  return {
    name: 'sri-manifest',
    generateBundle(_options, bundle) {
      const files: Record<string, { integrity: string; size: number; imports?: string[] }> = {};
      const modules: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName.endsWith('.map')) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        const digest = createHash('sha384').update(source).digest('base64');
        files[fileName] = { integrity: `sha384-${digest}`, size: Buffer.byteLength(source) };
        if (output.type !== 'chunk') continue;
        if (output.imports.length > 0) files[fileName].imports = output.imports;
        for (const id of output.moduleIds) {
          const path = id.replaceAll('\\', '/');
          for (const [pattern, name] of NAMED_MODULES) {
            const found = pattern.exec(path);
            if (found) modules[name.replace('$1', found[1] ?? '')] = fileName;
          }
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.json',
        source: `${JSON.stringify({ version, entry: 'core.js', files, modules }, null, 2)}\n`,
      });
    },
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
