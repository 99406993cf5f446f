/**
 * What a level that stopped the search returns: a states limit, or a
 * deadlock, a failure or a violated invariant with its counterexample
 * rebuilt from the coordinator's links (the stopping worker's parent index
 * made global by its range's start) and replayed first: a counterexample
 * that does not replay is an internal error, not a verdict.
 */
import { describe, expect, it } from 'vitest';
import type { LevelStop } from '../../../src/cluster/coordinator/level-runner.js';
import { stopResult } from '../../../src/cluster/coordinator/stop-result.js';
import { NO_PARENT, ParentLinks } from '../../../src/engine/bfs/batch-step.js';
import type { Statistics } from '../../../src/engine/result.js';
import { counterModel } from '../../helpers/toy-models.js';

// x counts 0..3 and deadlocks at 3; distinct state ordinal n is x = n
const model = counterModel(3, { Below2: ([x]) => (x as number) < 2 });
const links = new ParentLinks();
for (const parent of [NO_PARENT, 0, 1, 2]) links.add(parent, 0);

const statistics = (queueLeft: number) => ({ queueLeft }) as unknown as Statistics;
const xs = (trace: { states: readonly Uint8Array[] }) => trace.states.map((state) => model.decode(state)[0]);

/** The result of a stop of the worker whose range starts at ordinal 2 (x = 2, 3). */
const resultOf = (stop: LevelStop['stop'], queueLeft = 4) => stopResult(model, links, { stop, rangeStart: 2, queueLeft }, statistics);

describe('stopResult', () => {
  it('a states limit: the limit, with the states still queued', () => {
    expect(resultOf({ kind: 'states-limit', parent: 0 }, 7)).toEqual({ kind: 'limit', limit: 'states', stats: { queueLeft: 7 } });
  });

  it('a deadlock: the trace to the stopping parent, its index made global', () => {
    const result = resultOf({ kind: 'deadlock', parent: 1 });
    expect(result.kind).toBe('deadlock');
    expect(result.kind === 'deadlock' && xs(result.trace)).toEqual([0, 1, 2, 3]);
    expect(result.stats).toEqual({ queueLeft: 4 });
  });

  it('an invariant: the trace to the parent and one more step to the violating successor, named', () => {
    const result = stopResult(
      model,
      links,
      { stop: { kind: 'violation', invariantId: 0, parent: 0, position: 0 }, rangeStart: 1, queueLeft: 2 },
      statistics,
    );
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'Below2', stats: { queueLeft: 2 } });
    expect(result.kind === 'invariant' && xs(result.trace)).toEqual([0, 1, 2]);
  });

  it('a counterexample that does not replay is an internal error', () => {
    // x = 2 is not deadlocked, and x = 1 does not violate Below2
    const deadlock = resultOf({ kind: 'deadlock', parent: 0 });
    expect(deadlock).toMatchObject({ kind: 'error', stats: { queueLeft: 0 } });
    expect(deadlock.kind === 'error' && deadlock.message).toMatch(/^internal error: the counterexample found does not replay \(.+\)$/);
    const violation = stopResult(
      model,
      links,
      { stop: { kind: 'violation', invariantId: 0, parent: NO_PARENT, position: 0 }, rangeStart: 0, queueLeft: 1 },
      statistics,
    );
    expect(violation.kind === 'error' && violation.message).toMatch(/^internal error: the counterexample found does not replay/);
  });

  it("a failure: its message, and the trace to the state it failed on (with the successor when an invariant's evaluation failed)", () => {
    const during = (failure: 'successors' | 'invariant', parent: number) =>
      resultOf({ kind: 'failure', failure: { name: 'Error', message: 'boom', during: failure }, parent, position: 0 });
    const successors = during('successors', 0);
    expect(successors).toMatchObject({
      kind: 'error',
      message: 'boom',
      stats: { queueLeft: 4 },
      failure: { message: 'boom', during: 'successors' },
    });
    expect(successors.kind === 'error' && xs(successors.failure?.trace ?? { states: [] })).toEqual([0, 1, 2]);
    const invariant = during('invariant', 0);
    expect(invariant.kind === 'error' && xs(invariant.failure?.trace ?? { states: [] })).toEqual([0, 1, 2, 3]);
    const initial = resultOf({
      kind: 'failure',
      failure: { name: 'Error', message: 'no init', during: 'initial' },
      parent: NO_PARENT,
      position: 0,
    });
    expect(initial.kind === 'error' && initial.failure?.trace).toEqual({ states: [], actionIds: [] });
  });
});
