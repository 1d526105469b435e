// Builds the script tag's loader: src/index.ts -> dist/loader.js, a minified IIFE, and prints its
// size against the budget (under 1.5 KB gzip). Run: node packages/loader/build.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const outfile = join(root, 'dist/loader.js');
const BUDGET_GZIP = 1536;
const { version: coreVersion } = JSON.parse(
  readFileSync(join(root, '../core/package.json'), 'utf8'),
);

await build({
  // A module entry would begin with "use strict", which an IIFE of strict code does not need.
  stdin: { contents: "import './loader';", resolveDir: join(root, 'src'), loader: 'ts' },
  outfile,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  charset: 'utf8',
  legalComments: 'none',
  // The server serves core under its package version; the loader loads that one.
  define: { __CORE_VERSION__: JSON.stringify(coreVersion) },
});

const code = readFileSync(outfile);
const gzip = gzipSync(code, { level: 9 }).length;
console.log(`dist/loader.js: ${code.length} B, ${gzip} B gzip -9 (budget ${BUDGET_GZIP} B gzip)`);
// The budget is reported here and judged by `npm run bench`; a build never fails on it, so
// `npm start` works while the figure is being brought down.
if (gzip > BUDGET_GZIP) console.warn('dist/loader.js is over its gzip budget (see npm run bench)');
