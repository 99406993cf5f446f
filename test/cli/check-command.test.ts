/**
 * `monocheck check` end to end, run as a user would (the built CLI in a child process): the default model, a
 * violation, progress on stderr, the workers capped at the cores, colour from the environment. Its report in each
 * format and its refusals are tested in-process: check-report.test.ts, check-plan.test.ts.
 */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';

const FIXTURES = `${ROOT}test/fixtures/tlc/`;

describe('monocheck check', () => {
  it('checks the default model with no argument and exits 0', () => {
    const run = runCli(['check', '--json']);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json).toMatchObject({
      result: 'ok',
      invariant: null,
      statesGenerated: 490588,
      distinctStates: 111546,
      depth: 10,
      queueLeft: 0,
      traceLength: 0,
      workers: 1,
    });
    expect(json.model).toEqual({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 });
    expect(typeof json.seconds).toBe('number');
  });

  it('exits 12 on the N = 3 TurnValid violation and shows the named steps and what changed', () => {
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`]);
    expect(run.status).toBe(12);
    expect(run.stdout).toContain('Invariant TurnValid is violated.');
    expect(run.stdout).toContain('State 2: RollAndMove: player 1 rolls 1+1 to Community Chest (2)');
    expect(run.stdout).toContain('State 3: ResolveSquare: player 1 on Community Chest (2)');
    expect(run.stdout).toContain('  bankrupt  player 1: goes bankrupt');
    expect(run.stdout).toContain('  position      player 1: GO (0) -> Community Chest (2)');
    expect(run.stdout).not.toMatch(/\u001b\[/);
  });

  it('prints TLC-style progress lines on stderr', () => {
    const run = runCli(['check', `${FIXTURES}n2_m0_x0.cfg`, '--progress-interval', '0.05', '--json']);
    expect(run.stderr).toMatch(
      /^Progress\(\d+\) at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: [\d,]+ states generated \([\d,]+ s\/min\), [\d,]+ distinct states found \([\d,]+ ds\/min\), [\d,]+ states left on queue\. Memory: [\d,]+ MiB\.$/m,
    );
  });

  it('caps --workers at the cores of the machine, with a note on stderr', () => {
    const cores = availableParallelism();
    const asked = cores < 64 ? 64 : cores;
    const run = runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--workers', String(asked), '--json']);
    expect(run.status).toBe(12);
    expect(JSON.parse(run.stdout).workers).toBe(Math.min(asked, cores));
    if (asked > cores)
      expect(run.stderr).toBe(
        `monocheck: --workers ${asked} is more than the ${cores} core${cores === 1 ? '' : 's'} of this machine; using ${cores} (more threads would only take turns on them, each with its own memory)\n`,
      );
    else expect(run.stderr).toBe('');
  });

  it('colours only when asked on a non-TTY', () => {
    expect(runCli(['check', `${FIXTURES}n3_m0_x0.cfg`, '--color'], { env: { NO_COLOR: '' } }).stdout).toMatch(/\u001b\[/);
    expect(runCli(['check', `${FIXTURES}n3_m0_x0.cfg`], { env: { NO_COLOR: '' } }).stdout).not.toMatch(/\u001b\[/);
  });
});
