/** searchOf: the one decision between the liveness checker and the invariant check. */
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../../src/api/model-config.js';
import { specOfResolved } from '../../../src/api/spec/load-spec.js';
import { runSearch, searchOf } from '../../../src/api/spec/spec-search.js';

describe('searchOf', () => {
  it('checks invariants and deadlock when the model names no property, with the limits given', () => {
    const spec = specOfResolved(loadModel('specs/n3_m0_x0.cfg', {}));
    const search = searchOf(spec, { workers: 2, maxDistinctStates: 10 });
    expect(search.kind).toBe('invariants');
    expect(search.options).toMatchObject({ workers: 2, maxDistinctStates: 10, invariants: spec.invariants, constraints: spec.constraints, checkDeadlock: true });
    expect(runSearch(spec.createModel(), searchOf(spec))).toMatchObject({ kind: 'invariant', invariant: 'TurnValid' });
  });

  it('checks the properties under the specification\'s fairness when the model names some', () => {
    const spec = specOfResolved(loadModel('specs/live_spec_winner_real_d6.cfg', {}));
    const search = searchOf(spec, { maxDistinctStates: 100000 });
    expect(search.kind).toBe('liveness');
    if (search.kind !== 'liveness') return;
    expect(search.options.properties.map((property) => property.name)).toEqual(['EventuallyOneWinner']);
    expect(search.options.fairness.map((condition) => condition.name)).toEqual(['WF_vars(EndTurn)']);
    const result = runSearch(spec.createModel(), search);
    expect([result.kind, result.stats.statesGenerated, result.stats.distinctStates]).toEqual(['property', 8114, 2466]);
  });
});
