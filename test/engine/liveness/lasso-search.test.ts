/**
 * The counterexample built from the fair components of a hand-made graph's product with a negation tableau:
 * the shortest prefix to a component, a cycle in it meeting every acceptance set and fairness condition.
 */
import { describe, expect, it } from 'vitest';
import { findFairComponents } from '../../../src/engine/liveness/fair-components.js';
import { findLasso } from '../../../src/engine/liveness/lasso-search.js';
import { productOf } from '../../../src/engine/liveness/product.js';
import { negationTableau } from '../../../src/engine/liveness/tableau.js';
import { always, eventually, state, type TemporalFormula } from '../../../src/engine/liveness/temporal-formula.js';
import { graphOf, P, type HandGraph } from './hand-graph.js';

/** The lasso of ordinals violating `formula` on the graph. */
function lasso(graph: HandGraph, formula: TemporalFormula) {
  const product = productOf(graphOf(graph), negationTableau(formula));
  const components = findFairComponents(product);
  expect(components.componentOf).not.toBeNull();
  return findLasso(product, components);
}
const eventuallyP = eventually(state(P));

describe('findLasso', () => {
  it('stutters in the initial state when that alone violates the property', () => {
    expect(lasso({ edges: [[1], [2], [1]] }, eventuallyP)).toEqual({ ordinals: [0], loopStart: 0 });
  });

  it('takes the shortest prefix to the nearest fair component, then a cycle back to where it entered', () => {
    // only the cycle 1 <-> 2 is fair under WF_A (A is disabled at 2); state 0 keeps A enabled
    const weak = { kind: 'weak', enabledAt: [0, 1], steps: [] } as const;
    expect(lasso({ edges: [[1], [2], [1]], fairness: weak }, eventuallyP)).toEqual({ ordinals: [0, 1, 2], loopStart: 1 });
    // a longer way round to the same cycle is not taken
    const longer = { kind: 'weak', enabledAt: [0, 1, 3, 4], steps: [] } as const;
    expect(lasso({ edges: [[3, 1], [2], [1], [4], [1]], fairness: longer }, eventuallyP)).toEqual({ ordinals: [0, 1, 2], loopStart: 1 });
  });

  it('goes round the cycle through the step a weakly fair action needs', () => {
    // A enabled everywhere: the cycle must take the A step 3>1, not only 1 <-> 2
    const fairness = { kind: 'weak', enabledAt: [0, 1, 2, 3], steps: ['3>1'] } as const;
    const found = lasso({ edges: [[1], [2], [1, 3], [1]], fairness }, eventuallyP);
    expect(found.ordinals.slice(found.loopStart)).toContain(3);
    expect(found).toEqual({ ordinals: [0, 1, 2, 3], loopStart: 1 });
  });

  it('takes a strongly fair action on its cycle when it is enabled there', () => {
    const fairness = { kind: 'strong', enabledAt: [0, 1, 2, 3], steps: ['2>3'] } as const;
    // entered at 1, out to the A step 2>3 and back: 1, 2, 3, 2, then 1 again
    expect(lasso({ edges: [[1], [2], [1, 3], [2]], fairness }, eventuallyP)).toEqual({ ordinals: [0, 1, 2, 3, 2], loopStart: 1 });
  });

  it('reaches a state where an always-property fails, and loops or stutters after it', () => {
    expect(lasso({ edges: [[1], [0]], p: [0] }, always(state(P)))).toEqual({ ordinals: [0, 1], loopStart: 1 });
    const leaving = { kind: 'weak', enabledAt: [0, 1], steps: ['1>0'] } as const;
    expect(lasso({ edges: [[1], [0]], p: [0], fairness: leaving }, always(state(P)))).toEqual({ ordinals: [0, 1, 0], loopStart: 1 });
    expect(lasso({ edges: [[1], []], p: [0] }, always(state(P)))).toEqual({ ordinals: [0, 1], loopStart: 1 });
  });
});
