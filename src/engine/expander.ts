/**
 * Expansion, the first half of a BFS step: enumerate the successors of a run
 * of parents, count them, drop those outside the model after checking their
 * invariants (TLC checks every out-of-model successor, each time), and stage
 * the in-model ones with their fingerprints in a SuccessorBatch. It has no
 * side effect on the visited set, so runs of parents can be expanded ahead of
 * deduplication, or beside each other in worker threads, without changing
 * TLC's semantics. It stops at the first event in enumeration order: an
 * out-of-model successor that violates an invariant, or a parent without any
 * successor (when deadlock is checked).
 */
import type { CoverageRecorder } from './coverage.js';
import { Fingerprinter } from './fingerprint.js';
import type { Model, StateSink } from './model.js';
import { StagedFingerprints } from './staged-fingerprints.js';
import { partitionOf } from './shared-fingerprint-set.js';
import type { StateRun } from './state-buffer.js';
import { NO_PARENT } from './parent-links.js';
import { NEW_STATE, NEW_VIOLATION, SuccessorBatch } from './successor-batch.js';

/** What stopped an expansion early, positioned in enumeration order. */
export type ExpansionEvent =
  | { readonly kind: 'invariant'; readonly invariantId: number; readonly parent: number; readonly position: number; readonly emittedBefore: number }
  | { readonly kind: 'deadlock'; readonly parent: number; readonly emittedBefore: number };


export class Expander implements StateSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;
  readonly batch: SuccessorBatch;
  /** States emitted since the batch was cleared. */
  emitted = 0;
  /** Candidates staged since the batch was cleared, by fingerprint partition (see shared-fingerprint-set.ts). */
  readonly candidatesByPartition: number[];
  event: ExpansionEvent | null = null;

  private readonly fingerprinter: Fingerprinter;
  private readonly size: number;
  private parent = 0;
  private position = 0;
  private level = 1;
  /** Where the parent being expanded is, for coverage keys. */
  private source: Uint8Array | null = null;
  private sourceOffset = 0;
  private parentSerial = 0;
  private readonly staged = new StagedFingerprints();

  constructor(
    private readonly model: Model,
    private readonly invariants: Int32Array,
    private readonly constraints: Int32Array,
    private readonly checkDeadlock: boolean,
    readonly coverage: CoverageRecorder | null = null,
    private readonly partitions = 1,
  ) {
    this.candidatesByPartition = new Array<number>(partitions).fill(0);
    this.size = model.stateBytes;
    this.fingerprinter = new Fingerprinter(this.size);
    this.target = this.fingerprinter.bytes;
    this.targetOffset = this.fingerprinter.scratchOffset;
    this.batch = new SuccessorBatch(this.size, undefined, partitions);
  }

  emit(actionId: number): boolean {
    const emittedBefore = this.emitted++;
    const position = this.position++;
    const model = this.model;
    const key = this.coverage === null ? 0 : this.recordCoverage(emittedBefore, actionId);
    const memory = this.target;
    const at = this.targetOffset;
    if (model.firstViolatedConstraint(memory, at, this.level, this.constraints) >= 0) {
      const violated = model.firstViolatedInvariant(memory, at, this.invariants);
      if (violated < 0) return true;
      this.event = { kind: 'invariant', invariantId: this.invariants[violated] as number, parent: this.parent, position, emittedBefore };
      return false;
    }
    const low = this.fingerprinter.hash(at, this.size);
    const high = this.fingerprinter.high;
    // a duplicate of a state this expander staged before: counted as generated, nothing more to do
    if (this.staged.seenElseAdd(high, low)) return true;
    // checked here, in parallel and while the model still knows this state's parent, for when marking finds it new
    const violated = model.firstViolatedInvariant(memory, at, this.invariants);
    const verdict = violated < 0 ? NEW_STATE : NEW_VIOLATION + violated;
    this.batch.add(high, low, this.parent, position, emittedBefore, key, verdict, this.fingerprinter.words, at >> 2);
    this.candidatesByPartition[partitionOf(high, this.partitions)]++;
    return true;
  }

  private recordCoverage(emittedIndex: number, actionId: number): number {
    const coverage = this.coverage as CoverageRecorder;
    const source = this.source;
    const key = source === null ? coverage.initKey : (this.model.coverageKey?.(actionId, source, this.sourceOffset) ?? actionId);
    coverage.record(emittedIndex, key, this.parentSerial);
    return key;
  }

  /** Starts a new batch of successors at BFS level `level` (their parents are at level - 1). */
  reset(level: number): void {
    this.batch.clear();
    this.candidatesByPartition.fill(0);
    this.emitted = 0;
    this.event = null;
    this.level = level;
  }

  /** Stages the initial states (level 1). */
  expandInitial(): void {
    this.parent = NO_PARENT;
    this.position = 0;
    this.source = null;
    this.parentSerial++;
    this.model.initialStates(this);
  }

  /** Expands parents `first` .. `first + count - 1` of `level` (numbered within the level); stops at an event. */
  expand(level: StateRun, first: number, count: number): void {
    const model = this.model;
    const { chunkStates, stride } = level;
    for (let p = first; p < first + count; p++) {
      const c = Math.floor(p / chunkStates);
      const chunk = level.chunk(c);
      this.parent = p;
      this.position = 0;
      this.source = chunk;
      this.sourceOffset = (p - c * chunkStates) * stride;
      this.parentSerial++;
      if (!model.successors(chunk, this.sourceOffset, this)) return;
      if (this.position === 0 && this.checkDeadlock) {
        this.event = { kind: 'deadlock', parent: p, emittedBefore: this.emitted };
        return;
      }
    }
  }
}
