/** src/cli/simulate-run.ts: one simulation of a spec's model under `simulate`'s plan: Monopoly's strategies and tallies, or a uniform choice. */
import { describe, expect, it } from 'vitest';
import { simulateModel, type SimulationPlan } from '../../src/cli/simulate-run.js';
import type { Model } from '../../src/engine/model.js';
import { recordingTerminal } from '../helpers/in-process-cli.js';
import { transcribedSpecOf } from '../helpers/specs.js';

const spec = transcribedSpecOf({ N: 2, StartMoney: 200, MaxMoney: 0, MaxDepth: 0 }, { invariants: ['TypeOK'] });
const PLAN: SimulationPlan = {
  seed: 7,
  runs: 3,
  firstRun: 1,
  maxSteps: 60,
  turns: 100,
  landing: true,
  strategy: 'always-buy',
  reserve: 0,
  invariants: ['TypeOK'],
  constraints: [],
  checkDeadlock: false,
  witness: undefined,
  wrap: null,
  progressIntervalSeconds: 60,
};

describe('simulateModel', () => {
  it("plays Monopoly's games through its view: turns counted, landings tallied; a seed gives the same runs", () => {
    const terminal = recordingTerminal();
    const first = simulateModel(spec.createModel(), PLAN, spec.monopoly, terminal);
    expect(first.kind).toBe('ok');
    expect(first.result.stats).toMatchObject({ runs: 3 });
    expect(first.view).not.toBeNull();
    expect(first.observer?.totalTurns).toBeGreaterThan(0);
    expect(first.observer?.landing?.total).toBeGreaterThan(0);
    const again = simulateModel(spec.createModel(), PLAN, spec.monopoly, recordingTerminal());
    const { seconds: _a, ...stats } = first.result.stats;
    const { seconds: _b, ...statsAgain } = again.result.stats;
    expect(statsAgain).toEqual(stats);
    expect(again.observer?.totalTurns).toBe(first.observer?.totalTurns);
    expect(terminal.stderr()).toBe('');
  });

  it('without the Monopoly capability: a uniform choice, no view, no observer', () => {
    const simulated = simulateModel(spec.createModel(), PLAN, null, recordingTerminal());
    expect(simulated.kind).toBe('ok');
    expect([simulated.view, simulated.observer]).toEqual([null, null]);
  });

  it('--witness: simulates the wrapper of the model, and returns it', () => {
    const base = spec.createModel();
    let wrapped: Model | null = null;
    const wrap = (model: Model) => (wrapped = Object.create(model) as Model);
    const simulated = simulateModel(base, { ...PLAN, runs: 1, wrap }, spec.monopoly, recordingTerminal());
    expect(simulated.model).toBe(wrapped);
    expect(simulated.model).not.toBe(base);
  });

  it('a violation: the run that broke the invariant', () => {
    const broke = transcribedSpecOf({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }, { invariants: ['TurnValid'] });
    const simulated = simulateModel(broke.createModel(), { ...PLAN, invariants: ['TurnValid'] }, broke.monopoly, recordingTerminal());
    expect(simulated.result).toMatchObject({ kind: 'invariant', invariant: 'TurnValid', run: 1 });
  });

  it('progress lines on stderr as the runs go (asked about every 1,024 steps)', () => {
    const terminal = recordingTerminal();
    simulateModel(spec.createModel(), { ...PLAN, runs: 20, maxSteps: 100, progressIntervalSeconds: 0 }, spec.monopoly, terminal);
    expect(terminal.stderr()).toMatch(/^(Progress: [\d,]+ runs, [\d,]+ steps, [\d,]+ distinct states seen \(\d+ s\)\n)+$/);
  });
});
