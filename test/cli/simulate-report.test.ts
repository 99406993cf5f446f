/**
 * src/cli/simulate-report.ts: what `simulate` prints once its runs end: the steps on stderr, the summary with the
 * behaviour found and how to run it alone (text) or one JSON object, the landing tables, and the files asked for.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOutput } from '../../src/cli/output-files.js';
import { reportSimulation, type SimulationSetup } from '../../src/cli/simulate-report.js';
import { simulateModel, type SimulationPlan } from '../../src/cli/simulate-run.js';
import type { CheckableSpec } from '../../src/runs/spec/checkable-spec.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';
import { transcribedSpecOf } from '../helpers/specs.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const folder = temporaryFolder('monocheck-simulate-report-');
const PLAN: SimulationPlan = {
  seed: 7,
  runs: 2,
  firstRun: 1,
  maxSteps: 60,
  turns: 100,
  landing: false,
  strategy: 'always-buy',
  reserve: 0,
  invariants: ['TurnValid'],
  constraints: [],
  checkDeadlock: false,
  witness: undefined,
  wrap: null,
  progressIntervalSeconds: 60,
};
const NO_FILES = { traceOut: undefined, scriptOut: undefined, chart: undefined };
// N = 3 with no money breaks TurnValid in run 1; N = 2 with money does not in 2 runs of 60 steps
const BREAKS = transcribedSpecOf({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }, { invariants: ['TurnValid'] });
const HOLDS = transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 0, MaxDepth: 0 }, { invariants: ['TurnValid'] });

/** Simulates `spec` under `plan` and reports it as `setup` says; stdout and stderr. */
function report(spec: CheckableSpec, setup: Partial<SimulationSetup> = {}, plan: SimulationPlan = PLAN) {
  const monopoly = setup.monopoly === undefined ? spec.monopoly : setup.monopoly;
  const simulated = simulateModel(spec.createModel(), plan, monopoly, recordingTerminal());
  const terminal = recordingTerminal();
  const full: SimulationSetup = {
    spec,
    monopoly,
    plan,
    outputs: NO_FILES,
    reference: null,
    json: false,
    reproduce: (run) => `monocheck simulate --seed ${plan.seed} --run ${run}`,
    ...setup,
  };
  reportSimulation(full, simulated, terminal);
  return { out: terminal.stdout(), err: terminal.stderr() };
}

describe('reportSimulation', () => {
  it('text: the steps on stderr, the behaviour found, the state that breaks the invariant, the command that runs it alone', () => {
    const { out, err } = report(BREAKS);
    expect(err).toMatch(/^monocheck: simulated [\d,]+ steps in \d+\.\d\d s \([\d,]+ steps\/s\)\n$/);
    expect(out).toMatch(/^Invariant TurnValid is violated in run 1 \(seed 7\)\./);
    expect(out).toMatch(
      /\nThe behaviour of run 1 \((\d+) states, replayed and confirmed; random, so not a shortest one\):\nState 1: Initial predicate\n/,
    );
    expect(out).toMatch(/\nState \d+ violates TurnValid\.\nRun it alone: monocheck simulate --seed 7 --run 1\n$/);
  });

  it('--json: one object without the time, so that a seed gives the same bytes', () => {
    const first = report(BREAKS, { json: true }).out;
    expect(report(BREAKS, { json: true }).out).toBe(first);
    const json = JSON.parse(first);
    expect(json).toMatchObject({
      result: 'invariant',
      seed: 7,
      strategy: 'always-buy',
      run: 1,
      invariant: 'TurnValid',
      witness: null,
      message: null,
    });
    expect(json.traceLength).toBeGreaterThan(1);
    expect(json).not.toHaveProperty('seconds');
    expect(JSON.parse(report(BREAKS, { json: true, monopoly: null }).out)).toMatchObject({ strategy: null, turns: null });
  });

  it('writes the behaviour (-dumpTrace json) and its replay script, each said on stderr', () => {
    const traceOut = join(folder, 'run.json');
    const scriptOut = join(folder, 'run.txt');
    const outputs = { ...NO_FILES, traceOut: fileOutput('--trace-out', traceOut), scriptOut: fileOutput('--script-out', scriptOut) };
    const { err } = report(BREAKS, { outputs });
    expect(err).toMatch(new RegExp(`\\nmonocheck: wrote the behaviour \\(\\d+ states, TLC's -dumpTrace json\\) to ${traceOut}\\n`));
    expect(err).toMatch(new RegExp(`\\nmonocheck: wrote the behaviour as a replay script to ${scriptOut}\\n$`));
    expect(JSON.parse(readFileSync(traceOut, 'utf8')).counterexample.state.length).toBeGreaterThan(1);
    expect(readFileSync(scriptOut, 'utf8')).toMatch(/^# run 1 of seed 7\n/);
  });

  it("no script without Monopoly's variables; nothing written without a behaviour; each said and why", () => {
    const scriptOut = join(folder, 'none.txt');
    const outputs = { ...NO_FILES, scriptOut: fileOutput('--script-out', scriptOut) };
    expect(report(BREAKS, { outputs, monopoly: null }).err).toContain(
      `monocheck: a replay script names Monopoly's choices, and this spec has no Monopoly variables, so nothing was written to --script-out ${scriptOut}\n`,
    );
    expect(report(HOLDS, { outputs }).err).toContain(
      `monocheck: no run broke an invariant or deadlocked, so nothing was written to --script-out ${scriptOut}\n`,
    );
    expect(existsSync(scriptOut)).toBe(false);
  });

  it('--stats landing: the tables after the summary, and the chart', () => {
    const chart = join(folder, 'landing.svg');
    const { out, err } = report(HOLDS, { outputs: { ...NO_FILES, chart: fileOutput('--chart', chart) } }, { ...PLAN, landing: true });
    expect(out).toContain('By frequency:\n');
    expect(out).toContain('In board order:\n');
    expect(err).toContain(`monocheck: wrote the landing chart (SVG) to ${chart}\n`);
    expect(readFileSync(chart, 'utf8')).toContain('2 games, 100 turns per player at most, N = 2, strategy always-buy, seed 7;');
  });
});
