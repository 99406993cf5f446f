/**
 * The result of a search that stopped in a commit: its counterexample rebuilt from the parent links and
 * replayed before it is reported, the queue left where it stopped, or the problem that stopped it.
 */
import { describe, expect, it } from 'vitest';
import { Levels } from '../../../src/engine/bfs/levels.js';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/parent-links.js';
import { problemResult, stopResult, type StoppedSearch } from '../../../src/engine/bfs/stop-results.js';
import type { ModelFailure } from '../../../src/engine/model.js';
import type { Statistics } from '../../../src/engine/result.js';
import { searchProblemMessage, type SearchProblem } from '../../../src/engine/search-problem.js';
import { graphModel } from '../../helpers/toy-models.js';

/** 0 -> 1 -> 2 -> 3 and 2 -> 4; invariant Small: x < 3; LessThanFour: x < 4. */
const model = graphModel({ 0: [1], 1: [2], 2: [3, 4] }, [0], {
  Small: ([x]) => (x as number) < 3,
  LessThanFour: ([x]) => (x as number) < 4,
});

const statistics = (queueLeft: number): Statistics => ({
  statesGenerated: 9,
  distinctStates: 3,
  queueLeft,
  depth: 3,
  seconds: 0,
  workers: 1,
  memoryBytes: 0,
  collisionProbability: 0,
});

/** A search stopped while expanding level 3 (the state 2, ordinal 2), with `queued` states queued for level 4. */
function stopped(queued = 0, replayParent?: StoppedSearch['replayParent']): StoppedSearch {
  const links = new ParentLinks();
  links.add(NO_PARENT, 0);
  links.add(0, 0);
  links.add(1, 0);
  const levels = new Levels(model.stateBytes, undefined);
  levels.start = 2;
  levels.count = 1;
  levels.level = 3;
  const words = new Uint32Array(1);
  for (let k = 0; k < queued; k++) levels.next.append(words, 0);
  return { model, links, levels, statistics, ...(replayParent !== undefined && { replayParent }) };
}
const xs = (trace: { states: readonly Uint8Array[] }) => trace.states.map((state) => model.decode(state)[0]);
const failure = (during: ModelFailure['during']): ModelFailure => ({ name: 'RangeError', message: 'too big', during });

describe('stopResult', () => {
  it('reports a violation with the behaviour to the violating successor, and the queue left at its parent', () => {
    const result = stopResult(stopped(1), { kind: 'violation', invariantId: 0, parent: 0, position: 0 });
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'Small', stats: { queueLeft: 1 } });
    expect(result.kind === 'invariant' && xs(result.trace)).toEqual([0, 1, 2, 3]);
    const second = stopResult(stopped(), { kind: 'violation', invariantId: 1, parent: 0, position: 1 });
    expect(second.kind === 'invariant' && [second.invariant, xs(second.trace)]).toEqual(['LessThanFour', [0, 1, 2, 4]]);
  });

  it('reports a deadlock with the behaviour to the parent that has no successor', () => {
    // level 4 is being expanded: the states 3 and 4 (ordinals 3 and 4), neither with a successor
    const search = stopped();
    search.links.add(2, 0);
    search.links.add(2, 1);
    Object.assign(search.levels, { start: 3, count: 2, level: 4 });
    const result = stopResult(search, { kind: 'deadlock', parent: 1 });
    expect(result).toMatchObject({ kind: 'deadlock', stats: { queueLeft: 0 } });
    expect(result.kind === 'deadlock' && xs(result.trace)).toEqual([0, 1, 2, 4]);
    expect(stopResult(search, { kind: 'deadlock', parent: 0 })).toMatchObject({ kind: 'deadlock', stats: { queueLeft: 1 } });
  });

  it('refuses a deadlock the trace does not show, as an internal error', () => {
    // the state 2 has successors
    const result = stopResult(stopped(), { kind: 'deadlock', parent: 0 });
    expect(result.kind === 'error' && result.message).toBe(
      'internal error: the counterexample found does not replay (the last state has successors, so it is no deadlock)',
    );
  });

  it('refuses a violation the trace does not show, as an internal error', () => {
    const result = stopResult(stopped(), { kind: 'violation', invariantId: 1, parent: 0, position: 0 });
    expect(result.kind).toBe('error');
    expect(result.kind === 'error' && result.message).toMatch(/^internal error: the counterexample found does not replay \(/);
  });

  it('reports the distinct-state limit with the queue left at the parent', () => {
    expect(stopResult(stopped(2), { kind: 'states-limit', parent: 0 })).toEqual({ kind: 'limit', limit: 'states', stats: statistics(2) });
    expect(stopResult(stopped(2), { kind: 'states-limit', parent: NO_PARENT })).toMatchObject({ stats: { queueLeft: 3 } });
  });

  it('reports a failure of the model with the behaviour up to the state it was expanding, or none for the initial states', () => {
    const expanding = stopResult(stopped(), { kind: 'failure', failure: failure('successors'), parent: 0, position: 1 });
    expect(expanding).toMatchObject({ kind: 'error', message: 'too big', failure: { name: 'RangeError', during: 'successors' } });
    expect(expanding.kind === 'error' && xs(expanding.failure!.trace)).toEqual([0, 1, 2]);
    const initial = stopResult(stopped(), { kind: 'failure', failure: failure('initial'), parent: NO_PARENT, position: 0 });
    expect(initial.kind === 'error' && initial.failure?.trace).toEqual({ states: [], actionIds: [] });
  });

  it("replays the parent after an invariant's failure, counting what the replay queued and naming its own failure", () => {
    const asked: [number, number][] = [];
    const search = stopped(1, (parent, position) => {
      asked.push([parent, position]);
      return { distinct: 1, queued: 1, failure: failure('invariant') };
    });
    const result = stopResult(search, { kind: 'failure', failure: failure('invariant'), parent: 0, position: 0 });
    expect(asked).toEqual([[0, 0]]);
    expect(result).toMatchObject({
      kind: 'error',
      stats: { queueLeft: 2 },
      failure: { during: 'invariant', replayFailure: failure('invariant') },
    });
    expect(result.kind === 'error' && xs(result.failure!.trace)).toEqual([0, 1, 2, 3]);
    const clean = stopResult(
      stopped(0, () => ({ distinct: 0, queued: 0, failure: null })),
      {
        kind: 'failure',
        failure: failure('invariant'),
        parent: 0,
        position: 1,
      },
    );
    expect(clean.kind === 'error' && clean.failure).not.toHaveProperty('replayFailure');
    expect(clean.kind === 'error' && xs(clean.failure!.trace)).toEqual([0, 1, 2, 4]);
  });
});

describe('problemResult', () => {
  it('is an error carrying the problem and saying it in the library’s words', () => {
    const problem: SearchProblem = { kind: 'spill-file', path: '/no/such/level-a.bin', operation: 'write', reason: 'no space left' };
    const result = problemResult(problem, statistics(0));
    expect(result).toEqual({ kind: 'error', message: searchProblemMessage(problem), stats: statistics(0), problem });
    expect(result.kind === 'error' && result.message).toContain('cannot write the spill file /no/such/level-a.bin: no space left');
  });
});
