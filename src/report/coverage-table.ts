/** Action coverage as a table (like TLC's -coverage), with the actions never taken named at the end. */
import type { ActionCoverage } from '../engine/coverage.js';

const count = (value: number) => value.toLocaleString('en-US');

/** The names of the actions (or CASE arms) that generated no state. */
export function neverTaken(coverage: readonly ActionCoverage[]): string[] {
  return coverage.filter((row) => row.generated === 0).map((row) => row.name);
}

export function renderCoverageTable(coverage: readonly ActionCoverage[]): string {
  const header = ['action', 'enabled in', 'generated', 'distinct'];
  const total = { name: 'total', enabled: NaN, generated: 0, distinct: 0 };
  for (const row of coverage) {
    total.generated += row.generated;
    total.distinct += row.distinct;
  }
  const rows = [...coverage, total].map((row) => [
    row.name,
    Number.isNaN(row.enabled) ? '' : count(row.enabled),
    count(row.generated),
    count(row.distinct),
  ]);
  const widths = header.map((title, column) =>
    rows.reduce((widest, row) => Math.max(widest, (row[column] as string).length), title.length),
  );
  const line = (cells: readonly string[]) =>
    (
      '  ' +
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number))).join('  ')
    ).trimEnd();
  const lines = [
    'Coverage (enabled in: states where the action emitted a successor; generated: successors; distinct: new states found):',
    line(header),
  ];
  rows.forEach((row, index) => {
    if (index === rows.length - 1) lines.push(line(widths.map((width) => '-'.repeat(width))));
    lines.push(line(row));
  });
  const never = neverTaken(coverage);
  lines.push(never.length === 0 ? 'Every action was taken.' : `Never taken: ${never.join('; ')}.`);
  return lines.map((text) => `${text}\n`).join('');
}
