/** src/cli/landing-output.ts: the --compare-landing table read and checked (a UsageError saying where), the comparison, the SVG chart. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { landingChart, landingComparisonOf, readLandingReference } from '../../src/cli/landing-output.js';
import { UsageError } from '../../src/cli/usage-error.js';
import { SquareNames } from '../../src/monopoly/board.js';
import type { LandingRow } from '../../src/report/landing-table.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const folder = temporaryFolder('monocheck-landing-output-');
const write = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};
/** A reference of 40 squares: Jail (10) counted 30, every other square 10. */
const table = (rows = 40) =>
  `# Landing\n\n| square | count |\n|---|---|\n${Array.from({ length: rows }, (_, square) => `| ${square} | ${square === 10 ? 30 : 10} |`).join('\n')}\n`;
/** This run's rows: GO twice as often as each other square. */
const rows: LandingRow[] = Array.from({ length: 40 }, (_, square) => ({
  square,
  name: SquareNames[square] as string,
  count: square === 0 ? 2 : 1,
  frequency: (square === 0 ? 2 : 1) / 41,
}));

describe('readLandingReference', () => {
  it('reads the first Markdown table of the file, with the path as the output shows it', () => {
    const path = write('good.md', table());
    const { file, reference } = readLandingReference(path);
    expect(file).toBe(path);
    expect(reference.total).toBe(420);
    expect(reference.frequencies[10]).toBeCloseTo(30 / 420);
    expect(reference.frequencies[0]).toBeCloseTo(10 / 420);
  });

  it('a file that cannot be read: a UsageError naming the flag and the file', () => {
    const path = join(folder, 'missing.md');
    expect(() => readLandingReference(path)).toThrow(UsageError);
    expect(() => readLandingReference(path)).toThrow(new RegExp(`^--compare-landing ${path} cannot be read: .+\\.$`));
  });

  it("a table that is wrong: a UsageError at the file's line, or at the file when no line is to blame", () => {
    const header = write('header.md', '| place | count |\n|---|---|\n| 0 | 1 |\n');
    expect(() => readLandingReference(header)).toThrow(
      new UsageError(`--compare-landing ${header}:1: the table's header has no 'square' column (its columns: 'place', 'count').`),
    );
    const short = write('short.md', table(39));
    expect(() => readLandingReference(short)).toThrow(
      new UsageError(`--compare-landing ${short}: the table has no row for square 39: it needs one for each of the 40 squares.`),
    );
  });
});

describe('landingComparisonOf', () => {
  it("sets each square's frequency beside the reference's, in percentage points, naming the file", () => {
    const comparison = landingComparisonOf(rows, readLandingReference(write('ref.md', table())));
    expect(comparison.file).toBe(join(folder, 'ref.md'));
    expect(comparison.referenceTotal).toBe(420);
    expect(comparison.rows).toHaveLength(40);
    const jail = comparison.rows[10]!;
    expect(jail.reference).toBeCloseTo(30 / 420);
    expect(jail.difference).toBeCloseTo((1 / 41 - 30 / 420) * 100);
  });
});

describe('landingChart', () => {
  it('draws one bar per square, the most visited highlighted, as percentages', () => {
    const svg = landingChart(rows, '41 rolls', null);
    expect(svg).toContain('Where the token rests after a roll is resolved');
    expect(svg).toContain('41 rolls');
    expect(svg.match(/<rect [^>]*fill="#c0392b"><title>0 GO: 4\.9%<\/title>/g)).toHaveLength(1);
    expect(svg.match(/<rect [^>]*fill="#2e6da4">/g)).toHaveLength(39);
    expect(svg).not.toContain('(reference)');
  });

  it("marks the reference's frequencies as ticks, with a legend naming its file", () => {
    const comparison = landingComparisonOf(rows, readLandingReference(write('ticks.md', table())));
    const svg = landingChart(rows, '41 rolls', comparison);
    expect(svg).toContain(`bars: this run; black ticks: ${join(folder, 'ticks.md')}`);
    expect(svg).toContain('<title>10 Jail / Just Visiting: 7.1% (reference)</title>');
  });
});
