/**
 * Building the state graph a liveness check runs on (state-graph.ts) by one breadth-first search
 * with TLC's rules (docs/semantics.md, as in bfs/): every emitted successor counts
 * as generated; one outside a constraint is checked against the invariants
 * and is no node of the graph; a new in-model state is numbered, checked and
 * queued; the search stops at the first violation or deadlock in TLC's
 * enumeration order, with TLC's counts. So a model file with both invariants
 * and properties is checked in one run.
 *
 * Beside the counts it keeps, per distinct state (by ordinal, in BFS order):
 * its out-edges to in-model states (compressed rows: the ordinals of the
 * targets, and per edge the fairness conditions it is a step of), the
 * fairness conditions enabled there (ENABLED <<A>>_vars: judged on every
 * emitted successor, in the model or not), the truth of each state
 * predicate, and the parent link a trace is rebuilt from. The states
 * themselves are not kept: a counterexample's states are regenerated.
 * Stuttering is implicit: every state may step to itself.
 */
import { NO_PARENT } from '../bfs/parent-links.js';
import type { Model } from '../model.js';
import { newRepeatScope, offersRepeats, type RepeatingModel, type RepeatSink } from '../repeating-model.js';
import { outDegreeOf } from '../out-degree.js';
import { runSteps, runStepsAsync } from '../run-steps.js';
import { collisionProbability, type Statistics } from '../result.js';
import { Fingerprinter } from '../tables/fingerprint.js';
import { ByteColumn, Column, maskColumn } from './column.js';
import { EdgeRows } from './edge-rows.js';
import { enabledConditions } from './fairness.js';
import { EmitLog } from './emit-log.js';
import { LevelQueue } from './level-queue.js';
import { OrdinalIndex } from './ordinal-index.js';
import type { GraphOutcome, GraphSearchOptions, GraphStop, StateGraph } from './state-graph.js';
import { StateLinks } from './state-links.js';
import { predicatesHolding } from './temporal-formula.js';

export class StateGraphBuilder implements RepeatSink {
  readonly target: Uint8Array;
  readonly targetOffset: number;
  private readonly fingerprinter: Fingerprinter;
  private readonly size: number;
  private readonly stride: number;
  private readonly index = new OrdinalIndex();
  private readonly links = new StateLinks();
  private readonly edges: EdgeRows;
  private readonly enabled: Column | ByteColumn;
  private readonly truth: Column | ByteColumn;
  /** The emits of the level, to resolve repeats (see repeat). */
  private readonly log = new EmitLog();
  /** See RepeatSink.repeatScope: one scope per level, since DepthBound depends on the level. */
  repeatScope = -1;
  /** See RepeatSink.enumeration: the ordinal of the state being expanded. */
  enumeration = -1;
  /** The model, when it offers repeats (repeating-model.ts). */
  private readonly repeating: RepeatingModel | null;
  private readonly levelStarts: number[] = [0];
  private readonly startedAt = performance.now();
  private current: LevelQueue;
  private next: LevelQueue;
  private generated = 0;
  private distinct = 0;
  private depth = 0;
  private childLevel = 1;
  /** Ordinal of the first state of the level being expanded. */
  private levelFirst = 0;
  /** Ordinal of the state being expanded, NO_PARENT while the initial states are enumerated. */
  private parent = NO_PARENT;
  private parentOffset = 0;
  /** Successors emitted by the state being expanded. */
  private position = 0;
  /** Conditions the emitted successors of the state being expanded showed enabled. */
  private shown = 0;
  private stop: GraphStop | null = null;

  constructor(
    private readonly model: Model,
    private readonly options: GraphSearchOptions,
  ) {
    this.size = model.stateBytes;
    this.stride = Math.ceil(model.stateBytes / 4) * 4;
    this.repeating = offersRepeats(model) ? model : null;
    this.fingerprinter = new Fingerprinter(this.stride);
    this.target = this.fingerprinter.bytes;
    this.targetOffset = this.fingerprinter.scratchOffset;
    this.edges = new EdgeRows(options.fairness.conditions.length);
    this.enabled = maskColumn(options.fairness.conditions.length);
    this.truth = maskColumn(options.predicates.length);
    this.current = new LevelQueue(this.stride);
    this.next = new LevelQueue(this.stride);
  }

  emit(actionId: number): boolean {
    this.generated++;
    const position = this.position++;
    const model = this.model;
    const memory = this.target;
    const at = this.targetOffset;
    const parent = this.parent;
    if (parent !== NO_PARENT) {
      const bits = (this.options.fairness.conditionsOfAction[actionId] as number) & ~this.shown;
      if (bits !== 0 && this.differsFromParent()) this.shown |= bits;
    }
    const options = this.options;
    if (model.firstViolatedConstraint(memory, at, this.childLevel, options.constraints) >= 0) {
      const violated = model.firstViolatedInvariant(memory, at, options.invariants);
      if (violated < 0) {
        this.log.record(actionId, 0);
        return true;
      }
      this.stop = { kind: 'invariant', invariantId: options.invariants[violated] as number, parent, position };
      return false;
    }
    this.fingerprinter.hash(at, this.size);
    let ordinal = this.index.findOrAdd(this.fingerprinter.fingerprint, 0, this.distinct);
    if (ordinal < 0) {
      ordinal = this.distinct++;
      this.links.add(parent, position);
      if (this.childLevel > this.depth) this.depth = this.childLevel;
      this.truth.push(predicatesHolding(options.predicates, memory, at));
      this.edges.addState();
      const violated = model.firstViolatedInvariant(memory, at, options.invariants);
      if (violated >= 0) {
        this.stop = { kind: 'invariant', invariantId: options.invariants[violated] as number, parent, position };
        return false;
      }
      this.next.append(this.fingerprinter.words, at >> 2);
      if (this.distinct >= (options.maxDistinctStates ?? Number.POSITIVE_INFINITY)) {
        this.stop = { kind: 'limit', limit: 'states' };
        return false;
      }
    }
    if (parent !== NO_PARENT) {
      this.log.record(actionId, ordinal + 1);
      if (ordinal !== parent) this.edges.add(parent, ordinal, this.options.fairness.conditionsOfAction[actionId] as number);
    }
    return true;
  }

  /**
   * `count` emits by `actionId` that repeat, in order, those of enumeration
   * `origin` (an earlier state of this level) by that action: counted, and
   * their edges added, with no state written (see RepeatSink.repeat).
   */
  repeat(actionId: number, count: number, origin: number): boolean {
    const parent = this.parent;
    if (origin < this.levelFirst || origin >= parent)
      throw new Error(`a repeat of ${count} states names enumeration ${origin}, not an earlier one of this level`);
    const fairness = this.options.fairness.conditionsOfAction[actionId] as number;
    const outcomes = this.log.replay(origin - this.levelFirst, actionId, count);
    for (const outcome of outcomes) if (outcome !== 0 && outcome - 1 !== parent) this.edges.add(parent, outcome - 1, fairness);
    const found = outcomes.length;
    if (found !== count) throw new Error(`enumeration ${origin} emitted ${found} states by action ${actionId}, not the ${count} repeated`);
    this.generated += count;
    this.position += count;
    // repeated states differ from the state being expanded (RepeatSink.repeat)
    if (count > 0) this.shown |= fairness;
    return true;
  }

  /** The parent links so far, from which a trace to any state found is rebuilt. */
  get parentLinks(): StateLinks {
    return this.links;
  }

  /** Builds the whole graph in the calling thread, or stops at the first violation, deadlock or limit. */
  build(): GraphOutcome {
    return runSteps(this.steps());
  }

  /** The same, giving the event loop a turn about every 50 ms (for signals: see GraphSearchOptions.shouldStop). */
  buildAsync(): Promise<GraphOutcome> {
    return runStepsAsync(this.steps());
  }

  /** The search, as steps of 1024 parents; its return value is the outcome. */
  private *steps(): Generator<void, GraphOutcome> {
    this.model.initialStates(this);
    if (this.stop === null) this.swapLevels();
    let lastProgress = performance.now();
    const progressMs = (this.options.progressIntervalSeconds ?? 10) * 1000;
    while (this.stop === null && this.current.count > 0) {
      // expanding level L (the last one started) into level L + 1, which starts after every state found so far
      const level = this.levelStarts.length;
      const first = this.levelStarts[level - 1] as number;
      this.levelFirst = first;
      this.childLevel = level + 1;
      this.levelStarts.push(this.distinct);
      this.repeatScope = newRepeatScope();
      this.log.clear();
      for (let p = 0; p < this.current.count && this.stop === null; p++) {
        this.expand(first + p, p * this.stride);
        if ((p & 1023) === 1023 && this.stop === null) {
          const now = performance.now();
          if (this.options.shouldStop?.() === true) this.stop = { kind: 'limit', limit: 'interrupted' };
          else if (now >= (this.options.deadline ?? Number.POSITIVE_INFINITY)) this.stop = { kind: 'limit', limit: 'time' };
          if (this.options.onProgress !== undefined && now - lastProgress >= progressMs) {
            lastProgress = now;
            this.options.onProgress({
              level: this.childLevel - 1,
              statesGenerated: this.generated,
              distinctStates: this.distinct,
              queueLeft: this.current.count - p - 1 + this.next.count,
              seconds: this.seconds(),
            });
          }
          yield;
        }
      }
      if (this.stop === null) this.swapLevels();
    }
    if (this.stop !== null) return { graph: null, stop: this.stop, stats: this.statistics(this.queueLeft()) };
    const graph: StateGraph = {
      stateCount: this.distinct,
      levelStarts: this.levelStarts,
      ...this.edges.finish(),
      enabled: this.enabled.trimmed(),
      truth: this.truth.trimmed(),
      predicates: this.options.predicates,
      fairness: this.options.fairness,
      links: this.links,
      bytes: this.graphBytes(),
    };
    const outDegree = outDegreeOf(this.links, this.distinct, this.distinct);
    return { graph, stop: null, stats: outDegree === null ? this.statistics(0) : { ...this.statistics(0), outDegree } };
  }

  private expand(ordinal: number, offset: number): void {
    const source = this.current.bytes;
    this.parent = ordinal;
    this.enumeration = ordinal;
    this.parentOffset = offset;
    this.position = 0;
    this.shown = 0;
    this.edges.beginRow();
    this.log.begin();
    const repeating = this.repeating;
    if (!(repeating === null ? this.model.successors(source, offset, this) : repeating.successorsWithRepeats(source, offset, this))) return;
    this.enabled.push(enabledConditions(this.model, this.options.fairness, source, offset, this.shown));
    if (this.position === 0 && this.options.checkDeadlock) this.stop = { kind: 'deadlock', parent: ordinal };
  }

  private differsFromParent(): boolean {
    const source = this.current.bytes;
    const from = this.parentOffset;
    const memory = this.target;
    const at = this.targetOffset;
    for (let i = 0; i < this.size; i++) if (memory[at + i] !== source[from + i]) return true;
    return false;
  }

  /** Makes the next level the one to expand. */
  private swapLevels(): void {
    const done = this.current;
    this.current = this.next;
    this.next = done;
    this.next.count = 0;
  }

  /** States queued but not expanded: the rest of this level after the parent being expanded, and the next level. */
  private queueLeft(): number {
    if (this.parent === NO_PARENT) return this.next.count;
    return this.current.count - (this.parent - this.levelFirst + 1) + this.next.count;
  }

  private seconds(): number {
    return (performance.now() - this.startedAt) / 1000;
  }

  private graphBytes(): number {
    return this.index.bytes + this.links.bytes + this.edges.bytes + this.enabled.bytes + this.truth.bytes;
  }

  private statistics(queueLeft: number): Statistics {
    return {
      statesGenerated: this.generated,
      distinctStates: this.distinct,
      queueLeft,
      depth: this.depth,
      seconds: this.seconds(),
      workers: 1,
      memoryBytes: this.graphBytes() + this.current.bytes.byteLength + this.next.bytes.byteLength,
      collisionProbability: collisionProbability(this.distinct, this.generated),
    };
  }
}
