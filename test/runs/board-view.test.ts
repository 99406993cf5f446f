import { describe, expect, it } from 'vitest';
import { ModelValueError } from '../../src/engine/model.js';
import { BOARD_SQUARES, boardStateOf } from '../../src/runs/board-view.js';
import { describeTla, monopolyModel } from '../helpers/monopoly-states.js';

describe('BOARD_SQUARES', () => {
  it('is the US board: 40 squares, GO first, 22 streets in 8 colour groups, 4 railroads, 2 utilities', () => {
    expect(BOARD_SQUARES).toHaveLength(40);
    expect(BOARD_SQUARES[0]).toEqual({ number: 0, name: 'GO', kind: 'corner', group: null, price: null });
    expect(BOARD_SQUARES[39]).toEqual({ number: 39, name: 'Boardwalk', kind: 'street', group: 'dblue', price: 400 });
    expect(BOARD_SQUARES.filter((square) => square.kind === 'street')).toHaveLength(22);
    expect(new Set(BOARD_SQUARES.map((square) => square.group).filter((group) => group !== null)).size).toBe(8);
    expect(BOARD_SQUARES.filter((square) => square.kind === 'railroad').map((square) => square.number)).toEqual([5, 15, 25, 35]);
    expect(BOARD_SQUARES.filter((square) => square.kind === 'utility').map((square) => square.number)).toEqual([12, 28]);
    expect(BOARD_SQUARES.filter((square) => square.kind === 'chance').map((square) => square.number)).toEqual([7, 22, 36]);
  });
});

describe('boardStateOf', () => {
  const model = monopolyModel({ N: 3 });

  it('reads players, deeds, the turn and the dice off a state', () => {
    const board = boardStateOf(
      describeTla(model, {
        position: { 2: 24 },
        money: { 1: 40 },
        inJail: { 3: true },
        jailTurns: { 3: 2 },
        bankrupt: { 1: true },
        owner: { 24: 2, 5: 3 },
        houses: { 24: 5 },
        mortgaged: { 5: true },
        current: 2,
        dice: [3, 4],
        phase: 'endTurn',
      }),
    );
    expect(board.players[0]).toEqual({ number: 1, position: 0, money: 40, inJail: false, jailTurns: 0, bankrupt: true });
    expect(board.players[2]).toMatchObject({ inJail: true, jailTurns: 2 });
    expect(board.deeds.find((deed) => deed.square === 24)).toEqual({ square: 24, owner: 2, houses: 5, mortgaged: false });
    expect(board.deeds.find((deed) => deed.square === 5)).toEqual({ square: 5, owner: 3, houses: null, mortgaged: true });
    expect(board).toMatchObject({ current: 2, dice: [3, 4], doublesCount: 0, phase: 'endTurn' });
    expect(board.deeds).toHaveLength(28);
  });

  it("says which variable is not Monopoly's", () => {
    expect(() => boardStateOf({ ...describeTla(model), dice: 7 })).toThrow(ModelValueError);
    expect(() => boardStateOf({ ...describeTla(model), dice: 7 })).toThrow(/dice is not a tuple/);
  });
});
