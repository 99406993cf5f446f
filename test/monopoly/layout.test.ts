/** The packed state's layout: each field reads back what was written, at any offset, without touching the others. */
import { describe, expect, it } from 'vitest';
import { Deeds, Railroads, Streets, Utilities } from '../../src/monopoly/board.js';
import * as L from '../../src/monopoly/layout.js';
import { makeState, monopolyModel } from '../helpers/monopoly-states.js';

const N = 3;
const AT = 5;

/** A state of N players at offset AT of a buffer filled with `fill` (so that bits left alone show). */
const blank = (fill = 0) => new Uint8Array(AT + L.stateBytes(N) + 3).fill(fill);

describe('the packed layout', () => {
  it('takes 30 + 6N bytes: a 2-byte header, 6 bytes a player, a byte a deed', () => {
    expect(L.DEED_COUNT).toBe(28);
    for (const n of [2, 3, 4]) expect(L.stateBytes(n)).toBe(30 + 6 * n);
    expect([L.playerOffset(1), L.playerOffset(3)]).toEqual([2, 14]);
    expect(L.deedsOffset(N)).toBe(20);
    expect(monopolyModel({ N: 4 }).stateBytes).toBe(L.stateBytes(4));
  });

  it('indexes deeds in increasing square order, -1 for the other squares, and marks the streets', () => {
    Deeds.forEach((square, index) => expect(L.deedIndexOfSquare[square]).toBe(index));
    expect([0, 2, 4, 7, 10, 20, 30, 38].map((square) => L.deedIndexOfSquare[square])).toEqual([-1, -1, -1, -1, -1, -1, -1, -1]);
    expect(Deeds.filter((_, index) => L.isStreetDeed[index] === 1)).toEqual(Streets);
    expect(Deeds.filter((_, index) => L.isStreetDeed[index] === 0)).toEqual([...Railroads, ...Utilities].sort((a, b) => a - b));
  });

  it('reads back the header fields, each set alone leaving the others', () => {
    for (const fill of [0, 0xff]) {
      const state = blank(fill);
      L.writeHeader(state, AT, L.PHASE_BUY_OR_AUCTION, 3, 2);
      L.setDice(state, AT, 6, 1);
      expect([L.phase(state, AT), L.current(state, AT), L.doublesCount(state, AT), L.die1(state, AT), L.die2(state, AT)]).toEqual([
        2, 3, 2, 6, 1,
      ]);
      L.setPhase(state, AT, L.PHASE_END_TURN);
      L.setCurrent(state, AT, 1);
      L.setDoublesCount(state, AT, 1);
      expect([L.phase(state, AT), L.current(state, AT), L.doublesCount(state, AT), L.die1(state, AT), L.die2(state, AT)]).toEqual([
        3, 1, 1, 6, 1,
      ]);
      expect(state[AT - 1]).toBe(fill);
      expect(L.PhaseNames[L.phase(state, AT)]).toBe('endTurn');
    }
  });

  it("masks the dice out of the state's first word", () => {
    const state = new Uint8Array(8);
    L.writeHeader(state, 0, L.PHASE_RESOLVE, 2, 1);
    state.set([7, 9], 2);
    const withDice = state.slice();
    L.setDice(withDice, 0, 4, 5);
    const word = (bytes: Uint8Array) => (new Uint32Array(bytes.buffer)[0] as number) & L.DICE_WORD_MASK;
    expect(word(withDice)).toBe(word(state));
    expect(word(withDice)).not.toBe(new Uint32Array(withDice.buffer)[0]);
  });

  it("reads back each player's square, flags and money, negative money too, without touching the others'", () => {
    const state = blank(0xff);
    for (let p = 1; p <= N; p++) {
      L.setPosition(state, AT, p, 10 * p);
      L.setPlayerFlags(state, AT, p, p === 1, p === 2, p);
      L.setMoney(state, AT, p, p === 3 ? -75 : 1000 * p + 1);
    }
    expect([1, 2, 3].map((p) => L.position(state, AT, p))).toEqual([10, 20, 30]);
    expect([1, 2, 3].map((p) => L.inJail(state, AT, p))).toEqual([true, false, false]);
    expect([1, 2, 3].map((p) => L.bankrupt(state, AT, p))).toEqual([false, true, false]);
    expect([1, 2, 3].map((p) => L.jailTurns(state, AT, p))).toEqual([1, 2, 3]);
    expect([1, 2, 3].map((p) => L.money(state, AT, p))).toEqual([1001, 2001, -75]);
    L.setMoney(state, AT, 2, 2 ** 31 - 1);
    expect([L.money(state, AT, 1), L.money(state, AT, 2), L.money(state, AT, 3)]).toEqual([1001, 2 ** 31 - 1, -75]);
    expect(state[AT + L.deedsOffset(N)]).toBe(0xff);
  });

  it('packs a deed as owner, mortgage and houses, each read back alone', () => {
    const value = L.packDeed(4, true, 5);
    expect([L.ownerOfDeedByte(value), L.mortgagedOfDeedByte(value), L.housesOfDeedByte(value)]).toEqual([4, true, 5]);
    expect(L.packDeed(0, false, 0)).toBe(0);
    expect(L.ownerOfDeedByte(L.packDeed(2, false, 3))).toBe(2);
    expect(value & L.OWNER_MASK).toBe(4);
    expect(value & L.MORTGAGED_BIT).toBe(L.MORTGAGED_BIT);
    const state = blank();
    L.setDeedByte(state, AT, N, L.DEED_COUNT - 1, value);
    expect(L.deedByte(state, AT, N, L.DEED_COUNT - 1)).toBe(value);
    expect(state[AT + L.stateBytes(N) - 1]).toBe(value);
    expect(state[AT + L.stateBytes(N)]).toBe(0);
  });

  it("holds the model's states: Init as the spec has it", () => {
    const model = monopolyModel({ N });
    const init = makeState(model);
    expect([L.phase(init, 0), L.current(init, 0), L.doublesCount(init, 0), L.die1(init, 0), L.die2(init, 0)]).toEqual([
      L.PHASE_ROLL,
      1,
      0,
      1,
      1,
    ]);
    for (let p = 1; p <= N; p++) expect([L.position(init, 0, p), L.money(init, 0, p), L.bankrupt(init, 0, p)]).toEqual([0, 1500, false]);
    const owned = makeState(model, { owner: { 39: 2 }, houses: { 39: 3 }, mortgaged: { 5: true }, bankrupt: { 3: true } });
    const boardwalk = L.deedByte(owned, 0, N, L.deedIndexOfSquare[39] as number);
    expect([L.ownerOfDeedByte(boardwalk), L.housesOfDeedByte(boardwalk)]).toEqual([2, 3]);
    expect(L.mortgagedOfDeedByte(L.deedByte(owned, 0, N, L.deedIndexOfSquare[5] as number))).toBe(true);
    expect(L.bankrupt(owned, 0, 3) && (owned[3 + 12] as number) & L.BANKRUPT_BIT).toBeTruthy();
  });
});
