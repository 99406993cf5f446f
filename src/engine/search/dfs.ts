/**
 * Depth-first search with a depth bound, and iterative deepening (TLC's
 * -dfid). The memory besides the visited set is one frame per level of the
 * current path (the state and its successors), so it grows with the depth
 * bound, not with the state space; there are no parent links and no queue of
 * full states.
 *
 * Same rules as the BFS (docs/semantics.md): every emitted successor counts as
 * generated; one outside a constraint is checked against the invariants, not
 * stored, not expanded; a new in-model state is stored, checked, and expanded
 * only if it passes; a state without successors is a deadlock.
 *
 * Why states are re-explored: a DFS that skips every state it has seen can
 * reach a state first along a long path, at level 9 say, and later along a
 * short one at level 4. Under a depth bound of 10 the first visit explored
 * only one level below it, so states that a BFS finds at levels 5 to 10
 * through it would be missed. The visited set therefore keeps, with each
 * fingerprint, the smallest level at which the state was reached, and a
 * state reached again at a smaller level is expanded again. Then every state
 * whose shortest distance is within the bound is found, which is exactly the
 * BFS's set under DepthBound: the same distinct-state count and depth.
 */
import { ALREADY_SEEN, DepthTable, FIRST_REACHED } from '../tables/depth-table.js';
import type { Model } from '../model.js';
import { resolveIds, type CheckOptions } from '../options.js';
import { collisionProbability, type CheckResult, type LimitKind, type Statistics, type Trace } from '../result.js';
import { StateHasher } from '../tables/state-hasher.js';
import { fingerprintWords, type FingerprintBits } from '../tables/fingerprint.js';
import { SuccessorList } from './successor-list.js';
import { confirmTrace, type TraceClaim } from '../trace/trace.js';

export interface DepthFirstOptions extends Omit<CheckOptions, 'coverage' | 'maxLevel'> {
  /**
   * Deepest level expanded (the initial state is level 1); successors one
   * level deeper are generated and checked if outside the model, else cut off.
   */
  readonly maxDepth: number;
  /**
   * Iterative deepening: bounds 1, 2, ..., maxDepth, each a fresh search; ends early once a bound cuts
   * nothing off (no successor beyond the bound is a state the search has not found within it).
   */
  readonly iterative?: boolean;
}

/** How the depth-first search went, beside the usual result (whose statistics are those of the last iteration). */
export interface DepthFirstReport {
  readonly result: CheckResult;
  readonly iterative: boolean;
  readonly maxDepth: number;
  /** Bounds searched (1 for a plain DFS). */
  readonly iterations: number;
  /** Times a state was expanded again because it was reached at a smaller level than before (last iteration). */
  readonly reexplored: number;
  /** States generated over all iterations. */
  readonly statesGeneratedAllIterations: number;
}

interface Frame {
  readonly state: Uint8Array;
  actionId: number;
  readonly successors: SuccessorList;
  next: number;
}

/** Searches depth-first (or by iterative deepening) and returns the verdict; never throws for a violation. */
export function depthFirstSearch(model: Model, options: DepthFirstOptions): DepthFirstReport {
  if (!Number.isInteger(options.maxDepth) || options.maxDepth < 1)
    throw new RangeError(`a depth-first search needs a depth bound of 1 or more, got ${options.maxDepth}`);
  const search = new DepthFirstSearch(model, options);
  const iterative = options.iterative === true;
  let generatedAll = 0;
  let bound = iterative ? 1 : options.maxDepth;
  for (;;) {
    const outcome = search.run(bound);
    generatedAll += outcome.result.stats.statesGenerated;
    const last = !iterative || !outcome.cutOff || bound === options.maxDepth || outcome.result.kind !== 'ok';
    if (last) {
      const result: CheckResult =
        outcome.result.kind === 'ok' && outcome.cutOff ? { kind: 'limit', limit: 'depth', stats: outcome.result.stats } : outcome.result;
      return {
        result,
        iterative,
        maxDepth: options.maxDepth,
        iterations: iterative ? bound : 1,
        reexplored: outcome.reexplored,
        statesGeneratedAllIterations: generatedAll,
      };
    }
    bound++;
  }
}

class DepthFirstSearch {
  private readonly table: DepthTable;
  /** States met beyond the bound that were not (yet) found within it. */
  private readonly beyondBound: DepthTable;
  private readonly fingerprintBits: FingerprintBits;
  private readonly hasher: StateHasher;
  private readonly roots: SuccessorList;
  private readonly frames: Frame[] = [];
  private readonly invariants: Int32Array;
  private readonly constraints: Int32Array;
  private readonly maxDistinct: number;
  private readonly deadline: number;
  private readonly startedAt = performance.now();
  private lastProgress = this.startedAt;
  private top = -1;
  private bound = 1;
  private generated = 0;
  private reexplored = 0;
  private visits = 0;

  constructor(
    private readonly model: Model,
    private readonly options: DepthFirstOptions,
  ) {
    this.fingerprintBits = options.fingerprintBits ?? 64;
    const width = fingerprintWords(this.fingerprintBits);
    this.table = new DepthTable(width, 1 << 16);
    this.beyondBound = new DepthTable(width, 1 << 10);
    this.hasher = new StateHasher(model.stateBytes, width);
    this.roots = new SuccessorList(model.stateBytes, 4);
    this.invariants = resolveIds('invariant', options.invariants, model);
    this.constraints = resolveIds('constraint', options.constraints, model);
    this.maxDistinct = options.maxDistinctStates ?? Number.POSITIVE_INFINITY;
    this.deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
  }

  /** One depth-first search from scratch with levels 1..bound expanded. */
  run(bound: number): { result: CheckResult; cutOff: boolean; reexplored: number } {
    this.bound = bound;
    this.table.clear();
    this.top = -1;
    this.generated = 0;
    this.reexplored = 0;
    this.beyondBound.clear();
    const result = this.explore();
    return { result, cutOff: !this.beyondBound.isSubsetOf(this.table), reexplored: this.reexplored };
  }

  private explore(): CheckResult {
    const roots = this.roots.collectInitial(this.model);
    this.generated += roots.count;
    for (let i = 0; i < roots.count; i++) {
      const stopped = this.visit(roots, i, 1);
      if (stopped !== null) return stopped;
      while (this.top >= 0) {
        const frame = this.frames[this.top] as Frame;
        if (frame.next === frame.successors.count) {
          this.top--;
          continue;
        }
        const child = frame.next++;
        const stop = this.visit(frame.successors, child, this.top + 2);
        if (stop !== null) return stop;
        if ((++this.visits & 4095) === 0) {
          const interrupted = this.tick();
          if (interrupted !== null) return interrupted;
        }
      }
    }
    return { kind: 'ok', stats: this.statistics(0) };
  }

  /** Handles state `index` of `list`, reached at `level`; a result if the search must stop. */
  private visit(list: SuccessorList, index: number, level: number): CheckResult | null {
    const model = this.model;
    const states = list.states;
    const at = list.offsetOf(index);
    if (model.firstViolatedConstraint(states, at, level, this.constraints) >= 0) {
      const violated = model.firstViolatedInvariant(states, at, this.invariants);
      return violated < 0 ? null : this.violation(list, index, violated);
    }
    this.hasher.hash(states, at);
    const fingerprint = this.hasher.fingerprint;
    if (level > this.bound) {
      // a state found within the bound, before or after, loses nothing by not being expanded from here
      if (!this.table.contains(fingerprint, 0)) this.beyondBound.record(fingerprint, 0, level);
      return null;
    }
    const seen = this.table.record(fingerprint, 0, level);
    if (seen === ALREADY_SEEN) return null;
    if (seen === FIRST_REACHED) {
      const violated = model.firstViolatedInvariant(states, at, this.invariants);
      if (violated >= 0) return this.violation(list, index, violated);
      if (this.table.size >= this.maxDistinct) return this.limited('states');
    } else {
      this.reexplored++;
    }
    return this.push(list, index);
  }

  /** Makes state `index` of `list` the top of the path and lists its successors; a deadlock result if it has none. */
  private push(list: SuccessorList, index: number): CheckResult | null {
    const depth = ++this.top;
    let frame = this.frames[depth];
    if (frame === undefined) {
      frame = { state: new Uint8Array(this.model.stateBytes), actionId: -1, successors: new SuccessorList(this.model.stateBytes), next: 0 };
      this.frames.push(frame);
    }
    const at = list.offsetOf(index);
    frame.state.set(list.states.subarray(at, at + this.model.stateBytes));
    frame.actionId = list === this.roots ? -1 : (list.actionIds[index] as number);
    frame.next = 0;
    frame.successors.collect(this.model, frame.state, 0);
    this.generated += frame.successors.count;
    if (frame.successors.count === 0 && this.options.checkDeadlock) {
      const trace = this.pathTrace();
      return this.confirmed(trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: this.statistics(this.top + 1) };
    }
    return null;
  }

  /** The current path from the initial state. */
  private pathTrace(): { states: Uint8Array[]; actionIds: number[] } {
    const states: Uint8Array[] = [];
    const actionIds: number[] = [];
    for (let d = 0; d <= this.top; d++) {
      const frame = this.frames[d] as Frame;
      states.push(frame.state.slice());
      actionIds.push(frame.actionId);
    }
    return { states, actionIds };
  }

  private violation(list: SuccessorList, index: number, violated: number): CheckResult {
    const trace = this.pathTrace();
    trace.states.push(list.copyOf(index));
    trace.actionIds.push(list === this.roots ? -1 : (list.actionIds[index] as number));
    const invariantId = this.invariants[violated] as number;
    const invariant = this.model.invariantNames[invariantId] as string;
    return (
      this.confirmed(trace, { kind: 'invariant', invariantId }) ?? {
        kind: 'invariant',
        invariant,
        trace,
        stats: this.statistics(this.top + 1),
      }
    );
  }

  /** Progress and the time limit, checked every few thousand visits. */
  private tick(): CheckResult | null {
    const now = performance.now();
    if (now >= this.deadline) return this.limited('time');
    const progressMs = (this.options.progressIntervalSeconds ?? 10) * 1000;
    if (this.options.onProgress !== undefined && now - this.lastProgress >= progressMs) {
      this.lastProgress = now;
      this.options.onProgress({
        level: this.top + 1,
        statesGenerated: this.generated,
        distinctStates: this.table.size,
        queueLeft: this.top + 1,
        seconds: (now - this.startedAt) / 1000,
        fingerprintBits: this.fingerprintBits,
      });
    }
    return null;
  }

  private limited(limit: LimitKind): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(this.top + 1) };
  }

  /** `queueLeft`: the states on the path, partly expanded. */
  private statistics(queueLeft: number): Statistics {
    const frameBytes = this.frames.reduce((sum, frame) => sum + frame.state.byteLength + frame.successors.bytes, 0);
    return {
      statesGenerated: this.generated,
      distinctStates: this.table.size,
      queueLeft,
      depth: this.table.deepestLevel(),
      seconds: (performance.now() - this.startedAt) / 1000,
      workers: 1,
      memoryBytes: this.table.bytes + this.beyondBound.bytes + frameBytes + this.roots.bytes,
      collisionProbability: collisionProbability(this.table.size, this.generated, this.fingerprintBits),
      fingerprintBits: this.fingerprintBits,
    };
  }

  private confirmed(trace: Trace, claim: TraceClaim): CheckResult | null {
    const problem = confirmTrace(this.model, trace, claim);
    if (problem === null) return null;
    return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: this.statistics(0) };
  }
}
