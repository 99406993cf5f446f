/** Monopoly's coverage keys: each action, ResolveSquare split by the arm of its CASE the source state takes. */
import { describe, expect, it } from 'vitest';
import * as A from '../../src/monopoly/action-ids.js';
import { COVERAGE_NAMES, coverageKey } from '../../src/monopoly/coverage.js';
import { makeState, monopolyModel, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 3 });
const keyName = (actionId: number, description: StateDescription) =>
  COVERAGE_NAMES[coverageKey(actionId, makeState(model, description), 0, 3)];
const resolving = (square: number, owner: Record<number, number> = {}): StateDescription => ({
  phase: 'resolve',
  current: 2,
  position: { 2: square },
  owner,
});

describe('Monopoly coverage keys', () => {
  it("name every action in ACTION_NAMES's order, ResolveSquare's seven arms in its place", () => {
    expect(COVERAGE_NAMES).toHaveLength(A.ACTION_NAMES.length + 6);
    expect(COVERAGE_NAMES.slice(0, 1)).toEqual(['RollAndMove']);
    expect(COVERAGE_NAMES.slice(1, 8).every((name) => name.startsWith('ResolveSquare: '))).toBe(true);
    expect(COVERAGE_NAMES.slice(8)).toEqual(A.ACTION_NAMES.slice(2));
  });

  it('key ResolveSquare by the square of the current player', () => {
    expect(keyName(A.ResolveSquareId, resolving(30))).toBe('ResolveSquare: GoToJail');
    expect(keyName(A.ResolveSquareId, resolving(4))).toBe('ResolveSquare: Income Tax (4)');
    expect(keyName(A.ResolveSquareId, resolving(38))).toBe('ResolveSquare: Luxury Tax (38)');
    for (const card of [2, 7, 17, 22, 33, 36])
      expect(keyName(A.ResolveSquareId, resolving(card))).toBe('ResolveSquare: Chance / Community Chest');
    expect(keyName(A.ResolveSquareId, resolving(39))).toBe('ResolveSquare: unowned deed');
    expect(keyName(A.ResolveSquareId, resolving(39, { 39: 1 }))).toBe('ResolveSquare: owned deed (rent)');
    expect(keyName(A.ResolveSquareId, resolving(12, { 12: 3 }))).toBe('ResolveSquare: owned deed (rent)');
    for (const other of [0, 10, 20])
      expect(keyName(A.ResolveSquareId, resolving(other))).toBe('ResolveSquare: OTHER (GO, Just Visiting, Free Parking)');
  });

  it("key every other action by its name, whatever the state, reading the current player's square only", () => {
    for (let id = 0; id < A.ACTION_NAMES.length; id++) {
      if (id === A.ResolveSquareId) continue;
      expect(keyName(id, resolving(30))).toBe(A.ACTION_NAMES[id]);
    }
    // player 1 on Go To Jail does not make player 2's resolution a GoToJail one
    expect(keyName(A.ResolveSquareId, { ...resolving(0), position: [30, 0, 30] })).toBe(
      'ResolveSquare: OTHER (GO, Just Visiting, Free Parking)',
    );
  });

  it('read the state at its offset', () => {
    const state = makeState(model, resolving(4));
    const shifted = new Uint8Array(state.length + 5);
    shifted.set(state, 5);
    expect(coverageKey(A.ResolveSquareId, shifted, 5, 3)).toBe(coverageKey(A.ResolveSquareId, state, 0, 3));
    expect(COVERAGE_NAMES[coverageKey(A.ResolveSquareId, shifted, 5, 3)]).toBe('ResolveSquare: Income Tax (4)');
  });
});
