/**
 * Marking, the second half of a BFS step: insert staged candidates into the
 * visited set in enumeration order and note for each whether it was a
 * duplicate (if not, it keeps the status it was staged with: a new state, or
 * one violating an invariant). Fingerprints are split among
 * `partitions` markers by `partitionOf`; each marker sees every
 * candidate in order and takes its own, so the first occurrence of a state in
 * enumeration order is the one marked new, whatever the number of threads.
 * The home slots of a window of candidates are read before any is inserted,
 * so that their cache misses overlap.
 */
import type { FingerprintTable } from '../tables/fingerprint-table.js';
import { partitionOf, type WindowInserter } from '../tables/table-probe.js';
import type { SuccessorBatch } from './successor-batch.js';

const TOUCH_WINDOW = 1024;

/** Candidates `start` .. `end - 1` of worker `worker`'s batch, to be marked in this order. */
export interface MarkRange {
  readonly worker: number;
  readonly start: number;
  readonly end: number;
}

export class Marker {
  private readonly window = new Int32Array(TOUCH_WINDOW);
  /** Where `collect` stopped. */
  private nextStart = 0;
  /** This partition's inserter for the table of generation `inserterGeneration`. */
  private inserter: WindowInserter | null = null;
  private inserterGeneration = -1;

  constructor(
    readonly partition: number,
    readonly partitions: number,
  ) {}

  /** Marks this partition's candidates in `ranges` of the workers' batches, in order; returns how many were new (all in this partition). */
  mark(table: FingerprintTable, batches: readonly SuccessorBatch[], ranges: readonly MarkRange[]): number {
    if (this.inserter === null || this.inserterGeneration !== table.generation) {
      this.inserter = table.windowInserter(this.partition);
      this.inserterGeneration = table.generation;
    }
    const insert = this.inserter;
    let fresh = 0;
    for (const range of ranges) {
      const batch = batches[range.worker] as SuccessorBatch;
      for (let start = range.start; start < range.end;) {
        const count = this.collect(batch, start, range.end);
        fresh += insert(batch.fingerprints, this.window, count, batch.duplicates, this.partition * batch.capacity);
        start = this.nextStart;
      }
    }
    return fresh;
  }

  /** Fills the window with this partition's candidates from `start`, at most TOUCH_WINDOW of them. */
  private collect(batch: SuccessorBatch, start: number, cut: number): number {
    const { fingerprints, width } = batch;
    const partitions = this.partitions;
    const partition = this.partition;
    const window = this.window;
    let count = 0;
    let i = start;
    for (; i < cut && count < TOUCH_WINDOW; i++) {
      if (partitionOf(fingerprints[i * width] as number, partitions) === partition) window[count++] = i;
    }
    this.nextStart = i;
    return count;
  }
}
