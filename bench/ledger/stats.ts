/** Latency figures of one case. Times are milliseconds (floats are fine for time, never for money). */
export interface CaseFigures {
  name: string;
  driver: string;
  concurrency: number;
  transfers: number;
  refused: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  clean: boolean;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function printTable(rows: CaseFigures[]) {
  const header = [
    'driver',
    'case',
    'conc',
    'transfers',
    'refused',
    'secs',
    'tx/s',
    'p50 ms',
    'p99 ms',
    'books',
  ];
  const lines = rows.map((row) => [
    row.driver,
    row.name,
    String(row.concurrency),
    String(row.transfers),
    String(row.refused),
    row.seconds.toFixed(1),
    row.perSecond.toFixed(0),
    row.p50.toFixed(2),
    row.p99.toFixed(2),
    row.clean ? 'clean' : 'NOT CLEAN',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padStart(widths[i]!)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
