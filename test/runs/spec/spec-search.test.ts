/** searchOf: the one decision between the liveness checker and the invariant check. */
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../../src/runs/model-config.js';
import { specOfResolved } from '../../../src/runs/spec/load-spec.js';
import { compiledSpecOfSource } from '../../../src/runs/spec/compiled-spec.js';
import { runSearch, searchOf, searchSpec, searchSpecAsync } from '../../../src/runs/spec/spec-search.js';
import { inlineSource } from '../../helpers/tla-specs.js';

describe('searchOf', () => {
  it('checks invariants and deadlock when the model names no property, with the limits given', () => {
    const spec = specOfResolved(loadModel('specs/n3_m0_x0.cfg', {}));
    const search = searchOf(spec, { workers: 2, maxDistinctStates: 10 });
    expect(search.kind).toBe('invariants');
    expect(search.options).toMatchObject({
      workers: 2,
      maxDistinctStates: 10,
      invariants: spec.invariants,
      constraints: spec.constraints,
      checkDeadlock: true,
    });
    expect(runSearch(spec.createModel(), searchOf(spec))).toMatchObject({ kind: 'invariant', invariant: 'TurnValid' });
  });

  it("checks the properties under the specification's fairness when the model names some", () => {
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

describe('searchSpec on a compiled spec', () => {
  // TLC: "E" violates Inv first, 2 states generated, 2 distinct (exit 12). The search stops at "E" before it makes "Z"
  // (a literal after "E"), which the layout, sized for what the search met, has no room for; the counterexample's
  // replay enumerates both successors of "W" and meets "Z": the layout is widened and the search run again.
  const modules = { M: '---- MODULE M ----\nVARIABLE d\nInit == d = "W"\nNext == d\' \\in {"E", "Z"}\nInv == d /= "E"\n====\n' };
  const cfg = 'INIT Init\nNEXT Next\nINVARIANT Inv\n';
  const engine = { kind: 'compiled', reason: 'a test' } as const;

  it('widens the layout when the replay of a counterexample meets a successor the search never made', async () => {
    const spec = await compiledSpecOfSource(inlineSource(modules, cfg), null, engine);
    const { result } = searchSpec(spec, searchOf(spec));
    expect([result.kind, result.stats.statesGenerated, result.stats.distinctStates]).toEqual(['invariant', 2, 2]);
    const second = await compiledSpecOfSource(inlineSource(modules, cfg), null, engine);
    const { result: asyncResult } = await searchSpecAsync(second, searchOf(second));
    expect([asyncResult.kind, asyncResult.stats.statesGenerated, asyncResult.stats.distinctStates]).toEqual(['invariant', 2, 2]);
  });
});
