import { describe, expect, it } from 'vitest';
import { NotMonopolyError } from '../../../src/runs/spec/checkable-spec.js';
import { witnessWrapper } from '../../../src/runs/spec/witness-model.js';
import { check } from '../../../src/engine/check.js';
import { WITNESSES, WitnessModel } from '../../../src/monopoly/witnesses.js';
import { transcribedSpecOf } from '../../helpers/specs.js';
import { dieHardSpec } from '../../helpers/toy-spec.js';

const witness = (name: string) => WITNESSES.find((candidate) => candidate.name === name)!;

describe('witnessWrapper', () => {
  it("wraps the spec's model so that its one invariant is the witness's No<Name>, which a search then violates", () => {
    const spec = transcribedSpecOf({ N: 2, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    const wrapped = witnessWrapper(spec, witness('bankrupt'), 'check --witness')(spec.createModel());
    expect(wrapped).toBeInstanceOf(WitnessModel);
    expect(wrapped.invariantNames).toEqual(['NoBankruptcy']);
    const result = check(wrapped, { invariants: ['NoBankruptcy'], constraints: [], checkDeadlock: false, maxDistinctStates: 20_000 });
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'NoBankruptcy' });
  });

  it('throws NotMonopolyError at once, naming what asked, for a spec without Monopoly', () => {
    expect(() => witnessWrapper(dieHardSpec, witness('hotel'), 'find from here')).toThrow(NotMonopolyError);
    expect(() => witnessWrapper(dieHardSpec, witness('hotel'), 'find from here')).toThrow(/^find from here reads the Monopoly spec's/);
  });
});
