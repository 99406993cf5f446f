/**
 * The breadth-first step for a search whose visited set is elsewhere (the
 * cluster, docs/cluster.md): expand a batch of parents into slices of
 * candidates (`batchExecutor`), keep them (`holdSlice`) while the owners of
 * their fingerprints say which are new (`forEachCandidate`,
 * `markCandidates`), then count the new states (`forEachNewState`) and
 * commit the slices as one machine would (`heldCommitter`). cluster/ imports
 * the engine's bfs/ room through this file only (scripts/check-layers.mjs),
 * which also passes on what it needs of the levels, parent links and
 * checkpoints.
 */
import { ParentLinks } from './parent-links.js';
import { PLAIN_COMMIT, SliceCommitter, type MarkedSlice } from './slice-commit.js';
import { InlineExecutor, type SearchSetup, type SliceExecutor, type SliceReport, type WorkerPart } from './slice-executor.js';
import { DUPLICATE, NEW_VIOLATION, SuccessorBatch } from './successor-batch.js';
import { WorkerExecutor } from './worker-executor.js';

export { searchIdentity } from './bfs-checkpoint.js';
export { NO_PARENT, ParentLinks } from './parent-links.js';
export type { CommitLevel, CommitStop, MarkedSlice, SliceCommitter } from './slice-commit.js';
export type { SearchSetup, SliceExecutor, SliceReport } from './slice-executor.js';
export { StateBuffer, strideOf } from './state-buffer.js';

/** Expands with `threads` threads: the calling thread alone for one, else worker threads beside it. */
export function batchExecutor(setup: SearchSetup, threads: number): SliceExecutor {
  return threads > 1 ? new WorkerExecutor(setup, threads) : new InlineExecutor(setup);
}

/** A slice kept until its candidates are marked: its own copy of the batches (the executor reuses them), cut at its first event. */
export interface HeldSlice {
  readonly slice: MarkedSlice;
  /** States emitted in it. */
  readonly emitted: number;
  readonly bytes: number;
  /** Whether it ends at an event (the expansion stopped there). */
  readonly endsAtEvent: boolean;
}

/** The first `count` candidates of `source` in a batch of their own. */
function copyBatch(source: SuccessorBatch, count: number): SuccessorBatch {
  const copy = new SuccessorBatch(source.stateBytes, Math.max(16, count), 1, source.width);
  copy.fingerprints.set(source.fingerprints.subarray(0, count * source.width));
  copy.parent.set(source.parent.subarray(0, count));
  copy.position.set(source.position.subarray(0, count));
  copy.emittedBefore.set(source.emittedBefore.subarray(0, count));
  copy.coverageKey.set(source.coverageKey.subarray(0, count));
  copy.status.set(source.status.subarray(0, count));
  copy.stateWords.set(source.stateWords.subarray(0, count * source.wordsPerState));
  copy.count = count;
  return copy;
}

/** Keeps a slice the executor expanded, up to and including the part that ends at its first event. */
export function holdSlice(report: SliceReport): HeldSlice {
  const eventPart = report.parts.findIndex((part) => part.event !== null);
  const parts: WorkerPart[] = eventPart < 0 ? [...report.parts] : report.parts.slice(0, eventPart + 1);
  const ends = new Map<number, number>();
  let emitted = 0;
  for (const part of parts) {
    ends.set(part.worker, Math.max(ends.get(part.worker) ?? 0, part.end));
    emitted += part.emitted;
  }
  const batches = report.batches.map((batch, worker) => copyBatch(batch, ends.get(worker) ?? 0));
  const bytes = batches.reduce((sum, batch) => sum + batch.bytes, 0);
  return { slice: { parts, batches }, emitted, bytes, endsAtEvent: eventPart >= 0 };
}

/** Calls `visit` with the fingerprint of every candidate of `slice` (`width` words from `from`), in enumeration order. */
export function forEachCandidate(slice: MarkedSlice, visit: (fingerprints: Uint32Array, from: number) => void): void {
  for (const part of slice.parts) {
    const batch = slice.batches[part.worker] as SuccessorBatch;
    for (let i = part.start; i < part.end; i++) visit(batch.fingerprints, i * batch.width);
  }
}

/** Marks every candidate of `slice`, in enumeration order, new or a duplicate as `isNew` says of its fingerprint. */
export function markCandidates(slice: MarkedSlice, isNew: (fingerprints: Uint32Array, from: number) => boolean): void {
  for (const part of slice.parts) {
    const batch = slice.batches[part.worker] as SuccessorBatch;
    for (let i = part.start; i < part.end; i++) batch.duplicates[i] = isNew(batch.fingerprints, i * batch.width) ? 0 : 1;
  }
}

/**
 * Calls `visit` with the parent (its index within the level, NO_PARENT for
 * an initial state) and position of every new state of a marked slice, in
 * enumeration order, up to and including the first that violates an
 * invariant; returns whether it met one.
 */
export function forEachNewState(slice: MarkedSlice, visit: (parent: number, position: number) => void): boolean {
  for (const part of slice.parts) {
    const batch = slice.batches[part.worker] as SuccessorBatch;
    for (let i = part.start; i < part.end; i++) {
      const status = batch.statusOf(i);
      if (status === DUPLICATE) continue;
      visit(batch.parent[i] as number, batch.position[i] as number);
      if (status >= NEW_VIOLATION) return true;
    }
  }
  return false;
}

/** Links that go nowhere: the parent links of held slices are sent elsewhere before they are committed. */
class DiscardedLinks extends ParentLinks {
  override add(): void {}
}

/**
 * A committer of held slices (SliceCommitter, a plain commit), its distinct
 * count starting at `distinctBefore`: the number of the first new state.
 */
export function heldCommitter(invariants: Int32Array, maxDistinct: number, threads: number, distinctBefore: number): SliceCommitter {
  const committer = new SliceCommitter(new DiscardedLinks(), invariants, maxDistinct, threads, PLAIN_COMMIT);
  committer.distinct = distinctBefore;
  return committer;
}
