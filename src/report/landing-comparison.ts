/**
 * A simulation's landing frequencies beside a reference table's
 * (`simulate --stats landing --compare-landing FILE`): per square both
 * frequencies and the difference in percentage points, in board order.
 */
import type { LandingRow } from './landing-table.js';

export interface LandingComparisonRow {
  readonly square: number;
  readonly name: string;
  /** This run's frequency, 0..1. */
  readonly frequency: number;
  /** The reference's, 0..1. */
  readonly reference: number;
  /** frequency - reference, in percentage points. */
  readonly difference: number;
}

/** What a comparison holds: the rows, and where the reference came from. */
export interface LandingComparison {
  /** The reference file as the user named it. */
  readonly file: string;
  /** The landings the reference counted, when it gives counts. */
  readonly referenceTotal: number | null;
  readonly rows: readonly LandingComparisonRow[];
}

/** The threshold the summary line counts differences against, in percentage points. */
const NOTABLE_DIFFERENCE = 0.5;

/** `rows` (in board order) beside the reference's frequency for each square. */
export function compareLanding(
  rows: readonly LandingRow[],
  reference: readonly number[],
  file: string,
  referenceTotal: number | null,
): LandingComparison {
  return {
    file,
    referenceTotal,
    rows: rows.map((row) => {
      const theirs = reference[row.square] ?? 0;
      return {
        square: row.square,
        name: row.name,
        frequency: row.frequency,
        reference: theirs,
        difference: (row.frequency - theirs) * 100,
      };
    }),
  };
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
/** Signed, to two decimals; a difference that rounds to zero is +0.00, not -0.00. */
function points(difference: number): string {
  const rounded = Number(difference.toFixed(2));
  return `${rounded >= 0 ? '+' : ''}${(rounded === 0 ? 0 : rounded).toFixed(2)}`;
}

/** The comparison as text: the table, then the largest difference and how many squares differ by more than NOTABLE_DIFFERENCE. */
export function renderLandingComparison(comparison: LandingComparison): string {
  const { rows } = comparison;
  const nameWidth = rows.reduce((widest, row) => Math.max(widest, row.name.length), 'square'.length);
  const counted = comparison.referenceTotal === null ? '' : ` (${comparison.referenceTotal.toLocaleString('en-US')} landings there)`;
  const lines = [
    `Beside ${comparison.file}${counted}, in board order; the difference in percentage points:`,
    `  ${'#'.padStart(2)}  ${'square'.padEnd(nameWidth)}  ${'here'.padStart(7)}  ${'there'.padStart(7)}  difference`,
  ];
  for (const row of rows) {
    lines.push(
      `  ${String(row.square).padStart(2)}  ${row.name.padEnd(nameWidth)}  ${percent(row.frequency).padStart(7)}  ` +
        `${percent(row.reference).padStart(7)}  ${points(row.difference).padStart(10)}`,
    );
  }
  const largest = rows.reduce<LandingComparisonRow | null>(
    (most, row) => (most === null || Math.abs(row.difference) > Math.abs(most.difference) ? row : most),
    null,
  );
  const notable = rows.filter((row) => Math.abs(row.difference) > NOTABLE_DIFFERENCE).length;
  if (largest !== null) {
    lines.push(
      `Largest difference: ${points(largest.difference)} points, ${largest.name} (${largest.square}); ${notable} ` +
        `square${notable === 1 ? '' : 's'} differ${notable === 1 ? 's' : ''} by more than ${NOTABLE_DIFFERENCE} points.`,
    );
  }
  return lines.map((line) => `${line}\n`).join('');
}
