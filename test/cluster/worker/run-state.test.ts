/**
 * What a worker holds for a run: the search's setup from the manifest (the
 * invariants by name, the fingerprint width), its levels, swapped when a
 * level commits and emptied when an attempt starts, an executor kept across
 * committed levels but not after an attempt that was not, and its memory
 * budget: past it, a BudgetExceeded with the numbers the coordinator says.
 */
import { describe, expect, it } from 'vitest';
import { BudgetExceeded } from '../../../src/cluster/worker/run-state.js';
import { counterModel } from '../../helpers/toy-models.js';
import { appendStates, manifestOf, runStateOf, statesIn } from './toy-runs.js';

const model = counterModel(5, { Small: ([x]) => (x as number) < 9, Tiny: ([x]) => (x as number) < 2 });

describe('RunState', () => {
  it("takes the search's setup from the manifest: invariants by name, words per fingerprint, slice size", () => {
    const state = runStateOf(model, 1, manifestOf(3, { invariants: ['Tiny'], fingerprintBits: 128, checkDeadlock: true }));
    expect(Array.from(state.setup.invariants)).toEqual([1]);
    expect(state.setup).toMatchObject({ fingerprintWords: 4, checkDeadlock: true, coverage: false });
    expect(state.shard.width).toBe(4);
    expect([state.workers, state.rank, state.sliceParents]).toEqual([3, 1, 16384]);
    expect(() => runStateOf(model, 0, manifestOf(1, { invariants: ['Huge'] }))).toThrow(/Huge/);
    state.close();
  });

  it('makes the next level the range to expand when a level commits, and drops the next level when an attempt starts', () => {
    const state = runStateOf(model, 0, manifestOf(1));
    appendStates(state.next, model, [[1], [2]]);
    state.finishLevel();
    expect(statesIn(state.frontier, model)).toEqual([[1], [2]]);
    expect(state.next.count).toBe(0);
    appendStates(state.next, model, [[3]]);
    const held = state.held;
    state.startLevel();
    expect(state.next.count).toBe(0);
    expect(state.held === held).toBe(false);
    expect(statesIn(state.frontier, model)).toEqual([[1], [2]]);
    state.reset();
    expect([state.frontier.count, state.next.count, state.shard.held]).toEqual([0, 0, 0]);
    state.close();
  });

  it('keeps its executor across committed levels, and makes a fresh one after an attempt that did not commit', () => {
    const state = runStateOf(model, 0, manifestOf(1));
    const first = state.executorForLevel();
    state.finishLevel();
    // compared by identity: vitest's own comparison of two executors walks their batches
    expect(state.executorForLevel() === first).toBe(true);
    expect(state.executorForLevel() === first).toBe(false);
    state.close();
  });

  it('stays within its budget, and past it throws what it needs and may hold (its worker counted from 1)', () => {
    const roomy = runStateOf(model, 0, manifestOf(1));
    appendStates(roomy.frontier, model, [[1]]);
    roomy.keepWithinBudget(0);
    const tight = runStateOf(model, 2, manifestOf(3), 1000);
    appendStates(tight.frontier, model, [[1]]);
    const needed = tight.residentBytes;
    expect(needed).toBeGreaterThan(1000);
    expect(() => tight.keepWithinBudget(1)).toThrow(new BudgetExceeded(3, needed, 1000));
    try {
      tight.keepWithinBudget(1);
    } catch (error) {
      expect(error).toMatchObject({ worker: 3, neededBytes: needed, budgetBytes: 1000 });
    }
    roomy.close();
    tight.close();
  });
});

describe('BudgetExceeded', () => {
  it('carries the numbers the coordinator needs to say it, and says them', () => {
    const error = new BudgetExceeded(3, 3 * 2 ** 30, 2 ** 30);
    expect(error).toMatchObject({ name: 'BudgetExceeded', worker: 3, neededBytes: 3 * 2 ** 30, budgetBytes: 2 ** 30 });
    expect(error.message).toBe('worker 3 needs 3.0 GiB but its memory budget is 1.0 GiB; raise its memoryBudgetBytes, or add workers');
  });
});
