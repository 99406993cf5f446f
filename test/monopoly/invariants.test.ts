import { describe, expect, it } from 'vitest';
import * as I from '../../src/monopoly/invariants.js';
import * as L from '../../src/monopoly/layout.js';
import type { MonopolyModel } from '../../src/monopoly/model.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const model3 = monopolyModel({ N: 3 });
const ids = (m: MonopolyModel, names: readonly string[]) => Int32Array.from(names, (n) => m.invariantNames.indexOf(n));
/** The names of the invariants `state` violates, each checked on its own. */
const violated = (m: MonopolyModel, state: Uint8Array) =>
  m.invariantNames.filter((name) => m.firstViolatedInvariant(state, 0, ids(m, [name])) === 0);

describe('the invariants on Init', () => {
  it('all hold, for N = 2, 3, 4', () => {
    for (const N of [2, 3, 4]) {
      const m = monopolyModel({ N });
      expect(m.firstViolatedInvariant(makeState(m), 0, ids(m, I.INVARIANT_NAMES))).toBe(-1);
      const s = makeState(m);
      expect([
        I.TypeOK(s, 0, N),
        I.EvenBuilding(s, 0, N),
        I.BankruptcyClean(s, 0, N),
        I.OwnershipValid(s, 0, N),
        I.TurnValid(s, 0, N),
      ]).toEqual([true, true, true, true, true]);
    }
  });
});

describe('EvenBuilding', () => {
  it('fails for houses 2, 0 in a group with one owner', () => {
    const s = makeState(model, { owner: { 37: 1, 39: 1 }, houses: { 37: 2 } });
    expect(I.EvenBuilding(s, 0, 2)).toBe(false);
    expect(violated(model, s)).toEqual(['EvenBuilding']);
  });

  it("holds for a difference of one, or when the streets have different owners or the bank's", () => {
    const check = (d: StateDescription) => I.EvenBuilding(makeState(model, d), 0, 2);
    expect(check({ owner: { 6: 1, 8: 1, 9: 1 }, houses: { 6: 2, 8: 1, 9: 2 } })).toBe(true);
    expect(check({ owner: { 37: 1, 39: 2 }, houses: { 37: 3 } })).toBe(true);
    // (owner[s] = owner[t] /\ owner[s] # 0): two bank streets are not compared
    expect(check({ houses: { 37: 4 } })).toBe(true);
    // a gap of 2 between the two streets owned by 1 in a three-street group
    expect(check({ owner: { 6: 1, 8: 2, 9: 1 }, houses: { 6: 3, 8: 0, 9: 1 } })).toBe(false);
  });
});

describe('BankruptcyClean', () => {
  it('fails for a bankrupt player with money', () => {
    const s = makeState(model3, { bankrupt: { 2: true }, money: { 2: 1 } });
    expect(I.BankruptcyClean(s, 0, 3)).toBe(false);
    expect(violated(model3, s)).toEqual(['BankruptcyClean']);
  });

  it('fails for a bankrupt player with a deed (which also breaks OwnershipValid)', () => {
    const s = makeState(model3, { bankrupt: { 2: true }, money: { 2: 0 }, owner: { 12: 2 } });
    expect(violated(model3, s)).toEqual(['BankruptcyClean', 'OwnershipValid']);
  });

  it('holds for a bankrupt player with nothing', () => {
    expect(violated(model3, makeState(model3, { bankrupt: { 2: true }, money: { 2: 0 } }))).toEqual([]);
  });
});

describe('OwnershipValid', () => {
  it('fails for a deed owned by a bankrupt player', () => {
    const s = makeState(model, { bankrupt: { 1: true }, money: { 1: 0 }, owner: { 39: 1 } });
    expect(I.OwnershipValid(s, 0, 2)).toBe(false);
    // (TurnValid holds: only one player is active)
    expect(violated(model, s)).toEqual(['BankruptcyClean', 'OwnershipValid']);
  });
});

describe('TurnValid', () => {
  it('fails when the current player is bankrupt with 2 active players', () => {
    const s = makeState(model3, { current: 2, bankrupt: { 2: true }, money: { 2: 0 } });
    expect(I.TurnValid(s, 0, 3)).toBe(false);
    expect(violated(model3, s)).toEqual(['TurnValid']);
  });

  it('holds once the game is over (one active player)', () => {
    const s = makeState(model3, { current: 2, bankrupt: { 2: true, 3: true }, money: { 2: 0, 3: 0 } });
    expect(violated(model3, s)).toEqual([]);
  });
});

describe('TypeOK on out-of-range packed bytes', () => {
  const broken = (write: (s: Uint8Array) => void, m = model) => {
    const s = makeState(m);
    write(s);
    return s;
  };

  it('fails for position 40', () => {
    const s = broken((s) => L.setPosition(s, 0, 2, 40));
    expect(I.TypeOK(s, 0, 2)).toBe(false);
    expect(violated(model, s)).toEqual(['TypeOK']);
  });

  it('fails for owner 3 with N = 2, houses 6, houses on a railroad, current 3 with N = 2, a die of 7', () => {
    const deed = (square: number) => L.deedIndexOfSquare[square] as number;
    const cases: [string, (s: Uint8Array) => void][] = [
      ['owner 3', (s) => L.setDeedByte(s, 0, 2, deed(39), L.packDeed(3, false, 0))],
      ['houses 6', (s) => L.setDeedByte(s, 0, 2, deed(39), L.packDeed(1, false, 6))],
      ['houses on 5', (s) => L.setDeedByte(s, 0, 2, deed(5), L.packDeed(1, false, 1))],
      ['current 3', (s) => L.setCurrent(s, 0, 3)],
      ['die 7', (s) => L.setDice(s, 0, 7, 1)],
      ['die2 8', (s) => L.setDice(s, 0, 1, 8)],
    ];
    for (const [what, write] of cases) expect(I.TypeOK(broken(write), 0, 2), what).toBe(false);
    // the same bytes with N = 3 hold owner 3 and current 3
    expect(
      I.TypeOK(
        broken((s) => L.setCurrent(s, 0, 3), model3),
        0,
        3,
      ),
    ).toBe(true);
    expect(
      I.TypeOK(
        broken((s) => L.setDeedByte(s, 0, 3, deed(39), L.packDeed(3, false, 0)), model3),
        0,
        3,
      ),
    ).toBe(true);
  });

  it('holds at the edges of the ranges', () => {
    const s = makeState(model, {
      position: [39, 0],
      owner: { 39: 2, 37: 2 },
      houses: { 39: 5, 37: 5 },
      dice: [6, 6],
      current: 2,
      jailTurns: [3, 3],
      doublesCount: 3,
      money: [-5, 0],
    });
    expect(I.TypeOK(s, 0, 2)).toBe(true);
  });
});

describe('MonopolyModel.firstViolatedInvariant', () => {
  // bankrupt current player 1 holding cash and a deed, 2 others active: violates BankruptcyClean, OwnershipValid, TurnValid
  const s = makeState(model3, { current: 1, bankrupt: { 1: true }, money: { 1: 5 }, owner: { 1: 1 } });

  it('returns the position in the given list of the first violated invariant', () => {
    expect(
      model3.firstViolatedInvariant(s, 0, ids(model3, ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'])),
    ).toBe(2);
    expect(model3.firstViolatedInvariant(s, 0, ids(model3, ['TypeOK', 'TurnValid', 'OwnershipValid']))).toBe(1);
    expect(model3.firstViolatedInvariant(s, 0, ids(model3, ['OwnershipValid', 'BankruptcyClean']))).toBe(0);
    expect(model3.firstViolatedInvariant(s, 0, ids(model3, ['TypeOK', 'EvenBuilding']))).toBe(-1);
    expect(model3.firstViolatedInvariant(s, 0, new Int32Array(0))).toBe(-1);
  });

  it('reads the state at the given offset', () => {
    const buffer = new Uint8Array(7 + model3.stateBytes);
    buffer.set(s, 7);
    expect(model3.firstViolatedInvariant(buffer, 7, ids(model3, ['EvenBuilding', 'TurnValid']))).toBe(1);
  });

  it('checks TypeOK even on a state without bankrupt players or houses', () => {
    const bad = makeState(model);
    L.setPosition(bad, 0, 1, 45);
    expect(model.firstViolatedInvariant(bad, 0, ids(model, ['EvenBuilding', 'TurnValid', 'TypeOK']))).toBe(2);
  });
});

describe('the constraints MoneyBound and DepthBound', () => {
  const constraintIds = (m: MonopolyModel, names: string[]) => Int32Array.from(names, (n) => m.constraintNames.indexOf(n));

  it('MoneyBound: money[p] <= MaxMoney for every p', () => {
    const m = monopolyModel({ MaxMoney: 1600 });
    const both = constraintIds(m, ['MoneyBound']);
    expect(m.firstViolatedConstraint(makeState(m, { money: [1600, 1600] }), 0, 1, both)).toBe(-1);
    expect(m.firstViolatedConstraint(makeState(m, { money: [1600, 1601] }), 0, 1, both)).toBe(0);
    expect(I.MoneyBound(makeState(m, { money: [-100, 0] }), 0, 2, 0)).toBe(true);
  });

  it('DepthBound: level <= MaxDepth, or MaxDepth = 0', () => {
    const m = monopolyModel({ MaxDepth: 3 });
    const depth = constraintIds(m, ['MoneyBound', 'DepthBound']);
    expect(m.firstViolatedConstraint(makeState(m), 0, 3, depth)).toBe(-1);
    expect(m.firstViolatedConstraint(makeState(m), 0, 4, depth)).toBe(1);
    expect(I.DepthBound(1000, 0)).toBe(true);
    expect(I.DepthBound(2, 1)).toBe(false);
  });

  it('reports the first violated constraint in list order', () => {
    const m = monopolyModel({ MaxMoney: 1500, MaxDepth: 2 });
    const rich = makeState(m, { money: [2000, 0] });
    expect(m.firstViolatedConstraint(rich, 0, 5, constraintIds(m, ['DepthBound', 'MoneyBound']))).toBe(0);
    expect(m.firstViolatedConstraint(rich, 0, 5, constraintIds(m, ['MoneyBound', 'DepthBound']))).toBe(0);
    expect(m.firstViolatedConstraint(rich, 0, 2, constraintIds(m, ['DepthBound', 'MoneyBound']))).toBe(1);
  });
});
