/** One measured figure, compared by id with the budget file. */
export interface BenchFigure {
  id: string;
  label: string;
  value: number;
  unit: 'bytes' | 'ms' | 'count';
}

export interface Budget {
  max: number;
  unit: BenchFigure['unit'];
  note?: string;
}

export type Verdict = 'within budget' | 'OVER BUDGET' | 'no budget';

export function verdictOf(figure: BenchFigure, budget: Budget | undefined): Verdict {
  if (!budget) return 'no budget';
  return figure.value <= budget.max ? 'within budget' : 'OVER BUDGET';
}

export function formatValue(value: number, unit: BenchFigure['unit']): string {
  if (unit === 'bytes') return `${(value / 1024).toFixed(2)} KB`;
  if (unit === 'ms') return `${value.toFixed(value < 1 ? 3 : 1)} ms`;
  return String(value);
}

/**
 * The budget of a figure: the entry with its id, else one whose `*` stands for a part of it
 * (`embed.block.*.gzip` for every block chunk).
 */
export function budgetOf(budgets: Record<string, Budget>, id: string): Budget | undefined {
  const exact = budgets[id];
  if (exact) return exact;
  for (const [pattern, budget] of Object.entries(budgets)) {
    if (!pattern.includes('*')) continue;
    const [head = '', tail = ''] = pattern.split('*');
    if (id.startsWith(head) && id.endsWith(tail) && id.length >= head.length + tail.length) {
      return budget;
    }
  }
  return undefined;
}
