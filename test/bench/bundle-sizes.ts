import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import type { BenchFigure } from './figures';

/** A realistic import of a browser-facing package: what an integrator's bundler would ship. */
export interface BundleEntry {
  id: string;
  label: string;
  /** Module source, bundled from the repository root. */
  contents: string;
}

export const bundleEntries: BundleEntry[] = [
  {
    id: 'schema.all',
    label: '@jobboard/schema, everything',
    contents: "export * from '@jobboard/schema';",
  },
  {
    id: 'schema.parse',
    label: '@jobboard/schema, parseBlockSettings only',
    contents: "export { parseBlockSettings } from '@jobboard/schema';",
  },
  {
    id: 'client.all',
    label: '@jobboard/client, everything',
    contents: "export * from '@jobboard/client';",
  },
];

/** Bundles an entry for browsers, minified, and returns its minified and gzip -9 sizes. */
export async function measureBundle(entry: BundleEntry): Promise<BenchFigure[]> {
  const result = await build({
    stdin: { contents: entry.contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    treeShaking: true,
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return [
    {
      id: `${entry.id}.min`,
      label: `${entry.label} (minified)`,
      value: code.byteLength,
      unit: 'bytes',
    },
    {
      id: `${entry.id}.gzip`,
      label: `${entry.label} (gzip -9)`,
      value: gzipSync(code, { level: 9 }).byteLength,
      unit: 'bytes',
    },
  ];
}

// --- The embed build of @jobboard/core (rollup.config.ts), bundled in memory -------------------

/** The demo board's home page, top to bottom (issue 5's budget). */
export const HOME_PAGE_BLOCKS = [
  'navbar',
  'search-job',
  'call-to-action',
  'job-per-segment',
  'featured-jobs',
  'footer',
] as const;

/** The locale the demo board renders in first: its catalog loads before the first render. */
const FIRST_LOCALE = 'nl';

interface EmbedChunk {
  fileName: string;
  /** Files imported statically: they load before this one runs. */
  imports: string[];
  gzip: number;
  /** The module the chunk was made for, when it is an entry or a dynamic import's target. */
  facade: string | null;
  /** The modules rendered into the chunk. */
  modules: string[];
  /** Each module's code as rendered into the chunk (before minification), for `--modules`. */
  moduleCode: Map<string, string>;
}

const gzipOf = (code: string) => gzipSync(code, { level: 9 }).byteLength;

async function bundleEmbed(): Promise<Map<string, EmbedChunk>> {
  const { rollup } = await import('rollup');
  const { groupedEmbedBuild } = await import('../../rollup.config');
  const options = await groupedEmbedBuild();
  if (!options) throw new Error('packages/core/src/embed.ts is missing');
  const bundle = await rollup({
    ...options,
    // Quiet, except that chunks importing each other fail the figures as they fail the build.
    onLog: (_level, log) => {
      if (log.code === 'CIRCULAR_CHUNK') throw new Error(log.message);
    },
  });
  const outputOptions = Array.isArray(options.output) ? options.output[0] : options.output;
  const { output } = await bundle.generate({ ...outputOptions, sourcemap: false });
  await bundle.close();
  const chunks = new Map<string, EmbedChunk>();
  for (const file of output) {
    if (file.type !== 'chunk') continue;
    chunks.set(file.fileName, {
      fileName: file.fileName,
      imports: file.imports,
      gzip: gzipOf(file.code),
      facade: file.facadeModuleId,
      modules: Object.keys(file.modules).map((id) => id.replaceAll('\\', '/')),
      moduleCode: new Map(
        Object.entries(file.modules).map(([id, module]) => [
          id.replaceAll('\\', '/'),
          module.code ?? '',
        ]),
      ),
    });
  }
  return chunks;
}

/** A file with everything it imports statically, as a browser loads them. */
function withImports(chunks: Map<string, EmbedChunk>, fileName: string, into: Set<string>) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) withImports(chunks, imported, into);
  return into;
}

/** The chunk a module is in (its own, or a group's such as a block type's with its definition). */
function chunkFor(chunks: Map<string, EmbedChunk>, moduleEnd: string): EmbedChunk {
  for (const chunk of chunks.values()) {
    if (chunk.facade?.replaceAll('\\', '/').endsWith(moduleEnd)) return chunk;
  }
  for (const chunk of chunks.values()) {
    if (chunk.modules.some((id) => id.endsWith(moduleEnd))) return chunk;
  }
  throw new Error(`no chunk holds ${moduleEnd}`);
}

const sumGzip = (chunks: Map<string, EmbedChunk>, files: Set<string>) =>
  [...files].reduce((sum, file) => sum + (chunks.get(file)?.gzip ?? 0), 0);

/** The block types registered in core's builtin-blocks.ts, in its order. */
function builtinBlockTypes(): string[] {
  const source = readFileSync('packages/core/src/blocks/builtin-blocks.ts', 'utf8');
  return [...source.matchAll(/defineBuiltinBlock\(\s*'([\w-]+)'/g)].map((match) => match[1] ?? '');
}

/** The runtime's files, and the home page's first render's (see `embedSizeFigures`). */
function runtimeAndHome(chunks: Map<string, EmbedChunk>): {
  runtime: Set<string>;
  home: Set<string>;
} {
  const runtime = withImports(chunks, 'core.js', new Set());
  const home = new Set(runtime);
  const lazyForFirstRender = [
    `core/src/i18n/locales/${FIRST_LOCALE}/messages.ts`,
    // The block catalogue's default texts of the first locale (their files are lower case).
    `schema/src/blocks/texts/${FIRST_LOCALE.toLowerCase()}.ts`,
    'core/src/blocks-runtime/block-data-config.tsx',
    // The client's public calls and the configuration's reader (configuration, site and pages
    // are read before anything renders), and the location of the script tag's default routing.
    'client/src/families/public-calls.ts',
    'client/src/calls/site-config-reader.ts',
    'core/src/router/create-history-location.ts',
    // Not DOMPurify: the call to action's text is plain markup (a heading and a paragraph), which
    // renders without it (isPlainMarkup); the browser figure checks that it does not load.
    ...HOME_PAGE_BLOCKS.flatMap((type) => [
      `core/src/blocks/${type}/${type}-block.tsx`,
      `schema/src/blocks/definitions/${type}.ts`,
    ]),
  ];
  for (const facade of lazyForFirstRender) {
    withImports(chunks, chunkFor(chunks, facade).fileName, home);
  }
  return { runtime, home };
}

/**
 * The embed build's figures, each file gzip -9 on its own as a server sends it: the runtime
 * without any block (core.js and its static imports), the home page's first render (the runtime,
 * the first locale's catalog and default texts, SWR, the client's public calls, the history
 * location, and each home block's chunk and settings
 * definition, all with their static imports; styles are injected by the JS, so the CSS is inside
 * these figures), and each block type's own chunk. What a browser loads before the home page is
 * complete is checked against this list by `npm run bench -- --only=browser`.
 */
export async function embedSizeFigures(): Promise<BenchFigure[]> {
  const chunks = await bundleEmbed();
  const { runtime, home } = runtimeAndHome(chunks);
  const figures: BenchFigure[] = [
    {
      id: 'embed.runtime.gzip',
      label: `embed: core runtime without blocks, ${runtime.size} files (gzip -9)`,
      value: sumGzip(chunks, runtime),
      unit: 'bytes',
    },
    {
      id: 'embed.home.gzip',
      label: `embed: home page first render, JS incl. injected CSS, ${home.size} files (gzip -9)`,
      value: sumGzip(chunks, home),
      unit: 'bytes',
    },
  ];
  // The runtime's lazy parts a first visit meets on the home page (the cookie bar, the progress
  // bar and network banners): what each loads beyond the home page's files. A module one block
  // type shares with them must not put that block's chunk here (the cookie bar loaded the job
  // list's and the job page's chunks for its dialog's focus trap and a shell text).
  for (const [name, facade] of [
    ['cookie bar', 'core/src/cookies/cookie-bar.tsx'],
    ['progress bar and network banners', 'core/src/board/frame-parts.ts'],
  ] as const) {
    const extra = new Set(
      [...withImports(chunks, chunkFor(chunks, facade).fileName, new Set())].filter(
        (file) => !home.has(file),
      ),
    );
    figures.push({
      id: `embed.after-home.${facade.replace(/.*\/|\.tsx?$/g, '')}.gzip`,
      label: `embed: ${name} beyond the home page, ${extra.size} files (gzip -9)`,
      value: sumGzip(chunks, extra),
      unit: 'bytes',
    });
  }
  for (const type of builtinBlockTypes()) {
    const block = chunkFor(chunks, `core/src/blocks/${type}/${type}-block.tsx`);
    figures.push({
      id: `embed.block.${type}.gzip`,
      label: `embed: ${type} block chunk (gzip -9)`,
      value: block.gzip,
      unit: 'bytes',
    });
  }
  return figures;
}

/** loader.js as packages/loader/build.mjs builds it (same esbuild options), gzip -9. */
export async function loaderSizeFigures(): Promise<BenchFigure[]> {
  const { version } = JSON.parse(readFileSync('packages/core/package.json', 'utf8')) as {
    version: string;
  };
  const result = await build({
    stdin: { contents: "import './loader';", resolveDir: 'packages/loader/src', loader: 'ts' },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    charset: 'utf8',
    legalComments: 'none',
    define: { __CORE_VERSION__: JSON.stringify(version) },
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return [
    {
      id: 'loader.gzip',
      label: 'loader.js (gzip -9)',
      value: gzipSync(code, { level: 9 }).byteLength,
      unit: 'bytes',
    },
  ];
}

/**
 * Where the embed build's bytes are, for work on its budgets (`npm run bench -- --files` and
 * `--modules=<part of a file name>`): each file of the runtime and the home page with its gzip
 * size, or each module of one chunk minified on its own (esbuild) with its gzip size, largest
 * first. A module minified alone keeps its top-level names, so the sum is above the chunk's.
 */
export async function printEmbedBreakdown(show: { files: boolean; modules: string | undefined }) {
  const chunks = await bundleEmbed();
  if (show.files) {
    const { runtime, home } = runtimeAndHome(chunks);
    for (const file of home) {
      const part = runtime.has(file) ? 'runtime' : 'home';
      console.log(`${part.padEnd(8)} ${kilobytes(chunks.get(file)?.gzip ?? 0)}  ${file}`);
    }
  }
  if (show.modules === undefined) return;
  const chunk = [...chunks.values()].find((each) => each.fileName.includes(show.modules ?? ''));
  if (!chunk) throw new Error(`no chunk's file name holds "${show.modules}"`);
  const rows: { id: string; minified: number; gzip: number }[] = [];
  for (const [id, code] of chunk.moduleCode) {
    if (!code) continue;
    const { code: minified } = await transform(code, { minify: true, loader: 'js' });
    rows.push({
      id: id.replace(/.*\/(packages|node_modules)\//, ''),
      minified: minified.length,
      gzip: gzipOf(minified),
    });
  }
  rows.sort((a, b) => b.minified - a.minified);
  console.log(
    `${chunk.fileName}: ${kilobytes(chunk.gzip)} gzip; its modules, minified and gzip -9:`,
  );
  for (const row of rows)
    console.log(`${kilobytes(row.minified)} ${kilobytes(row.gzip)}  ${row.id}`);
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2).padStart(7)} KB`;
