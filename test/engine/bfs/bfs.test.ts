import { describe, expect, it } from 'vitest';
import { BreadthFirstSearch } from '../../../src/engine/bfs/bfs.js';
import { check as checkModel } from '../../../src/engine/check.js';
import { UnknownNameError, type CheckOptions } from '../../../src/engine/options.js';
import type { CheckResult, Progress } from '../../../src/engine/result.js';
import { binaryTreeModel, counterModel, dieHardModel, graphModel, stepsModel, ToyModel } from '../../helpers/toy-models.js';

const check = (model: ToyModel, options: Partial<CheckOptions> = {}): CheckResult =>
  checkModel(model, { invariants: [], constraints: [], checkDeadlock: false, ...options });
/** The counts TLC prints, without timing and memory. */
const counts = (r: CheckResult) => ({
  generated: r.stats.statesGenerated,
  distinct: r.stats.distinctStates,
  left: r.stats.queueLeft,
  depth: r.stats.depth,
});
const traceOf = (model: ToyModel, r: CheckResult) => {
  if (r.kind !== 'invariant' && r.kind !== 'deadlock') throw new Error(`expected a trace, got ${r.kind}`);
  return { states: r.trace.states.map((s) => model.decode(s)), actions: r.trace.actionIds.map((id) => model.actionNames[id] ?? 'Init') };
};

describe('complete searches', () => {
  it('counts a single state with no successors as depth 1 (the initial level is 1)', () => {
    const r = check(counterModel(0));
    expect(r.kind).toBe('ok');
    expect(counts(r)).toEqual({ generated: 1, distinct: 1, left: 0, depth: 1 });
  });

  it('explores the counter 0..3 in 4 levels', () => {
    // 1 initial + 3 Increments; levels {0} {1} {2} {3}
    expect(counts(check(counterModel(3)))).toEqual({ generated: 4, distinct: 4, left: 0, depth: 4 });
  });

  it('counts duplicates as generated: die hard 3/5 has 16 states, 1 + 16 * 6 = 97 generated, depth 8', () => {
    // levels: {00} {30 05} {35 03 32} {33 02} {15 20} {10 25} {01 34} {31 04}: 1+2+3+2+2+2+2+2 = 16
    const r = check(dieHardModel(), { invariants: ['TypeOK'], checkDeadlock: true });
    expect(r.kind).toBe('ok');
    expect(counts(r)).toEqual({ generated: 97, distinct: 16, left: 0, depth: 8 });
  });

  it('counts equal successors of two witnesses twice', () => {
    // 0 -> 1, 1, 2, 1; 1 and 2 stutter: 1 + 4 + 2 generated, 3 distinct
    expect(counts(check(graphModel({ 0: [1, 1, 2, 1], 1: [1], 2: [2] }), { checkDeadlock: true }))).toEqual({
      generated: 7,
      distinct: 3,
      left: 0,
      depth: 2,
    });
  });

  it('counts duplicate initial states as generated but once as distinct', () => {
    // init 0, 5, 0; 0 -> 5; 5 stutters: 3 + 1 + 1 = 5 generated
    expect(counts(check(graphModel({ 0: [5], 5: [5] }, [0, 5, 0]), { checkDeadlock: true }))).toEqual({
      generated: 5,
      distinct: 2,
      left: 0,
      depth: 1,
    });
  });

  it('stops at maxLevel with a depth limit, when states are left at that level', () => {
    const r = check(counterModel(10), { maxLevel: 3 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'depth' });
    // levels 1 and 2 expanded; the single state of level 3 is left
    expect(counts(r)).toEqual({ generated: 3, distinct: 3, left: 1, depth: 3 });
    expect(check(counterModel(1), { maxLevel: 5 }).kind).toBe('ok');
  });
});

describe('state constraints', () => {
  it('counts out-of-model successors as generated, never as distinct, and never expands them', () => {
    // 0..5 each emit 2 successors (x+1, x+2): 1 + 12 = 13 generated; 6 and 7 are outside Bound5;
    // levels {0} {1 2} {3 4} {5}; NotEight holds because 6 and 7 are never expanded
    const model = stepsModel();
    const r = check(model, { constraints: ['Bound5'], invariants: ['NotEight'], checkDeadlock: true });
    expect(r.kind).toBe('ok');
    expect(counts(r)).toEqual({ generated: 13, distinct: 6, left: 0, depth: 4 });
    expect(model.expansions).toBe(6);
  });

  it('does not call a state whose only successors are out of the model a deadlock', () => {
    // 5's successors 6 and 7 are both outside Bound5 (last test: ok with checkDeadlock)
    expect(check(stepsModel(), { constraints: ['Bound5'], checkDeadlock: true }).kind).toBe('ok');
  });

  it('checks invariants on out-of-model successors: NotSix fails on 6 = 4 + 2', () => {
    // generated: 1 + 2 (from 0) + 2 (1) + 2 (2) + 2 (3) + 2 (4, the second is 6) = 11; distinct 0..5;
    // left: 4 was the last of level {3 4}, level 4 holds {5} (found from 3, so the depth is already 4)
    const model = stepsModel();
    const r = check(model, { constraints: ['Bound5'], invariants: ['NotSix'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotSix' });
    expect(counts(r)).toEqual({ generated: 11, distinct: 6, left: 1, depth: 4 });
    // 4 was first reached from 2 (2 + 2), 2 from 0
    expect(traceOf(model, r)).toEqual({ states: [[0], [2], [4], [6]], actions: ['Init', 'Step2', 'Step2', 'Step2'] });
  });

  it("applies a level constraint with the child's level (DepthBound3 keeps levels 1..3)", () => {
    // levels {0} {1 2} {3 4}; the 4 successors of 3 and 4 are at level 4, outside: 1 + 2 + 4 + 4 = 11
    const r = check(stepsModel(), { constraints: ['DepthBound3'], checkDeadlock: true });
    expect(r.kind).toBe('ok');
    expect(counts(r)).toEqual({ generated: 11, distinct: 5, left: 0, depth: 3 });
  });
});

describe('invariant violations', () => {
  it("finds die hard's big = 4 at depth 7 with exact counts and the shortest trace", () => {
    // BFS with successors FillSmall, FillBig, EmptySmall, EmptyBig, SmallToBig, BigToSmall:
    // 12 states expanded when (2,5)'s BigToSmall gives (3,4): 1 + 12 * 6 = 73 generated, 14 distinct,
    // left = distinct - expanded - 1 = 14 - 12 - 1 = 1 (the state (0,1) of level 7)
    const model = dieHardModel();
    const r = check(model, { invariants: ['TypeOK', 'NotFour'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotFour' });
    expect(counts(r)).toEqual({ generated: 73, distinct: 14, left: 1, depth: 7 });
    expect(traceOf(model, r)).toEqual({
      states: [
        [0, 0],
        [0, 5],
        [3, 2],
        [0, 2],
        [2, 0],
        [2, 5],
        [3, 4],
      ],
      actions: ['Init', 'FillBig', 'BigToSmall', 'EmptySmall', 'BigToSmall', 'FillBig', 'BigToSmall'],
    });
  });

  it('stops at the first violating successor: later successors are neither generated nor counted', () => {
    // 0 -> 1, 2, 3, 4 with x /= 2: generated 1 + 2, distinct 3, left = 3 - 1 - 1 = 1 (the 1 queued)
    const bad2 = { NotTwo: ([x]: readonly number[]) => x !== 2 };
    const model = graphModel({ 0: [1, 2, 3, 4] }, [0], bad2);
    const r = check(model, { invariants: ['NotTwo'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotTwo' });
    expect(counts(r)).toEqual({ generated: 3, distinct: 3, left: 1, depth: 2 });
    expect(traceOf(model, r).states).toEqual([[0], [2]]);
  });

  it('leaves distinct - expanded - 1 states on the queue mid-level', () => {
    // 0 -> 1 2 3; 1 -> 4; 2 -> 5 (bad); 3 -> 6: expanded 0, 1, 2 (3 states), distinct 0..5 (6): left 6 - 3 - 1 = 2 (3 and 4)
    const model = graphModel({ 0: [1, 2, 3], 1: [4], 2: [5], 3: [6] }, [0], { NotFive: ([x]) => x !== 5 });
    const r = check(model, { invariants: ['NotFive'] });
    expect(counts(r)).toEqual({ generated: 6, distinct: 6, left: 2, depth: 3 });
    expect(traceOf(model, r).states).toEqual([[0], [2], [5]]);
  });

  it('reports a violation in an initial state with a one-state trace', () => {
    const model = graphModel({ 0: [0] }, [0], { NotZero: ([x]) => x !== 0 });
    const r = check(model, { invariants: ['NotZero'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotZero' });
    expect(counts(r)).toEqual({ generated: 1, distinct: 1, left: 0, depth: 1 });
    expect(traceOf(model, r).states).toEqual([[0]]);
  });

  it('shows the violating initial state itself when it is not the first initial state', () => {
    // init 0 then 1; 1 violates x /= 1: the trace must be <<1>>, not <<0>>
    const model = graphModel({ 0: [0], 1: [1] }, [0, 1], { NotOne: ([x]) => x !== 1 });
    const r = check(model, { invariants: ['NotOne'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotOne' });
    expect(counts(r)).toEqual({ generated: 2, distinct: 2, left: 1, depth: 1 });
    expect(traceOf(model, r).states).toEqual([[1]]);
  });

  it('shows a violating out-of-model initial state itself', () => {
    // init 0 (in the model) then 7 (outside Bound5, violates NotSeven): the trace must be <<7>>
    const model = stepsModel();
    const twoInits = new ToyModel({ ...model.spec, init: [[0], [7]] });
    const r = check(twoInits, { constraints: ['Bound5'], invariants: ['NotSeven'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotSeven' });
    expect(counts(r)).toEqual({ generated: 2, distinct: 1, left: 1, depth: 1 });
    expect(traceOf(twoInits, r).states).toEqual([[7]]);
  });

  it('reports a violating out-of-model first initial state (no parent links exist yet)', () => {
    const only = new ToyModel({ ...stepsModel().spec, init: [[7]] });
    const r = check(only, { constraints: ['Bound5'], invariants: ['NotSeven'] });
    expect(r).toMatchObject({ kind: 'invariant', invariant: 'NotSeven' });
    expect(counts(r)).toEqual({ generated: 1, distinct: 0, left: 0, depth: 0 });
    expect(traceOf(only, r).states).toEqual([[7]]);
  });
});

describe('deadlock', () => {
  it('is a state with no successor at all: counter 0..3 deadlocks at 3', () => {
    const model = counterModel(3);
    const r = check(model, { checkDeadlock: true });
    expect(r.kind).toBe('deadlock');
    expect(counts(r)).toEqual({ generated: 4, distinct: 4, left: 0, depth: 4 });
    expect(traceOf(model, r)).toEqual({ states: [[0], [1], [2], [3]], actions: ['Init', 'Increment', 'Increment', 'Increment'] });
  });

  it('stops at the first dead state of a level, leaving the rest of the level queued', () => {
    // 0 -> 1 2 3; 1 and 3 stutter, 2 is dead: generated 1 + 3 + 1, left 3 - 1 - 1 = 1 (the 3)
    const model = graphModel({ 0: [1, 2, 3], 1: [1], 3: [3] });
    const r = check(model, { checkDeadlock: true });
    expect(r.kind).toBe('deadlock');
    expect(counts(r)).toEqual({ generated: 5, distinct: 4, left: 1, depth: 2 });
    expect(traceOf(model, r).states).toEqual([[0], [2]]);
  });

  it('is not reported without checkDeadlock', () => {
    expect(check(graphModel({ 0: [1, 2, 3], 1: [1], 3: [3] })).kind).toBe('ok');
  });
});

describe('limits and options', () => {
  it('stops with a states limit at maxDistinctStates', () => {
    // 0, 1, 2, 3 found, 4 makes 5 distinct while expanding 3
    const r = check(counterModel(10), { maxDistinctStates: 5 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'states' });
    expect(counts(r)).toMatchObject({ generated: 5, distinct: 5 });
  });

  it('stops with a states limit while enumerating the initial states', () => {
    const r = check(graphModel({}, [0, 1, 2]), { maxDistinctStates: 2 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'states' });
    expect(counts(r)).toMatchObject({ generated: 2, distinct: 2 });
  });

  it('stops with a time limit', () => {
    // 4095 states: far more than a zero time limit allows
    const r = check(binaryTreeModel(4094), { timeLimitSeconds: 0 });
    expect(r).toMatchObject({ kind: 'limit', limit: 'time' });
    expect(r.stats.distinctStates).toBeLessThan(4095);
    expect(check(binaryTreeModel(4094), { timeLimitSeconds: 600 }).kind).toBe('ok');
  });

  it('reports progress with growing counts while the search runs', () => {
    const seen: Progress[] = [];
    const r = check(binaryTreeModel(4094), { progressIntervalSeconds: 0, onProgress: (p) => seen.push(p) });
    // 4095 nodes over 12 levels; 2047 inner nodes emit 2 and 2048 leaves stutter: 1 + 4094 + 2048
    expect(counts(r)).toEqual({ generated: 6143, distinct: 4095, left: 0, depth: 12 });
    expect(seen.length).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1] as Progress, seen[i] as Progress];
      expect(b.level).toBeGreaterThanOrEqual(a.level);
      expect(b.statesGenerated).toBeGreaterThanOrEqual(a.statesGenerated);
      expect(b.distinctStates).toBeGreaterThanOrEqual(a.distinctStates);
    }
    for (const p of seen) {
      expect(p.level).toBeGreaterThanOrEqual(1);
      expect(p.level).toBeLessThanOrEqual(12);
      expect(p.statesGenerated).toBeLessThanOrEqual(6143);
      expect(p.distinctStates).toBeLessThanOrEqual(4095);
    }
    // no progress at the default interval of 10 s on a search this small
    const quiet: Progress[] = [];
    check(binaryTreeModel(4094), { onProgress: (p) => quiet.push(p) });
    expect(quiet).toEqual([]);
  });

  it('throws UnknownNameError for an invariant or constraint the model does not have', () => {
    const model = stepsModel();
    expect(() => new BreadthFirstSearch(model, { invariants: ['NotSix', 'Nope'], constraints: [], checkDeadlock: false })).toThrow(
      UnknownNameError,
    );
    expect(() => new BreadthFirstSearch(model, { invariants: [], constraints: ['Bound6'], checkDeadlock: false })).toThrow(
      UnknownNameError,
    );
    expect(() => new BreadthFirstSearch(model, { invariants: ['Nope'], constraints: [], checkDeadlock: false })).toThrow(
      expect.objectContaining({ kind: 'invariant', requested: 'Nope', available: ['NotSix', 'NotSeven', 'NotEight'] }),
    );
  });
});
