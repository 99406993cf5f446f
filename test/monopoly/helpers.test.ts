import { describe, expect, it } from 'vitest';
import { ActiveCount, NextActive, OwnsGroup, RailroadsOwned, RentDue, StreetRent, UtilitiesOwned } from '../../src/monopoly/helpers.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';

const model2 = monopolyModel({ N: 2 });
const model4 = monopolyModel({ N: 4 });
const state2 = (d: StateDescription) => makeState(model2, d);
const state4 = (d: StateDescription) => makeState(model4, d);
/** RentDue(s, p, roll) for two players. */
const rent = (d: StateDescription, square: number, payer: number, roll = 7) => RentDue(state2(d), 0, 2, square, payer, roll);

describe('StreetRent / RentDue on streets', () => {
  it('is BaseRent = Price \\div 20 without the full group', () => {
    // Boardwalk (39): 400 \div 20 = 20; Park Place (37): 350 \div 20 = 17 (17.5 truncated)
    expect(rent({ owner: { 39: 1 } }, 39, 2)).toBe(20);
    expect(rent({ owner: { 37: 1 } }, 37, 2)).toBe(17);
    // Mediterranean (1): 60 \div 20 = 3; the other brown street (3) owned by player 2 himself
    expect(rent({ owner: { 1: 1, 3: 2 } }, 1, 2)).toBe(3);
  });

  it('doubles with the full group and no houses', () => {
    // dblue = {37, 39}: 2 * 20 = 40 and 2 * 17 = 34
    expect(rent({ owner: { 37: 1, 39: 1 } }, 39, 2)).toBe(40);
    expect(rent({ owner: { 37: 1, 39: 1 } }, 37, 2)).toBe(34);
    // lblue = {6, 8, 9}: Oriental (6) 100 \div 20 = 5, doubled 10; without 9 it is 5
    expect(rent({ owner: { 6: 1, 8: 1, 9: 1 } }, 6, 2)).toBe(10);
    expect(rent({ owner: { 6: 1, 8: 1 } }, 6, 2)).toBe(5);
  });

  it('is BaseRent * (h + 1) with 1..5 houses', () => {
    // Boardwalk base 20: 20*2, 20*3, 20*4, 20*5, 20*6
    const expected = [40, 60, 80, 100, 120];
    for (let h = 1; h <= 5; h++) {
      expect(rent({ owner: { 37: 1, 39: 1 }, houses: { 39: h, 37: Math.max(h - 1, 0) } }, 39, 2), `houses ${h}`).toBe(expected[h - 1]);
    }
    // Park Place base 17 with 3 houses: 17 * 4 = 68
    expect(rent({ owner: { 37: 1, 39: 1 }, houses: { 37: 3, 39: 3 } }, 37, 2)).toBe(68);
    // StreetRent itself ignores who pays: Mediterranean base 3, 2 houses: 3 * 3 = 9
    expect(StreetRent(state2({ owner: { 1: 2, 3: 2 }, houses: { 1: 2, 3: 2 } }), 0, 2, 1)).toBe(9);
  });
});

describe('railroads and utilities', () => {
  const railroads = [5, 15, 25, 35];
  it('charges 25, 50, 100, 200 for 1, 2, 3, 4 railroads owned', () => {
    const expected = [25, 50, 100, 200];
    for (let k = 1; k <= 4; k++) {
      const owner = Object.fromEntries(railroads.slice(0, k).map((r) => [r, 1]));
      const s = state2({ owner });
      expect(RailroadsOwned(s, 0, 2, 1)).toBe(k);
      // the rent is the same on whichever of the owner's railroads the payer lands
      for (const r of railroads.slice(0, k)) expect(RentDue(s, 0, 2, r, 2, 7), `${k} railroads, on ${r}`).toBe(expected[k - 1]);
    }
  });

  it("counts only the owner's railroads", () => {
    // owner 1 holds 5 and 15, player 2 holds 25: rent on 15 is 50, on 25 (paid by 1) is 25
    const s = state2({ owner: { 5: 1, 15: 1, 25: 2 } });
    expect(RentDue(s, 0, 2, 15, 2, 7)).toBe(50);
    expect(RentDue(s, 0, 2, 25, 1, 7)).toBe(25);
  });

  it('charges 4x the roll for one utility and 10x for both', () => {
    // roll 7: 4 * 7 = 28; roll 12: 4 * 12 = 48
    expect(rent({ owner: { 12: 1 } }, 12, 2, 7)).toBe(28);
    expect(rent({ owner: { 28: 1 } }, 28, 2, 12)).toBe(48);
    // both utilities: 10 * 7 = 70, 10 * 2 = 20
    expect(rent({ owner: { 12: 1, 28: 1 } }, 28, 2, 7)).toBe(70);
    expect(rent({ owner: { 12: 1, 28: 1 } }, 12, 2, 2)).toBe(20);
    expect(UtilitiesOwned(state2({ owner: { 12: 1, 28: 1 } }), 0, 2, 1)).toBe(2);
    // utilities split between players: each owner has one, 4x
    expect(rent({ owner: { 12: 1, 28: 2 } }, 12, 2, 5)).toBe(20);
  });
});

describe('RentDue is 0', () => {
  it('on a mortgaged deed', () => {
    expect(rent({ owner: { 39: 1, 37: 1 }, mortgaged: { 39: true } }, 39, 2)).toBe(0);
    expect(rent({ owner: { 5: 1 }, mortgaged: { 5: true } }, 5, 2)).toBe(0);
    expect(rent({ owner: { 12: 1 }, mortgaged: { 12: true } }, 12, 2)).toBe(0);
  });

  it("on one's own deed", () => {
    expect(rent({ owner: { 39: 2, 37: 2 }, houses: { 39: 5, 37: 5 } }, 39, 2)).toBe(0);
    expect(rent({ owner: { 5: 2 } }, 5, 2)).toBe(0);
  });

  it('on a bank deed', () => {
    expect(rent({}, 39, 2)).toBe(0);
    expect(rent({}, 5, 1)).toBe(0);
    expect(rent({}, 12, 1, 12)).toBe(0);
  });
});

describe('NextActive', () => {
  it('is the next player up when nobody is bankrupt', () => {
    const s = state4({});
    expect([1, 2, 3, 4].map((p) => NextActive(s, 0, 4, p))).toEqual([2, 3, 4, 1]);
  });

  it('skips bankrupt players', () => {
    // 2 and 3 bankrupt: after 1 comes 4
    const s = state4({ bankrupt: { 2: true, 3: true }, money: { 2: 0, 3: 0 } });
    expect(NextActive(s, 0, 4, 1)).toBe(4);
    expect(ActiveCount(s, 0, 4)).toBe(2);
  });

  it('wraps around to the smallest active player', () => {
    // 3 and 4 bankrupt: after 2 (no candidate above) comes min(Active) = 1
    expect(NextActive(state4({ bankrupt: { 3: true, 4: true } }), 0, 4, 2)).toBe(1);
    // 1 bankrupt: after 4 comes 2
    expect(NextActive(state4({ bankrupt: { 1: true } }), 0, 4, 4)).toBe(2);
    // with two players, after 2 comes 1
    expect(NextActive(state2({}), 0, 2, 2)).toBe(1);
  });

  it('ignores whether the player passed in is bankrupt', () => {
    // 2 bankrupt, from 2: cand = {3, 4}, min 3
    expect(NextActive(state4({ bankrupt: { 2: true } }), 0, 4, 2)).toBe(3);
  });
});

describe('OwnsGroup', () => {
  it('holds when the player owns every street of the colour', () => {
    const s = state2({ owner: { 11: 1, 13: 1, 14: 1, 16: 1, 18: 1 } });
    for (const street of [11, 13, 14]) expect(OwnsGroup(s, 0, 2, 1, street)).toBe(true);
    // orange {16, 18, 19}: 19 is still the bank's
    expect(OwnsGroup(s, 0, 2, 1, 16)).toBe(false);
    expect(OwnsGroup(s, 0, 2, 2, 11)).toBe(false);
  });

  it('fails when one street belongs to someone else, and is false for non-streets', () => {
    expect(OwnsGroup(state2({ owner: { 1: 1, 3: 2 } }), 0, 2, 1, 1)).toBe(false);
    // s \in Streets is a conjunct: railroads, utilities and other squares never form a group
    const all = state2({ owner: { 5: 1, 15: 1, 25: 1, 35: 1, 12: 1, 28: 1 } });
    for (const square of [5, 12, 28, 0, 4, 30]) expect(OwnsGroup(all, 0, 2, 1, square)).toBe(false);
  });

  it('is true for the bank (p = 0) on a street nobody owns', () => {
    // \A t \in ColorGroup[c] : owner[t] = 0 holds in Init
    expect(OwnsGroup(state2({}), 0, 2, 0, 39)).toBe(true);
  });
});
