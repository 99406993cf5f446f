import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import { offersRepeats } from '../../src/engine/repeating-model.js';
import { WrappedModel } from '../../src/engine/wrapped-model.js';
import { allStates } from '../../src/engine/trace/trace.js';
import { tlaFunction } from '../../src/engine/trace/tla-value.js';
import { monopolyModel } from '../helpers/monopoly-states.js';
import { dieHardModel } from '../helpers/toy-models.js';

/** The model unchanged but for what the constructor is given. */
class Unchanged extends WrappedModel {}

describe('WrappedModel', () => {
  it('forwards the search: the same states, successors, counts and labels as the wrapped model', () => {
    const model = dieHardModel();
    const wrapped = new Unchanged(model, model.stateBytes, model.invariantNames);
    expect(wrapped.variableNames).toBe(model.variableNames);
    expect(wrapped.actionNames).toBe(model.actionNames);
    expect(wrapped.constraintNames).toBe(model.constraintNames);
    const start = model.encode([3, 0]);
    expect(allStates(wrapped, start)).toEqual(allStates(model, start));
    const options = { invariants: model.invariantNames, constraints: [], checkDeadlock: false };
    expect(check(wrapped, options).stats.distinctStates).toBe(check(model, options).stats.distinctStates);
    expect(wrapped.toTla(start, 0)).toEqual(model.toTla(start, 0));
    const [first] = allStates(model, start);
    expect(wrapped.describeStep(first?.actionId as number, start, 0, first?.state as Uint8Array, 0)).toBe(
      model.describeStep(first?.actionId as number),
    );
    // the toy model has no coverage keys of its own: a step counts under its action
    expect(wrapped.coverageKey(2, start, 0)).toBe(2);
  });

  it("takes the state size and the invariants it is given, and the wrapped model's coverage and wording", () => {
    const model = monopolyModel({ N: 2 });
    const wrapped = new Unchanged(model, model.stateBytes + 1, ['NoHotel']);
    expect([wrapped.stateBytes, wrapped.invariantNames]).toEqual([model.stateBytes + 1, ['NoHotel']]);
    expect(wrapped.coverageNames).toBe(model.coverageNames);
    const [before, after] = [
      tlaFunction([
        [1, 1500],
        [2, 1500],
      ]),
      tlaFunction([
        [1, 1400],
        [2, 1500],
      ]),
    ];
    expect(wrapped.describeChange?.('money', before, after)).toEqual(model.describeChange('money', before, after));
    expect(model.describeChange('money', before, after)).not.toBeNull();
    expect(new Unchanged(dieHardModel(), 2, []).describeChange).toBeUndefined();
  });

  it("offers the wrapped model's repeats only when told its successors are the wrapped model's, and only if that model offers them", () => {
    const model = monopolyModel({ N: 2 });
    expect(offersRepeats(model)).toBe(true);
    expect(offersRepeats(new Unchanged(model, model.stateBytes, model.invariantNames))).toBe(false);
    expect(offersRepeats(new Unchanged(model, model.stateBytes, model.invariantNames, true))).toBe(true);
    const toy = dieHardModel();
    expect(offersRepeats(toy)).toBe(false);
    expect(offersRepeats(new Unchanged(toy, toy.stateBytes, toy.invariantNames, true))).toBe(false);
    // the same counts with repeats as without
    const options = { invariants: ['TypeOK'], constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: true };
    const small = monopolyModel({ N: 2, MaxDepth: 6 });
    const counts = (m: typeof small | Unchanged) => {
      const { stats } = check(m, options);
      return [stats.statesGenerated, stats.distinctStates];
    };
    expect(counts(new Unchanged(small, small.stateBytes, small.invariantNames, true))).toEqual(
      counts(new Unchanged(small, small.stateBytes, small.invariantNames)),
    );
  });
});
