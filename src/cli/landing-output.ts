/**
 * What `simulate --stats landing` prints and draws besides the tables: the
 * comparison with a reference table (`--compare-landing FILE`, read before
 * the games are played, so a bad file costs no simulation) and the chart.
 */
import { displayPath } from '../runs/display-path.js';
import { escapeControl } from '../input/quote.js';
import { readFailure, readUserFile } from '../input/read-text.js';
import { LandingReferenceError, parseLandingReference, type LandingReference } from '../monopoly/landing-reference.js';
import { compareLanding, type LandingComparison } from '../report/landing-comparison.js';
import type { LandingRow } from '../report/landing-table.js';
import { renderBarChart } from '../report/svg-chart.js';
import { UsageError } from './usage-error.js';

/** A reference table read from the file the user named. */
export interface LandingReferenceFile {
  /** The path as the output shows it. */
  readonly file: string;
  readonly reference: LandingReference;
}

/** Reads and checks the --compare-landing file; a UsageError (exit 1) says what is wrong with it, and where. */
export function readLandingReference(path: string): LandingReferenceFile {
  const file = escapeControl(displayPath(path));
  let text;
  try {
    text = readUserFile(path, 'the --compare-landing file', 'table');
  } catch (error) {
    throw new UsageError(`--compare-landing ${file} cannot be read: ${readFailure(error)}.`);
  }
  try {
    return { file, reference: parseLandingReference(text) };
  } catch (error) {
    if (!(error instanceof LandingReferenceError)) throw error;
    throw new UsageError(`--compare-landing ${file}${error.line === undefined ? '' : `:${error.line}`}: ${error.message}.`);
  }
}

/** The run's rows beside the reference's. */
export function landingComparisonOf(rows: readonly LandingRow[], input: LandingReferenceFile): LandingComparison {
  return compareLanding(rows, input.reference.frequencies, input.file, input.reference.total);
}

/** The SVG bar chart of where the token rests, with the reference's frequencies as ticks when there is one. */
export function landingChart(rows: readonly LandingRow[], subtitle: string, comparison: LandingComparison | null): string {
  const max = rows.reduce((most, row) => Math.max(most, row.count), -Infinity);
  return renderBarChart({
    title: 'Where the token rests after a roll is resolved',
    subtitle,
    bars: rows.map((row) => ({
      label: `${row.square} ${row.name}`,
      value: row.frequency,
      highlight: row.count === max,
      ...(comparison !== null && { reference: comparison.rows[row.square]?.reference }),
    })),
    formatValue: (value) => `${(value * 100).toFixed(1)}%`,
    ...(comparison !== null && { referenceLegend: `bars: this run; black ticks: ${comparison.file}` }),
  });
}
