import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine/check.js';
import { ModelFromState } from '../../../src/engine/search/from-state.js';
import { allStates } from '../../../src/engine/trace/trace.js';
import { MonopolyModel } from '../../../src/monopoly/model.js';
import { counterModel, dieHardModel, ToyModel } from '../../helpers/toy-models.js';

/** x counts 0, 1, 2, ...; the constraint keeps levels 1..6. */
const boundedCounter = () =>
  new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Increment'],
    next: ([x]) => [{ action: 'Increment', state: [(x as number) + 1] }],
    constraints: { DepthBound6: (_, level) => level <= 6 },
    invariants: { Below5: ([x]) => (x as number) < 5 },
  });

describe('ModelFromState: a search from a given state', () => {
  it("has the one start state as its initial state, and the model's successors", () => {
    const model = dieHardModel();
    const from = new ModelFromState(model, model.encode([3, 0]), 2);
    const initial = allStates(from, null);
    expect(initial.map(({ state }) => model.decode(state))).toEqual([[3, 0]]);
    const successors = allStates(from, model.encode([3, 0]));
    expect(successors.map(({ state }) => model.decode(state))).toEqual(
      allStates(model, model.encode([3, 0])).map(({ state }) => model.decode(state)),
    );
  });

  it('shows constraints the levels of the search from the initial states: a depth bound ends where it ended', () => {
    const model = boundedCounter();
    // x = 3 is at level 4 from the start: levels 4, 5, 6 (x = 3, 4, 5) are in the model
    const result = check(new ModelFromState(model, model.encode([3]), 4), {
      invariants: [],
      constraints: ['DepthBound6'],
      checkDeadlock: false,
    });
    expect(result.kind).toBe('ok');
    expect(result.stats.distinctStates).toBe(3);
    expect(result.stats.depth).toBe(3);
    // the same state taken as level 1 would go on to x = 8
    expect(
      check(new ModelFromState(model, model.encode([3]), 1), { invariants: [], constraints: ['DepthBound6'], checkDeadlock: false }).stats
        .distinctStates,
    ).toBe(6);
  });

  it('finds the shortest path from the start state to a violation, the start first', () => {
    const model = boundedCounter();
    const result = check(new ModelFromState(model, model.encode([2]), 3), {
      invariants: ['Below5'],
      constraints: ['DepthBound6'],
      checkDeadlock: false,
    });
    expect(result.kind).toBe('invariant');
    if (result.kind !== 'invariant') return;
    expect(result.trace.states.map((state) => model.decode(state)[0])).toEqual([2, 3, 4, 5]);
    expect(result.trace.actionIds).toEqual([-1, 0, 0, 0]);
    // TLC's rule: x = 5 at level 7 is outside the constraint but still checked; two levels less of room and it is never generated
    expect(
      check(new ModelFromState(model, model.encode([2]), 4), { invariants: ['Below5'], constraints: ['DepthBound6'], checkDeadlock: false })
        .kind,
    ).toBe('invariant');
    expect(
      check(new ModelFromState(model, model.encode([2]), 5), { invariants: ['Below5'], constraints: ['DepthBound6'], checkDeadlock: false })
        .kind,
    ).toBe('ok');
  });

  it('finds a deadlock from a state, and a start that violates an invariant at once', () => {
    const model = counterModel(4, { Small: ([x]) => (x as number) < 3 });
    const deadlock = check(new ModelFromState(model, model.encode([1]), 2), { invariants: [], constraints: [], checkDeadlock: true });
    expect(deadlock.kind === 'deadlock' && deadlock.trace.states.map((state) => model.decode(state)[0])).toEqual([1, 2, 3, 4]);
    const here = check(new ModelFromState(model, model.encode([3]), 4), { invariants: ['Small'], constraints: [], checkDeadlock: false });
    expect(here.kind === 'invariant' && here.trace.states.length).toBe(1);
  });

  it('from the second state of the N = 3 counterexample, finds its last step (MaxDepth = 0: no depth bound)', () => {
    const model = new MonopolyModel({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    const options = {
      invariants: ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'],
      constraints: ['MoneyBound', 'DepthBound'],
      checkDeadlock: true,
    };
    const whole = check(model, options);
    expect(whole.kind).toBe('invariant');
    if (whole.kind !== 'invariant') return;
    const second = whole.trace.states[1] as Uint8Array;
    const rest = check(new ModelFromState(model, second, 2), options);
    expect(rest.kind === 'invariant' && rest.invariant).toBe('TurnValid');
    if (rest.kind !== 'invariant') return;
    expect(rest.trace.states).toEqual(whole.trace.states.slice(1));
    expect(rest.trace.actionIds.slice(1)).toEqual(whole.trace.actionIds.slice(2));
  });

  it('rejects a start state of the wrong size or a level below 1', () => {
    const model = dieHardModel();
    expect(() => new ModelFromState(model, new Uint8Array(3), 1)).toThrow(RangeError);
    expect(() => new ModelFromState(model, model.encode([0, 0]), 0)).toThrow(RangeError);
  });
});
