/**
 * Breadth-first search, level by level, with TLC's rules (semantics.md):
 * every emitted successor counts as generated; one outside a constraint is
 * checked against the invariants but never fingerprinted or expanded; a new
 * in-model state is fingerprinted, checked, and queued only if it passes; the
 * search stops at the first violation in TLC's enumeration order, so the
 * trace is a shortest one and the counts at the stop are TLC's.
 *
 * Each step runs in two halves: an Expander stages the successors of a run of
 * parents (no side effects), then `deduplicate` inserts them into the
 * fingerprint set in enumeration order. Staging lets the set's cache misses
 * overlap: the home slots of a window of candidates are read before any is
 * inserted.
 */
import { CoverageRecorder } from './coverage.js';
import { Expander, type ExpansionEvent } from './expander.js';
import { FingerprintSet } from './fingerprint-set.js';
import type { Model } from './model.js';
import { resolveIds, type CheckOptions } from './options.js';
import { NO_PARENT, ParentLinks } from './parent-links.js';
import type { CheckResult, LimitKind, Statistics, Trace } from './result.js';
import { StateBuffer } from './state-buffer.js';
import { confirmTrace, rebuildTrace, type TraceClaim } from './trace.js';

/** Candidates staged before they are deduplicated. */
const BATCH_CANDIDATES = 1 << 14;
/** Candidates whose home slots are read ahead of their insertion. */
const TOUCH_WINDOW = 1024;

export class BreadthFirstSearch {
  private readonly seen = new FingerprintSet(1 << 20);
  private readonly links = new ParentLinks();
  private frontier: StateBuffer;
  private next: StateBuffer;
  private readonly expander: Expander;
  private readonly coverage: CoverageRecorder | null;
  private readonly invariants: Int32Array;
  private readonly maxDistinct: number;
  private readonly startedAt = performance.now();

  private generated = 0;
  private depth = 0;
  /** Ordinal of the first state of the level being expanded. */
  private levelStart = 0;
  /** Number of states in the level being expanded (0 while staging initial states). */
  private levelCount = 0;
  private touchSink = 0;

  constructor(private readonly model: Model, private readonly options: CheckOptions) {
    this.frontier = new StateBuffer(model.stateBytes);
    this.next = new StateBuffer(model.stateBytes);
    this.invariants = resolveIds('invariant', options.invariants, model);
    const constraints = resolveIds('constraint', options.constraints, model);
    this.coverage = options.coverage === true ? new CoverageRecorder(model) : null;
    this.expander = new Expander(model, this.invariants, constraints, options.checkDeadlock, this.coverage);
    this.maxDistinct = options.maxDistinctStates ?? Number.POSITIVE_INFINITY;
  }

  run(): CheckResult {
    const options = this.options;
    const expander = this.expander;
    expander.reset(1);
    expander.expandInitial(NO_PARENT);
    const initial = this.deduplicate();
    if (initial !== null) return initial;
    this.swapLevels();
    let level = 1;
    let lastProgress = this.startedAt;
    const progressMs = (options.progressIntervalSeconds ?? 10) * 1000;
    const deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
    while (this.frontier.count > 0) {
      const frontier = this.frontier;
      this.levelCount = frontier.count;
      if (options.maxLevel !== undefined && level >= options.maxLevel) return this.limited('depth', frontier.count);
      let parent = 0;
      for (let c = 0; c < frontier.chunkCount; c++) {
        const chunk = frontier.chunk(c);
        const inChunk = frontier.statesInChunk(c);
        for (let j = 0; j < inChunk; ) {
          expander.reset(level + 1);
          const done = expander.expand(chunk, j, inChunk - j, parent, BATCH_CANDIDATES);
          const stopped = this.deduplicate();
          if (stopped !== null) return stopped;
          parent += done;
          j += done;
          const now = performance.now();
          const queueLeft = this.levelCount - parent + this.next.count;
          if (now >= deadline) return this.limited('time', queueLeft);
          if (options.onProgress !== undefined && now - lastProgress >= progressMs) {
            lastProgress = now;
            options.onProgress({ level, statesGenerated: this.generated, distinctStates: this.seen.size, queueLeft, seconds: (now - this.startedAt) / 1000 });
          }
        }
      }
      this.levelStart += this.levelCount;
      level++;
      this.swapLevels();
    }
    return { kind: 'ok', stats: this.statistics(0) };
  }

  /**
   * Inserts the staged candidates in enumeration order and queues the new
   * ones; returns a result if the search must stop (a violation, a deadlock,
   * the distinct-state limit), else null.
   */
  private deduplicate(): CheckResult | null {
    const batch = this.expander.batch;
    const seen = this.seen;
    const { high, low, parent, position, emittedBefore, states, stateWords, wordsPerState } = batch;
    const stride = batch.stride;
    const childLevel = this.expander.currentLevel;
    for (let windowStart = 0; windowStart < batch.count; windowStart += TOUCH_WINDOW) {
      const windowEnd = Math.min(batch.count, windowStart + TOUCH_WINDOW);
      let touched = 0;
      for (let i = windowStart; i < windowEnd; i++) touched += seen.touch(high[i] as number, low[i] as number);
      this.touchSink ^= touched;
      for (let i = windowStart; i < windowEnd; i++) {
        if (seen.put(high[i] as number, low[i] as number)) continue;
        const parentIndex = parent[i] as number;
        this.coverage?.addDistinct(this.coverage.keyAt(emittedBefore[i] as number));
        this.links.add(parentIndex === NO_PARENT ? NO_PARENT : this.levelStart + parentIndex, position[i] as number);
        if (childLevel > this.depth) this.depth = childLevel;
        const violated = this.model.firstViolatedInvariant(states, i * stride, this.invariants);
        if (violated >= 0) {
          this.countGenerated((emittedBefore[i] as number) + 1);
          return this.violation(this.invariants[violated] as number, parentIndex, position[i] as number, this.queueLeftAt(parentIndex));
        }
        this.next.append(stateWords, i * wordsPerState);
        if (seen.size >= this.maxDistinct) {
          this.countGenerated((emittedBefore[i] as number) + 1);
          return this.limited('states', this.queueLeftAt(parentIndex));
        }
      }
    }
    const event = this.expander.event;
    if (event === null) {
      this.countGenerated(this.expander.emitted);
      return null;
    }
    return this.eventResult(event);
  }

  private eventResult(event: ExpansionEvent): CheckResult {
    if (event.kind === 'deadlock') {
      this.countGenerated(event.emittedBefore);
      const ordinal = this.levelStart + event.parent;
      const trace = rebuildTrace(this.model, this.links, ordinal);
      return this.confirmed(trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: this.statistics(this.queueLeftAt(event.parent)) };
    }
    this.countGenerated(event.emittedBefore + 1);
    return this.violation(event.invariantId, event.parent, event.position, this.queueLeftAt(event.parent));
  }

  /** Adds the first `count` states emitted in the current batch to the totals. */
  private countGenerated(count: number): void {
    this.generated += count;
    this.coverage?.commit(count);
  }

  /** States queued but not expanded when parent `parentIndex` of this level is being expanded. */
  private queueLeftAt(parentIndex: number): number {
    const expandedSoFar = parentIndex === NO_PARENT ? 0 : parentIndex + 1;
    return this.levelCount - expandedSoFar + this.next.count;
  }

  private violation(invariantId: number, parentIndex: number, position: number, queueLeft: number): CheckResult {
    const trace =
      parentIndex === NO_PARENT
        ? rebuildTrace(this.model, this.links, NO_PARENT, position)
        : rebuildTrace(this.model, this.links, this.levelStart + parentIndex, position);
    const invariant = this.model.invariantNames[invariantId] as string;
    return this.confirmed(trace, { kind: 'invariant', invariantId }) ?? { kind: 'invariant', invariant, trace, stats: this.statistics(queueLeft) };
  }

  private swapLevels(): void {
    const done = this.frontier;
    this.frontier = this.next;
    this.next = done;
    this.next.clear();
  }

  private statistics(queueLeft: number): Statistics {
    return {
      statesGenerated: this.generated,
      distinctStates: this.seen.size,
      queueLeft,
      depth: this.depth,
      seconds: (performance.now() - this.startedAt) / 1000,
      workers: 1,
      memoryBytes: this.seen.bytes + this.links.bytes + this.frontier.bytes + this.next.bytes + this.expander.batch.bytes,
      ...(this.coverage !== null && { coverage: this.coverage.totals() }),
    };
  }

  private limited(limit: LimitKind, queueLeft: number): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(queueLeft) };
  }

  /** An error result if the counterexample does not replay and show the claim, else null. */
  private confirmed(trace: Trace, claim: TraceClaim): CheckResult | null {
    const problem = confirmTrace(this.model, trace, claim);
    if (problem === null) return null;
    return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: this.statistics(0) };
  }
}
