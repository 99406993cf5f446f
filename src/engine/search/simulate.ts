/**
 * Random simulation (like TLC's -simulate): behaviours from an initial state,
 * each step to one successor picked by a pluggable Chooser from all that the
 * model emits, with a seeded generator, so a seed gives the same runs.
 * Run k draws from its own stream (seed, k), so it can be replayed alone.
 *
 * Every state of a behaviour is checked against the invariants, the state
 * that leaves the model included (successors the behaviour does not take are
 * not: checking all of them made long games several times slower, since a
 * state with houses needs every invariant evaluated in full); a state without
 * successors is a deadlock when deadlock is checked. A run ends when it
 * reaches the step limit, when the chosen successor is outside a constraint
 * (it leaves the model, as in `check`), when the state can only repeat itself
 * (a stuttering end, like a game that is over), or when the observer says so.
 */
import { modelFailure, type Model, type ModelFailure } from '../model.js';
import { resolveIds } from '../options.js';
import { SeededRandom } from './random.js';
import type { Trace } from '../result.js';
import { FingerprintTable } from '../tables/fingerprint-table.js';
import { StateHasher } from '../tables/state-hasher.js';
import { SuccessorList } from './successor-list.js';
import { confirmTrace, type TraceClaim } from '../trace/trace.js';

/** Picks the next state of a behaviour among the successors of `source` (never called with an empty list). */
export interface Chooser {
  choose(successors: SuccessorList, source: Uint8Array, random: SeededRandom): number;
}

/** Uniform among all successors. */
export const uniformChooser: Chooser = { choose: (successors, _source, random) => random.below(successors.count) };

/** Watches the behaviours; may end a run. */
export interface SimulationObserver {
  startRun(run: number, initial: Uint8Array): void;
  /** After each step; true ends the run. */
  step(before: Uint8Array, after: Uint8Array, actionId: number): boolean;
}

export interface SimulationOptions {
  readonly invariants: readonly string[];
  readonly constraints: readonly string[];
  readonly checkDeadlock: boolean;
  readonly seed: number;
  /** Number of behaviours. */
  readonly runs: number;
  /** Run numbers start here (1 by default): `firstRun: k, runs: 1` replays run k alone. */
  readonly firstRun?: number;
  /** Steps per behaviour at most; 0 for no limit. */
  readonly maxSteps: number;
  readonly chooser?: Chooser;
  readonly observer?: SimulationObserver;
  readonly onProgress?: (progress: SimulationProgress) => void;
  readonly progressIntervalSeconds?: number;
}

export type RunEnding = 'steps' | 'constraint' | 'stuttering' | 'observer' | 'no-successor';

export interface SimulationProgress {
  readonly runs: number;
  readonly steps: number;
  readonly distinctStates: number;
  readonly seconds: number;
}

export interface SimulationStatistics extends SimulationProgress {
  /** States emitted (initial states and every successor listed), as `check` counts them. */
  readonly statesGenerated: number;
  /** How many runs ended each way. */
  readonly endings: Readonly<Record<RunEnding, number>>;
  /** Steps of the runs that ended by stuttering (e.g. a game that is over). */
  readonly stutteringEndSteps: number;
}

export type SimulationResult =
  | { readonly kind: 'ok'; readonly stats: SimulationStatistics }
  | {
      readonly kind: 'invariant';
      readonly invariant: string;
      readonly trace: Trace;
      readonly run: number;
      readonly stats: SimulationStatistics;
    }
  | { readonly kind: 'deadlock'; readonly trace: Trace; readonly run: number; readonly stats: SimulationStatistics }
  /**
   * `failure` when the model failed on a state (an expression it cannot evaluate),
   * with the behaviour up to the state being expanded or checked, in run `run`.
   */
  | {
      readonly kind: 'error';
      readonly message: string;
      readonly stats: SimulationStatistics;
      readonly failure?: ModelFailure & { readonly trace: Trace };
      readonly run?: number | undefined;
    };

/** Runs the behaviours and returns the first violation, or statistics; never throws for a violation. */
export function simulate(model: Model, options: SimulationOptions): SimulationResult {
  return new Simulator(model, options).run();
}

class Simulator {
  private readonly invariants: Int32Array;
  private readonly constraints: Int32Array;
  private readonly chooser: Chooser;
  private readonly successors: SuccessorList;
  /** The states of every behaviour so far, to count the distinct ones. */
  private readonly seen = new FingerprintTable({ width: 2 }, 1 << 16);
  private distinct = 0;
  private readonly hasher: StateHasher;
  private readonly startedAt = performance.now();
  private lastProgress = this.startedAt;
  private readonly endings: Record<RunEnding, number> = { steps: 0, constraint: 0, stuttering: 0, observer: 0, 'no-successor': 0 };
  private runsDone = 0;
  private steps = 0;
  private generated = 0;
  private stutteringEndSteps = 0;
  /** The behaviour so far: its states and the actions that produced them. */
  private path: Uint8Array[] = [];
  private pathActions: number[] = [];
  /**
   * What the model is asked for now, for a failure's report; null while
   * the chooser or the observer runs (their errors are not the model's).
   */
  private during: ModelFailure['during'] | null = 'initial';

  constructor(
    private readonly model: Model,
    private readonly options: SimulationOptions,
  ) {
    this.invariants = resolveIds('invariant', options.invariants, model);
    this.constraints = resolveIds('constraint', options.constraints, model);
    this.chooser = options.chooser ?? uniformChooser;
    this.successors = new SuccessorList(model.stateBytes);
    this.hasher = new StateHasher(model.stateBytes);
  }

  run(): SimulationResult {
    const first = this.options.firstRun ?? 1;
    for (let run = first; run < first + this.options.runs; run++) {
      let stopped: SimulationResult | null;
      try {
        stopped = this.runOne(run);
      } catch (error) {
        if (this.during === null) throw error;
        const failure = { ...modelFailure(error, this.during), trace: this.trace() };
        return { kind: 'error', message: failure.message, stats: this.statistics(), failure, run };
      }
      if (stopped !== null) return stopped;
      this.runsDone++;
    }
    return { kind: 'ok', stats: this.statistics() };
  }

  private runOne(run: number): SimulationResult | null {
    const model = this.model;
    const random = new SeededRandom(this.options.seed, run);
    const list = this.successors;
    this.during = 'initial';
    list.collectInitial(model);
    this.generated += list.count;
    this.path = [];
    this.pathActions = [];
    if (list.count === 0) return this.end('no-successor');
    const initial = list.count === 1 ? 0 : random.below(list.count);
    const initialViolation = this.check(list, initial, run, 0);
    if (initialViolation !== null) return initialViolation;
    let current = list.copyOf(initial);
    if (model.firstViolatedConstraint(current, 0, 1, this.constraints) >= 0) return this.end('constraint');
    this.remember(current, -1);
    this.options.observer?.startRun(run, current);
    for (let step = 0; this.options.maxSteps === 0 || step < this.options.maxSteps; step++) {
      this.during = 'successors';
      list.collect(model, current, 0);
      this.generated += list.count;
      if (list.count === 0) {
        if (this.options.checkDeadlock)
          return this.confirmed({ kind: 'deadlock', trace: this.trace(), run, stats: this.statistics() }, { kind: 'deadlock' });
        return this.end('no-successor');
      }
      if (list.onlyRepeats(current, 0)) {
        this.stutteringEndSteps += step;
        return this.end('stuttering');
      }
      this.during = null;
      const chosen = this.chooser.choose(list, current, random);
      this.during = 'successors';
      const violation = this.check(list, chosen, run, 1);
      if (violation !== null) return violation;
      if (model.firstViolatedConstraint(list.states, list.offsetOf(chosen), step + 2, this.constraints) >= 0) return this.end('constraint');
      const before = current;
      current = list.copyOf(chosen);
      this.remember(current, list.actionIds[chosen] as number);
      this.steps++;
      this.during = null;
      if (this.options.observer?.step(before, current, list.actionIds[chosen] as number) === true) return this.end('observer');
      if ((this.steps & 1023) === 0) this.progress();
    }
    return this.end('steps');
  }

  /**
   * A result if state `index` of the list, the next state of the behaviour,
   * violates an invariant (the step to it is counted as taken: `step` is 1 for
   * a step, 0 for an initial state); else null.
   */
  private check(list: SuccessorList, index: number, run: number, step: number): SimulationResult | null {
    const during = this.during;
    this.during = 'invariant';
    let violated: number;
    try {
      violated = this.model.firstViolatedInvariant(list.states, list.offsetOf(index), this.invariants);
    } catch (error) {
      // the behaviour of the failure's report ends in the state that could not be checked
      this.path.push(list.copyOf(index));
      this.pathActions.push(this.path.length === 1 ? -1 : (list.actionIds[index] as number));
      throw error;
    }
    this.during = during;
    if (violated < 0) return null;
    this.steps += step;
    const trace = this.trace();
    trace.states.push(list.copyOf(index));
    trace.actionIds.push(trace.states.length === 1 ? -1 : (list.actionIds[index] as number));
    const invariantId = this.invariants[violated] as number;
    const invariant = this.model.invariantNames[invariantId] as string;
    return this.confirmed({ kind: 'invariant', invariant, trace, run, stats: this.statistics() }, { kind: 'invariant', invariantId });
  }

  private remember(state: Uint8Array, actionId: number): void {
    this.path.push(state);
    this.pathActions.push(actionId);
    this.hasher.hash(state, 0);
    this.seen.makeRoomForOne(this.distinct);
    if (!this.seen.put(this.hasher.fingerprint, 0)) this.distinct++;
  }

  private end(ending: RunEnding): null {
    this.endings[ending]++;
    return null;
  }

  private trace(): { states: Uint8Array[]; actionIds: number[] } {
    return { states: [...this.path], actionIds: [...this.pathActions] };
  }

  private progress(): void {
    const now = performance.now();
    const interval = (this.options.progressIntervalSeconds ?? 10) * 1000;
    if (this.options.onProgress === undefined || now - this.lastProgress < interval) return;
    this.lastProgress = now;
    this.options.onProgress({
      runs: this.runsDone,
      steps: this.steps,
      distinctStates: this.distinct,
      seconds: (now - this.startedAt) / 1000,
    });
  }

  private statistics(): SimulationStatistics {
    return {
      runs: this.runsDone,
      steps: this.steps,
      distinctStates: this.distinct,
      seconds: (performance.now() - this.startedAt) / 1000,
      statesGenerated: this.generated,
      endings: { ...this.endings },
      stutteringEndSteps: this.stutteringEndSteps,
    };
  }

  private confirmed(result: SimulationResult & { trace: Trace }, claim: TraceClaim): SimulationResult {
    const problem = confirmTrace(this.model, result.trace, claim);
    if (problem === null) return result;
    return { kind: 'error', message: `internal error: the behaviour found does not replay (${problem})`, stats: this.statistics() };
  }
}
