/** The labels of a behaviour's steps: one per action, and per outcome where an action has several. */
import { describe, expect, it } from 'vitest';
import { describeStep } from '../../src/monopoly/describe.js';
import { makeState, monopolyModel, successorsOf, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel();
const N = model.constants.N;

/** The labels of every successor of the described state by `action`, in enumeration order. */
function labels(description: StateDescription, action: string): string[] {
  const before = makeState(model, description);
  return successorsOf(model, before)
    .filter((successor) => successor.action === action)
    .map((successor) => describeStep(N, model.actionNames.indexOf(action), before, 0, successor.state, 0));
}

describe('describeStep', () => {
  it('tells a roll by its dice and the square it reaches', () => {
    const rolls = labels({}, 'RollAndMove');
    expect(rolls).toHaveLength(36);
    expect(rolls).toContain('player 1 rolls 1+3 to Income Tax (4)');
    expect(rolls).toContain('player 1 rolls 6+6 to Electric Company (12)');
  });

  it('tells a third double in a row, and the rolls of a player in jail', () => {
    expect(labels({ doublesCount: 2 }, 'RollAndMove')).toContain('player 1 rolls 3+3, a third double in a row: goes to jail');
    const jailed = labels({ inJail: [true, false], position: [10, 0], jailTurns: [1, 0] }, 'RollAndMove');
    expect(jailed).toContain('player 1, in jail, rolls 1+2: stays in jail (turn 2)');
    expect(jailed).toContain('player 1 rolls doubles 2+2 and leaves jail to Virginia Avenue (14)');
    const lastTurn = labels({ inJail: [true, false], position: [10, 0], jailTurns: [2, 0] }, 'RollAndMove');
    expect(lastTurn).toContain('player 1 rolls 1+2, pays the $50 fine and leaves jail to States Avenue (13)');
  });

  it('tells what a square does to the player on it', () => {
    const on = (square: number, extra: StateDescription = {}) =>
      labels({ phase: 'resolve', position: [square, 0], ...extra }, 'ResolveSquare');
    expect(on(39)).toEqual(['player 1 on Boardwalk (39): unowned, may buy']);
    expect(on(30)).toEqual(['player 1 on Go To Jail (30): goes to jail']);
    expect(on(4)).toEqual(['player 1 on Income Tax (4): pays $200 to the bank']);
    expect(on(4, { money: [150, 1500] })).toEqual(['player 1 on Income Tax (4): cannot pay and goes bankrupt']);
    expect(on(20)).toEqual(['player 1 on Free Parking (20): nothing to pay']);
    expect(on(39, { owner: { 39: 2 } })).toEqual(['player 1 on Boardwalk (39): pays $20 to player 2']);
    expect(on(2)).toEqual(
      expect.arrayContaining(['player 1 on Community Chest (2): pays $100 to the bank', 'player 1 on Community Chest (2): receives $200']),
    );
  });

  it('tells buying, declining, building, mortgaging and paying a mortgage off', () => {
    const buying: StateDescription = { phase: 'buyOrAuction', position: [39, 0] };
    expect(labels(buying, 'BuyProperty')).toEqual(['player 1 buys Boardwalk (39) for $400']);
    expect(labels(buying, 'DeclineProperty')).toEqual(['player 1 declines to buy Boardwalk (39)']);
    const blues: StateDescription = { phase: 'endTurn', owner: { 37: 1, 39: 1 }, houses: { 37: 4, 39: 5 } };
    expect(labels(blues, 'BuildHouse')).toEqual(['player 1 builds on Park Place (37) (a hotel)']);
    expect(labels({ ...blues, houses: { 37: 0, 39: 1 } }, 'BuildHouse')).toEqual(['player 1 builds on Park Place (37) (1 house)']);
    expect(labels({ ...blues, houses: { 37: 2, 39: 1 } }, 'BuildHouse')).toEqual(['player 1 builds on Boardwalk (39) (2 houses)']);
    expect(labels({ phase: 'endTurn', owner: { 5: 1 } }, 'Mortgage')).toEqual(['player 1 mortgages Reading Railroad (5)']);
    expect(labels({ phase: 'endTurn', owner: { 5: 1 }, mortgaged: { 5: true } }, 'Unmortgage')).toEqual([
      'player 1 pays off the mortgage on Reading Railroad (5)',
    ]);
  });

  it('tells who rolls next at the end of a turn, and a finished game', () => {
    expect(labels({ phase: 'endTurn', dice: [1, 2] }, 'EndTurn')).toEqual(['player 1 ends the turn; player 2 to roll']);
    expect(labels({ phase: 'endTurn', dice: [3, 3], doublesCount: 1 }, 'EndTurn')).toEqual([
      'player 1 ends the turn and rolls again (doubles)',
    ]);
    expect(labels({ bankrupt: [false, true] }, 'GameOver')).toEqual(['the game is over (the state repeats)']);
  });

  it('names an action it does not know by its number, and reads states at their offsets', () => {
    const state = makeState(model);
    expect(describeStep(N, 42, state, 0, state, 0)).toBe('action 42');
    const [roll] = successorsOf(model, state);
    const before = new Uint8Array(state.length + 3);
    before.set(state, 3);
    const after = new Uint8Array(state.length + 7);
    after.set(roll!.state, 7);
    expect(describeStep(N, 0, before, 3, after, 7)).toBe(describeStep(N, 0, state, 0, roll!.state, 0));
  });
});
