/**
 * The extra invariants of MCWitness.tla (test/fixtures/tlc/sim/MCWitness.tla),
 * which TLC's random simulator is run against to print long games that reach
 * a hotel, a bankruptcy or a mortgage. monocheck does not check them while
 * searching; trace validation uses them to confirm what such a trace claims.
 */
import type { PackedStatePredicate } from '../engine/model.js';
import { Deeds, MaxHouses, Streets } from './board.js';
import type { MonopolyConstants } from './model.js';
import * as L from './layout.js';

function housesOn(state: Uint8Array, at: number, n: number, street: number): number {
  return L.housesOfDeedByte(L.deedByte(state, at, n, L.deedIndexOfSquare[street] as number));
}

/** MCWitness's invariants by name, for a model with the given constants. */
export function witnessInvariants(constants: MonopolyConstants): Readonly<Record<string, PackedStatePredicate>> {
  const n = constants.N;
  const players = Array.from({ length: n }, (_, index) => index + 1);
  return {
    /** NoHotel == \A s \in Streets : houses[s] < MaxHouses */
    NoHotel: (state, at) => Streets.every((street) => housesOn(state, at, n, street) < MaxHouses),
    /** NoBankruptcyToPlayer == \A p \in Players : bankrupt[p] => \A q \in Players : money[q] <= StartMoney * 10 */
    NoBankruptcyToPlayer: (state, at) =>
      players.every((p) => !L.bankrupt(state, at, p) || players.every((q) => L.money(state, at, q) <= constants.StartMoney * 10)),
    /** NoMortgage == \A s \in Deeds : ~mortgaged[s] */
    NoMortgage: (state, at) => Deeds.every((_, deedIndex) => !L.mortgagedOfDeedByte(L.deedByte(state, at, n, deedIndex))),
    /** NoFullGroupHouses == \A s \in Streets : houses[s] < 2 */
    NoFullGroupHouses: (state, at) => Streets.every((street) => housesOn(state, at, n, street) < 2),
  };
}
