/**
 * A worker's part of a level while its fingerprints are with their owners:
 * every slice the executor expanded, copied (the executor reuses its
 * batches), in enumeration order. Once every owner has answered which of
 * the fingerprints sent were new, the answers become the batches' duplicate
 * flags, and the engine's SliceCommitter commits the slices exactly as one
 * machine would, with the distinct count this worker's range starts at.
 */
import {
  forEachNewState,
  heldCommitter,
  holdSlice,
  markCandidates,
  NO_PARENT,
  type CommitLevel,
  type CommitStop,
  type MarkedSlice,
  type SliceCommitter,
  type SliceReport,
} from '../../engine/bfs/batch-step.js';
import type { PartitionMap } from '../partition-map.js';
import { Yielder } from '../yielding.js';

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
    const held = holdSlice(report);
    this.emitted += held.emitted;
    this.bytes += held.bytes;
    this.slices.push(held.slice);
    this.endsAtEvent = held.endsAtEvent;
    return this.endsAtEvent;
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
      markCandidates(slice, (fingerprints, from) => {
        const owner = owners.ownerOf(fingerprints[from] as number);
        const at = cursors[owner] as number;
        cursors[owner] = at + 1;
        return ((((answers[owner] as Uint8Array)[at >>> 3] as number) >>> (at & 7)) & 1) === 1;
      });
    }
  }

  /** New states up to the first stop, and their links (`rangeStart`: the global ordinal of this worker's first parent). */
  async count(rangeStart: number): Promise<LevelCount> {
    const parents: number[] = [];
    const positions: number[] = [];
    let stopped = false;
    const yielder = new Yielder();
    for (const slice of this.slices) {
      await yielder.turn();
      stopped = forEachNewState(slice, (parent, position) => {
        parents.push(parent === NO_PARENT ? NO_PARENT : rangeStart + parent);
        positions.push(position);
      });
      if (stopped) break;
    }
    return {
      newStates: parents.length,
      stopped: stopped || this.endsAtEvent,
      parents: Uint32Array.from(parents),
      positions: Uint8Array.from(positions),
    };
  }

  /**
   * Commits the slices as one machine would (SliceCommitter): the new
   * states go to `level.next`; `distinctBefore` is the distinct count at
   * this worker's first new state. Returns the committer (its counts) and
   * where it stopped.
   */
  async commit(
    invariants: Int32Array,
    maxDistinct: number,
    threads: number,
    distinctBefore: number,
    level: CommitLevel,
  ): Promise<{ committer: SliceCommitter; stop: CommitStop | null }> {
    const committer = heldCommitter(invariants, maxDistinct, threads, distinctBefore);
    const yielder = new Yielder();
    for (const slice of this.slices) {
      await yielder.turn();
      const stop = committer.commit(slice, level);
      if (stop !== null) return { committer, stop };
    }
    return { committer, stop: null };
  }
}
