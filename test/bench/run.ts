// Prints the project's figures (bundle sizes, search latency, ...) next to the budgets kept in
// test/bench/budgets.json. It reports; it never fails a build on a figure (timings are not tests).
// Usage: npm run bench [-- --only=sizes|search|ssr|browser]
//        npm run bench -- --files | --modules=<part of a file name>   (where the embed bytes are)
// The ssr and browser groups need the built bundles (`npm run build:bundles`).
import { readFileSync } from 'node:fs';
import {
  bundleEntries,
  embedSizeFigures,
  loaderSizeFigures,
  measureBundle,
  printEmbedBreakdown,
} from './bundle-sizes';
import { type BenchFigure, type Budget, budgetOf, formatValue, verdictOf } from './figures';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
  figures: Record<string, Budget>;
};
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

/** A group of figures that `--only=<group>` selects. */
interface FigureProducer {
  group: string;
  label: string;
  produce(): Promise<BenchFigure[]>;
}

const producers: FigureProducer[] = [
  ...bundleEntries.map((entry) => ({
    group: 'sizes',
    label: entry.label,
    produce: () => measureBundle(entry),
  })),
  { group: 'sizes', label: 'the embed build of core', produce: embedSizeFigures },
  { group: 'sizes', label: 'loader.js', produce: loaderSizeFigures },
  {
    group: 'search',
    label: 'search latency',
    produce: async () => (await import('./search-latency-figures')).searchLatencyFigures(),
  },
  {
    group: 'ssr',
    label: 'SSR of a page of 30 static blocks',
    produce: async () => (await import('./ssr-render-figures')).ssrRenderFigures(),
  },
  {
    group: 'browser',
    label: 'the job list render and the script tag first paint in Chromium',
    produce: async () => (await import('./browser-figures')).browserFigures(),
  },
];

/** The figures, and the producers that failed (their figures are missing, not within budget). */
async function collect(): Promise<{ figures: BenchFigure[]; failed: string[] }> {
  const figures: BenchFigure[] = [];
  const failed: string[] = [];
  for (const producer of producers) {
    if (only && only !== producer.group) continue;
    try {
      figures.push(...(await producer.produce()));
    } catch (error) {
      console.error(`could not measure ${producer.label}: ${(error as Error).message}`);
      failed.push(producer.label);
    }
  }
  return { figures, failed };
}

function print({ figures, failed }: { figures: BenchFigure[]; failed: string[] }): void {
  const rows = figures.map((figure) => {
    const budget = budgetOf(budgets.figures, figure.id);
    return [
      figure.label,
      formatValue(figure.value, figure.unit),
      budget ? formatValue(budget.max, budget.unit) : '-',
      verdictOf(figure, budget),
    ];
  });
  const header = ['figure', 'measured', 'budget', 'verdict'];
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
  const over = rows.filter((row) => row[3] === 'OVER BUDGET').length;
  console.log(`\n${figures.length} figures, ${over} over budget`);
  // A figure that could not be measured is not within its budget: say so last, where it is read,
  // and fail the command (a bench script that broke went unnoticed for a session in the log above).
  for (const label of failed) console.log(`NOT MEASURED: ${label} (its error is printed above)`);
  if (failed.length > 0) process.exitCode = 1;
  if (figures.some((figure) => figure.id.startsWith('embed.'))) {
    console.log(
      'embed figures: each file gzip -9 on its own, as served; the CSS is injected by the JS, so it is counted in the JS figures.',
    );
  }
}

const files = process.argv.includes('--files');
const modules = process.argv
  .find((arg) => arg.startsWith('--modules='))
  ?.slice('--modules='.length);
if (files || modules !== undefined) await printEmbedBreakdown({ files, modules });
else print(await collect());
