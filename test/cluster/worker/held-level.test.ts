/**
 * A worker's part of a level while its fingerprints are with their owners:
 * the slices it holds, the owners' answers turned into duplicate flags (one
 * bit per fingerprint sent to each owner, in the order sent), the new states
 * counted up to the first stop with their global parent links, and the
 * commit that queues them as one machine would.
 */
import { describe, expect, it } from 'vitest';
import { PartitionMap } from '../../../src/cluster/partition-map.js';
import { HeldLevel } from '../../../src/cluster/worker/held-level.js';
import { batchExecutor, forEachCandidate, NO_PARENT, StateBuffer, type SearchSetup } from '../../../src/engine/bfs/batch-step.js';
import { graphModel } from '../../helpers/toy-models.js';
import { appendStates, statesIn } from './toy-runs.js';

// 0 -> 1, 2; 1 -> 2, 3; 2 -> 3; 3 deadlocks. Invariant NotThree: x /= 3
const model = graphModel({ 0: [1, 2], 1: [2, 3], 2: [3] }, [0], { NotThree: ([x]) => x !== 3 });
const setup = (invariants: number[], checkDeadlock = false): SearchSetup => ({
  model,
  invariants: Int32Array.from(invariants),
  constraints: new Int32Array(0),
  checkDeadlock,
  coverage: false,
  fingerprintWords: 2,
  expansion: { continues: false, recordsSteps: false },
});
const owners = PartitionMap.roundRobin(2);

/** Expands states 1 and 2 (the level whose first ordinal is 1) and holds the slice: candidates 2, 3 (from 1) and 3 (from 2). */
function heldLevelTwo(invariants: number[] = [], checkDeadlock = false, parents: number[][] = [[1], [2]]) {
  const executor = batchExecutor(setup(invariants, checkDeadlock), 1);
  const frontier = new StateBuffer(model.stateBytes);
  appendStates(frontier, model, parents);
  const held = new HeldLevel();
  const ended = held.hold(executor.expand(frontier, 3, { first: 0, count: parents.length }));
  return { held, ended, executor };
}

/** The owners' answers for `isNew` (per candidate, in enumeration order): one bit per fingerprint sent to each owner. */
function answersFor(held: HeldLevel, isNew: readonly boolean[]): Uint8Array[] {
  const answers = [new Uint8Array(1), new Uint8Array(1)];
  const sent = [0, 0];
  let candidate = 0;
  for (const slice of held.slices)
    forEachCandidate(slice, (fingerprints, from) => {
      const owner = owners.ownerOf(fingerprints[from] as number);
      const at = sent[owner] as number;
      sent[owner] = at + 1;
      const bits = answers[owner] as Uint8Array;
      if (isNew[candidate++] === true) bits[at >>> 3] = (bits[at >>> 3] as number) | (1 << (at & 7));
    });
  return answers;
}

describe('HeldLevel', () => {
  it('holds a slice: the states emitted, its bytes, whether it ends at an event', () => {
    const { held, ended, executor } = heldLevelTwo();
    expect(ended).toBe(false);
    expect(held.endsAtEvent).toBe(false);
    expect(held.emitted).toBe(3);
    expect(held.bytes).toBeGreaterThan(0);
    expect(held.slices.length).toBe(1);
    executor.close();
  });

  it("counts the new states the owners' answers say, with global parent links, and commits them to the next level", async () => {
    const { held, executor } = heldLevelTwo();
    // 2 was found before; the first 3 is new, the second a duplicate
    await held.applyAnswers(owners, answersFor(held, [false, true, false]));
    const counted = await held.count(1);
    expect(counted).toMatchObject({ newStates: 1, stopped: false });
    expect([Array.from(counted.parents), Array.from(counted.positions)]).toEqual([[1], [1]]);
    const next = new StateBuffer(model.stateBytes);
    const { committer, stop } = await held.commit(new Int32Array(0), Number.POSITIVE_INFINITY, 1, 3, { start: 1, childLevel: 3, next });
    expect(stop).toBeNull();
    expect([committer.generated, committer.distinct, committer.depth]).toEqual([3, 4, 3]);
    expect(statesIn(next, model)).toEqual([[3]]);
    executor.close();
  });

  it('stops counting at the first new state that violates an invariant, and the commit stops there too', async () => {
    const { held, executor } = heldLevelTwo([0]);
    await held.applyAnswers(owners, answersFor(held, [true, true, false]));
    const counted = await held.count(1);
    expect(counted).toMatchObject({ newStates: 2, stopped: true });
    expect(Array.from(counted.parents)).toEqual([1, 1]);
    const next = new StateBuffer(model.stateBytes);
    const { stop } = await held.commit(Int32Array.from([0]), Number.POSITIVE_INFINITY, 1, 3, { start: 1, childLevel: 3, next });
    expect(stop).toEqual({ kind: 'violation', invariantId: 0, parent: 0, position: 1 });
    executor.close();
  });

  it('an initial slice: parents NO_PARENT; a deadlocked parent ends the slice at an event', async () => {
    const executor = batchExecutor(setup([]), 1);
    const initial = new HeldLevel();
    initial.hold(executor.expandInitial());
    await initial.applyAnswers(owners, answersFor(initial, [true]));
    const counted = await initial.count(0);
    expect([counted.newStates, Array.from(counted.parents)]).toEqual([1, [NO_PARENT]]);
    executor.close();
    const deadlocked = heldLevelTwo([], true, [[3]]);
    expect(deadlocked.ended).toBe(true);
    expect((await deadlocked.held.count(5)).stopped).toBe(true);
    const { stop } = await deadlocked.held.commit(new Int32Array(0), Number.POSITIVE_INFINITY, 1, 4, {
      start: 5,
      childLevel: 3,
      next: new StateBuffer(model.stateBytes),
    });
    expect(stop).toEqual({ kind: 'deadlock', parent: 0 });
    deadlocked.executor.close();
  });

  it('stops the commit at the distinct-state limit', async () => {
    const { held, executor } = heldLevelTwo();
    await held.applyAnswers(owners, answersFor(held, [true, true, false]));
    const next = new StateBuffer(model.stateBytes);
    const { committer, stop } = await held.commit(new Int32Array(0), 4, 1, 3, { start: 1, childLevel: 3, next });
    expect(stop).toMatchObject({ kind: 'states-limit' });
    expect(committer.distinct).toBe(4);
    executor.close();
  });
});
