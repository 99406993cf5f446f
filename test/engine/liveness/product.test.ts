/**
 * The product of a state graph and a tableau, read off both without being built: its roots, and the successors of a
 * node (the stutter first, then the graph's edges), each only where the state satisfies the tableau node's label.
 */
import { describe, expect, it } from 'vitest';
import { buildLivenessGraph } from '../../../src/engine/liveness/check-liveness.js';
import { productOf, someSuccessor, type Product } from '../../../src/engine/liveness/product.js';
import type { StateGraph } from '../../../src/engine/liveness/state-graph.js';
import { negationTableau } from '../../../src/engine/liveness/tableau.js';
import { eventually, state, type FairnessCondition } from '../../../src/engine/liveness/temporal-formula.js';
import { graphModel } from '../../helpers/toy-models.js';

// initial states 0 and 3; 0 -> 1 -> 2 -> 1; 3 -> 2
const model = graphModel({ 0: [1], 1: [2], 2: [1], 3: [2] }, [0, 3]);
const isTwo = state({ name: 'x = 2', holds: (bytes, offset) => model.decode(bytes, offset)[0] === 2 });
const fairness: FairnessCondition[] = [{ kind: 'weak', action: { kind: 'next' }, name: 'WF(Next)' }];
const built = buildLivenessGraph(model, {
  invariants: [],
  constraints: [],
  checkDeadlock: false,
  properties: [{ name: 'P', formula: eventually(isTwo) }],
  fairness,
});
const graph = built.graph as StateGraph;
// ~<>(x = 2): one tableau node, x = 2 false there, looping on itself
const product = productOf(graph, negationTableau(eventually(isTwo)));

/** The successors of node `u` (product nodes), with the fairness of each step. */
function successors(of: Product, u: number): [number, number][] {
  const found: [number, number][] = [];
  someSuccessor(of, u, (v, stepFairness) => (found.push([v, stepFairness]), false));
  return found;
}

describe('productOf', () => {
  it('is a node per state and tableau node, rooted at the initial states that satisfy an initial tableau node', () => {
    expect(graph.stateCount).toBe(4);
    expect(product.width).toBe(1);
    // ordinals: 0 (x = 0), 1 (x = 3), then 2 (x = 1), 3 (x = 2); both initial states satisfy ~(x = 2)
    expect([...product.roots]).toEqual([0, 1]);
    expect([product.weak, product.strong]).toEqual([1, 0]);
    expect([product.weak, product.strong]).toEqual([graph.fairness.weak, graph.fairness.strong]);
    expect(productOf(graph, negationTableau(eventually(isTwo)), 0).weak).toBe(0);
  });
});

describe('someSuccessor', () => {
  it('visits the stutter first (no fairness), then the edges (a Next step each), and skips states where x = 2', () => {
    // x = 0 steps to x = 1 (ordinal 2); x = 3 only to x = 2, which the tableau node forbids
    expect(successors(product, 0)).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(successors(product, 1)).toEqual([[1, 0]]);
  });

  it('stops when the visitor returns true, and says so', () => {
    const seen: number[] = [];
    expect(someSuccessor(product, 0, (v) => (seen.push(v), true))).toBe(true);
    expect(seen).toEqual([0]);
    expect(someSuccessor(product, 1, () => false)).toBe(false);
  });
});
