import { describe, expect, it } from 'vitest';
import { check } from '../../../src/engine/check.js';
import { depthFirstSearch, type DepthFirstOptions } from '../../../src/engine/search/dfs.js';
import type { CheckResult } from '../../../src/engine/result.js';
import { MonopolyModel, type MonopolyConstants } from '../../../src/monopoly/model.js';
import { binaryTreeModel, counterModel, dieHardModel, stepsModel, ToyModel } from '../../helpers/toy-models.js';

const dfs = (model: ToyModel | MonopolyModel, options: Partial<DepthFirstOptions> & { maxDepth: number }) =>
  depthFirstSearch(model, { invariants: [], constraints: [], checkDeadlock: false, ...options });
const counts = (r: CheckResult) => ({ distinct: r.stats.distinctStates, depth: r.stats.depth });
const traceLength = (r: CheckResult) => (r.kind === 'invariant' || r.kind === 'deadlock' ? r.trace.states.length : 0);

/**
 * 0 -> 1 -> 2 -> 3 -> 4 -> 5 -> 6, and 0 -> 4 directly; levels 1..5 are in the model.
 * Depth-first reaches 4 first at level 5 (through 1, 2, 3), where 5 is one level too deep;
 * only re-expanding 4 when it is reached again at level 2 finds 5 and 6.
 */
function shortcutModel(): ToyModel {
  const edges: Record<number, number[]> = { 0: [1, 4], 1: [2], 2: [3], 3: [4], 4: [5], 5: [6] };
  return new ToyModel({
    variables: ['x'],
    init: [[0]],
    actions: ['Step'],
    next: ([x]) => (edges[x as number] ?? []).map((y) => ({ action: 'Step', state: [y] })),
    constraints: { DepthBound5: (_, level) => level <= 5 },
  });
}

describe('depth-first search on toy models', () => {
  it('re-expands a state reached at a smaller level, so it finds what BFS finds under a depth bound', () => {
    const model = shortcutModel();
    const bfs = check(model, { invariants: [], constraints: ['DepthBound5'], checkDeadlock: false });
    const report = dfs(model, { constraints: ['DepthBound5'], maxDepth: 5 });
    expect(report.result.kind).toBe('ok');
    expect(counts(report.result)).toEqual(counts(bfs));
    expect(counts(report.result)).toEqual({ distinct: 7, depth: 4 });
    expect(report.reexplored).toBe(1);
  });

  it('generates exactly the BFS count when nothing is re-expanded (a tree: every state is reached once)', () => {
    const model = binaryTreeModel(14);
    const bfs = check(model, { invariants: [], constraints: [], checkDeadlock: true });
    const report = dfs(model, { checkDeadlock: true, maxDepth: 20 });
    expect(report.result.kind).toBe('ok');
    expect(report.reexplored).toBe(0);
    expect({ generated: report.result.stats.statesGenerated, ...counts(report.result) }).toEqual({
      generated: bfs.stats.statesGenerated,
      ...counts(bfs),
    });
    expect(counts(report.result)).toEqual({ distinct: 15, depth: 4 });
  });

  it('finds the die hard state space of BFS (16 distinct, depth 8), expanding some states again', () => {
    const report = dfs(dieHardModel(), { invariants: ['TypeOK'], checkDeadlock: true, maxDepth: 20 });
    expect(report.result.kind).toBe('ok');
    expect(counts(report.result)).toEqual({ distinct: 16, depth: 8 });
  });

  it('finds the violation; iterative deepening gives a shortest trace, plain DFS may not', () => {
    const model = dieHardModel();
    const bfs = check(model, { invariants: ['NotFour'], constraints: [], checkDeadlock: false });
    const deep = dfs(model, { invariants: ['NotFour'], maxDepth: 20 });
    const deepening = dfs(model, { invariants: ['NotFour'], maxDepth: 20, iterative: true });
    expect([bfs.kind, deep.result.kind, deepening.result.kind]).toEqual(['invariant', 'invariant', 'invariant']);
    expect(traceLength(deepening.result)).toBe(traceLength(bfs));
    expect(traceLength(deep.result)).toBeGreaterThanOrEqual(traceLength(bfs));
    expect(deepening.iterations).toBe(traceLength(bfs));
  });

  it('reports a deadlock with the path to it', () => {
    const report = dfs(counterModel(3), { checkDeadlock: true, maxDepth: 10 });
    expect(report.result.kind).toBe('deadlock');
    expect(traceLength(report.result)).toBe(4);
  });

  it('is a depth limit, not a success, when in-model states lie beyond the bound', () => {
    const report = dfs(counterModel(10), { maxDepth: 3 });
    expect(report.result).toMatchObject({ kind: 'limit', limit: 'depth' });
    expect(report.result.stats.distinctStates).toBe(3);
    // iterative deepening stops as soon as a bound cuts nothing off
    const deepening = dfs(counterModel(4), { maxDepth: 50, iterative: true });
    expect(deepening.result.kind).toBe('ok');
    expect(deepening.iterations).toBe(5);
  });

  it('checks out-of-model successors against the invariants, as BFS does', () => {
    // 6 and 7 lie outside Bound5 but NotSix is still checked on them
    const report = dfs(stepsModel(), { constraints: ['Bound5'], invariants: ['NotSix'], maxDepth: 10 });
    expect(report.result).toMatchObject({ kind: 'invariant', invariant: 'NotSix' });
  });

  it('stops at the distinct-state limit', () => {
    expect(dfs(counterModel(100), { maxDepth: 200, maxDistinctStates: 10 }).result).toMatchObject({ kind: 'limit', limit: 'states' });
  });
});

describe('depth-first search on Monopoly', () => {
  const all = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
  const options = { invariants: all, constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: true };
  const model = (constants: MonopolyConstants) => new MonopolyModel(constants);

  it('finds the N = 3 TurnValid violation, depth-first and by iterative deepening', () => {
    const m = model({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 10 });
    for (const iterative of [false, true]) {
      const report = depthFirstSearch(m, { ...options, maxDepth: 10, iterative });
      expect(report.result).toMatchObject({ kind: 'invariant', invariant: 'TurnValid' });
      expect(traceLength(report.result)).toBe(3);
    }
  });

  it('finds the same distinct states and depth as BFS on depth-bounded models', () => {
    const found: ReturnType<typeof counts>[] = [];
    for (const constants of [
      { N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 10 },
      { N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 12 },
    ]) {
      const m = model(constants);
      const bfs = check(m, options);
      const deep = depthFirstSearch(m, { ...options, maxDepth: constants.MaxDepth });
      expect(bfs.kind).toBe('ok');
      expect(deep.result.kind).toBe('ok');
      expect(counts(deep.result)).toEqual(counts(bfs));
      expect(deep.reexplored).toBeGreaterThan(0);
      found.push(counts(deep.result));
    }
    // the default model's: TLC's real_n2_d10
    expect(found[0]).toEqual({ distinct: 111_546, depth: 10 });
  });
});
