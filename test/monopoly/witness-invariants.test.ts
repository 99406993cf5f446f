import { describe, expect, it } from 'vitest';
import { witnessInvariants } from '../../src/monopoly/witness-invariants.js';
import { DEFAULT_CONSTANTS, makeState, monopolyModel } from '../helpers/monopoly-states.js';

const model = monopolyModel();
const invariants = witnessInvariants(DEFAULT_CONSTANTS);
const holds = (name: string, state: Uint8Array) => (invariants[name] as (s: Uint8Array, at: number) => boolean)(state, 0);

describe("MCWitness.tla's invariants", () => {
  it('all hold in the initial state', () => {
    const init = makeState(model);
    for (const name of ['NoHotel', 'NoBankruptcyToPlayer', 'NoMortgage', 'NoFullGroupHouses']) expect(holds(name, init), name).toBe(true);
  });

  it('NoHotel fails with a hotel, NoFullGroupHouses with two houses on a street', () => {
    expect(holds('NoHotel', makeState(model, { houses: { 1: 4 } }))).toBe(true);
    expect(holds('NoHotel', makeState(model, { houses: { 1: 5 } }))).toBe(false);
    expect(holds('NoFullGroupHouses', makeState(model, { houses: { 39: 1 } }))).toBe(true);
    expect(holds('NoFullGroupHouses', makeState(model, { houses: { 39: 2 } }))).toBe(false);
  });

  it('NoMortgage fails with any mortgaged deed, a railroad too', () => {
    expect(holds('NoMortgage', makeState(model, { mortgaged: { 35: true } }))).toBe(false);
  });

  it('NoBankruptcyToPlayer fails when someone is bankrupt and someone holds more than ten times StartMoney', () => {
    expect(holds('NoBankruptcyToPlayer', makeState(model, { bankrupt: { 1: true }, money: { 2: 15000 } }))).toBe(true);
    expect(holds('NoBankruptcyToPlayer', makeState(model, { bankrupt: { 1: true }, money: { 2: 15001 } }))).toBe(false);
    expect(holds('NoBankruptcyToPlayer', makeState(model, { money: { 2: 99999 } }))).toBe(true);
  });
});
