/**
 * Expansion, the first half of a BFS step: enumerate the successors of a run
 * of parents, count them, drop those outside the model after checking their
 * invariants (TLC checks every out-of-model successor, each time), and stage
 * the in-model ones with their fingerprints in a SuccessorBatch. It has no
 * side effect on the visited set, so runs of parents can be expanded ahead of
 * (or, with workers, beside) deduplication without changing TLC's semantics.
 * It stops at the first event in enumeration order: an out-of-model
 * successor that violates an invariant, or a parent without any successor
 * (when deadlock is checked).
 */
import type { CoverageRecorder } from './coverage.js';
import { Fingerprinter } from './fingerprint.js';
import type { Model, StateSink } from './model.js';
import { strideOf } from './state-buffer.js';
import { SuccessorBatch } from './successor-batch.js';

/** What stopped an expansion early, positioned in enumeration order. */
export type ExpansionEvent =
  | { readonly kind: 'invariant'; readonly invariantId: number; readonly parent: number; readonly position: number; readonly emittedBefore: number; readonly state: Uint8Array }
  | { readonly kind: 'deadlock'; readonly parent: number; readonly emittedBefore: number };

export class Expander implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;
  readonly batch: SuccessorBatch;
  /** States emitted since the batch was cleared. */
  emitted = 0;
  event: ExpansionEvent | null = null;

  private readonly fingerprinter: Fingerprinter;
  private readonly size: number;
  /** Bytes from one parent to the next in the chunks given to `expand` (StateBuffer's stride). */
  private readonly stride: number;
  private parent = 0;
  private position = 0;
  private level = 1;
  /** Where the parent being expanded is, for coverage keys. */
  private source: Uint8Array | null = null;
  private sourceOffset = 0;
  private parentSerial = 0;

  /** BFS level of the states being staged. */
  get currentLevel(): number {
    return this.level;
  }

  constructor(
    private readonly model: Model,
    private readonly invariants: Int32Array,
    private readonly constraints: Int32Array,
    private readonly checkDeadlock: boolean,
    private readonly coverage: CoverageRecorder | null = null,
  ) {
    this.size = model.stateBytes;
    this.stride = strideOf(this.size);
    this.fingerprinter = new Fingerprinter(this.size);
    this.target = this.fingerprinter.bytes;
    this.targetOffset = this.fingerprinter.scratchOffset;
    this.batch = new SuccessorBatch(this.size);
  }

  emit(actionId: number): boolean {
    const emittedBefore = this.emitted++;
    const position = this.position++;
    const model = this.model;
    if (this.coverage !== null) this.recordCoverage(emittedBefore, actionId);
    const memory = this.target;
    const at = this.targetOffset;
    if (model.firstViolatedConstraint(memory, at, this.level, this.constraints) >= 0) {
      const violated = model.firstViolatedInvariant(memory, at, this.invariants);
      if (violated < 0) return true;
      const state = memory.slice(at, at + this.size);
      this.event = { kind: 'invariant', invariantId: this.invariants[violated] as number, parent: this.parent, position, emittedBefore, state };
      return false;
    }
    const low = this.fingerprinter.hash(at, this.size);
    this.batch.add(this.fingerprinter.high, low, this.parent, position, emittedBefore, this.fingerprinter.words, at >> 2);
    return true;
  }

  private recordCoverage(emittedIndex: number, actionId: number): void {
    const coverage = this.coverage as CoverageRecorder;
    const source = this.source;
    let key: number;
    if (source === null) key = coverage.initKey;
    else key = this.model.coverageKey?.(actionId, source, this.sourceOffset) ?? actionId;
    coverage.record(emittedIndex, key, this.parentSerial);
  }

  /** Starts a new batch of successors at BFS level `level` (their parents are at level - 1). */
  reset(level: number): void {
    this.batch.clear();
    this.emitted = 0;
    this.event = null;
    this.level = level;
  }

  /** Stages the initial states (level 1); false if an event stopped it. */
  expandInitial(parentMarker: number): boolean {
    this.parent = parentMarker;
    this.position = 0;
    this.source = null;
    this.parentSerial++;
    return this.model.initialStates(this);
  }

  /**
   * Expands the parents at `offset`, `offset + size`, ... of `chunk`, numbered
   * from `firstParent`; stops after `count` parents, at an event, or once the
   * batch holds `batchLimit` candidates. Returns the number of parents done.
   */
  expand(chunk: Uint8Array, firstIndexInChunk: number, count: number, firstParent: number, batchLimit: number): number {
    const model = this.model;
    for (let i = 0; i < count; i++) {
      this.parent = firstParent + i;
      this.position = 0;
      this.source = chunk;
      this.sourceOffset = (firstIndexInChunk + i) * this.stride;
      this.parentSerial++;
      if (!model.successors(chunk, this.sourceOffset, this)) return i + 1;
      if (this.position === 0 && this.checkDeadlock) {
        this.event = { kind: 'deadlock', parent: this.parent, emittedBefore: this.emitted };
        return i + 1;
      }
      if (this.batch.count >= batchLimit) return i + 1;
    }
    return count;
  }
}
