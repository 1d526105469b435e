// Prints the project's figures (bundle sizes, search latency, ...) next to the budgets kept in
// test/bench/budgets.json. It reports; it never fails a build on a figure (timings are not tests).
// Usage: npm run bench [-- --only=sizes|search]
import { readFileSync } from 'node:fs';
import { bundleEntries, measureBundle } from './bundle-sizes';
import { type BenchFigure, type Budget, formatValue, verdictOf } from './figures';

const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
  figures: Record<string, Budget>;
};
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

async function collect(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  if (!only || only === 'sizes') {
    for (const entry of bundleEntries) {
      try {
        figures.push(...(await measureBundle(entry)));
      } catch (error) {
        console.error(`could not bundle ${entry.label}: ${(error as Error).message}`);
      }
    }
  }
  if (!only || only === 'search') {
    const { searchLatencyFigures } = await import('./search-latency-figures');
    figures.push(...(await searchLatencyFigures()));
  }
  return figures;
}

function print(figures: BenchFigure[]): void {
  const rows = figures.map((figure) => {
    const budget = budgets.figures[figure.id];
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
}

print(await collect());
