/** What a search returns. The engine never prints and never exits; callers map this to output. */
import type { ActionCoverage } from './coverage.js';
import type { ModelFailure } from './model.js';
import type { SearchProblem } from './search-problem.js';

/** A behaviour: states[0] is initial, actionIds[i] is the action that produced states[i] (-1 for the initial state). */
export interface Trace {
  readonly states: readonly Uint8Array[];
  readonly actionIds: readonly number[];
}

/**
 * Where a lasso-shaped behaviour (a liveness counterexample) loops: after its
 * last state it steps back to trace.states[start] by action `actionId` and
 * repeats from there for ever; or, when `start` is the last index and
 * `actionId` is -1, it stutters in its last state for ever.
 */
export interface LassoLoop {
  readonly start: number;
  readonly actionId: number;
}

/** TLC's out-degree statistics of a complete search (out-degree.ts). */
export interface OutDegree {
  readonly minimum: number;
  /** The mean, rounded as Java's Math.round rounds. */
  readonly mean: number;
  readonly percentile95: number;
  readonly maximum: number;
}

export interface Statistics {
  /** Initial states plus every successor emitted, duplicates and out-of-model states included (TLC's count). */
  readonly statesGenerated: number;
  /** In-model states put into the fingerprint set. */
  readonly distinctStates: number;
  /** Distinct states found but not yet expanded. */
  readonly queueLeft: number;
  /** BFS level of the deepest distinct state; the initial state is level 1. */
  readonly depth: number;
  readonly seconds: number;
  readonly workers: number;
  /** Bytes of the visited set (the fingerprint table) at the end of the run, where the search measures it. */
  readonly visitedSetBytes?: number;
  /** Bytes held by the fingerprint set, the parent links and the frontier at the end of the run. */
  readonly memoryBytes: number;
  /** TLC's optimistic estimate that a fingerprint collision hid a state: distinct x (generated - distinct) / 2^bits. */
  readonly collisionProbability: number;
  /** Bits per fingerprint of the search (CheckOptions.fingerprintBits); absent: 64. */
  readonly fingerprintBits?: number;
  /**
   * With several workers, the states each generated in this run (worker 0,
   * the calling thread, also counts the initial states): how the work was
   * shared. They add up to statesGenerated in a search from the start that
   * expanded every slice to its end; one that stopped inside a slice counts
   * the parts of that slice that ran.
   */
  readonly generatedByWorker?: readonly number[];
  /** For a liveness check: the seconds spent searching the state graph for fair cycles, after building it. */
  readonly livenessSeconds?: number;
  /** Seconds spent in each phase of the BFS steps (not for the other search modes). */
  readonly phaseSeconds?: PhaseSeconds;
  /** Per action (or finer key), when coverage was asked for. */
  readonly coverage?: readonly ActionCoverage[];
  /**
   * How many new states each expanded state found, as TLC reports it after
   * a complete search (out-degree.ts); absent when the search stopped.
   */
  readonly outDegree?: OutDegree;
}

/**
 * Where a breadth-first search spent its time: setting up its workers
 * (their threads are started later, in an expansion: see
 * START_THREADS_AT_PARENTS), expanding, growing the visited set, marking and
 * committing (see bfs.ts).
 */
export interface PhaseSeconds {
  start: number;
  expand: number;
  grow: number;
  mark: number;
  commit: number;
}

export type LimitKind = 'states' | 'time' | 'depth' | 'interrupted';

/** An invariant violated by the last state of `trace`, a shortest behaviour to it. */
export interface InvariantViolation {
  readonly invariant: string;
  readonly trace: Trace;
}

/**
 * What a search that goes on past invariant violations (CheckOptions.continueAfterViolation)
 * adds to its result: every violation, in the order TLC reports them. Such a
 * search stops only at a deadlock, a limit or an error; one that found
 * violations and explored everything is an 'invariant' result naming the
 * first of them.
 */
export interface ContinuedViolations {
  readonly violations?: readonly InvariantViolation[];
}

export type CheckResult = (
  | { readonly kind: 'ok'; readonly stats: Statistics }
  | { readonly kind: 'invariant'; readonly invariant: string; readonly trace: Trace; readonly stats: Statistics }
  | { readonly kind: 'deadlock'; readonly trace: Trace; readonly stats: Statistics }
  /** A temporal property is violated: `trace` with `loop` is a fair behaviour that violates it. */
  | { readonly kind: 'property'; readonly property: string; readonly trace: Trace; readonly loop: LassoLoop; readonly stats: Statistics }
  | { readonly kind: 'limit'; readonly limit: LimitKind; readonly stats: Statistics; readonly checkpoint?: string }
  /**
   * The search could not go on. `failure` when the model failed on a state:
   * with the behaviour up to the state being expanded (its last state), or up
   * to the state whose invariants could not be checked. `problem` when the
   * search ran out of room (memory, disk): what, the limit and the numbers,
   * which `message` says in the library's terms.
   */
  | {
      readonly kind: 'error';
      readonly message: string;
      readonly stats: Statistics;
      readonly failure?: ModelFailure & { readonly trace: Trace };
      readonly problem?: SearchProblem;
    }
) &
  ContinuedViolations;

/** Progress reported by a running search, about once per `progressInterval`. */
export interface Progress {
  readonly level: number;
  readonly statesGenerated: number;
  readonly distinctStates: number;
  readonly queueLeft: number;
  readonly seconds: number;
  /** Bytes the search holds in memory (visited set, links, levels, batches), where the search measures it. */
  readonly memoryBytes?: number;
  /** Bits per fingerprint of the search; absent: 64. */
  readonly fingerprintBits?: number;
}

/**
 * TLC's optimistic estimate of the chance that two distinct states shared a
 * fingerprint of `bits` bits: distinct x (generated - distinct) / 2^bits.
 */
export function collisionProbability(distinct: number, generated: number, bits = 64): number {
  return (distinct * Math.max(0, generated - distinct)) / 2 ** bits;
}
