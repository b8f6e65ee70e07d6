/** One line of the bench's table: a figure, and when it has a budget, whether the budget holds. */
export type Verdict = 'held' | 'not held' | 'n/a';

export interface Row {
  section: string;
  measure: string;
  value: string;
  budget?: string;
  verdict?: Verdict;
  /** Why a budget does not hold or a figure is missing: the chunk, the call, the error. */
  note?: string;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');

/** held / not held for a figure against an upper or lower limit; n/a when the figure is missing. */
export function check(value: number | undefined, limit: { max?: number; min?: number }): Verdict {
  if (value === undefined || !Number.isFinite(value)) return 'n/a';
  if (limit.max !== undefined && value > limit.max) return 'not held';
  if (limit.min !== undefined && value < limit.min) return 'not held';
  return 'held';
}

/** A Markdown table, so the same text goes to the terminal and to docs/performance.md. */
export function formatTable(rows: Row[]): string {
  const header = ['section', 'measure', 'value', 'budget', 'verdict', 'note'];
  const lines = rows.map((r) => [r.section, r.measure, r.value, r.budget ?? '', r.verdict ?? '', r.note ?? '']);
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => escape(l[i]!).length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => escape(c).padEnd(widths[i]!)).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}
