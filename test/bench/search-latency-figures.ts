import type { BenchFigure } from './figures';
import { runSearchLatencyBench } from './search-latency';

/** The search latency benchmark's results as figures for the budget table. */
export async function searchLatencyFigures(): Promise<BenchFigure[]> {
  const results = await runSearchLatencyBench();
  return results.flatMap((result) => [
    {
      id: `search.${result.engine}.p50`,
      label: `job search p50, ${result.engine}, ${result.jobs} jobs`,
      value: result.p50Ms,
      unit: 'ms' as const,
    },
    {
      id: `search.${result.engine}.p95`,
      label: `job search p95, ${result.engine}, ${result.jobs} jobs`,
      value: result.p95Ms,
      unit: 'ms' as const,
    },
  ]);
}
