/** Fairness conditions as bit masks over a toy model's actions, and where they are enabled (a step that changes the state). */
import { describe, expect, it } from 'vitest';
import { enabledAt, resolveFairness } from '../../../src/engine/liveness/fairness.js';
import type { FairnessCondition } from '../../../src/engine/liveness/temporal-formula.js';
import { UnknownNameError } from '../../../src/engine/options.js';
import { ToyModel } from '../../helpers/toy-models.js';

/** x: 0 -> 1 by A, 0 -> 0 by B (no change); 1 -> 2 by B; 2 has no successor. */
const model = new ToyModel({
  variables: ['x'],
  init: [[0]],
  actions: ['A', 'B', 'C'],
  next: ([x]) =>
    x === 0
      ? [
          { action: 'A', state: [1] },
          { action: 'B', state: [0] },
        ]
      : x === 1
        ? [{ action: 'B', state: [2] }]
        : [],
});
const weak = (...names: string[]): FairnessCondition => ({
  kind: 'weak',
  action: { kind: 'actions', names },
  name: `WF(${names.join(' \\/ ')})`,
});
const strongNext: FairnessCondition = { kind: 'strong', action: { kind: 'next' }, name: 'SF(Next)' };

describe('resolveFairness', () => {
  it('gives condition i bit i, sorted into weak and strong, and marks the actions each one is about', () => {
    const fairness = resolveFairness(model, [weak('A'), strongNext, weak('B', 'C')]);
    expect([fairness.weak, fairness.strong, fairness.onNext]).toEqual([0b101, 0b010, 0b010]);
    expect([...fairness.conditionsOfAction]).toEqual([0b011, 0b110, 0b110]);
    expect(fairness.onActions).toEqual([
      { bit: 0b001, actionIds: [0] },
      { bit: 0b100, actionIds: [1, 2] },
    ]);
  });

  it('refuses an action the model does not have, naming those it has, and more than 32 conditions', () => {
    expect(() => resolveFairness(model, [weak('D')])).toThrow(new UnknownNameError('action', 'D', ['A', 'B', 'C']));
    expect(() =>
      resolveFairness(
        model,
        Array.from({ length: 33 }, () => weak('A')),
      ),
    ).toThrow(RangeError);
    expect(
      resolveFairness(
        model,
        Array.from({ length: 32 }, () => strongNext),
      ).strong,
    ).toBe(0xffffffff);
  });
});

describe('enabledAt', () => {
  it('sets the bit of a condition where one of its actions can change the state, not where it only stutters', () => {
    const fairness = resolveFairness(model, [weak('A'), weak('B'), strongNext, weak('C')]);
    // at 0: A changes x, B leaves it as it is; at 1: B changes it; at 2: nothing is enabled
    expect(enabledAt(model, fairness, model.encode([0]))).toBe(0b0101);
    expect(enabledAt(model, fairness, model.encode([1]))).toBe(0b0110);
    expect(enabledAt(model, fairness, model.encode([2]))).toBe(0);
  });
});
