/**
 * Who does the two halves of a BFS step. A slice of a level's parents is cut
 * into chunks of CHUNK_PARENTS; each worker claims the next unclaimed chunk
 * from a shared counter, expands it into its own batch as one part, and
 * claims again, so that workers finish a slice together however uneven the
 * parents are. Concatenating the parts by chunk number gives TLC's
 * enumeration order. Then every worker marks its fingerprint partition of all
 * the parts, in that order. The inline executor does both in the calling
 * thread with one worker; WorkerExecutor (worker-executor.ts) adds threads
 * for the others.
 */
import { CoverageRecorder } from '../coverage.js';
import { Expander } from './expander.js';
import type { ExpandedPart, ExpansionModes } from './expanded-part.js';
import { Marker, type MarkRange } from './marker.js';
import type { Model } from '../model.js';
import type { FingerprintTable } from '../tables/fingerprint-table.js';
import { rehashHere, type SlotLayout } from '../tables/table-probe.js';
import type { StateBuffer } from './state-buffer.js';
import type { SuccessorBatch } from './successor-batch.js';

/** A part of a slice, expanded by worker `worker` into its batch. */
export interface WorkerPart extends ExpandedPart {
  readonly worker: number;
}

/** What the workers expanded of one slice. */
export interface SliceReport {
  /** Every worker's parts, in enumeration order. */
  readonly parts: readonly WorkerPart[];
  /** Each worker's batch holding them, as the calling thread sees it. */
  readonly batches: readonly SuccessorBatch[];
  /** Candidates staged in all the batches, by fingerprint partition (one per worker). */
  readonly candidatesByPartition: readonly number[];
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
  /** Words per fingerprint (see fingerprint.ts). */
  readonly fingerprintWords: number;
  /** Going on past invariant violations (CheckOptions.continueAfterViolation), recording steps (CheckOptions.stateGraph.step). */
  readonly expansion: ExpansionModes;
}

export interface SliceExecutor {
  readonly workerCount: number;
  /** Worker threads started so far (the calling thread is not one). */
  readonly threadCount: number;
  /** Bytes of all the workers' batches. */
  readonly batchBytes: number;
  /** Stages the initial states (in worker 0's batch). */
  expandInitial(): SliceReport;
  /**
   * The workers expand the parents `slice` of `level` (see `expandClaimed`);
   * `childLevel` is the level of their successors. The calling thread runs
   * `meanwhile` once the other threads are at work, before its own share:
   * the commit of the previous slice, whose batches stay untouched (batches
   * are used by turns).
   */
  expand(level: StateBuffer, childLevel: number, slice: ParentRange, meanwhile?: () => void): SliceReport;
  /** Marks the candidates of `ranges` of the last slice expanded, in that order; returns the number of new states in each partition. */
  mark(table: FingerprintTable, ranges: readonly MarkRange[]): number[];
  /**
   * Puts the fingerprints of the visited set's table `source` into the
   * larger `target`, each worker its own partition (see rehashPartition).
   */
  rehash(source: Uint32Array, target: Uint32Array, layout: SlotLayout): void;
  /** Commits coverage for the first emitted[w] states each worker emitted in this slice. */
  commitCoverage(emitted: readonly number[]): void;
  /** Adds the workers' committed coverage counts to `into`. */
  collectCoverage(into: CoverageRecorder): void;
  close(): void;
}

/** Parents per chunk that workers claim: small enough that they finish a slice together. */
export const CHUNK_PARENTS = 512;

/** The expander and the marker of one fingerprint partition, working in the calling thread. */
export class LocalSlice {
  readonly expander: Expander;
  readonly marker: Marker;

  constructor(setup: SearchSetup, partition: number, partitions: number) {
    const coverage = setup.coverage ? new CoverageRecorder(setup.model) : null;
    this.expander = new Expander(
      setup.model,
      setup.invariants,
      setup.constraints,
      setup.checkDeadlock,
      coverage,
      partitions,
      setup.fingerprintWords,
      setup.expansion,
    );
    this.marker = new Marker(partition, partitions);
  }

  expandInitial(): void {
    this.expander.reset(1);
    this.expander.expandInitial();
  }

  /** Expands, into batch `turn`, the chunks of `chunkParents` parents of `slice` that `claim` hands out. */
  expand(level: StateBuffer, childLevel: number, slice: ParentRange, turn: number, chunkParents: number, claim: () => number): void {
    this.expander.reset(childLevel, turn);
    this.expander.expandClaimed(level, { ...slice, chunkParents }, claim);
  }

  get batchBytes(): number {
    return this.expander.batches.reduce((sum, batch) => sum + batch.bytes, 0);
  }

  /** This worker's parts, labelled as worker `worker`'s. */
  parts(worker: number): WorkerPart[] {
    return this.expander.parts.map((part) => ({ ...part, worker }));
  }
}

/** Orders the parts of all workers by their place in the slice. */
export function sliceReport(
  parts: WorkerPart[],
  batches: readonly SuccessorBatch[],
  candidatesByPartition: readonly number[],
): SliceReport {
  // a copy: the executor's own list changes when a thread joins or a batch is reallocated
  return { parts: parts.sort((a, b) => a.order - b.order), batches: [...batches], candidatesByPartition };
}

export class InlineExecutor implements SliceExecutor {
  readonly workerCount = 1;
  readonly threadCount = 0;
  private readonly local: LocalSlice;

  constructor(setup: SearchSetup) {
    this.local = new LocalSlice(setup, 0, 1);
  }

  get batchBytes(): number {
    return this.local.batchBytes;
  }

  expandInitial(): SliceReport {
    this.local.expandInitial();
    return this.report();
  }

  expand(level: StateBuffer, childLevel: number, slice: ParentRange, meanwhile?: () => void): SliceReport {
    // nothing runs beside the calling thread, which expands the whole slice as one chunk
    meanwhile?.();
    let next = 0;
    this.local.expand(level, childLevel, slice, 0, Math.max(1, slice.count), () => next++);
    return this.report();
  }

  mark(table: FingerprintTable, ranges: readonly MarkRange[]): number[] {
    return [this.local.marker.mark(table, [this.local.expander.batch], ranges)];
  }

  rehash(source: Uint32Array, target: Uint32Array, layout: SlotLayout): void {
    rehashHere(source, target, layout, 1);
  }

  commitCoverage(emitted: readonly number[]): void {
    this.local.expander.coverage?.commit(emitted[0] as number);
  }

  collectCoverage(into: CoverageRecorder): void {
    const own = this.local.expander.coverage;
    if (own !== null) into.addCounts(own.counts());
  }

  close(): void {}

  private report(): SliceReport {
    return sliceReport(this.local.parts(0), [this.local.expander.batch], [...this.local.expander.candidatesByPartition]);
  }
}
