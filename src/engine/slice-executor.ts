/**
 * Who does the two halves of a BFS step. A slice of a level's parents is
 * split into one contiguous range per worker; each worker expands its range
 * into its own batch (in order, so concatenating the batches by worker gives
 * TLC's enumeration order), then every worker marks its partition of all the
 * batches. The inline executor does both in the calling thread with one
 * worker; WorkerExecutor (worker-executor.ts) uses threads.
 */
import { CoverageRecorder } from './coverage.js';
import { Expander, type ExpansionEvent } from './expander.js';
import { Marker } from './marker.js';
import type { Model } from './model.js';
import type { SharedFingerprintSet } from './shared-fingerprint-set.js';
import type { StateBuffer } from './state-buffer.js';
import type { SuccessorBatch } from './successor-batch.js';

export interface ExpandReport {
  /** States emitted (in-model or not) before the range ended or the event. */
  readonly emitted: number;
  /** Candidates staged in the worker's batch. */
  readonly candidates: number;
  readonly event: ExpansionEvent | null;
}

export interface ParentRange {
  readonly first: number;
  readonly count: number;
}

/** What a search needs to know to expand and mark. */
export interface SearchSetup {
  readonly model: Model;
  readonly invariants: Int32Array;
  readonly constraints: Int32Array;
  readonly checkDeadlock: boolean;
  readonly coverage: boolean;
}

export interface SliceExecutor {
  readonly workerCount: number;
  /** Each worker's batch, as the calling thread sees it (valid after `expand`). */
  readonly batches: readonly SuccessorBatch[];
  /** Stages the initial states (in worker 0's batch). */
  expandInitial(): ExpandReport[];
  /** Worker w expands parents ranges[w] of `level` into its batch; `childLevel` is the level of their successors. */
  expand(level: StateBuffer, childLevel: number, ranges: readonly ParentRange[]): ExpandReport[];
  /** Marks the first cuts[w] candidates of each batch w; returns the number of new states. */
  mark(table: SharedFingerprintSet, cuts: readonly number[]): number;
  /** Commits coverage for the first emitted[w] states each worker emitted in this slice. */
  commitCoverage(emitted: readonly number[]): void;
  /** Adds the workers' committed coverage counts to `into`. */
  collectCoverage(into: CoverageRecorder): void;
  close(): void;
}

export class InlineExecutor implements SliceExecutor {
  readonly workerCount = 1;
  readonly batches: readonly SuccessorBatch[];
  private readonly expander: Expander;
  private readonly marker: Marker;

  constructor(setup: SearchSetup) {
    const coverage = setup.coverage ? new CoverageRecorder(setup.model) : null;
    // one expander sees every candidate, so its own StagedFingerprints does what a shared cache would
    this.expander = new Expander(setup.model, setup.invariants, setup.constraints, setup.checkDeadlock, coverage, null);
    this.marker = new Marker(0, 1, null);
    this.batches = [this.expander.batch];
  }

  expandInitial(): ExpandReport[] {
    this.expander.reset(1);
    this.expander.expandInitial();
    return [this.report()];
  }

  expand(level: StateBuffer, childLevel: number, ranges: readonly ParentRange[]): ExpandReport[] {
    const range = ranges[0] as ParentRange;
    this.expander.reset(childLevel);
    this.expander.expand(level, range.first, range.count);
    return [this.report()];
  }

  mark(table: SharedFingerprintSet, cuts: readonly number[]): number {
    return this.marker.mark(table, this.batches, cuts);
  }

  commitCoverage(emitted: readonly number[]): void {
    this.expander.coverage?.commit(emitted[0] as number);
  }

  collectCoverage(into: CoverageRecorder): void {
    const own = this.expander.coverage;
    if (own !== null) into.addCounts(own.counts());
  }

  close(): void {}

  private report(): ExpandReport {
    return { emitted: this.expander.emitted, candidates: this.expander.batch.count, event: this.expander.event };
  }
}
