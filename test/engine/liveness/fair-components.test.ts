/**
 * The fair accepting components of the product of a hand-made state graph and
 * a property's negation tableau: a cycle (or a stutter) that violates the
 * property, and fairness, weak and strong (with the refinement that drops the
 * states where a strongly fair action is enabled).
 */
import { describe, expect, it } from 'vitest';
import { findFairComponents } from '../../../src/engine/liveness/fair-components.js';
import { productOf } from '../../../src/engine/liveness/product.js';
import { negationTableau } from '../../../src/engine/liveness/tableau.js';
import { always, eventually, state } from '../../../src/engine/liveness/temporal-formula.js';
import { graphOf, P, type HandGraph } from './hand-graph.js';

/** The qualifying components (their states, in order) for a tableau of one node (~<>P: "P never holds"), and the nodes reached. */
function neverP(graph: HandGraph): { components: number[][]; visited: number } {
  const product = productOf(graphOf(graph), negationTableau(eventually(state(P))));
  expect(product.width).toBe(1);
  const { componentOf, nodesVisited } = findFairComponents(product);
  const components: number[][] = [];
  componentOf?.forEach((number, s) => {
    if (number > 0) (components[number - 1] ??= []).push(s);
  });
  expect(componentOf === null).toBe(components.length === 0);
  return { components: components.sort((a, b) => (a[0] as number) - (b[0] as number)), visited: nodesVisited };
}

describe('findFairComponents, for <>P (a violation: a fair behaviour where P never holds)', () => {
  it('finds each cycle of states where P is false, a stutter included, and counts the product nodes it reached', () => {
    expect(neverP({ edges: [[1], [2], [1]] })).toEqual({ components: [[0], [1, 2]], visited: 3 });
    expect(neverP({ edges: [[1], []] })).toEqual({ components: [[0], [1]], visited: 2 });
  });

  it('does not go through states where P holds: there, only the stutter of the initial state is left', () => {
    expect(neverP({ edges: [[1], [2], [1]], p: [1, 2] })).toEqual({ components: [[0]], visited: 1 });
  });

  it('WF_A: a component is fair when A is disabled somewhere in it or an A step is in it; else it is not', () => {
    const loop = [[1], [2], [1]];
    expect(neverP({ edges: loop, fairness: { kind: 'weak', enabledAt: [0, 1, 2], steps: [] } }).components).toEqual([]);
    expect(neverP({ edges: loop, fairness: { kind: 'weak', enabledAt: [0, 1], steps: [] } }).components).toEqual([[1, 2]]);
    expect(neverP({ edges: loop, fairness: { kind: 'weak', enabledAt: [0, 1, 2], steps: ['2>1'] } }).components).toEqual([[1, 2]]);
    expect(neverP({ edges: loop, fairness: { kind: 'weak', enabledAt: [1, 2], steps: [] } }).components).toEqual([[0]]);
  });

  it('SF_A: a loop where A is enabled at one state and never taken is unfair, but the loop without that state is fair', () => {
    // 1 <-> 2 <-> 3, A enabled only at 0 and 3 and never taken: the loop fails SF; refined, {1, 2} never enables A
    const edges = [[1], [2], [1, 3], [2]];
    expect(neverP({ edges, fairness: { kind: 'strong', enabledAt: [0, 3], steps: [] } }).components).toEqual([[1, 2]]);
    // under WF the whole loop is fair: A is disabled at 1 and 2
    expect(neverP({ edges, fairness: { kind: 'weak', enabledAt: [0, 3], steps: [] } }).components).toEqual([[1, 2, 3]]);
    // enabled everywhere and never taken: nothing is left once refined
    expect(neverP({ edges, fairness: { kind: 'strong', enabledAt: [0, 1, 2, 3], steps: [] } }).components).toEqual([]);
    // taken on the loop: fair as it is
    expect(neverP({ edges, fairness: { kind: 'strong', enabledAt: [0, 3], steps: ['3>2'] } }).components).toEqual([[1, 2, 3]]);
  });
});

describe('findFairComponents, for []P (a violation must reach ~P and be accepted)', () => {
  it('finds no component while P holds everywhere, and one once a loop of ~P states is reachable', () => {
    const components = (graph: HandGraph) => findFairComponents(productOf(graphOf(graph), negationTableau(always(state(P))))).componentOf;
    expect(components({ edges: [[1], [0]], p: [0, 1] })).toBeNull();
    expect(components({ edges: [[1], [0]], p: [0] })).not.toBeNull();
  });
});
