import { describe, expect, it } from 'vitest';
import { ParentLinks } from '../../../src/engine/bfs/parent-links.js';
import { PLAIN_COMMIT, SliceCommitter, type MarkedSlice } from '../../../src/engine/bfs/slice-commit.js';
import type { WorkerPart } from '../../../src/engine/bfs/slice-executor.js';
import { StateBuffer } from '../../../src/engine/bfs/state-buffer.js';
import { NEW_STATE, NEW_VIOLATION, SuccessorBatch } from '../../../src/engine/bfs/successor-batch.js';

const STATE_BYTES = 4;

/** A batch of one-word states 100 + i, candidate i from `parents[i]` at position i; `duplicates` marked as such, `violating` (index to invariant) staged as violations. */
function markedBatch(parents: number[], duplicates: number[], violating: Record<number, number> = {}): SuccessorBatch {
  const batch = new SuccessorBatch(STATE_BYTES, 64, 1);
  const word = new Uint32Array(1);
  parents.forEach((parent, i) => {
    word[0] = 100 + i;
    batch.add(
      Uint32Array.of(7, 1 + i),
      0,
      parent,
      i,
      2 * i,
      0,
      i in violating ? NEW_VIOLATION + (violating[i] as number) : NEW_STATE,
      word,
      0,
    );
    if (duplicates.includes(i)) batch.duplicates[i] = 1;
  });
  return batch;
}

function part(
  order: number,
  start: number,
  end: number,
  emittedStart: number,
  emitted: number,
  event: WorkerPart['event'] = null,
): WorkerPart {
  return { order, start, end, emittedStart, emitted, event, worker: 0 };
}

function committer(links: ParentLinks, maxDistinct = Infinity): SliceCommitter {
  return new SliceCommitter(links, Int32Array.of(3, 4), maxDistinct, 1, PLAIN_COMMIT);
}

const states = (buffer: StateBuffer) => Array.from({ length: buffer.count }, (_, i) => new Uint32Array(buffer.state(i).buffer)[0]);

describe('SliceCommitter', () => {
  it('numbers, links and queues the new states in enumeration order and counts every emitted state', () => {
    const links = new ParentLinks();
    const next = new StateBuffer(STATE_BYTES);
    const batch = markedBatch([0, 0, 1, 2, 2], [1, 3]);
    const slice: MarkedSlice = { parts: [part(0, 0, 2, 0, 4), part(1, 2, 5, 4, 7)], batches: [batch] };
    const commit = committer(links);
    expect(commit.commit(slice, { start: 10, childLevel: 4, next })).toBeNull();
    expect(states(next)).toEqual([100, 102, 104]);
    expect([0, 1, 2].map((k) => [links.parentOf(k), links.positionOf(k)])).toEqual([
      [10, 0],
      [11, 2],
      [12, 4],
    ]);
    expect([commit.generated, commit.distinct, commit.depth]).toEqual([11, 3, 4]);
  });

  it('stops at the first new state that violates an invariant, counting the states emitted up to it', () => {
    const links = new ParentLinks();
    const next = new StateBuffer(STATE_BYTES);
    // candidate 1 violates too, but it is a duplicate; candidate 3 (the 2nd invariant, id 4) is the first new violation
    const batch = markedBatch([0, 0, 1, 1, 2], [1], { 1: 0, 3: 1 });
    const slice: MarkedSlice = { parts: [part(0, 0, 2, 0, 3), part(1, 2, 5, 3, 9)], batches: [batch] };
    const commit = committer(links);
    expect(commit.commit(slice, { start: 0, childLevel: 2, next })).toEqual({ kind: 'violation', invariantId: 4, parent: 1, position: 3 });
    // part 0 whole (3), then part 1 up to candidate 3: emittedBefore 6 - emittedStart 3 + 1
    expect([commit.generated, commit.distinct]).toEqual([3 + 4, 3]);
    expect(states(next)).toEqual([100, 102]);
  });

  it('stops at the distinct-state limit', () => {
    const commit = committer(new ParentLinks(), 2);
    const batch = markedBatch([0, 1, 2], []);
    const stop = commit.commit(
      { parts: [part(0, 0, 3, 0, 5)], batches: [batch] },
      { start: 0, childLevel: 2, next: new StateBuffer(STATE_BYTES) },
    );
    expect(stop).toEqual({ kind: 'states-limit', parent: 1 });
    expect([commit.generated, commit.distinct]).toEqual([3, 2]);
  });

  it('ends at the event that ended the expansion: a deadlock counts the states before it, an invariant event its own state too', () => {
    const batch = markedBatch([0], []);
    const deadlocked = committer(new ParentLinks());
    expect(
      deadlocked.commit(
        { parts: [part(0, 0, 1, 0, 4, { kind: 'deadlock', parent: 1, emittedBefore: 4 })], batches: [batch] },
        { start: 0, childLevel: 2, next: new StateBuffer(STATE_BYTES) },
      ),
    ).toEqual({ kind: 'deadlock', parent: 1 });
    expect(deadlocked.generated).toBe(4);
    const violated = committer(new ParentLinks());
    const event = { kind: 'invariant' as const, invariantId: 3, parent: 1, position: 2, emittedBefore: 4 };
    expect(
      violated.commit(
        { parts: [part(0, 0, 1, 0, 5, event)], batches: [batch] },
        { start: 0, childLevel: 2, next: new StateBuffer(STATE_BYTES) },
      ),
    ).toEqual({ kind: 'violation', invariantId: 3, parent: 1, position: 2 });
    expect(violated.generated).toBe(5);
  });
});
