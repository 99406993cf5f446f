/**
 * `monocheck simulate`: reproducible runs, strategies, landing statistics, violations and witnesses, run as a user
 * would (the built CLI), and its header, report and refusals in the test's thread (runInProcess).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../../src/cli/exit-codes.js';
import { runInProcess } from '../helpers/in-process-cli.js';
import { runCli } from './run-cli.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const dir = temporaryFolder('monocheck-simulate-');

describe('monocheck simulate', () => {
  it('prints the seed, and the same seed gives the same output byte for byte; another seed other runs', () => {
    const args = ['simulate', '--no-constraints', '--runs', '20', '--depth', '200', '--strategy', 'builder'];
    const first = runCli([...args, '--seed', '42']);
    const again = runCli([...args, '--seed', '42']);
    const other = runCli([...args, '--seed', '43']);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('with seed 42\n');
    expect(again.stdout).toBe(first.stdout);
    expect(other.stdout).not.toBe(first.stdout.replace('seed 42', 'seed 43'));
    expect(first.stdout).toContain('Simulation completed: no error found.');
    expect(first.stdout).toMatch(/runs completed +20\n/);
    expect(first.stderr).toMatch(/simulated [\d,]+ steps in/);
    const json = [1, 2].map(() => runCli([...args, '--seed', '42', '--json']).stdout);
    expect(json[1]).toBe(json[0]);
    expect(JSON.parse(json[0] as string)).toMatchObject({ result: 'ok', seed: 42, strategy: 'builder', runs: 20 });
  });

  it('stops runs where they leave the model, as check would', async () => {
    const run = await runInProcess(['simulate', '--seed', '1', '--runs', '10', '--json']);
    expect(JSON.parse(run.stdout)).toMatchObject({ result: 'ok', runs: 10, steps: 90, endings: { constraint: 10 } });
  });

  it("the header: the model, the engine, the constants, what is checked, the plan; and DepthBound's note with --turns", async () => {
    const run = await runInProcess([
      'simulate',
      'specs/n3_m0_x0.cfg',
      '--seed',
      '7',
      '--runs',
      '3',
      '--strategy',
      'cautious',
      '--turns',
      '5',
    ]);
    expect(run.stdout).toMatch(
      /^monocheck: simulating specs\/n3_m0_x0\.cfg with seed 7\n {2}checking the transcribed spec .*\n {2}N = 3, StartMoney = 0, MaxMoney = 0, MaxDepth = 0\n {2}invariants: TypeOK, EvenBuilding, BankruptcyClean, OwnershipValid, TurnValid; constraints: MoneyBound, DepthBound; deadlock checked\n {2}3 runs of any number of steps, 5 turns per player at most; strategy cautious \(.*, reserve \$\d+\)\n/,
    );
    const noConstraints = await runInProcess([
      'simulate',
      '--seed',
      '1',
      '--runs',
      '1',
      '--no-constraints',
      '--witness',
      'mortgage',
      '--depth',
      '5',
    ]);
    expect(noConstraints.stdout).toContain(
      '\n  invariants: NoMortgage; constraints: (none); deadlock not checked\n  1 runs of at most 5 steps; ',
    );
    const note = await runInProcess(['simulate', '--seed', '1', '--runs', '1', '--turns', '5', '--json']);
    expect(note.stderr).toMatch(
      /^monocheck: note: DepthBound ends every run at level 10, long before 5 turns; add --no-constraints for whole games\.\n/,
    );
    expect(note.stdout).not.toContain('monocheck: simulating');
  });

  it('over 500 games of 150 turns (two players, no constraints) never counts Go To Jail, and Jail is the most frequent square', () => {
    const chart = join(dir, 'landing.svg');
    const args = ['simulate', '--no-constraints', '--stats', 'landing', '--turns', '150', '--seed', '20260430', '--strategy', 'never-buy'];
    const json = JSON.parse(runCli([...args, '--runs', '500', '--json']).stdout) as {
      landing: { square: number; name: string; count: number; frequency: number }[];
      turns: number;
    };
    expect(json.landing).toHaveLength(40);
    expect(json.landing[30]).toMatchObject({ name: 'Go To Jail', count: 0, frequency: 0 });
    const sorted = [...json.landing].sort((a, b) => b.count - a.count);
    expect(sorted[0]).toMatchObject({ square: 10, name: 'Jail / Just Visiting' });
    expect(sorted[0]!.frequency).toBeGreaterThan(3 * sorted[1]!.frequency);
    // never-buy games rarely end early: about 150 turns each for both players
    expect(json.turns).toBeGreaterThan(145_000);
    const text = runCli([...args, '--runs', '20', '--chart', chart, '--compare-landing', 'examples/real-decks/seed-landing-frequency.md']);
    expect(text.stdout).toContain('By frequency:\n   #  square ');
    expect(text.stdout).toMatch(/By frequency:\n.*\n  10  Jail \/ Just Visiting/);
    expect(text.stdout).toContain('In board order:\n   #  square                 count  frequency\n   0  GO  ');
    expect(readFileSync(chart, 'utf8')).toContain('<title>10 Jail / Just Visiting: ');
    // --compare-landing: the seed's table beside this run's (the spec as it is: Chance far above the seed's)
    expect(text.stdout).toContain(
      'Beside examples/real-decks/seed-landing-frequency.md (350,043 landings there), in board order; the difference in percentage points:\n   #  square                    here    there  difference\n   0  GO  ',
    );
    expect(text.stdout).toMatch(/\n  10  Jail \/ Just Visiting +\d+\.\d\d%   11\.61%  +-\d\.\d\d\n/);
    expect(text.stdout).toMatch(/\nLargest difference: [+-]\d+\.\d\d points, .* \(\d+\); \d+ squares differ by more than 0\.5 points\.\n$/);
    expect(readFileSync(chart, 'utf8')).toContain('<title>10 Jail / Just Visiting: 11.6% (reference)</title>');
  });

  it('--compare-landing refuses a file without a table of the 40 squares before any game, saying where (exit 1)', async () => {
    const run = await runInProcess(['simulate', '--stats', 'landing', '--compare-landing', 'README.md']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^monocheck: --compare-landing README\.md:\d+: the table's header has no 'square' column \(its columns: '.*'\)\.\n$/,
    );
  });

  it('prints a violation as check does, with the seed and run that reproduce it; --run replays that run alone', () => {
    const run = runCli(['simulate', 'specs/n3_m0_x0.cfg', '--seed', '7', '--runs', '10']);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('Invariant TurnValid is violated in run 4 (seed 7).');
    expect(run.stdout).toMatch(/bankrupt  player \d: goes bankrupt/);
    const command = /Run it alone: monocheck (.*)\n/.exec(run.stdout)?.[1]?.split(' ');
    expect(command).toEqual(['simulate', 'specs/n3_m0_x0.cfg', '--strategy', 'random', '--depth', '1000', '--seed', '7', '--run', '4']);
    const alone = runCli(command as string[]);
    expect(alone.status).toBe(12);
    const traceOf = (out: string) => out.slice(out.indexOf('State 1:'), out.indexOf('Run it alone'));
    expect(traceOf(alone.stdout)).toBe(traceOf(run.stdout));
  });

  it('--witness stops at the first run that reaches the situation, and writes it as a replay script', () => {
    const script = join(dir, 'hotel.txt');
    const run = runCli([
      'simulate',
      '--no-constraints',
      '--strategy',
      'builder',
      '--witness',
      'hotel',
      '--seed',
      '1',
      '--script-out',
      script,
    ]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Witness found in run 1 (seed 1): a street has a hotel (5 houses).');
    const replayed = runCli(['replay', script]);
    expect(replayed.status).toBe(0);
    expect(replayed.stdout).toMatch(/\(a hotel\)\n/);
    const missed = runCli(['simulate', '--strategy', 'never-buy', '--witness', 'mortgage', '--seed', '1', '--runs', '5', '--json']);
    expect(JSON.parse(missed.stdout)).toMatchObject({ result: 'not-reached', witness: { name: 'mortgage', found: false } });
  });

  it('rejects bad values with a sentence and exit 1', async () => {
    for (const args of [
      ['--seed', '-1'],
      ['--runs', '0'],
      ['--chart', 'x.svg'],
      ['--strategy', 'greedy'],
      ['--witness', 'nope'],
    ]) {
      const run = await runInProcess(['simulate', ...args]);
      expect(run.status, args.join(' ')).toBe(ExitCode.usage);
      expect(run.stderr).toMatch(/^monocheck: /);
      expect(run.stdout).toBe('');
    }
    const unknown = await runInProcess(['simulate', '--witness', 'nope']);
    expect(unknown.stderr).toBe(
      "monocheck: unknown witness 'nope'; the catalogue has hotel, colour-group, four-railroads, bankrupt, jail-fine, three-doubles, mortgage.\n",
    );
  });
});
