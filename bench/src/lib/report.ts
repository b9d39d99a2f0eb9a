/** One figure of a benchmark run, printed as a table row. */
export interface Figure {
  name: string;
  value: string;
  budget?: string;
  ok?: boolean;
}

export function printFigures(title: string, figures: Figure[]): void {
  const width = Math.max(...figures.map((f) => f.name.length));
  console.log(`\n${title}`);
  for (const f of figures) {
    const verdict = f.ok === undefined ? '' : f.ok ? '  OK' : '  OVER BUDGET';
    console.log(`  ${f.name.padEnd(width)}  ${f.value}${f.budget ? `  (budget ${f.budget})` : ''}${verdict}`);
  }
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
