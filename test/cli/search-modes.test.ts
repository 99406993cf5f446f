/** `monocheck check --dfs / --dfid / --witness / --coverage` and `monocheck witnesses`, run as a user would. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

interface CoverageRow { name: string; enabled: number; generated: number; distinct: number }

describe('check --dfs and --dfid', () => {
  it('finds the N = 3 TurnValid violation depth-first, and says the trace need not be shortest', () => {
    const run = runCli(['check', 'specs/n3_m0_x0.cfg', '--dfs', '--max-depth', '10']);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('  search: depth-first, depth bound 10 (levels 1..10)\n');
    expect(run.stdout).toContain('Invariant TurnValid is violated.');
    expect(run.stdout).toContain('A behaviour, found depth-first (it may be longer than the shortest), that reaches it (3 states, replayed and confirmed):');
    const deepening = JSON.parse(runCli(['check', 'specs/n3_m0_x0.cfg', '--dfid', '--max-depth', '10', '--json']).stdout);
    expect(deepening).toMatchObject({ result: 'invariant', invariant: 'TurnValid', traceLength: 3, traceIsShortest: true, search: { kind: 'dfid', iterations: 3 } });
  });

  it('finds the BFS distinct-state count and depth of the default model (111,546, depth 10)', () => {
    for (const flag of ['--dfs', '--dfid']) {
      const json = JSON.parse(runCli(['check', flag, '--json']).stdout);
      expect(json).toMatchObject({ result: 'ok', distinctStates: 111_546, depth: 10, search: { kind: flag.slice(2), depthBound: 10 } });
    }
  });

  it('needs a depth bound, and refuses --format tlc and --coverage with it', () => {
    const unbounded = runCli(['check', 'specs/n3_m0_x0.cfg', '--dfs']);
    expect(unbounded.status).toBe(1);
    expect(unbounded.stderr).toContain('a depth-first search needs a depth bound: pass --max-depth D');
    expect(runCli(['check', '--dfs', '--format', 'tlc']).status).toBe(1);
    expect(runCli(['check', '--dfs', '--coverage']).status).toBe(1);
  });
});

describe('check --coverage', () => {
  const sum = (rows: CoverageRow[], key: 'generated' | 'distinct') => rows.reduce((total, row) => total + row[key], 0);

  it('counts per action and CASE arm; the counts add up to the states generated and distinct, and it names what was never taken', () => {
    const run = runCli(['check', '--coverage', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { statesGenerated: number; distinctStates: number; coverage: CoverageRow[]; neverTaken: string[] };
    expect(sum(json.coverage, 'generated')).toBe(json.statesGenerated);
    expect(sum(json.coverage, 'distinct')).toBe(json.distinctStates);
    // regression pin: monocheck's own counts for one CASE arm (TLC's -coverage counts per action, but no such log is in test/fixtures); the sums above are TLC's
    expect(json.coverage.find((row) => row.name === 'ResolveSquare: GoToJail')).toEqual({ name: 'ResolveSquare: GoToJail', enabled: 98, generated: 98, distinct: 54 });
    expect(json.neverTaken).toEqual(['ResolveSquare: Luxury Tax (38)', 'BuildHouse', 'GameOver']);
  });

  it('adds up at an early stop too, and prints a table after the trace', () => {
    const run = runCli(['check', 'specs/n3_m0_x0.cfg', '--coverage']);
    expect(run.status).toBe(12);
    expect(run.stdout).toMatch(/State 3 violates TurnValid\.\n\nCoverage \(/);
    expect(run.stdout).toMatch(/  total +38 +38\n/);
    const json = JSON.parse(runCli(['check', 'specs/n3_m0_x0.cfg', '--coverage', '--json']).stdout) as { statesGenerated: number; coverage: CoverageRow[] };
    expect(sum(json.coverage, 'generated')).toBe(json.statesGenerated);
  });
});

describe('check --witness', () => {
  it('prints the shortest behaviour that reaches the situation, exit 0', () => {
    const out = join(temporaryFolder('monocheck-witness-'), 'mortgage.json');
    const run = runCli(['check', '--witness', 'mortgage', '--trace-out', out]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('invariants: NoMortgage; constraints: MoneyBound, DepthBound; deadlock not checked');
    expect(run.stdout).toContain('Witness found: a deed is mortgaged.');
    expect(run.stdout).toContain('A shortest behaviour that gets there (5 states, replayed and confirmed):');
    expect(run.stdout).toContain('In state 5, a deed is mortgaged.');
    expect(JSON.parse(readFileSync(out, 'utf8')).counterexample.state).toHaveLength(5);
  });

  // regression pin: 23 states is monocheck's own shortest witness (TLC has no step witness to compare with)
  it('finds the jail fine in 23 states on N = 2 with $50 (a step witness; the length is a regression pin)', () => {
    const json = JSON.parse(runCli(['check', 'specs/n2_m50_x50.cfg', '--witness', 'jail-fine', '--json']).stdout);
    expect(json).toMatchObject({ result: 'witness', traceLength: 23, witness: { name: 'jail-fine', found: true } });
  });

  it('says "unreachable within the model" when the whole model holds no such state, exit 0', () => {
    const run = runCli(['check', '--witness', 'four-railroads']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Unreachable within the model: the whole model was explored, and in no reachable state a player owns all four railroads.');
    expect(JSON.parse(runCli(['check', '--witness', 'hotel', '--json']).stdout)).toMatchObject({ result: 'unreachable', distinctStates: 111_546 });
  });

  it('rejects an unknown name with the catalogue', () => {
    const run = runCli(['check', '--witness', 'free-parking-jackpot']);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("unknown witness 'free-parking-jackpot'; the catalogue has hotel, colour-group, four-railroads, bankrupt, jail-fine, three-doubles, mortgage");
  });
});

describe('monocheck witnesses', () => {
  it('lists the catalogue with a quick model for each', () => {
    const run = runCli(['witnesses']);
    expect(run.status).toBe(0);
    for (const name of ['hotel', 'colour-group', 'four-railroads', 'bankrupt', 'jail-fine', 'three-doubles', 'mortgage']) expect(run.stdout).toMatch(new RegExp(`\\n  ${name} +`));
    const json = JSON.parse(runCli(['witnesses', '--json']).stdout) as { name: string; quickModel: object }[];
    expect(json.find((w) => w.name === 'bankrupt')).toMatchObject({ invariant: 'NoBankruptcy', quickModel: { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 } });
  });
});
