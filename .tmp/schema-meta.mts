import { build } from 'esbuild';
const r = await build({ stdin: { contents: "export * from '@jobboard/schema';", resolveDir: process.cwd(), loader: 'ts' }, bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', conditions: ['source'], write: false, metafile: true, logLevel: 'silent' });
const out = Object.values(r.metafile.outputs)[0];
const rows = Object.entries(out.inputs).map(([k, v]) => [v.bytesInOutput, k] as const).sort((a, b) => b[0] - a[0]);
for (const [b, k] of rows.slice(0, 40)) console.log(String(b).padStart(7), k);
