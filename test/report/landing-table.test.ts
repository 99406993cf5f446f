import { describe, expect, it } from 'vitest';
import { renderLandingTables } from '../../src/report/landing-table.js';

describe('renderLandingTables', () => {
  const rows = [
    { square: 0, name: 'GO', count: 2, frequency: 0.2 },
    { square: 10, name: 'Jail / Just Visiting', count: 7, frequency: 0.7 },
    { square: 30, name: 'Go To Jail', count: 0, frequency: 0 },
    { square: 39, name: 'Boardwalk', count: 1, frequency: 0.1 },
  ];

  it('prints the squares by frequency, then in board order, with counts and percentages', () => {
    expect(renderLandingTables(rows)).toBe(
      [
        'Landings: 10 rolls resolved (where the token rests once a roll is resolved; Go To Jail sends the token to Jail at once).',
        '',
        'By frequency:',
        '   #  square                count  frequency',
        '  10  Jail / Just Visiting      7     70.00%',
        '   0  GO                        2     20.00%',
        '  39  Boardwalk                 1     10.00%',
        '  30  Go To Jail                0      0.00%',
        '',
        'In board order:',
        '   #  square                count  frequency',
        '   0  GO                        2     20.00%',
        '  10  Jail / Just Visiting      7     70.00%',
        '  30  Go To Jail                0      0.00%',
        '  39  Boardwalk                 1     10.00%',
        '',
      ].join('\n'),
    );
  });
});
