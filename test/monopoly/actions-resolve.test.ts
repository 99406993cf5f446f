/** Pay, ResolveSquare, BuyProperty/DeclineProperty, BuildHouse, Mortgage and Unmortgage. */
import { describe, expect, it } from 'vitest';
import { makeState, monopolyModel, successorChanges, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const model3 = monopolyModel({ N: 3 });
const changesFrom = (d: StateDescription, m = model) => successorChanges(m, makeState(m, d));
const resolve = (d: StateDescription, m = model) => changesFrom({ phase: 'resolve', ...d }, m);
const endTurn = (d: StateDescription) => changesFrom({ phase: 'endTurn', dice: [1, 2], ...d });
const END_TURN = { action: 'EndTurn', changes: { phase: 'roll', current: 2 } };

describe('Pay (through ResolveSquare)', () => {
  it('moves the rent from payer to owner when the payer has enough', () => {
    // Mediterranean (1) owned by 2 without Baltic: rent 60 \div 20 = 3
    expect(resolve({ position: { 1: 1 }, owner: { 1: 2 } })).toEqual([
      { action: 'ResolveSquare', changes: { money: [1497, 1503], phase: 'endTurn' } },
    ]);
  });

  it('lets a player pay exactly all his money without going bankrupt (money >= amount)', () => {
    expect(resolve({ position: { 1: 38 }, money: { 1: 100 } })).toEqual([{ action: 'ResolveSquare', changes: { money: [0, 1500], phase: 'endTurn' } }]);
  });

  it('bankrupts a player who cannot pay another: cash and deeds pass, houses and mortgages are cleared', () => {
    // Boardwalk (39) of player 2 with 2 houses: 20 * 3 = 60 > 10
    const d: StateDescription = {
      position: { 1: 39 }, money: { 1: 10 },
      owner: { 39: 2, 37: 2, 1: 1, 3: 1, 5: 1, 12: 1 }, houses: { 39: 2, 37: 2, 1: 1, 3: 1 }, mortgaged: { 5: true },
    };
    expect(resolve(d)).toEqual([{
      action: 'ResolveSquare',
      changes: {
        money: [0, 1510], bankrupt: [true, false],
        owner: { 1: 2, 3: 2, 5: 2, 12: 2 }, houses: { 1: 0, 3: 0 }, mortgaged: { 5: false }, phase: 'endTurn',
      },
    }]);
  });

  it('bankrupts a player who cannot pay the bank: deeds revert to the bank (0)', () => {
    // Income Tax 200 > 150
    const d: StateDescription = { position: { 1: 4 }, money: { 1: 150 }, owner: { 1: 1, 3: 1, 5: 1, 39: 2 }, houses: { 1: 3, 3: 2 }, mortgaged: { 5: true } };
    expect(resolve(d)).toEqual([{
      action: 'ResolveSquare',
      changes: { money: [0, 1500], bankrupt: [true, false], owner: { 1: 0, 3: 0, 5: 0 }, houses: { 1: 0, 3: 0 }, mortgaged: { 5: false }, phase: 'endTurn' },
    }]);
  });

  it('keeps the other players\' money when a third player goes bankrupt to another', () => {
    // N = 3: player 2 pays 1's railroad (2 owned: 50) with 30; player 3 untouched
    const d: StateDescription = { current: 2, position: { 2: 15 }, money: { 2: 30 }, owner: { 5: 1, 15: 1 } };
    expect(resolve(d, model3)).toEqual([{ action: 'ResolveSquare', changes: { money: [1530, 0, 1500], bankrupt: [false, true, false], phase: 'endTurn' } }]);
  });
});

describe('ResolveSquare', () => {
  it('sends the player on Go To Jail (30) to jail', () => {
    expect(resolve({ position: { 1: 30 }, dice: [2, 2], doublesCount: 1 })).toEqual([
      { action: 'ResolveSquare', changes: { position: [10, 0], inJail: [true, false], doublesCount: 0, phase: 'endTurn' } },
    ]);
  });

  it('charges Income Tax 200 (4) and Luxury Tax 100 (38)', () => {
    expect(resolve({ position: { 1: 4 } })).toEqual([{ action: 'ResolveSquare', changes: { money: [1300, 1500], phase: 'endTurn' } }]);
    expect(resolve({ position: { 1: 38 } })).toEqual([{ action: 'ResolveSquare', changes: { money: [1400, 1500], phase: 'endTurn' } }]);
  });

  it('draws the six card deltas in order -100, -50, 0, 50, 100, 200 on every Chance and Community Chest square', () => {
    for (const square of [2, 7, 17, 22, 33, 36]) {
      const list = resolve({ position: { 1: square } });
      expect(list.map((s) => s.action)).toEqual(Array(6).fill('ResolveSquare'));
      // 1500 + delta
      expect(list.map((s) => (s.changes.money as number[] | undefined)?.[0] ?? 1500), `square ${square}`).toEqual([1400, 1450, 1500, 1550, 1600, 1700]);
      expect(list.every((s) => s.changes.phase === 'endTurn')).toBe(true);
    }
  });

  it('bankrupts a player who draws a card he cannot pay', () => {
    // money 60: -100 bankrupts (deed 1 back to the bank), -50 leaves 10
    const list = resolve({ position: { 1: 7 }, money: { 1: 60 }, owner: { 1: 1 } });
    expect(list[0]?.changes).toEqual({ money: [0, 1500], bankrupt: [true, false], owner: { 1: 0 }, phase: 'endTurn' });
    expect(list[1]?.changes).toEqual({ money: [10, 1500], phase: 'endTurn' });
    expect(list[2]?.changes).toEqual({ phase: 'endTurn' });
    expect(list[5]?.changes).toEqual({ money: [260, 1500], phase: 'endTurn' });
  });

  it('offers an unowned deed (phase buyOrAuction), whatever its kind', () => {
    for (const square of [1, 5, 12, 39]) {
      expect(resolve({ position: { 1: square } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'buyOrAuction' } }]);
    }
  });

  it('charges rent on an owned deed, with the roll for a utility', () => {
    // Electric Company (12) of player 2 alone, roll 3 + 4 = 7: 4 * 7 = 28
    expect(resolve({ position: { 1: 12 }, owner: { 12: 2 }, dice: [3, 4] })).toEqual([
      { action: 'ResolveSquare', changes: { money: [1472, 1528], phase: 'endTurn' } },
    ]);
    // own deed: Pay(p, p, 0) changes no money
    expect(resolve({ position: { 1: 39 }, owner: { 39: 1 } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'endTurn' } }]);
    // mortgaged deed of another player: rent 0
    expect(resolve({ position: { 1: 39 }, owner: { 39: 2 }, mortgaged: { 39: true } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'endTurn' } }]);
  });

  it('only ends the turn on GO, Just Visiting and Free Parking', () => {
    for (const square of [0, 10, 20]) expect(resolve({ position: { 1: square } })).toEqual([{ action: 'ResolveSquare', changes: { phase: 'endTurn' } }]);
  });
});

describe('BuyProperty and DeclineProperty', () => {
  const offer = (d: StateDescription) => changesFrom({ phase: 'buyOrAuction', ...d });

  it('buys (Price is paid, owner is p) or declines, in that order', () => {
    expect(offer({ position: { 1: 39 } })).toEqual([
      { action: 'BuyProperty', changes: { money: [1100, 1500], owner: { 39: 1 }, phase: 'endTurn' } },
      { action: 'DeclineProperty', changes: { phase: 'endTurn' } },
    ]);
    // a railroad at exactly its price of 200
    expect(offer({ position: { 1: 5 }, money: { 1: 200 } })[0]).toEqual({ action: 'BuyProperty', changes: { money: [0, 1500], owner: { 5: 1 }, phase: 'endTurn' } });
  });

  it('can only decline without the money', () => {
    expect(offer({ position: { 1: 39 }, money: { 1: 399 } })).toEqual([{ action: 'DeclineProperty', changes: { phase: 'endTurn' } }]);
  });
});

describe('BuildHouse', () => {
  const lblue = { 6: 1, 8: 1, 9: 1 };

  it('follows the even-build rule: with houses 1,0,0 only the two streets with 0 can be built on', () => {
    expect(endTurn({ owner: lblue, houses: { 6: 1 } })).toEqual([
      { action: 'BuildHouse', changes: { money: [1450, 1500], houses: { 8: 1 } } },
      { action: 'BuildHouse', changes: { money: [1450, 1500], houses: { 9: 1 } } },
      // 6 has a house, so it cannot be mortgaged; 8: 100 \div 2 = 50, 9: 120 \div 2 = 60
      { action: 'Mortgage', changes: { money: [1550, 1500], mortgaged: { 8: true } } },
      { action: 'Mortgage', changes: { money: [1560, 1500], mortgaged: { 9: true } } },
      END_TURN,
    ]);
  });

  it('does not build on a mortgaged street (its group-mates still can)', () => {
    expect(endTurn({ owner: lblue, mortgaged: { 9: true } })).toEqual([
      { action: 'BuildHouse', changes: { money: [1450, 1500], houses: { 6: 1 } } },
      { action: 'BuildHouse', changes: { money: [1450, 1500], houses: { 8: 1 } } },
      { action: 'Mortgage', changes: { money: [1550, 1500], mortgaged: { 6: true } } },
      { action: 'Mortgage', changes: { money: [1550, 1500], mortgaged: { 8: true } } },
      // 120 \div 2 + 120 \div 20 = 60 + 6 = 66
      { action: 'Unmortgage', changes: { money: [1434, 1500], mortgaged: { 9: false } } },
      END_TURN,
    ]);
  });

  it('needs HouseCost in cash (50 for light blue)', () => {
    expect(endTurn({ owner: lblue, money: { 1: 49 } }).filter((s) => s.action === 'BuildHouse')).toEqual([]);
    expect(endTurn({ owner: lblue, money: { 1: 50 } }).filter((s) => s.action === 'BuildHouse')).toHaveLength(3);
  });

  it('needs the whole group, and stops at MaxHouses = 5', () => {
    expect(endTurn({ owner: { 6: 1, 8: 1 } }).filter((s) => s.action === 'BuildHouse')).toEqual([]);
    // dblue 4, 5: only Park Place (37) can take a fifth house, for 200
    expect(endTurn({ owner: { 37: 1, 39: 1 }, houses: { 37: 4, 39: 5 } })).toEqual([
      { action: 'BuildHouse', changes: { money: [1300, 1500], houses: { 37: 5 } } },
      END_TURN,
    ]);
    expect(endTurn({ owner: { 37: 1, 39: 1 }, houses: { 37: 5, 39: 5 } })).toEqual([END_TURN]);
  });

  it('builds only for the current player', () => {
    expect(endTurn({ owner: { 37: 2, 39: 2 } })).toEqual([END_TURN]);
  });
});

describe('Mortgage and Unmortgage', () => {
  const mixed = { 5: 1, 12: 1, 37: 1 };

  it('mortgages for Price \\div 2, deeds in increasing square order', () => {
    // 200 \div 2 = 100, 150 \div 2 = 75, 350 \div 2 = 175
    expect(endTurn({ owner: mixed, money: { 1: 0 } })).toEqual([
      { action: 'Mortgage', changes: { money: [100, 1500], mortgaged: { 5: true } } },
      { action: 'Mortgage', changes: { money: [75, 1500], mortgaged: { 12: true } } },
      { action: 'Mortgage', changes: { money: [175, 1500], mortgaged: { 37: true } } },
      END_TURN,
    ]);
  });

  it('unmortgages for Price \\div 2 + Price \\div 20', () => {
    // 100 + 10 = 110, 75 + 7 = 82, 175 + 17 = 192
    const all = { owner: mixed, mortgaged: { 5: true, 12: true, 37: true } };
    expect(endTurn(all)).toEqual([
      { action: 'Unmortgage', changes: { money: [1390, 1500], mortgaged: { 5: false } } },
      { action: 'Unmortgage', changes: { money: [1418, 1500], mortgaged: { 12: false } } },
      { action: 'Unmortgage', changes: { money: [1308, 1500], mortgaged: { 37: false } } },
      END_TURN,
    ]);
    // with 191 Park Place (192) is out of reach; with 192 it leaves 0
    expect(endTurn({ ...all, money: { 1: 191 } }).map((s) => s.changes.mortgaged)).toEqual([{ 5: false }, { 12: false }, undefined]);
    expect(endTurn({ ...all, money: { 1: 192 } })[2]).toEqual({ action: 'Unmortgage', changes: { money: [0, 1500], mortgaged: { 37: false } } });
  });

  it('cannot mortgage a street with houses, nor another player\'s deed', () => {
    expect(endTurn({ owner: { 1: 1, 3: 1, 5: 2 }, houses: { 1: 1, 3: 1 }, money: { 1: 0 } })).toEqual([END_TURN]);
  });
});
