import { describe, expect, it } from 'vitest';
import { neverTaken, renderCoverageTable } from '../../src/report/coverage-table.js';

describe('renderCoverageTable', () => {
  const coverage = [
    { name: 'RollAndMove', enabled: 3, generated: 108, distinct: 40 },
    { name: 'BuildHouse', enabled: 0, generated: 0, distinct: 0 },
    { name: 'Init', enabled: 1, generated: 1, distinct: 1 },
  ];

  it('lists each action with its counts and a total, then the actions never taken', () => {
    expect(renderCoverageTable(coverage)).toBe(
      [
        'Coverage (enabled in: states where the action emitted a successor; generated: successors; distinct: new states found):',
        '  action       enabled in  generated  distinct',
        '  RollAndMove           3        108        40',
        '  BuildHouse            0          0         0',
        '  Init                  1          1         1',
        '  -----------  ----------  ---------  --------',
        '  total                          109        41',
        'Never taken: BuildHouse.',
        '',
      ].join('\n'),
    );
    expect(neverTaken(coverage)).toEqual(['BuildHouse']);
    expect(renderCoverageTable(coverage.slice(0, 1))).toContain('Every action was taken.');
  });
});
