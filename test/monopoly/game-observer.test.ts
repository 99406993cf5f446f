/** What a simulation of Monopoly watches: turns, a limit of turns per player still in the game, the landing tally. */
import { describe, expect, it } from 'vitest';
import { EndTurnId, ResolveSquareId } from '../../src/monopoly/actions.js';
import { GameObserver } from '../../src/monopoly/game-observer.js';
import { transcribedReading, type GameReading } from '../../src/monopoly/game-reading.js';
import { makeState, monopolyModel, successorsOf, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 3 });

/** The state described and its first successor by `action`. */
function step(description: StateDescription, action: number): [Uint8Array, Uint8Array] {
  const before = makeState(model, description);
  const after = successorsOf(model, before).find((s) => model.actionNames.indexOf(s.action) === action);
  if (after === undefined) throw new Error('no such successor');
  return [before, after.state];
}

/** Player `player` ends a turn without doubles (play passes on), with `bankrupt` players out. */
const passes = (player: number, bankrupt: readonly boolean[] = [false, false, false]) =>
  step({ phase: 'endTurn', dice: [1, 2], current: player, bankrupt }, EndTurnId);

describe('GameObserver', () => {
  it('counts a turn when play passes to another player (EndTurn), not when a double keeps it', () => {
    const observer = new GameObserver(3, 1);
    observer.startRun();
    const [keep, again] = step({ phase: 'endTurn', dice: [2, 2], doublesCount: 1 }, EndTurnId);
    expect(observer.step(keep, again)).toBe(false);
    expect(observer.step(...passes(1))).toBe(false);
    expect(observer.step(...passes(2))).toBe(false);
    expect(observer.step(...passes(3))).toBe(true);
    expect(observer.totalTurns).toBe(3);
  });

  it('counts no turn for a step within one, and never ends a run without a limit', () => {
    const observer = new GameObserver(3);
    expect(observer.step(...step({ phase: 'resolve', position: [4, 0, 0] }, ResolveSquareId))).toBe(false);
    expect(observer.totalTurns).toBe(0);
    for (let round = 0; round < 5; round++) for (const player of [1, 2, 3]) expect(observer.step(...passes(player))).toBe(false);
    expect(observer.totalTurns).toBe(15);
  });

  it("ends a run once every player still in the game has played the limit, a bankrupt player's turns aside", () => {
    const observer = new GameObserver(3, 2);
    const out = [false, true, false];
    for (let round = 1; round <= 2; round++) {
      expect(observer.step(...passes(1, out))).toBe(false);
      expect(observer.step(...passes(3, out))).toBe(round === 2);
    }
  });

  it('starts each run from no turns, and counts the turns of every run in its total', () => {
    const observer = new GameObserver(3, 1);
    for (let run = 0; run < 2; run++) {
      observer.startRun();
      expect(observer.step(...passes(1))).toBe(false);
      expect(observer.step(...passes(2))).toBe(false);
    }
    expect(observer.totalTurns).toBe(4);
    expect(observer.step(...passes(3))).toBe(true);
  });

  it('tallies landings only when asked to', () => {
    expect(new GameObserver(3).landing).toBeNull();
    const observer = new GameObserver(3, 0, true);
    const [rolled, resolved] = step({ phase: 'resolve', position: [30, 0, 0] }, ResolveSquareId);
    observer.step(rolled, resolved);
    expect(observer.landing?.rows()[10]?.count).toBe(1);
  });

  it('reads the states through the reading it is given', () => {
    const read = transcribedReading(3);
    const asked: string[] = [];
    const reading: GameReading = {
      ...read,
      current: (state, offset) => (asked.push('current'), read.current(state, offset)),
      bankrupt: (state, offset, player) => (asked.push(`bankrupt ${player}`), read.bankrupt(state, offset, player)),
    };
    const observer = new GameObserver(3, 1, false, reading);
    expect(observer.step(...passes(1))).toBe(false);
    expect(asked).toEqual(['current', 'current', 'bankrupt 1', 'bankrupt 2']);
  });
});
