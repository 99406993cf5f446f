/**
 * Committing a marked slice, the last step of the BFS on it: walk its
 * candidates in enumeration order, number the new states, link each to its
 * parent and queue it for the next level, and count the states generated up
 * to where the slice ends. Where the search must stop inside the slice (a new
 * state that violates an invariant, the distinct-state limit, or the event
 * that ended its expansion), the commit stops there too, with TLC's counts,
 * and says why; the search makes the result. A search that goes on past
 * violations (TLC's -continue) hands them to its ViolationLog here, in
 * enumeration order: a new state's where it is numbered, an out-of-model
 * state's (noted by the expander) among the candidates emitted around it.
 */
import type { CoverageRecorder } from '../coverage.js';
import type { ModelFailure } from '../model.js';
import type { OutOfModelViolation, ViolationLog } from './violation-log.js';
import { STEP_FIELDS } from './expanded-part.js';
import { NO_PARENT, type ParentLinks } from './parent-links.js';
import type { WorkerPart } from './slice-executor.js';
import type { StateBuffer } from './state-buffer.js';
import { DUPLICATE, NEW_VIOLATION, type SuccessorBatch } from './successor-batch.js';

/** A slice whose candidates are marked, to be committed. */
export interface MarkedSlice {
  /** Its parts in enumeration order, up to and including the one that ends at an event. */
  readonly parts: readonly WorkerPart[];
  readonly batches: readonly SuccessorBatch[];
}

/** Where and why a commit stopped; `parent` is the index, within its level, of the state being expanded. */
export type CommitStop =
  | { readonly kind: 'violation'; readonly invariantId: number; readonly parent: number; readonly position: number }
  | { readonly kind: 'deadlock'; readonly parent: number }
  /** The model failed expanding `parent` (during 'successors'), or checking its successor at `position` (during 'invariant'). */
  | { readonly kind: 'failure'; readonly failure: ModelFailure; readonly parent: number; readonly position: number }
  | { readonly kind: 'states-limit'; readonly parent: number };

/** The level a slice's parents belong to: the ordinal of its first state, and the BFS level of their successors. */
export interface CommitLevel {
  readonly start: number;
  readonly childLevel: number;
  /** Where the new states are queued. */
  readonly next: StateBuffer;
}

/** What a commit does beyond numbering, linking and queueing: each is null when not asked for. */
export interface CommitExtras {
  /** With coverage on: its recorder, and how to commit the workers' counts of their first so many emitted states. */
  readonly coverage: { recorder: CoverageRecorder; commitWorkers(emitted: readonly number[]): void } | null;
  /** Where violations go when the search goes on past them (else a violation stops the commit). */
  readonly violations: ViolationLog | null;
  /** Told of the state graph (CheckOptions.stateGraph, without the model). */
  readonly graph: CommitGraph | null;
}

/** CheckOptions.stateGraph as the commit tells it: `parent` -1 for an initial state; `step` null when steps are not recorded. */
export interface CommitGraph {
  state(ordinal: number, parent: number, fingerprint: Uint32Array, state: Uint8Array, offset: number): void;
  readonly step: ((parent: number, actionId: number, fingerprint: Uint32Array) => void) | null;
}

/** A plain commit: no coverage, violations stop it, nobody told of new states. */
export const PLAIN_COMMIT: CommitExtras = { coverage: null, violations: null, graph: null };

const NO_VIOLATIONS: readonly OutOfModelViolation[] = [];
const NO_STEPS: readonly number[] = [];

export class SliceCommitter {
  generated = 0;
  distinct = 0;
  depth = 0;

  constructor(
    private readonly links: ParentLinks,
    private readonly invariants: Int32Array,
    private readonly maxDistinct: number,
    private readonly workerCount: number,
    private readonly extras: CommitExtras,
  ) {}

  // long because: one walk in enumeration order does every step of a commit, and stops where TLC stops
  /** Walks the marked candidates of a slice in enumeration order: numbers, links and queues the new states. */
  commit({ parts, batches }: MarkedSlice, level: CommitLevel): CommitStop | null {
    const { links, maxDistinct } = this;
    const { start, next } = level;
    const coverage = this.extras.coverage?.recorder ?? null;
    const { violations: log, graph } = this.extras;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k] as WorkerPart;
      const batch = batches[part.worker] as SuccessorBatch;
      const { parent, position, coverageKey, stateWords, wordsPerState } = batch;
      const distinctBefore = this.distinct;
      const outOfModel = part.violations ?? NO_VIOLATIONS;
      const steps = part.steps ?? NO_STEPS;
      let reported = 0;
      let stepsTold = 0;
      for (let i = part.start; i < part.end; i++) {
        // the out-of-model violations emitted before this candidate come first; the steps up to it, its own included
        if (reported < outOfModel.length) reported = this.reportOutOfModel(outOfModel, reported, batch.emittedBefore[i] as number, start);
        if (stepsTold < steps.length)
          stepsTold = this.tellSteps(steps, stepsTold, (batch.emittedBefore[i] as number) + 1, start, batch.width);
        const mark = batch.statusOf(i);
        if (mark === DUPLICATE) continue;
        const parentIndex = parent[i] as number;
        const distinct = ++this.distinct;
        links.add(parentIndex === NO_PARENT ? NO_PARENT : start + parentIndex, position[i] as number);
        if (coverage !== null) coverage.addDistinct(coverageKey[i] as number);
        if (graph !== null)
          graph.state(
            distinct - 1,
            parentIndex === NO_PARENT ? -1 : start + parentIndex,
            batch.fingerprints.subarray(i * batch.width, (i + 1) * batch.width),
            batch.states,
            i * batch.stride,
          );
        if (mark >= NEW_VIOLATION && log !== null) {
          log.inModel(distinct - 1, batch.states, i * batch.stride, mark - NEW_VIOLATION);
        } else if (mark >= NEW_VIOLATION) {
          this.reachLevel(level);
          this.countGenerated(parts, k, this.emittedThrough(part, batch, i));
          return {
            kind: 'violation',
            invariantId: this.invariants[mark - NEW_VIOLATION] as number,
            parent: parentIndex,
            position: position[i] as number,
          };
        }
        next.append(stateWords, i * wordsPerState);
        if (distinct >= maxDistinct) {
          this.reachLevel(level);
          this.countGenerated(parts, k, this.emittedThrough(part, batch, i));
          return { kind: 'states-limit', parent: parentIndex };
        }
      }
      if (reported < outOfModel.length) this.reportOutOfModel(outOfModel, reported, Number.POSITIVE_INFINITY, start);
      // a part ending at an event (the last one) stepped up to it
      if (stepsTold < steps.length)
        this.tellSteps(
          steps,
          stepsTold,
          part.event === null ? Number.POSITIVE_INFINITY : part.emittedStart + part.event.emittedBefore,
          start,
          batch.width,
        );
      if (this.distinct > distinctBefore) this.reachLevel(level);
    }
    const k = parts.length - 1;
    const event = parts[k]?.event ?? null;
    if (event === null) {
      this.countGenerated(parts, parts.length, 0);
      return null;
    }
    if (event.kind === 'deadlock') {
      this.countGenerated(parts, k, event.emittedBefore);
      return { kind: 'deadlock', parent: event.parent };
    }
    if (event.kind === 'failure') {
      // a state whose invariants could not be checked was generated (and, in the model, fingerprinted, as TLC does before checking);
      // a failed enumeration generated those before it, and the state it failed on when the model says so
      const counted = event.failure.during === 'invariant' || event.failure.countsAsGenerated === true;
      this.countGenerated(parts, k, event.emittedBefore + (counted ? 1 : 0));
      if (event.inModel === true) this.distinct++;
      return { kind: 'failure', failure: event.failure, parent: event.parent, position: event.position };
    }
    this.countGenerated(parts, k, event.emittedBefore + 1);
    return { kind: 'violation', invariantId: event.invariantId, parent: event.parent, position: event.position };
  }

  /** Hands the log the out-of-model violations from `from` on that were emitted before `before`; returns where it stopped. */
  private reportOutOfModel(violations: readonly OutOfModelViolation[], from: number, before: number, levelStart: number): number {
    const log = this.extras.violations as ViolationLog;
    let v = from;
    for (; v < violations.length && (violations[v] as OutOfModelViolation).emittedBefore < before; v++) {
      const { parent, position, invariants } = violations[v] as OutOfModelViolation;
      log.outOfModel(parent === NO_PARENT ? NO_PARENT : levelStart + parent, position, invariants);
    }
    return v;
  }

  /**
   * Tells the graph the steps of `steps` (STEP_FIELDS and the fingerprint each) from
   * index `from` on that were emitted before `before`; returns where it stopped.
   */
  private tellSteps(steps: readonly number[], from: number, before: number, levelStart: number, width: number): number {
    const tell = (this.extras.graph as CommitGraph).step as NonNullable<CommitGraph['step']>;
    const size = STEP_FIELDS + width;
    let s = from;
    for (; s < steps.length && (steps[s + 1] as number) < before; s += size) {
      tell(levelStart + (steps[s] as number), steps[s + 2] as number, Uint32Array.from(steps.slice(s + STEP_FIELDS, s + size)));
    }
    return s;
  }

  /** The depth is at least the level of the new states committed. */
  private reachLevel(level: CommitLevel): void {
    if (level.childLevel > this.depth) this.depth = level.childLevel;
  }

  /** The states of `part` emitted up to candidate i of its batch, that one included. */
  private emittedThrough(part: WorkerPart, batch: SuccessorBatch, i: number): number {
    return (batch.emittedBefore[i] as number) - part.emittedStart + 1;
  }

  /** Counts as generated every state emitted in the parts before part k, and `partial` of part k's. */
  private countGenerated(parts: readonly WorkerPart[], k: number, partial: number): void {
    // coverage is committed per worker: the first so many states of each worker's emission order
    const emitted = new Array<number>(this.workerCount).fill(0);
    parts.forEach((part, index) => {
      const counted = index < k ? part.emitted : index === k ? partial : 0;
      emitted[part.worker] = (emitted[part.worker] as number) + counted;
      this.generated += counted;
    });
    this.extras.coverage?.commitWorkers(emitted);
  }
}
