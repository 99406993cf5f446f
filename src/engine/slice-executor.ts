/**
 * Who does the two halves of a BFS step. A slice of a level's parents is
 * split into one contiguous range per worker; each worker expands its range
 * into its own batch (in order, so concatenating the batches by worker gives
 * TLC's enumeration order), then every worker marks its partition of all the
 * batches. The inline executor does both in the calling thread with one
 * worker; WorkerExecutor (worker-executor.ts) adds threads for the others.
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
  /** The same by fingerprint partition (one per worker). */
  readonly candidatesByPartition: readonly number[];
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
  /** Marks the first cuts[w] candidates of each batch w; returns the number of new states in each partition. */
  mark(table: SharedFingerprintSet, cuts: readonly number[]): number[];
  /** Commits coverage for the first emitted[w] states each worker emitted in this slice. */
  commitCoverage(emitted: readonly number[]): void;
  /** Adds the workers' committed coverage counts to `into`. */
  collectCoverage(into: CoverageRecorder): void;
  close(): void;
}

/** The expander and the marker of one fingerprint partition, working in the calling thread. */
export class LocalSlice {
  readonly expander: Expander;
  readonly marker: Marker;

  constructor(setup: SearchSetup, partition: number, partitions: number) {
    const coverage = setup.coverage ? new CoverageRecorder(setup.model) : null;
    this.expander = new Expander(setup.model, setup.invariants, setup.constraints, setup.checkDeadlock, coverage, partitions);
    this.marker = new Marker(partition, partitions);
  }

  expandInitial(): ExpandReport {
    this.expander.reset(1);
    this.expander.expandInitial();
    return this.report();
  }

  expand(level: StateBuffer, childLevel: number, range: ParentRange): ExpandReport {
    this.expander.reset(childLevel);
    this.expander.expand(level, range.first, range.count);
    return this.report();
  }

  private report(): ExpandReport {
    const { emitted, batch, event, candidatesByPartition } = this.expander;
    return { emitted, candidates: batch.count, candidatesByPartition: [...candidatesByPartition], event };
  }
}

/** One worker: the calling thread does everything. */
export class InlineExecutor implements SliceExecutor {
  readonly workerCount = 1;
  readonly batches: readonly SuccessorBatch[];
  private readonly local: LocalSlice;

  constructor(setup: SearchSetup) {
    this.local = new LocalSlice(setup, 0, 1);
    this.batches = [this.local.expander.batch];
  }

  expandInitial(): ExpandReport[] {
    return [this.local.expandInitial()];
  }

  expand(level: StateBuffer, childLevel: number, ranges: readonly ParentRange[]): ExpandReport[] {
    return [this.local.expand(level, childLevel, ranges[0] as ParentRange)];
  }

  mark(table: SharedFingerprintSet, cuts: readonly number[]): number[] {
    return [this.local.marker.mark(table, this.batches, cuts)];
  }

  commitCoverage(emitted: readonly number[]): void {
    this.local.expander.coverage?.commit(emitted[0] as number);
  }

  collectCoverage(into: CoverageRecorder): void {
    const own = this.local.expander.coverage;
    if (own !== null) into.addCounts(own.counts());
  }

  close(): void {}
}
