/**
 * Committing a marked slice, the last step of the BFS on it: walk its
 * candidates in enumeration order, number the new states, link each to its
 * parent and queue it for the next level, and count the states generated up
 * to where the slice ends. Where the search must stop inside the slice (a new
 * state that violates an invariant, the distinct-state limit, or the event
 * that ended its expansion), the commit stops there too, with TLC's counts,
 * and says why; the search makes the result.
 */
import type { CoverageRecorder } from '../coverage.js';
import type { ModelFailure } from '../model.js';
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

export class SliceCommitter {
  generated = 0;
  distinct = 0;
  depth = 0;

  constructor(
    private readonly links: ParentLinks,
    private readonly invariants: Int32Array,
    private readonly maxDistinct: number,
    private readonly workerCount: number,
    /** With coverage on: its recorder, and how to commit the workers' counts of their first so many emitted states. */
    private readonly coverage: { recorder: CoverageRecorder; commitWorkers(emitted: readonly number[]): void } | null,
  ) {}

  /** Walks the marked candidates of a slice in enumeration order: numbers, links and queues the new states. */
  commit({ parts, batches }: MarkedSlice, level: CommitLevel): CommitStop | null {
    const { links, maxDistinct } = this;
    const { start, next } = level;
    const coverage = this.coverage?.recorder ?? null;
    for (let k = 0; k < parts.length; k++) {
      const part = parts[k] as WorkerPart;
      const batch = batches[part.worker] as SuccessorBatch;
      const { parent, position, coverageKey, stateWords, wordsPerState } = batch;
      const distinctBefore = this.distinct;
      for (let i = part.start; i < part.end; i++) {
        const mark = batch.statusOf(i);
        if (mark === DUPLICATE) continue;
        const parentIndex = parent[i] as number;
        const distinct = ++this.distinct;
        links.add(parentIndex === NO_PARENT ? NO_PARENT : start + parentIndex, position[i] as number);
        if (coverage !== null) coverage.addDistinct(coverageKey[i] as number);
        if (mark >= NEW_VIOLATION) {
          this.reachLevel(level);
          this.countGenerated(parts, k, this.emittedThrough(part, batch, i));
          return { kind: 'violation', invariantId: this.invariants[mark - NEW_VIOLATION] as number, parent: parentIndex, position: position[i] as number };
        }
        next.append(stateWords, i * wordsPerState);
        if (distinct >= maxDistinct) {
          this.reachLevel(level);
          this.countGenerated(parts, k, this.emittedThrough(part, batch, i));
          return { kind: 'states-limit', parent: parentIndex };
        }
      }
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
    this.coverage?.commitWorkers(emitted);
  }
}
