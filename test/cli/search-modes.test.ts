/**
 * `monocheck check --dfs / --dfid / --witness / --coverage` and `monocheck witnesses`, run as a user would (their
 * report's formats and their refusals are tested in-process: check-report.test.ts, check-plan.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

interface CoverageRow {
  name: string;
  enabled: number;
  generated: number;
  distinct: number;
}

describe('check --dfs and --dfid', () => {
  it('finds the BFS distinct-state count and depth of the default model (111,546, depth 10)', () => {
    for (const flag of ['--dfs', '--dfid']) {
      const json = JSON.parse(runCli(['check', flag, '--json']).stdout);
      expect(json).toMatchObject({ result: 'ok', distinctStates: 111_546, depth: 10, search: { kind: flag.slice(2), depthBound: 10 } });
    }
  });
});

describe('check --coverage', () => {
  const sum = (rows: CoverageRow[], key: 'generated' | 'distinct') => rows.reduce((total, row) => total + row[key], 0);

  it('counts per action and CASE arm; the counts add up to the states generated and distinct, and it names what was never taken', () => {
    const run = runCli(['check', '--coverage', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as {
      statesGenerated: number;
      distinctStates: number;
      coverage: CoverageRow[];
      neverTaken: string[];
    };
    expect(sum(json.coverage, 'generated')).toBe(json.statesGenerated);
    expect(sum(json.coverage, 'distinct')).toBe(json.distinctStates);
    // regression pin: monocheck's own counts for one CASE arm (TLC's -coverage counts per action, but no such log is in test/fixtures); the sums above are TLC's
    expect(json.coverage.find((row) => row.name === 'ResolveSquare: GoToJail')).toEqual({
      name: 'ResolveSquare: GoToJail',
      enabled: 98,
      generated: 98,
      distinct: 54,
    });
    expect(json.neverTaken).toEqual(['ResolveSquare: Luxury Tax (38)', 'BuildHouse', 'GameOver']);
  });

  it('adds up at an early stop too, and prints a table after the trace', () => {
    const run = runCli(['check', 'specs/n3_m0_x0.cfg', '--coverage']);
    expect(run.status).toBe(12);
    expect(run.stdout).toMatch(/State 3 violates TurnValid\.\n\nCoverage \(/);
    expect(run.stdout).toMatch(/  total +38 +38\n/);
    const json = JSON.parse(runCli(['check', 'specs/n3_m0_x0.cfg', '--coverage', '--json']).stdout) as {
      statesGenerated: number;
      coverage: CoverageRow[];
    };
    expect(sum(json.coverage, 'generated')).toBe(json.statesGenerated);
  });
});

describe('check --witness', () => {
  // regression pin: 23 states is monocheck's own shortest witness (TLC has no step witness to compare with)
  it('finds the jail fine in 23 states on N = 2 with $50 (a step witness; the length is a regression pin)', () => {
    const json = JSON.parse(runCli(['check', 'specs/n2_m50_x50.cfg', '--witness', 'jail-fine', '--json']).stdout);
    expect(json).toMatchObject({ result: 'witness', traceLength: 23, witness: { name: 'jail-fine', found: true } });
  });

  it('says "unreachable within the model" when the whole model holds no such state, exit 0', () => {
    const run = runCli(['check', '--witness', 'four-railroads']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Unreachable within the model: the whole model was explored, and in no reachable state a player owns all four railroads.',
    );
    expect(JSON.parse(runCli(['check', '--witness', 'hotel', '--json']).stdout)).toMatchObject({
      result: 'unreachable',
      distinctStates: 111_546,
    });
  });
});

describe('monocheck witnesses', () => {
  it('lists the catalogue with a quick model for each', () => {
    const run = runCli(['witnesses']);
    expect(run.status).toBe(0);
    for (const name of ['hotel', 'colour-group', 'four-railroads', 'bankrupt', 'jail-fine', 'three-doubles', 'mortgage'])
      expect(run.stdout).toMatch(new RegExp(`\\n  ${name} +`));
    const json = JSON.parse(runCli(['witnesses', '--json']).stdout) as { name: string; quickModel: object }[];
    expect(json.find((w) => w.name === 'bankrupt')).toMatchObject({
      invariant: 'NoBankruptcy',
      quickModel: { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
    });
  });
});
