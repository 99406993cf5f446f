import { describe, expect, it } from 'vitest';
import { SuccessorList } from '../../../src/engine/search/successor-list.js';
import { graphModel, ToyModel } from '../../helpers/toy-models.js';

const fanOut = (n: number) =>
  new ToyModel({
    variables: ['x', 'y'],
    init: [
      [1, 2],
      [3, 4],
    ],
    actions: ['A', 'B'],
    next: ([x]) => Array.from({ length: n }, (_, i) => ({ action: i % 2 === 0 ? 'A' : 'B', state: [(x as number) + i, 7] })),
  });

describe('SuccessorList', () => {
  it("collects the initial states, then a state's successors in order with their action ids", () => {
    const model = fanOut(3);
    const list = new SuccessorList(model.stateBytes);
    list.collectInitial(model);
    expect(list.count).toBe(2);
    expect([model.decode(list.copyOf(0)), model.decode(list.copyOf(1))]).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(Array.from(list.actionIds.subarray(0, 2))).toEqual([-1, -1]);
    list.collect(model, model.encode([10, 0]), 0);
    expect(list.count).toBe(3);
    expect([0, 1, 2].map((i) => model.decode(list.states, list.offsetOf(i)))).toEqual([
      [10, 7],
      [11, 7],
      [12, 7],
    ]);
    expect(Array.from(list.actionIds.subarray(0, 3))).toEqual([0, 1, 0]);
  });

  it('grows past its first capacity, keeping every state', () => {
    const model = fanOut(100);
    const list = new SuccessorList(model.stateBytes, 4);
    const small = list.bytes;
    list.collect(model, model.encode([0, 0]), 0);
    expect(list.count).toBe(100);
    expect(model.decode(list.copyOf(99))).toEqual([99, 7]);
    expect(model.decode(list.copyOf(3))).toEqual([3, 7]);
    expect(list.bytes).toBeGreaterThan(small);
  });

  it('reads the source at an offset, and copies are not views', () => {
    const model = fanOut(1);
    const list = new SuccessorList(model.stateBytes);
    const buffer = new Uint8Array(3 * model.stateBytes);
    model.encode([5, 0], buffer, 2 * model.stateBytes);
    list.collect(model, buffer, 2 * model.stateBytes);
    const copy = list.copyOf(0);
    list.collect(model, model.encode([8, 0]), 0);
    expect(model.decode(copy)).toEqual([5, 7]);
  });

  it('says when every successor repeats the source, never for no successor', () => {
    const model = graphModel({ 0: [0, 0], 1: [1, 2] });
    const list = new SuccessorList(model.stateBytes);
    const zero = model.encode([0]);
    expect(list.collect(model, zero, 0).onlyRepeats(zero, 0)).toBe(true);
    const one = model.encode([1]);
    expect(list.collect(model, one, 0).onlyRepeats(one, 0)).toBe(false);
    const two = model.encode([2]);
    expect(list.collect(model, two, 0).onlyRepeats(two, 0)).toBe(false);
  });
});
