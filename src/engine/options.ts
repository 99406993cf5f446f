import type { Model } from './model.js';
import type { Progress } from './result.js';
import type { FingerprintBits } from './tables/fingerprint.js';

/**
 * The state graph of a breadth-first search, told as it is found, in TLC's
 * order (one worker's, whatever the number of threads), from the calling
 * thread. Fingerprints, packed states and models are valid during the call.
 */
export interface StateGraphListener {
  /**
   * Distinct state `ordinal` (from 0: TLC's -dump calls it State ordinal + 1),
   * first reached from distinct state `parent` (-1 for an initial state),
   * named by `fingerprint`: the packed state at `offset` of `state`, and the
   * model that packed it (model.toTla reads it). A search that starts again
   * (a compiled spec's wider layout) starts again from ordinal 0.
   */
  state(ordinal: number, parent: number, fingerprint: Uint32Array, state: Uint8Array, offset: number, model: Model): void;
  /**
   * When given, every step to a state in the model, new or seen before,
   * up to where the search stops: from distinct state `parent` by the
   * model's action `actionId` to the state named `fingerprint`; the step to
   * a new state comes just before the state.
   */
  readonly step?: (parent: number, actionId: number, fingerprint: Uint32Array, model: Model) => void;
}

/** What to check and when to stop. Names are the model's; unknown names are a programming error. */
export interface CheckOptions {
  /** Invariants to check, in the order they are checked (TLC reports the first violated). */
  readonly invariants: readonly string[];
  /** State constraints: a state violating one is outside the model. */
  readonly constraints: readonly string[];
  /** Report a state without any successor as a deadlock (TLC's default). */
  readonly checkDeadlock: boolean;
  /**
   * Go on past invariant violations, as TLC's -continue does: a new state
   * that violates an invariant is kept, counted and expanded; a state outside
   * the model is reported each time it is generated; each violation comes
   * with its shortest behaviour, in the result's `violations`, in TLC's
   * order. The search then stops only at a deadlock (when checked), a limit
   * or an error; one that found violations and explored everything returns
   * an 'invariant' result naming the first. Not with `recoverFrom` (the
   * violations before the checkpoint are not in it).
   */
  readonly continueAfterViolation?: boolean;
  /** Told of the state graph as the search finds it (TLC's -dump and -dump dot): see StateGraphListener. */
  readonly stateGraph?: StateGraphListener;
  /** Stop with a 'states' limit once this many distinct states are found. */
  readonly maxDistinctStates?: number;
  /** Stop with a 'time' limit after this many seconds. */
  readonly timeLimitSeconds?: number;
  /** Do not expand states at this BFS level (a 'depth' limit if any are left); unlike DepthBound this is a search limit. */
  readonly maxLevel?: number;
  /**
   * Bits per fingerprint (see tables/fingerprint.ts): 64 by default, or
   * 128, which makes a collision negligible far beyond 10^10 states at twice
   * the visited set's memory. A recovery takes the checkpoint's width when
   * this is not given, and refuses another.
   */
  readonly fingerprintBits?: FingerprintBits;
  /** Worker threads (default 1: the search runs in the calling thread). Results are the same for any number. */
  readonly workers?: number;
  /**
   * Start the worker threads at once and have the first slice wait until
   * every one is ready. By default they start once the search has reached
   * 2^16 parents (START_THREADS_AT_PARENTS) and a thread joins at the first
   * slice after it is ready (a moment later), so a small search may end
   * before any has; tests use this to make threads take part from the start.
   */
  readonly waitForThreads?: boolean;
  /** Count, per action, states enabled in, successors generated and new states found (Statistics.coverage). */
  readonly coverage?: boolean;
  /**
   * Take checkpoints in `dir`: every `everyMinutes` (if given) and when
   * `shouldStop` says to stop. `context` is stored with them for whoever
   * recovers (e.g. the model file), opaque to the engine.
   */
  readonly checkpoint?: {
    readonly dir: string;
    readonly everyMinutes?: number;
    readonly context?: unknown;
    /**
     * Given the error of a checkpoint that could not be written (a full disk, a folder
     * removed): the search goes on, and an interrupted one ends without a
     * checkpoint. Without it a failed write ends the search with the write's error.
     */
    readonly onFailure?: (error: unknown) => void;
  };
  /** Continue the search saved in this checkpoint folder; the model and options must be the ones it was taken with. */
  readonly recoverFrom?: string;
  /** Asked between slices; true stops the search (with a checkpoint if `checkpoint` is set) as an 'interrupted' limit. */
  readonly shouldStop?: () => boolean;
  /**
   * Bytes the search may hold (visited set, parent links, levels, batches).
   * Past half of it, full chunks of the levels are spilled to files in
   * `workDir`; a search that would still pass it stops with an 'error' result
   * saying what to change. Default: no limit.
   */
  readonly memoryBudgetBytes?: number;
  /** Folder for spill files (required with memoryBudgetBytes); the engine removes its files when done. */
  readonly workDir?: string;
  /** Called about every `progressIntervalSeconds` (default 10) while the search runs. */
  readonly onProgress?: (progress: Progress) => void;
  readonly progressIntervalSeconds?: number;
}

/** Raised when options name an invariant, constraint or action the model does not have. */
export class UnknownNameError extends Error {
  override readonly name = 'UnknownNameError';
  constructor(
    readonly kind: 'invariant' | 'constraint' | 'action',
    readonly requested: string,
    readonly available: readonly string[],
  ) {
    super(`unknown ${kind} '${requested}'; available: ${available.join(', ')}`);
  }
}

/** Resolves names to the model's ids, in the given order. */
export function resolveIds(kind: 'invariant' | 'constraint', names: readonly string[], model: Model): Int32Array {
  const available = kind === 'invariant' ? model.invariantNames : model.constraintNames;
  return Int32Array.from(names, (name) => {
    const id = available.indexOf(name);
    if (id < 0) throw new UnknownNameError(kind, name, available);
    return id;
  });
}
