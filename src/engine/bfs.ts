/**
 * Breadth-first search, level by level, with TLC's rules (docs: semantics.md):
 * every emitted successor counts as generated; one outside a constraint is
 * checked against the invariants but never fingerprinted or expanded; a new
 * in-model state is fingerprinted, checked, and queued only if it passes; the
 * search stops at the first violation, so the trace is a shortest one.
 */
import { Fingerprinter } from './fingerprint.js';
import { FingerprintSet } from './fingerprint-set.js';
import type { Model, StateSink } from './model.js';
import { resolveIds, type CheckOptions } from './options.js';
import { NO_PARENT, ParentLinks } from './parent-links.js';
import type { CheckResult, LimitKind, Statistics } from './result.js';
import { StateBuffer } from './state-buffer.js';
import { confirmTrace, rebuildTrace, type TraceClaim } from './trace.js';

/** Why the enumeration of a state's successors was stopped. */
type Stop =
  | { kind: 'invariant'; invariantId: number; parent: number; position: number }
  | { kind: 'limit'; limit: LimitKind };

const TIME_CHECK_EVERY = 512;

export class BreadthFirstSearch implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;

  private readonly size: number;
  private readonly fingerprinter: Fingerprinter;
  private readonly seen = new FingerprintSet();
  private readonly links = new ParentLinks();
  private frontier: StateBuffer;
  private next: StateBuffer;
  private readonly invariants: Int32Array;
  private readonly constraints: Int32Array;

  private generated = 0;
  private depth = 0;
  /** Level of the states being emitted (the parent's level + 1; 1 for initial states). */
  private childLevel = 1;
  private parentOrdinal = NO_PARENT;
  private position = 0;
  private stop: Stop | null = null;
  private readonly maxDistinct: number;
  private readonly startedAt = performance.now();

  constructor(private readonly model: Model, private readonly options: CheckOptions) {
    this.size = model.stateBytes;
    this.fingerprinter = new Fingerprinter(this.size);
    this.target = this.fingerprinter.bytes;
    this.targetOffset = this.fingerprinter.scratchOffset;
    this.frontier = new StateBuffer(this.size);
    this.next = new StateBuffer(this.size);
    this.invariants = resolveIds('invariant', options.invariants, model);
    this.constraints = resolveIds('constraint', options.constraints, model);
    this.maxDistinct = options.maxDistinctStates ?? Number.POSITIVE_INFINITY;
  }

  /** Receives one emitted state: the hot path of the whole checker. */
  emit(_actionId: number): boolean {
    this.generated++;
    const position = this.position++;
    const model = this.model;
    const memory = this.target;
    const at = this.targetOffset;
    if (model.firstViolatedConstraint(memory, at, this.childLevel, this.constraints) >= 0) {
      // outside the model: not fingerprinted, not expanded, but its invariants are checked
      const violated = model.firstViolatedInvariant(memory, at, this.invariants);
      if (violated < 0) return true;
      this.stop = { kind: 'invariant', invariantId: this.invariants[violated] as number, parent: this.parentOrdinal, position };
      return false;
    }
    const low = this.fingerprinter.hash(at, this.size);
    if (this.seen.put(this.fingerprinter.high, low)) return true;
    this.links.add(this.parentOrdinal, position);
    if (this.childLevel > this.depth) this.depth = this.childLevel;
    const violated = model.firstViolatedInvariant(memory, at, this.invariants);
    if (violated >= 0) {
      this.stop = { kind: 'invariant', invariantId: this.invariants[violated] as number, parent: this.parentOrdinal, position };
      return false;
    }
    this.next.append(memory, at);
    if (this.seen.size >= this.maxDistinct) {
      this.stop = { kind: 'limit', limit: 'states' };
      return false;
    }
    return true;
  }

  run(): CheckResult {
    const model = this.model;
    const options = this.options;
    this.childLevel = 1;
    this.parentOrdinal = NO_PARENT;
    this.position = 0;
    if (!model.initialStates(this)) return this.stopped(0);
    let levelStart = 0;
    let level = 1;
    let lastProgress = this.startedAt;
    const progressMs = (options.progressIntervalSeconds ?? 10) * 1000;
    const deadline = options.timeLimitSeconds === undefined ? Number.POSITIVE_INFINITY : this.startedAt + options.timeLimitSeconds * 1000;
    this.swapLevels();
    while (this.frontier.count > 0) {
      if (options.maxLevel !== undefined && level >= options.maxLevel) return this.limited('depth', this.frontier.count);
      this.childLevel = level + 1;
      const frontier = this.frontier;
      const count = frontier.count;
      for (let i = 0; i < count; i++) {
        this.parentOrdinal = levelStart + i;
        this.position = 0;
        if (!model.successors(frontier.bytes, i * this.size, this)) return this.stopped(count - i - 1);
        if (this.position === 0 && options.checkDeadlock) return this.deadlock(levelStart + i, count - i - 1);
        if ((i & (TIME_CHECK_EVERY - 1)) === TIME_CHECK_EVERY - 1) {
          const now = performance.now();
          if (now >= deadline) return this.limited('time', count - i - 1 + this.next.count);
          if (options.onProgress !== undefined && now - lastProgress >= progressMs) {
            lastProgress = now;
            options.onProgress({ level, statesGenerated: this.generated, distinctStates: this.seen.size, queueLeft: count - i - 1 + this.next.count, seconds: (now - this.startedAt) / 1000 });
          }
        }
      }
      levelStart += count;
      level++;
      this.swapLevels();
    }
    return { kind: 'ok', stats: this.statistics(0) };
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
      memoryBytes: this.seen.bytes + this.links.bytes + this.frontier.bytes.byteLength + this.next.bytes.byteLength,
    };
  }

  /** The enumeration was stopped by emit(); `leftInLevel` states of the current level were not expanded. */
  private stopped(leftInLevel: number): CheckResult {
    const stop = this.stop as Stop;
    const queueLeft = leftInLevel + this.next.count;
    if (stop.kind === 'limit') return this.limited(stop.limit, queueLeft);
    const trace = stop.parent === NO_PARENT ? rebuildTrace(this.model, this.links, 0, -1) : rebuildTrace(this.model, this.links, stop.parent, stop.position);
    const initialViolation = stop.parent === NO_PARENT;
    const confirmed = initialViolation ? null : this.confirm(trace, { kind: 'invariant', invariantId: stop.invariantId });
    if (confirmed !== null) return confirmed;
    return { kind: 'invariant', invariant: this.model.invariantNames[stop.invariantId] as string, trace, stats: this.statistics(queueLeft) };
  }

  private deadlock(ordinal: number, leftInLevel: number): CheckResult {
    const trace = rebuildTrace(this.model, this.links, ordinal);
    return this.confirm(trace, { kind: 'deadlock' }) ?? { kind: 'deadlock', trace, stats: this.statistics(leftInLevel + this.next.count) };
  }

  private limited(limit: LimitKind, queueLeft: number): CheckResult {
    return { kind: 'limit', limit, stats: this.statistics(queueLeft) };
  }

  /** An error result if the counterexample does not replay, else null. */
  private confirm(trace: ReturnType<typeof rebuildTrace>, claim: TraceClaim): CheckResult | null {
    const problem = confirmTrace(this.model, trace, claim);
    if (problem === null) return null;
    return { kind: 'error', message: `internal error: the counterexample found does not replay (${problem})`, stats: this.statistics(0) };
  }
}
