/** A simulation's landing frequencies beside a reference table's. */
import { describe, expect, it } from 'vitest';
import { compareLanding, renderLandingComparison } from '../../src/report/landing-comparison.js';

const ROWS = [
  { square: 0, name: 'GO', count: 30, frequency: 0.3 },
  { square: 1, name: 'Mediterranean Avenue', count: 60, frequency: 0.6 },
  { square: 2, name: 'Community Chest', count: 10, frequency: 0.1 },
];

describe('compareLanding', () => {
  it('gives each square both frequencies and the difference in percentage points', () => {
    const comparison = compareLanding(ROWS, [0.3, 0.59, 0.11], 'seed.md', 1000);
    expect(comparison.rows.map((row) => [row.square, row.frequency, row.reference, Number(row.difference.toFixed(6))])).toEqual([
      [0, 0.3, 0.3, 0],
      [1, 0.6, 0.59, 1],
      [2, 0.1, 0.11, -1],
    ]);
  });

  it('prints the table in board order, then the largest difference and how many squares differ by more than half a point', () => {
    expect(renderLandingComparison(compareLanding(ROWS, [0.3, 0.58, 0.11], 'seed.md', 1000))).toBe(
      [
        'Beside seed.md (1,000 landings there), in board order; the difference in percentage points:',
        '   #  square                   here    there  difference',
        '   0  GO                     30.00%   30.00%       +0.00',
        '   1  Mediterranean Avenue   60.00%   58.00%       +2.00',
        '   2  Community Chest        10.00%   11.00%       -1.00',
        'Largest difference: +2.00 points, Mediterranean Avenue (1); 2 squares differ by more than 0.5 points.',
        '',
      ].join('\n'),
    );
  });

  it('writes a difference that rounds to zero as +0.00', () => {
    expect(renderLandingComparison(compareLanding(ROWS, [0.30004, 0.6, 0.1], 'ref.md', null))).toContain(
      '   0  GO                     30.00%   30.00%       +0.00\n',
    );
  });

  it('says nothing of counts the reference does not give, and one square in the singular', () => {
    const text = renderLandingComparison(compareLanding(ROWS, [0.3, 0.6, 0.09], 'ref.md', null));
    expect(text).toMatch(/^Beside ref\.md, in board order;/);
    expect(text).toMatch(/Largest difference: \+1\.00 points, Community Chest \(2\); 1 square differs by more than 0\.5 points\.\n$/);
  });
});
