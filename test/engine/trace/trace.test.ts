import { describe, expect, it } from 'vitest';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/parent-links.js';
import type { Trace } from '../../../src/engine/result.js';
import { allStates, confirmTrace, positionsOf, rebuildTrace, sameBytes, stateAt } from '../../../src/engine/trace/trace.js';
import { counterModel, dieHardModel, graphModel, type ToyModel } from '../../helpers/toy-models.js';

/** A trace of toy states with the named actions (the first state's action is ignored). */
function traceOf(model: ToyModel, states: number[][], actions: string[]): Trace {
  return { states: states.map((s) => model.encode(s)), actionIds: actions.map((a, i) => (i === 0 ? -1 : model.actionNames.indexOf(a))) };
}

const dieHard = dieHardModel();
const notFour = { kind: 'invariant', invariantId: dieHard.invariantNames.indexOf('NotFour') } as const;
const SOLUTION = [
  [0, 0],
  [0, 5],
  [3, 2],
  [0, 2],
  [2, 0],
  [2, 5],
  [3, 4],
];
const SOLUTION_ACTIONS = ['Init', 'FillBig', 'BigToSmall', 'EmptySmall', 'BigToSmall', 'FillBig', 'BigToSmall'];

describe('confirmTrace', () => {
  it('accepts a correct counterexample', () => {
    expect(confirmTrace(dieHard, traceOf(dieHard, SOLUTION, SOLUTION_ACTIONS), notFour)).toBeNull();
    expect(confirmTrace(dieHard, traceOf(dieHard, SOLUTION.slice(0, 3), SOLUTION_ACTIONS.slice(0, 3)), { kind: 'none' })).toBeNull();
  });

  it('rejects an empty trace', () => {
    expect(confirmTrace(dieHard, { states: [], actionIds: [] }, { kind: 'none' })).toBe('the trace is empty');
  });

  it('rejects a trace whose first state is not initial', () => {
    const trace = traceOf(dieHard, SOLUTION.slice(1), SOLUTION_ACTIONS.slice(1));
    expect(confirmTrace(dieHard, trace, notFour)).toBe('state 1 is not an initial state');
  });

  it('rejects a step to a state that is not a successor', () => {
    // (0,0) -> (3,2) skips (0,5)
    const trace = traceOf(
      dieHard,
      [
        [0, 0],
        [3, 2],
        [0, 2],
      ],
      ['Init', 'BigToSmall', 'EmptySmall'],
    );
    expect(confirmTrace(dieHard, trace, { kind: 'none' })).toBe('state 2 is not a successor of state 1 by BigToSmall');
    // a bad step further along
    const later = traceOf(
      dieHard,
      [
        [0, 0],
        [0, 5],
        [3, 2],
        [3, 4],
      ],
      ['Init', 'FillBig', 'BigToSmall', 'SmallToBig'],
    );
    expect(confirmTrace(dieHard, later, notFour)).toBe('state 4 is not a successor of state 3 by SmallToBig');
  });

  it('rejects a step labelled with the wrong action', () => {
    // (0,5) is reached by FillBig, not FillSmall
    const trace = traceOf(
      dieHard,
      [
        [0, 0],
        [0, 5],
      ],
      ['Init', 'FillSmall'],
    );
    expect(confirmTrace(dieHard, trace, { kind: 'none' })).toBe('state 2 is not a successor of state 1 by FillSmall');
  });

  it('rejects a last state that does not violate the claimed invariant', () => {
    const trace = traceOf(dieHard, SOLUTION.slice(0, 6), SOLUTION_ACTIONS.slice(0, 6));
    expect(confirmTrace(dieHard, trace, notFour)).toBe('the last state satisfies NotFour');
  });

  it('checks a deadlock claim: the last state must have no successor', () => {
    const counter = counterModel(3);
    const steps = ['Init', 'Increment', 'Increment', 'Increment'];
    expect(confirmTrace(counter, traceOf(counter, [[0], [1], [2], [3]], steps), { kind: 'deadlock' })).toBeNull();
    expect(confirmTrace(counter, traceOf(counter, [[0], [1]], steps.slice(0, 2)), { kind: 'deadlock' })).toBe(
      'the last state has successors, so it is no deadlock',
    );
  });
});

describe('stateAt and allStates', () => {
  it('return the initial states (source null) or successors in enumeration order', () => {
    const model = graphModel({ 0: [4, 2, 4] }, [0, 9]);
    expect(allStates(model, null).map((s) => [model.decode(s.state), s.actionId])).toEqual([
      [[0], -1],
      [[9], -1],
    ]);
    expect(allStates(model, model.encode([0])).map((s) => model.decode(s.state))).toEqual([[4], [2], [4]]);
    expect(model.decode(stateAt(model, null, 1).state)).toEqual([9]);
    expect(stateAt(model, model.encode([0]), 1)).toEqual({ state: model.encode([2]), actionId: 0 });
  });

  it('throws when there is no state at that position', () => {
    const model = graphModel({ 0: [1] });
    expect(() => stateAt(model, model.encode([0]), 1)).toThrow(/replay failed/);
    expect(() => stateAt(model, model.encode([1]), 0)).toThrow(/replay failed/);
  });
});

describe('rebuildTrace', () => {
  it('follows parent links from an initial state, re-running the model', () => {
    // ordinals: 0 = (0,0); 1 = (3,0) [FillSmall, position 0]; 2 = (0,5) [FillBig, 1]; 3 = (3,2) from 2 [BigToSmall, 5]
    const links = new ParentLinks();
    links.add(NO_PARENT, 0);
    links.add(0, 0);
    links.add(0, 1);
    links.add(2, 5);
    const trace = rebuildTrace(dieHard, links, 3);
    expect(trace.states.map((s) => dieHard.decode(s))).toEqual([
      [0, 0],
      [0, 5],
      [3, 2],
    ]);
    expect(trace.actionIds.map((id) => dieHard.actionNames[id] ?? 'Init')).toEqual(['Init', 'FillBig', 'BigToSmall']);
    // one more step at position 2 (EmptySmall) of (3,2)
    const extended = rebuildTrace(dieHard, links, 3, 2);
    expect(extended.states.map((s) => dieHard.decode(s))).toEqual([
      [0, 0],
      [0, 5],
      [3, 2],
      [0, 2],
    ]);
    expect(rebuildTrace(dieHard, links, 1).states.map((s) => dieHard.decode(s))).toEqual([
      [0, 0],
      [3, 0],
    ]);
  });

  it('starts from the recorded initial state among several', () => {
    const model = graphModel({ 5: [6] }, [0, 5]);
    const links = new ParentLinks();
    links.add(NO_PARENT, 0);
    links.add(NO_PARENT, 1);
    links.add(1, 0);
    expect(rebuildTrace(model, links, 2).states.map((s) => model.decode(s))).toEqual([[5], [6]]);
  });
});

describe('positionsOf and sameBytes', () => {
  it('gives the positions stateAt takes, so the trace rebuilds from them', () => {
    const trace = traceOf(dieHard, SOLUTION, SOLUTION_ACTIONS);
    const positions = positionsOf(dieHard, trace);
    expect(positions).toHaveLength(SOLUTION.length);
    let previous: Uint8Array | null = null;
    positions.forEach((position, i) => {
      const step = stateAt(dieHard, previous, position);
      expect(sameBytes(step.state, trace.states[i] as Uint8Array)).toBe(true);
      previous = step.state;
    });
    expect(positionsOf(dieHard, trace, 1)).toEqual(positions.slice(1));
  });

  it('throws on a state that is not among the states there', () => {
    const trace = traceOf(
      dieHard,
      [
        [0, 0],
        [3, 2],
      ],
      ['Init', 'BigToSmall'],
    );
    expect(() => positionsOf(dieHard, trace)).toThrow("state 2 of the trace is not among the model's states there");
  });

  it('compares lengths and bytes', () => {
    expect(sameBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2))).toBe(true);
    expect(sameBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(false);
    expect(sameBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 0))).toBe(false);
  });
});
