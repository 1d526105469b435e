import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
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
