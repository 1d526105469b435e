import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the embed build's manifest.json says of its chunks (rollup.config.ts, `sriManifest`). */
export interface EmbedManifest {
  files: Record<string, { imports?: string[] }>;
  /** The chunk of each named module: `block:navbar`, `catalog:nl`, `history-location`, … */
  modules?: Record<string, string>;
}

let cached: { path: string; mtimeMs: number; manifest: EmbedManifest | null } | undefined;

/** The embed build's manifest in `coreDir`, read again only when the file changed; null without one. */
export function readEmbedManifest(coreDir: string): EmbedManifest | null {
  const path = join(coreDir, 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.manifest;
  let manifest: EmbedManifest | null = null;
  try {
    const read = JSON.parse(readFileSync(path, 'utf8')) as Partial<EmbedManifest>;
    if (read.files && typeof read.files === 'object') manifest = read as EmbedManifest;
  } catch {
    // A manifest being written, or none of ours: no preloads.
  }
  cached = { path, mtimeMs, manifest };
  return manifest;
}

/**
 * The chunks a board page loads before it hydrates, for `<link rel="modulepreload">`: the
 * runtime behind `core.js`, the start (SWR and the public calls), the history location, the
 * typed-text guard, the locale's catalog and block texts, each of the page's block types with
 * its settings definition, and the parts that load right after (the document's head, the
 * progress bar, consent, the cookie bar), all with their static imports. Without them the browser found
 * each level of imports only once the one before had arrived: six waves, and hydration about
 * 0.85 s later on a phone. `core.js` itself is left out (the page preloads it already).
 */
export function pagePreloads(
  manifest: EmbedManifest,
  page: { locale: string; blockTypes: readonly string[]; cookieBar?: boolean },
): string[] {
  const names = [
    'block-data',
    'public-calls',
    'config-reader',
    'history-location',
    'keep-typed-text',
    // Right after hydration: the standalone page's head, the progress bar and banners, consent
    // and, on a site with it, the cookie bar, whose text was a phone's largest paint at 4 s.
    'document-head',
    'frame-parts',
    'browser-extras',
    ...(page.cookieBar ? ['cookie-bar'] : []),
    `catalog:${page.locale}`,
    `texts:${page.locale.toLowerCase()}`,
    ...page.blockTypes.flatMap((type) => [`block:${type}`, `definition:${type}`]),
  ];
  const files = new Set<string>();
  const add = (file: string | undefined) => {
    if (!file || files.has(file) || !(file in manifest.files)) return;
    files.add(file);
    for (const imported of manifest.files[file]?.imports ?? []) add(imported);
  };
  add('core.js');
  for (const name of names) add(manifest.modules?.[name]);
  files.delete('core.js');
  return [...files];
}
