/** BuyProperty/DeclineProperty, BuildHouse, Mortgage and Unmortgage (monopoly/deed-actions.ts). */
import { describe, expect, it } from 'vitest';
import { makeState, monopolyModel, successorChanges, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const changesFrom = (d: StateDescription, m = model) => successorChanges(m, makeState(m, d));
const endTurn = (d: StateDescription) => changesFrom({ phase: 'endTurn', dice: [1, 2], ...d });
const END_TURN = { action: 'EndTurn', changes: { phase: 'roll', current: 2 } };

describe('BuyProperty and DeclineProperty', () => {
  const offer = (d: StateDescription) => changesFrom({ phase: 'buyOrAuction', ...d });

  it('buys (Price is paid, owner is p) or declines, in that order', () => {
    expect(offer({ position: { 1: 39 } })).toEqual([
      { action: 'BuyProperty', changes: { money: [1100, 1500], owner: { 39: 1 }, phase: 'endTurn' } },
      { action: 'DeclineProperty', changes: { phase: 'endTurn' } },
    ]);
    // a railroad at exactly its price of 200
    expect(offer({ position: { 1: 5 }, money: { 1: 200 } })[0]).toEqual({
      action: 'BuyProperty',
      changes: { money: [0, 1500], owner: { 5: 1 }, phase: 'endTurn' },
    });
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
    expect(endTurn({ ...all, money: { 1: 192 } })[2]).toEqual({
      action: 'Unmortgage',
      changes: { money: [0, 1500], mortgaged: { 37: false } },
    });
  });

  it("cannot mortgage a street with houses, nor another player's deed", () => {
    expect(endTurn({ owner: { 1: 1, 3: 1, 5: 2 }, houses: { 1: 1, 3: 1 }, money: { 1: 0 } })).toEqual([END_TURN]);
  });
});
