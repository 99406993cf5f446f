/** `simulate`'s run: the plan its flags make, and the simulation of a model of the spec under that plan. */
import { simulate, uniformChooser, type SimulationResult } from '../engine/search/simulate.js';
import type { Model } from '../engine/model.js';
import type { MonopolyCapability } from '../runs/spec/checkable-spec.js';
import { GameObserver } from '../monopoly/game-observer.js';
import type { MonopolyView } from '../monopoly/monopoly-view.js';
import { chooserFor, type StrategyName } from '../monopoly/strategies.js';
import type { Witness } from '../monopoly/witnesses.js';
import type { Terminal } from './terminal.js';

/** What to simulate, as the flags and the spec say. */
export interface SimulationPlan {
  readonly seed: number;
  readonly runs: number;
  /** The number of the first run (--run replays one run of the seed). */
  readonly firstRun: number;
  readonly maxSteps: number;
  readonly turns: number;
  readonly landing: boolean;
  readonly strategy: StrategyName;
  readonly reserve: number;
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  readonly witness: Witness | undefined;
  /** Wraps a model of the spec for the witness's search (runs/spec/witness-model.ts); null without --witness. */
  readonly wrap: ((model: Model) => Model) | null;
  readonly progressIntervalSeconds: number;
}

/** What one simulation of the spec's model (widened and run again when a value does not fit a compiled spec's layout) gave. */
export interface Simulated {
  readonly kind: SimulationResult['kind'];
  readonly failure?: NonNullable<Extract<SimulationResult, { kind: 'error' }>['failure']>;
  readonly result: SimulationResult;
  /** The model simulated (the witness's wrapper of the spec's, with --witness). */
  readonly model: Model;
  readonly view: MonopolyView | null;
  readonly observer: GameObserver | null;
}

/**
 * Simulates `base`, a model of the spec: Monopoly's strategies, turns and landing tally through its view when the
 * spec has Monopoly's variables, a uniform choice otherwise; progress lines on stderr.
 */
export function simulateModel(base: Model, plan: SimulationPlan, monopoly: MonopolyCapability | null, terminal: Terminal): Simulated {
  const view = monopoly === null ? null : monopoly.view(base);
  const reading = monopoly === null ? null : monopoly.reading(base);
  const model = plan.wrap === null ? base : plan.wrap(base);
  const observer = reading === null ? null : new GameObserver(reading.players, plan.turns, plan.landing, reading);
  const count = (value: number) => value.toLocaleString('en-US');
  const result = simulate(model, {
    invariants: plan.invariants,
    constraints: plan.constraints,
    checkDeadlock: plan.checkDeadlock,
    seed: plan.seed,
    runs: plan.runs,
    firstRun: plan.firstRun,
    maxSteps: plan.maxSteps,
    chooser: reading === null ? uniformChooser : chooserFor(plan.strategy, plan.reserve, reading),
    ...(observer !== null && { observer }),
    progressIntervalSeconds: plan.progressIntervalSeconds,
    onProgress: (p) =>
      terminal.err(
        `Progress: ${count(p.runs)} runs, ${count(p.steps)} steps, ${count(p.distinctStates)} ` +
          `distinct states seen (${p.seconds.toFixed(0)} s)\n`,
      ),
  });
  return {
    kind: result.kind,
    ...(result.kind === 'error' && result.failure !== undefined && { failure: result.failure }),
    result,
    model,
    view,
    observer,
  };
}
