import type { TlaState, TlaValue } from './trace/tla-value.js';

/** A test of a packed state (at `offset`), true when the state satisfies it: an invariant, a trace's extra invariant. */
export type PackedStatePredicate = (state: Uint8Array, offset: number) => boolean;

/**
 * Where a model writes the states it enumerates. The model writes each state
 * into `target` at `targetOffset` (all `stateBytes` bytes) and then calls
 * `emit`. During one enumeration (one `initialStates` or `successors` call)
 * the sink keeps `target` and `targetOffset` fixed and never writes into
 * them, so a model may write a common part once and patch it per state.
 * (A model may also hand over repeats of states emitted before, to a sink that
 * takes them: an optional capability, see repeating-model.ts.)
 */
export interface StateSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;
  /** Hands over the state just written, produced by action `actionId`; false stops the enumeration. */
  emit(actionId: number): boolean;
  /**
   * Optional: true when the state being expanded satisfies every invariant
   * and constraint the sink checks its successors against (a breadth-first
   * search expands only such states). A model may then answer, for a
   * successor that leaves every variable an invariant reads as it was, that
   * the invariant holds without evaluating it.
   */
  readonly parentChecked?: boolean;
}

/**
 * The one contract between the search engine and a specification.
 *
 * Enumeration must be deterministic: the k-th state emitted for a given
 * source is always the same, which is what lets a trace be rebuilt from
 * (parent, successor index) pairs alone.
 */
export interface Model {
  /** Size in bytes of one packed state. */
  readonly stateBytes: number;
  /** Variable names in the spec's declaration order. */
  readonly variableNames: readonly string[];
  /** Action names; an action id indexes this list. */
  readonly actionNames: readonly string[];
  /** Invariants the model can check; an invariant id indexes this list. */
  readonly invariantNames: readonly string[];
  /** State constraints the model can apply; a constraint id indexes this list. */
  readonly constraintNames: readonly string[];

  /** How worker threads build the same model; required for a search with more than one worker. */
  readonly factory?: ModelFactory;

  /** Emits every initial state; returns false if the sink stopped the enumeration. */
  initialStates(sink: StateSink): boolean;
  /** Emits every successor of the state at `source[sourceOffset..]`, in the order TLC would; false if stopped. */
  successors(source: Uint8Array, sourceOffset: number, sink: StateSink): boolean;
  /**
   * Position in `invariants` (a list of invariant ids) of the first invariant the
   * state violates, or -1 when it satisfies them all.
   */
  firstViolatedInvariant(state: Uint8Array, offset: number, invariants: Int32Array): number;
  /** Position in `constraints` of the first constraint the state violates at BFS level `level`, or -1. */
  firstViolatedConstraint(state: Uint8Array, offset: number, level: number, constraints: Int32Array): number;

  /**
   * Optional, for fairness: whether ENABLED <<A>>_vars holds at the state for
   * action `actionId` by the action's own definition, which can differ from
   * what `successors` emits when the next-state relation guards the action
   * away (as `IF GameOver THEN UNCHANGED vars ELSE ...` does). Without it, an
   * action is enabled where it emits a successor that differs from the state.
   */
  actionEnabled?(actionId: number, state: Uint8Array, offset: number): boolean;

  /** The state as TLA+ values, for printing and comparison. */
  toTla(state: Uint8Array, offset: number): TlaState;
  /** Packs TLA+ values back into a state; throws a ModelValueError on values the model cannot hold. */
  fromTla(values: TlaState, target: Uint8Array, offset: number): void;
  /**
   * Optional finer coverage keys than actions (e.g. the branches of a CASE):
   * their names, and the key of a step by `actionId` from the given source.
   */
  readonly coverageNames?: readonly string[];
  coverageKey?(actionId: number, source: Uint8Array, sourceOffset: number): number;

  /**
   * Optional: readable lines for how one variable changed between two states,
   * e.g. `Baltic Avenue: bank -> player 2`; null (or no method) to show the values.
   */
  readonly describeChange?: (variable: string, before: TlaValue, after: TlaValue) => readonly string[] | null;

  /** A short human label for a step, e.g. `ResolveSquare: player 1 on Community Chest (2)`. */
  describeStep(actionId: number, before: Uint8Array, beforeOffset: number, after: Uint8Array, afterOffset: number): string;
}

/** How to build a model in another thread: `(await import(module))[exportName](args)`. */
export interface ModelFactory {
  /** URL of an ES module. */
  readonly module: string;
  readonly exportName: string;
  /** Structured-cloneable arguments. */
  readonly args: unknown;
}

/**
 * What a search reports when a model throws while it enumerates or checks a
 * state (an expression TLC cannot evaluate, a value that does not fit the
 * packed layout): the error's name and message, and `detail` when the error
 * carries one (an Error with a `detail` property; structured-cloneable, so it
 * crosses threads).
 */
export interface ModelFailure {
  readonly name: string;
  readonly message: string;
  readonly detail?: unknown;
  /** While doing what: enumerating a state's successors (or the initial states), or checking one state's invariants. */
  readonly during: 'successors' | 'initial' | 'invariant';
  /**
   * The state the enumeration failed on counts as generated (an error's `countsAsGenerated`: a successor TLC makes, then finds incomplete).
   */
  readonly countsAsGenerated?: boolean;
  /** After an invariant's failure, TLC's replay of the parent failed too (TLC then exits as for that failure). */
  readonly replayFailure?: ModelFailure;
}

/** A thrown value as a ModelFailure. */
export function modelFailure(error: unknown, during: ModelFailure['during']): ModelFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), during };
  const { detail: own, countsAsGenerated, exitCode } = error as { detail?: unknown; countsAsGenerated?: boolean; exitCode?: unknown };
  // an error that carries only an exit code (the value library's) is described by it
  const detail = own ?? (typeof exitCode === 'number' ? { exitCode } : undefined);
  return {
    name: error.name,
    message: error.message,
    during,
    ...(detail !== undefined && { detail }),
    ...(countsAsGenerated === true && { countsAsGenerated }),
  };
}

/** Raised by `Model.fromTla` when a value does not fit the model. */
export class ModelValueError extends Error {
  override readonly name = 'ModelValueError';
}
