/** Reading a landing table to compare with (simulate --compare-landing FILE). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LandingReferenceError, parseLandingReference } from '../../src/monopoly/landing-reference.js';

const SEED = readFileSync(new URL('../../examples/real-decks/seed-landing-frequency.md', import.meta.url), 'utf8');

/** A table of the 40 squares with the given header and a cell maker. */
function table(header: string, cell: (square: number) => string): string {
  const rows = Array.from({ length: 40 }, (_, square) => `| ${square} | ${cell(square)} |`);
  return ['Some text first.', '', header, '|---|---|', ...rows, '', 'Text after.'].join('\n');
}

function refusal(text: string): { line: number | undefined; message: string } {
  try {
    parseLandingReference(text);
  } catch (error) {
    if (error instanceof LandingReferenceError) return { line: error.line, message: error.message };
    throw error;
  }
  throw new Error('the table was accepted');
}

describe('parseLandingReference', () => {
  it("reads the seed's reference: frequencies from its counts, not its rounded percentages", () => {
    const reference = parseLandingReference(SEED);
    expect(reference.total).toBe(350_043);
    expect(reference.frequencies).toHaveLength(40);
    expect(reference.frequencies[10]).toBeCloseTo(40_637 / 350_043, 12);
    expect(reference.frequencies[30]).toBe(0);
    expect(reference.frequencies.reduce((sum, f) => sum + f, 0)).toBeCloseTo(1, 12);
  });

  it('takes percentages when the table has no counts', () => {
    const reference = parseLandingReference(table('| Square | Frequency |', (square) => (square === 10 ? '11.61 %' : '2.5%')));
    expect(reference.total).toBeNull();
    expect(reference.frequencies[10]).toBeCloseTo(0.1161, 12);
    expect(reference.frequencies[0]).toBeCloseTo(0.025, 12);
  });

  it.each([
    ['no table at all', 'just words', undefined, /^there is no Markdown table/],
    [
      'no square column',
      table('| where | count |', () => '1'),
      3,
      /^the table's header has no 'square' column \(its columns: 'where', 'count'\)$/,
    ],
    [
      'neither counts nor frequencies',
      table('| square | name |', () => 'Go'),
      3,
      /^the table's header has neither a 'count' nor a 'frequency' column/,
    ],
    [
      'a square past the board',
      table('| square | count |', () => '1').replace('| 39 |', '| 40 |'),
      44,
      /^the square '40' is not a square's number, 0 \(GO\) to 39$/,
    ],
    ['a square twice', table('| square | count |', () => '1').replace('| 39 |', '| 38 |'), 44, /^square 38 has a second row$/],
    [
      'a count that is no number',
      table('| square | count |', (square) => (square === 5 ? 'many' : '1')),
      10,
      /^the count 'many' is not a whole number/,
    ],
    [
      'a frequency that is no percentage',
      table('| square | frequency |', (square) => (square === 5 ? '0.5' : '2.5 %')),
      10,
      /^the frequency '0.5' is not a percentage/,
    ],
    [
      'squares missing',
      table('| square | count |', () => '1').replace(/\| 3[0-2] \| 1 \|\n/g, ''),
      undefined,
      /^the table has no row for squares 30, 31, 32: it needs one for each of the 40 squares$/,
    ],
    ['nothing counted', table('| square | count |', () => '0'), undefined, /^every count in the table is 0$/],
  ])('refuses %s, saying where', (_, text, line, message) => {
    const found = refusal(text);
    expect(found.line).toBe(line);
    expect(found.message).toMatch(message);
  });

  it('quotes a cell escaped and cut short', () => {
    const found = refusal(table('| square | count |', (square) => (square === 5 ? `\u001b[2J${'9'.repeat(100)}x` : '1')));
    expect(found.message).toContain('\\x1b[2J');
    expect(found.message).toContain('(105 characters)');
  });
});
