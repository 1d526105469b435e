// Runs test/bench/ssr-render.mjs on plain Node against the built packages (Lingui's macros are
// compiled only by the build) and turns its JSON line into figures.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchFigure } from './figures';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./ssr-render.mjs', import.meta.url));

interface SsrRenderResult {
  renderMedianMs: number;
  renderP95Ms: number;
  fullMedianMs: number;
  standaloneFullMedianMs: number;
}

async function measure(nodeEnv: 'production' | 'development'): Promise<SsrRenderResult> {
  const { stdout } = await run(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: nodeEnv },
    maxBuffer: 1024 * 1024,
  });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as SsrRenderResult;
}

/**
 * SSR of a page of 30 static blocks. The budgeted figure runs React's production build, as a
 * server does with NODE_ENV=production; the development build's figure is printed for scale.
 */
export async function ssrRenderFigures(): Promise<BenchFigure[]> {
  const production = await measure('production');
  const development = await measure('development');
  return [
    {
      id: 'ssr.static-30.render.median',
      label: 'SSR of 30 static blocks, one render (NODE_ENV=production, median)',
      value: production.renderMedianMs,
      unit: 'ms',
    },
    {
      id: 'ssr.static-30.render.p95',
      label: 'SSR of 30 static blocks, one render (NODE_ENV=production, p95)',
      value: production.renderP95Ms,
      unit: 'ms',
    },
    {
      id: 'ssr.static-30.full.median',
      label: 'SSR of the same page with start flow and prefetch (production, median)',
      value: production.fullMedianMs,
      unit: 'ms',
    },
    {
      id: 'ssr.static-30.standalone-full.median',
      label: "The same with the standalone host's renderer (preact build, median)",
      value: production.standaloneFullMedianMs,
      unit: 'ms',
    },
    {
      id: 'ssr.static-30.render-dev.median',
      label: "SSR of 30 static blocks, one render (React's development build, median)",
      value: development.renderMedianMs,
      unit: 'ms',
    },
  ];
}
