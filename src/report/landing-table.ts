/** The landing-frequency tables: the squares by frequency, then in board order (as the seed asks). */

export interface LandingRow {
  readonly square: number;
  readonly name: string;
  readonly count: number;
  /** count / total, 0..1 */
  readonly frequency: number;
}

const count = (value: number) => value.toLocaleString('en-US');

function table(title: string, rows: readonly LandingRow[]): string[] {
  const nameWidth = rows.reduce((widest, row) => Math.max(widest, row.name.length), 'square'.length);
  const countWidth = rows.reduce((widest, row) => Math.max(widest, count(row.count).length), 'count'.length);
  const lines = [title, `  ${'#'.padStart(2)}  ${'square'.padEnd(nameWidth)}  ${'count'.padStart(countWidth)}  frequency`];
  for (const row of rows) {
    lines.push(
      `  ${String(row.square).padStart(2)}  ${row.name.padEnd(nameWidth)}  ` +
        `${count(row.count).padStart(countWidth)}  ${(row.frequency * 100).toFixed(2).padStart(8)}%`,
    );
  }
  return lines;
}

/** Both tables; ties in frequency keep board order. */
export function renderLandingTables(rows: readonly LandingRow[]): string {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const byFrequency = [...rows].sort((a, b) => b.count - a.count || a.square - b.square);
  const lines = [
    `Landings: ${count(total)} rolls resolved (where the token rests once a roll is resolved; Go To Jail sends the token to Jail at once).`,
    '',
    ...table('By frequency:', byFrequency),
    '',
    ...table('In board order:', rows),
  ];
  return lines.map((line) => `${line}\n`).join('');
}
