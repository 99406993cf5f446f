import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/runs/spec/load-spec.js';
import { validateOnSpec } from '../../../src/runs/spec/validate-on-spec.js';
import { allStates } from '../../../src/engine/trace/trace.js';
import { readTraceText } from '../../../src/tlc/trace-file.js';
import { FIXTURES } from '../../e2e/tlc-fixtures.js';
import { transcribedSpecOf } from '../../helpers/specs.js';
import { dieHardSpec } from '../../helpers/toy-spec.js';

const JUGS_TO_FOUR = [
  { small: 0, big: 0 },
  { small: 0, big: 5 },
  { small: 3, big: 2 },
  { small: 0, big: 2 },
  { small: 2, big: 0 },
  { small: 2, big: 5 },
  { small: 3, big: 4 },
];

describe('validateOnSpec', () => {
  it("replays a behaviour against the spec's model and confirms or refutes its claim", () => {
    const model = dieHardSpec.createModel();
    const four = validateOnSpec(dieHardSpec, model, { states: JUGS_TO_FOUR, claim: { kind: 'invariant', invariant: 'NotFour' } });
    expect([four.ok, four.claim]).toEqual([true, { kind: 'violated', invariant: 'NotFour' }]);
    const early = validateOnSpec(dieHardSpec, model, {
      states: JUGS_TO_FOUR.slice(0, 3),
      claim: { kind: 'invariant', invariant: 'NotFour' },
    });
    expect(early.claim).toEqual({ kind: 'holds', invariant: 'NotFour' });
    expect(validateOnSpec(dieHardSpec, model, { states: [{ small: 1, big: 0 }], claim: { kind: 'none' } }).failure?.kind).toBe(
      'not-initial',
    );
  });

  it("lets a claim name MCWitness's invariants (the spec's traceInvariants)", () => {
    const spec = transcribedSpecOf({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 0 });
    const initial = spec.createModel();
    const state = initial.toTla(allStates(initial, null)[0]!.state, 0);
    const validation = validateOnSpec(spec, initial, { states: [state], claim: { kind: 'invariant', invariant: 'NoHotel' } });
    expect(validation.claim).toEqual({ kind: 'holds', invariant: 'NoHotel' });
  });

  it('takes a lasso that names no property to claim the first property it violates', async () => {
    const name = 'live_fair_jailends_n2_m0_x0';
    const spec = await loadSpec(`${FIXTURES}liveness/${name}.cfg`);
    const trace = readTraceText(readFileSync(`${FIXTURES}liveness/${name}.trace.json`, 'utf8'), `${name}.trace.json`);
    expect([trace.claim.kind, trace.loop === null]).toEqual(['none', false]);
    const validation = validateOnSpec(spec, spec.createModel(), { states: trace.states, claim: trace.claim, loop: trace.loop! });
    expect(validation.claim).toMatchObject({ kind: 'property-violated', property: 'JailEnds' });
  });
});
