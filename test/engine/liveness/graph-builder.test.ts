/**
 * The state graph a liveness check runs on (state-graph.ts), as graph-builder.ts builds it from a toy model: ordinals
 * in BFS order, the levels, the edges without self-loops, what holds and what is enabled at each state, which edges
 * are steps of a fair action, and the links a behaviour is rebuilt from; and the stops before the graph is whole.
 */
import { describe, expect, it } from 'vitest';
import { NO_PARENT } from '../../../src/engine/bfs/parent-links.js';
import { buildLivenessGraph, type LivenessOptions } from '../../../src/engine/liveness/check-liveness.js';
import type { StateGraph } from '../../../src/engine/liveness/state-graph.js';
import { eventually, state, type FairnessCondition } from '../../../src/engine/liveness/temporal-formula.js';
import { counterModel, ToyModel } from '../../helpers/toy-models.js';

/** x: 0 -> 1 by A, 0 -> 2 by B; 1 -> 0 by A, 1 -> 1 by B (a self-loop); 2 has no successor. */
const model = new ToyModel({
  variables: ['x'],
  init: [[0]],
  actions: ['A', 'B'],
  next: ([x]) =>
    x === 0
      ? [
          { action: 'A', state: [1] },
          { action: 'B', state: [2] },
        ]
      : x === 1
        ? [
            { action: 'A', state: [0] },
            { action: 'B', state: [1] },
          ]
        : [],
});
const isOne = state({ name: 'x = 1', holds: (bytes, offset) => model.decode(bytes, offset)[0] === 1 });
const fairness: FairnessCondition[] = [
  { kind: 'weak', action: { kind: 'actions', names: ['A'] }, name: 'WF_x(A)' },
  { kind: 'strong', action: { kind: 'actions', names: ['B'] }, name: 'SF_x(B)' },
];
const options: LivenessOptions = {
  invariants: [],
  constraints: [],
  checkDeadlock: false,
  properties: [{ name: 'P', formula: eventually(isOne) }],
  fairness,
};

function graphOf(built: ReturnType<typeof buildLivenessGraph>): StateGraph {
  if (built.graph === null) throw new Error(`the graph was not built: ${built.result.kind}`);
  return built.graph;
}

describe('the state graph built for liveness', () => {
  it('numbers the states in BFS order, by level, with their edges to other states (stuttering is implicit)', () => {
    const built = buildLivenessGraph(model, options);
    const graph = graphOf(built);
    expect(graph.stateCount).toBe(3);
    expect(graph.levelStarts).toEqual([0, 1, 3]);
    const edges = (s: number) => [...graph.edgeTarget.subarray(graph.edgeStart[s], graph.edgeStart[s + 1])];
    expect([edges(0), edges(1), edges(2)]).toEqual([[1, 2], [0], []]);
    expect(built.graph === null ? null : built.stats).toMatchObject({ statesGenerated: 5, distinctStates: 3, depth: 2, queueLeft: 0 });
  });

  it('marks where each predicate holds, where each fair action is enabled (a step that changes the state), and which edges are its steps', () => {
    const graph = graphOf(buildLivenessGraph(model, options));
    expect(graph.predicates.map((predicate) => predicate.name)).toEqual(['x = 1']);
    expect([...graph.truth]).toEqual([0, 1, 0]);
    // bit 0: <<A>> enabled at 0 and 1; bit 1: <<B>> enabled at 0 only (B at 1 leaves the state as it is)
    expect([...graph.enabled]).toEqual([0b11, 0b01, 0]);
    expect([...graph.edgeFairness]).toEqual([0b01, 0b10, 0b01]);
    expect([graph.fairness.weak, graph.fairness.strong]).toEqual([0b01, 0b10]);
  });

  it('keeps the link of each state to the state it was first reached from', () => {
    const { links } = graphOf(buildLivenessGraph(model, options));
    expect([0, 1, 2].map((s) => [links.parentOf(s), links.positionOf(s)])).toEqual([
      [NO_PARENT, 0],
      [0, 0],
      [0, 1],
    ]);
  });

  it('stops at a deadlock when it checks for one, and at the state limit, before the graph is whole', () => {
    const deadlock = buildLivenessGraph(model, { ...options, checkDeadlock: true });
    expect(deadlock.graph === null ? deadlock.result.kind : 'built').toBe('deadlock');
    const counter = buildLivenessGraph(counterModel(100), { ...options, properties: [], fairness: [], maxDistinctStates: 10 });
    expect(counter.graph === null ? counter.result : 'built').toMatchObject({ kind: 'limit', limit: 'states' });
  });
});
