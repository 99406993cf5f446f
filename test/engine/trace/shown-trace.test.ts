import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../src/engine/result.js';
import { showTrace, showViolations } from '../../../src/engine/trace/shown-trace.js';
import { ToyModel } from '../../helpers/toy-models.js';

/** A toy model whose step labels say the action and the states before and after, to see what showTrace passes. */
class LabelledModel extends ToyModel {
  override describeStep(actionId: number, before?: Uint8Array, beforeOffset = 0, after?: Uint8Array, afterOffset = 0): string {
    const from = this.decode(before as Uint8Array, beforeOffset).join(',');
    const to = this.decode(after as Uint8Array, afterOffset).join(',');
    return `${this.actionNames[actionId]} ${from} -> ${to}`;
  }
}

const model = new LabelledModel({ variables: ['x', 'y'], init: [[0, 0]], actions: ['Inc', 'Swap'], next: () => [] });
const trace = (states: number[][], actionIds: number[]): Trace => ({
  states: states.map((state) => model.encode(state)),
  actionIds,
});

describe('showTrace', () => {
  it('names the first state Initial predicate and each step by its action and label, states as TLA+ values', () => {
    const shown = showTrace(
      model,
      trace(
        [
          [0, 0],
          [1, 0],
          [0, 1],
        ],
        [-1, 0, 1],
      ),
    );
    expect(shown).toEqual({
      variableNames: ['x', 'y'],
      steps: [
        { action: null, label: 'Initial predicate', state: { x: 0, y: 0 } },
        { action: 'Inc', label: 'Inc 0,0 -> 1,0', state: { x: 1, y: 0 } },
        { action: 'Swap', label: 'Swap 1,0 -> 0,1', state: { x: 0, y: 1 } },
      ],
    });
  });

  it('treats a step with no action id as an initial state, and names an unknown action by its number', () => {
    const shown = showTrace(
      model,
      trace(
        [
          [0, 0],
          [5, 5],
          [6, 5],
        ],
        [-1, -1, 7],
      ),
    );
    expect(shown.steps.map((step) => step.action)).toEqual([null, null, 'action 7']);
    expect(shown.steps[1]?.label).toBe('Initial predicate');
  });

  it('shows a lasso going back to a state, stuttering, or with no step back', () => {
    const states = [
      [0, 0],
      [1, 0],
      [2, 0],
    ];
    expect(showTrace(model, trace(states, [-1, 0, 0]), { start: 1, actionId: 1 }).loop).toEqual({
      start: 1,
      action: 'Swap',
      label: 'Swap 2,0 -> 1,0',
    });
    expect(showTrace(model, trace(states, [-1, 0, 0]), { start: 2, actionId: 0 }).loop).toEqual({
      start: 2,
      action: null,
      label: 'Stuttering',
    });
    expect(showTrace(model, trace(states, [-1, 0, 0]), { start: 0, actionId: -1 }).loop).toEqual({
      start: 0,
      action: 'no action',
      label: 'no step of the model leads back',
    });
  });
});

describe('showViolations', () => {
  it("shows each violation's trace under its invariant, none when there were none", () => {
    const shown = showViolations(model, [{ invariant: 'Small', trace: trace([[0, 0]], [-1]) }]);
    expect(shown).toEqual([
      {
        invariant: 'Small',
        shown: { variableNames: ['x', 'y'], steps: [{ action: null, label: 'Initial predicate', state: { x: 0, y: 0 } }] },
      },
    ]);
    expect(showViolations(model, undefined)).toEqual([]);
  });
});
