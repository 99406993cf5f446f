/**
 * Expansion, the first half of a BFS step: enumerate the successors of a run
 * of parents, count them, drop those outside the model after checking their
 * invariants (TLC checks every out-of-model successor, each time), and stage
 * the in-model ones with their fingerprints in a SuccessorBatch. It has no
 * side effect on the visited set, so runs of parents can be expanded ahead of
 * deduplication, or beside each other in worker threads, without changing
 * TLC's semantics. It stops at the first event in enumeration order: an
 * out-of-model successor that violates an invariant, or a parent without any
 * successor (when deadlock is checked). With `continues` (TLC's -continue)
 * such a successor is no event: it is noted in its part, to be reported in
 * enumeration order when the slice is committed, and the expansion goes on.
 */
import type { CoverageRecorder } from '../coverage.js';
import { newRepeatScope, offersRepeats, type RepeatingModel, type RepeatSink } from '../repeating-model.js';
import { Fingerprinter } from '../tables/fingerprint.js';
import { modelFailure, type Model } from '../model.js';
import { StagedFingerprints } from './staged-fingerprints.js';
import { partitionOf } from '../tables/table-probe.js';
import type { StateRun } from './state-buffer.js';
import { NO_PARENT } from './parent-links.js';
import { NEW_STATE, NEW_VIOLATION, SuccessorBatch } from './successor-batch.js';
import { violatedFrom, type OutOfModelViolation } from './violation-log.js';
import { PLAIN_EXPANSION, type ExpandedPart, type ExpansionEvent, type ExpansionModes, type SliceChunks } from './expanded-part.js';

export class Expander implements RepeatSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;
  /** A parent is expanded only once it passed its invariants and constraints (initial states have no parent). */
  parentChecked = false;
  /**
   * The batch being filled: batches[turn], with turns 0 and 1 used in
   * alternation by several workers, so that one slice can be committed while
   * the next is expanded (the second is made when first used).
   */
  batch: SuccessorBatch;
  readonly batches: SuccessorBatch[];
  /** States emitted since the batch was cleared. */
  emitted = 0;
  /** Candidates staged since the batch was cleared, by fingerprint partition (see fingerprint-table.ts). */
  readonly candidatesByPartition: number[];
  event: ExpansionEvent | null = null;
  /**
   * This expander's scope for the level it expands into (see `repeat`), or -1
   * when it takes no repeats: a number no other expander of this thread, in
   * this search or another with the same model, ever has, since a model keeps
   * what it learnt of a scope.
   */
  repeatScope = -1;
  /** Repeats need no origin here. */
  readonly enumeration = -1;
  /** The model, when it offers repeats and this level takes them (else null: plain successors). */
  private repeating: RepeatingModel | null = null;
  private scopeLevel = -1;
  private levelScope = -1;
  /** The parts expanded since the batch was cleared, in the order they were expanded. */
  readonly parts: ExpandedPart[] = [];
  /** With `continues`: the out-of-model violations noted since the last part was closed. */
  private violations: OutOfModelViolation[] = [];
  /** With `recordsSteps`: the steps since the last part was closed. */
  private steps: number[] = [];
  private readonly continues: boolean;
  private readonly recordsSteps: boolean;

  private readonly fingerprinter: Fingerprinter;
  /** The fingerprint of the state just emitted, `width` words: a view of the fingerprinter's memory. */
  private readonly fingerprint: Uint32Array;
  private readonly size: number;
  private parent = 0;
  private position = 0;
  private level = 1;
  /** Where the parent being expanded is, for coverage keys. */
  private source: Uint8Array | null = null;
  private sourceOffset = 0;
  private parentSerial = 0;
  /** Whether the state being staged satisfied the constraints (for a failure while checking its invariants). */
  private inModel = false;
  private readonly staged: StagedFingerprints;

  constructor(
    private readonly model: Model,
    private readonly invariants: Int32Array,
    private readonly constraints: Int32Array,
    private readonly checkDeadlock: boolean,
    readonly coverage: CoverageRecorder | null = null,
    private readonly partitions = 1,
    /** Words per fingerprint. */
    private readonly width = 2,
    modes: ExpansionModes = PLAIN_EXPANSION,
  ) {
    this.continues = modes.continues;
    this.recordsSteps = modes.recordsSteps;
    this.candidatesByPartition = new Array<number>(partitions).fill(0);
    this.size = model.stateBytes;
    this.fingerprinter = new Fingerprinter(this.size, width);
    this.fingerprint = this.fingerprinter.fingerprint;
    this.staged = new StagedFingerprints(width);
    this.target = this.fingerprinter.bytes;
    this.targetOffset = this.fingerprinter.scratchOffset;
    this.batch = new SuccessorBatch(this.size, undefined, partitions, width);
    this.batches = [this.batch];
  }

  emit(actionId: number): boolean {
    const emittedBefore = this.emitted++;
    const position = this.position++;
    this.inModel = false;
    try {
      return this.stage(actionId, emittedBefore, position);
    } catch (error) {
      this.event = {
        kind: 'failure',
        failure: modelFailure(error, 'invariant'),
        parent: this.parent,
        position,
        emittedBefore,
        inModel: this.inModel,
      };
      return false;
    }
  }

  /** Checks the state just emitted and stages it; false at an event. */
  private stage(actionId: number, emittedBefore: number, position: number): boolean {
    const model = this.model;
    const key = this.coverage === null ? 0 : this.recordCoverage(emittedBefore, actionId);
    const memory = this.target;
    const at = this.targetOffset;
    if (model.firstViolatedConstraint(memory, at, this.level, this.constraints) >= 0) {
      const violated = model.firstViolatedInvariant(memory, at, this.invariants);
      if (violated < 0) return true;
      if (this.continues) {
        const invariants = this.parent === NO_PARENT ? violatedFrom(model, memory, at, this.invariants, violated) : [violated];
        this.violations.push({ parent: this.parent, position, emittedBefore, invariants });
        return true;
      }
      this.event = { kind: 'invariant', invariantId: this.invariants[violated] as number, parent: this.parent, position, emittedBefore };
      return false;
    }
    this.inModel = true;
    this.fingerprinter.hash(at, this.size);
    const fingerprint = this.fingerprint;
    if (this.recordsSteps && this.parent !== NO_PARENT) this.recordStep(actionId, emittedBefore);
    // a duplicate of a state this expander staged before: counted as generated, nothing more to do
    if (this.staged.seenElseAdd(fingerprint)) return true;
    // checked here, in parallel and while the model still knows this state's parent, for when marking finds it new
    const violated = model.firstViolatedInvariant(memory, at, this.invariants);
    const verdict = violated < 0 ? NEW_STATE : NEW_VIOLATION + violated;
    this.batch.add(fingerprint, 0, this.parent, position, emittedBefore, key, verdict, this.fingerprinter.words, at >> 2);
    const partition = partitionOf(fingerprint[0] as number, this.partitions);
    this.candidatesByPartition[partition] = (this.candidatesByPartition[partition] as number) + 1;
    return true;
  }

  /**
   * States repeated from an earlier enumeration of this level by this
   * expander, which was earlier in enumeration order (each worker claims its
   * chunks in increasing order), need nothing but counting. An in-model one
   * was staged there, or was a duplicate already, so it is a duplicate now.
   * An out-of-model one had its invariants checked there; had one failed, the
   * search would stop at that earlier event. DepthBound depends on the
   * level, hence one scope per level, and a scope is this expander's alone.
   * With coverage on, every state is counted by its coverage key, so repeats
   * are refused.
   */
  repeat(_actionId: number, count: number): boolean {
    this.emitted += count;
    this.position += count;
    return true;
  }

  private recordStep(actionId: number, emittedBefore: number): void {
    const steps = this.steps;
    steps.push(this.parent, emittedBefore, actionId);
    for (let w = 0; w < this.width; w++) steps.push(this.fingerprint[w] as number);
  }

  private recordCoverage(emittedIndex: number, actionId: number): number {
    const coverage = this.coverage as CoverageRecorder;
    const source = this.source;
    const key = source === null ? coverage.initKey : (this.model.coverageKey?.(actionId, source, this.sourceOffset) ?? actionId);
    coverage.record(emittedIndex, key, this.parentSerial);
    return key;
  }

  /** Starts a new batch of successors at BFS level `level` (their parents are at level - 1), in batch `turn` (0 or 1). */
  reset(level: number, turn = 0): void {
    this.batch = this.batches[turn] ?? (this.batches[turn] = new SuccessorBatch(this.size, undefined, this.partitions, this.width));
    this.batch.clear();
    this.parts.length = 0;
    this.candidatesByPartition.fill(0);
    this.emitted = 0;
    this.event = null;
    this.level = level;
    if (level !== this.scopeLevel) {
      this.scopeLevel = level;
      this.levelScope = newRepeatScope();
    }
    // an out-of-model state repeated would have to be reported again, and every step is drawn: then every state is looked at
    const takesRepeats = this.coverage === null && !this.continues && !this.recordsSteps;
    this.repeating = takesRepeats && offersRepeats(this.model) ? this.model : null;
    this.repeatScope = this.repeating === null ? -1 : this.levelScope;
    this.violations = [];
    this.steps = [];
  }

  /** Stages the initial states (level 1), as part 0. */
  expandInitial(): void {
    this.parent = NO_PARENT;
    this.position = 0;
    this.source = null;
    this.parentSerial++;
    this.parentChecked = false;
    try {
      this.model.initialStates(this);
    } catch (error) {
      this.event ??= {
        kind: 'failure',
        failure: modelFailure(error, 'initial'),
        parent: NO_PARENT,
        position: this.position,
        emittedBefore: this.emitted,
      };
    }
    this.closePart(0, 0, 0);
  }

  /**
   * Expands chunks of the slice's parents, taking chunk numbers from `claim`
   * (shared by the workers, so each chunk goes to whichever is free first)
   * until they run out or one of its chunks ends at an event. Chunk k is
   * parents `first + k * chunkParents` onwards, and becomes part k.
   */
  expandClaimed(level: StateRun, slice: SliceChunks, claim: () => number): void {
    const chunks = Math.ceil(slice.count / slice.chunkParents);
    while (chunks > 0) {
      const k = claim();
      if (k >= chunks) return;
      const first = slice.first + k * slice.chunkParents;
      const start = this.batch.count;
      const emittedStart = this.emitted;
      this.expand(level, first, Math.min(slice.chunkParents, slice.first + slice.count - first));
      this.closePart(k, start, emittedStart);
      if (this.event !== null) return;
    }
  }

  private closePart(order: number, start: number, emittedStart: number): void {
    const event = this.event === null ? null : { ...this.event, emittedBefore: this.event.emittedBefore - emittedStart };
    const part: ExpandedPart = { order, start, end: this.batch.count, emittedStart, emitted: this.emitted - emittedStart, event };
    this.parts.push({
      ...part,
      ...(this.violations.length > 0 && { violations: this.violations }),
      ...(this.steps.length > 0 && { steps: this.steps }),
    });
    this.violations = [];
    this.steps = [];
  }

  /** The model's successors of the parent set up by `expand`; false at an event (a model failure among them). */
  private successorsOf(model: Model, chunk: Uint8Array): boolean {
    try {
      const repeating = this.repeating;
      return repeating === null
        ? model.successors(chunk, this.sourceOffset, this)
        : repeating.successorsWithRepeats(chunk, this.sourceOffset, this);
    } catch (error) {
      this.event ??= {
        kind: 'failure',
        failure: modelFailure(error, 'successors'),
        parent: this.parent,
        position: this.position,
        emittedBefore: this.emitted,
      };
      return false;
    }
  }

  /** Expands parents `first` .. `first + count - 1` of `level` (numbered within the level); stops at an event. */
  expand(level: StateRun, first: number, count: number): void {
    const model = this.model;
    // going on past violations, a parent may violate an invariant (it was kept and is expanded)
    this.parentChecked = !this.continues;
    const { chunkStates, stride } = level;
    for (let p = first; p < first + count; p++) {
      const c = Math.floor(p / chunkStates);
      const chunk = level.chunk(c);
      this.parent = p;
      this.position = 0;
      this.source = chunk;
      this.sourceOffset = (p - c * chunkStates) * stride;
      this.parentSerial++;
      if (!this.successorsOf(model, chunk)) return;
      if (this.position === 0 && this.checkDeadlock) {
        this.event = { kind: 'deadlock', parent: p, emittedBefore: this.emitted };
        return;
      }
    }
  }
}
