/**
 * A worker's part of a level while its fingerprints are with their owners:
 * every slice the executor expanded, copied (the executor reuses its
 * batches), in enumeration order. Once every owner has answered which of
 * the fingerprints sent were new, the answers become the batches' duplicate
 * flags, and the engine's SliceCommitter commits the slices exactly as one
 * machine would, with the distinct count this worker's range starts at.
 */
import { NO_PARENT, ParentLinks } from '../../engine/bfs/parent-links.js';
import { PLAIN_COMMIT, SliceCommitter, type CommitLevel, type CommitStop, type MarkedSlice } from '../../engine/bfs/slice-commit.js';
import type { SliceReport, WorkerPart } from '../../engine/bfs/slice-executor.js';
import { DUPLICATE, NEW_VIOLATION, SuccessorBatch } from '../../engine/bfs/successor-batch.js';
import type { PartitionMap } from '../partition-map.js';
import { Yielder } from '../yielding.js';

/** Links that go nowhere: this worker's links are sent to the coordinator before the commit (see `count`). */
class DiscardedLinks extends ParentLinks {
  override add(): void {}
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

/** What a worker's part of a level comes to once the answers are in. */
export interface LevelCount {
  /** New states up to this worker's first stop (a new violating state included). */
  readonly newStates: number;
  /** Whether its part stops inside it (a violation, a deadlock). */
  readonly stopped: boolean;
  /** The parent link of each of those new states: global parent ordinal and successor position. */
  readonly parents: Uint32Array;
  readonly positions: Uint8Array;
}

export class HeldLevel {
  readonly slices: MarkedSlice[] = [];
  /** Whether the last slice ends at an event (the expansion stopped there). */
  endsAtEvent = false;
  /** States emitted in the slices held. */
  emitted = 0;
  bytes = 0;

  /** Keeps a slice the executor expanded, cut at its first event; returns whether it ends there. */
  hold(report: SliceReport): boolean {
    const eventPart = report.parts.findIndex((part) => part.event !== null);
    const parts: WorkerPart[] = eventPart < 0 ? [...report.parts] : report.parts.slice(0, eventPart + 1);
    const ends = new Map<number, number>();
    for (const part of parts) {
      ends.set(part.worker, Math.max(ends.get(part.worker) ?? 0, part.end));
      this.emitted += part.emitted;
    }
    const batches = report.batches.map((batch, worker) => copyBatch(batch, ends.get(worker) ?? 0));
    for (const batch of batches) this.bytes += batch.bytes;
    this.slices.push({ parts, batches });
    this.endsAtEvent = eventPart >= 0;
    return this.endsAtEvent;
  }

  /** Calls `visit` for every candidate of `slice`, in enumeration order. */
  static forEachCandidate(slice: MarkedSlice, visit: (batch: SuccessorBatch, i: number) => void): void {
    for (const part of slice.parts) {
      const batch = slice.batches[part.worker] as SuccessorBatch;
      for (let i = part.start; i < part.end; i++) visit(batch, i);
    }
  }

  /**
   * Turns the owners' answers into duplicate flags: answers[o] has one bit
   * per fingerprint sent to owner o, in the order sent (1: new).
   */
  async applyAnswers(owners: PartitionMap, answers: readonly Uint8Array[]): Promise<void> {
    const cursors = new Array<number>(answers.length).fill(0);
    const yielder = new Yielder();
    for (const slice of this.slices) {
      await yielder.turn();
      HeldLevel.forEachCandidate(slice, (batch, i) => {
        const owner = owners.ownerOf(batch.fingerprints[i * batch.width] as number);
        const at = cursors[owner] as number;
        cursors[owner] = at + 1;
        const isNew = (((answers[owner] as Uint8Array)[at >>> 3] as number) >>> (at & 7)) & 1;
        batch.duplicates[i] = isNew === 1 ? 0 : 1;
      });
    }
  }

  /** New states up to the first stop, and their links (`rangeStart`: the global ordinal of this worker's first parent). */
  async count(rangeStart: number): Promise<LevelCount> {
    const parents: number[] = [];
    const positions: number[] = [];
    let stopped = false;
    const yielder = new Yielder();
    outer: for (const slice of this.slices) {
      await yielder.turn();
      for (const part of slice.parts) {
        const batch = slice.batches[part.worker] as SuccessorBatch;
        for (let i = part.start; i < part.end; i++) {
          const status = batch.statusOf(i);
          if (status === DUPLICATE) continue;
          const parent = batch.parent[i] as number;
          parents.push(parent === NO_PARENT ? NO_PARENT : rangeStart + parent);
          positions.push(batch.position[i] as number);
          if (status >= NEW_VIOLATION) {
            stopped = true;
            break outer;
          }
        }
      }
    }
    return { newStates: parents.length, stopped: stopped || this.endsAtEvent, parents: Uint32Array.from(parents), positions: Uint8Array.from(positions) };
  }

  /**
   * Commits the slices as one machine would (SliceCommitter): the new
   * states go to `level.next`; `distinctBefore` is the distinct count at
   * this worker's first new state. Returns the committer (its counts) and
   * where it stopped.
   */
  async commit(invariants: Int32Array, maxDistinct: number, threads: number, distinctBefore: number, level: CommitLevel): Promise<{ committer: SliceCommitter; stop: CommitStop | null }> {
    const committer = new SliceCommitter(new DiscardedLinks(), invariants, maxDistinct, threads, PLAIN_COMMIT);
    committer.distinct = distinctBefore;
    const yielder = new Yielder();
    for (const slice of this.slices) {
      await yielder.turn();
      const stop = committer.commit(slice, level);
      if (stop !== null) return { committer, stop };
    }
    return { committer, stop: null };
  }
}
