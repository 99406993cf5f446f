import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/engine/search/simulate.js';
import { ResolveSquareId, RollAndMoveId } from '../../src/monopoly/actions.js';
import { GameObserver } from '../../src/monopoly/game-observer.js';
import { LandingTally } from '../../src/monopoly/landing.js';
import { chooserFor } from '../../src/monopoly/strategies.js';
import { makeState, monopolyModel, successorsOf, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel();

/** The successor of `description` by `action` whose changes include `where`, e.g. dice. */
function step(description: StateDescription, action: number, pick: (state: Uint8Array) => boolean = () => true): [Uint8Array, Uint8Array] {
  const before = makeState(model, description);
  const after = successorsOf(model, before).find((s) => model.actionNames.indexOf(s.action) === action && pick(s.state));
  if (after === undefined) throw new Error('no such successor');
  return [before, after.state];
}
const tallyOf = (...steps: [Uint8Array, Uint8Array, number][]) => {
  const tally = new LandingTally();
  for (const [before, after] of steps) tally.step(before, after);
  return Array.from(tally.counts).flatMap((count, square) => (count > 0 ? [[square, count]] : []));
};

describe('LandingTally', () => {
  it('counts a roll once it is resolved, where the token then rests', () => {
    const [rolled, resolved] = step({ position: { 1: 0 }, dice: [1, 2], phase: 'resolve', current: 1 }, ResolveSquareId);
    const [before, moved] = step({}, RollAndMoveId);
    expect(tallyOf([before, moved, RollAndMoveId])).toEqual([]);
    expect(tallyOf([rolled, resolved, ResolveSquareId])).toEqual([[0, 1]]);
  });

  it('never counts Go To Jail: the resolution moves the token to Jail, which counts', () => {
    const [before, after] = step({ position: { 1: 30 }, phase: 'resolve' }, ResolveSquareId);
    expect(tallyOf([before, after, ResolveSquareId])).toEqual([[10, 1]]);
  });

  it('counts Jail for a roll that leaves the player in jail and for a third double', () => {
    const [jailed, stays] = step(
      { position: { 1: 10 }, inJail: { 1: true } },
      RollAndMoveId,
      (s) => s[1] !== 0 && (s[1] as number) % 9 !== 0,
    );
    const [third, toJail] = step({ doublesCount: 2, position: { 1: 5 } }, RollAndMoveId, (s) => s[1] === 0);
    expect(tallyOf([jailed, stays, RollAndMoveId], [third, toJail, RollAndMoveId])).toEqual([[10, 2]]);
  });
});

// The 1,000-game run the issue asks for is in test/cli/simulate-command.test.ts (through the built CLI, four times faster than under vitest's transform).
describe('landing frequencies over 100 games of 150 turns, two players, no constraints', () => {
  it('never counts Go To Jail, and Jail is the most frequent square by far', () => {
    const observer = new GameObserver(2, 150, true);
    const result = simulate(monopolyModel({ StartMoney: 1500 }), {
      invariants: ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'],
      constraints: [],
      checkDeadlock: true,
      seed: 20_260_430,
      runs: 100,
      maxSteps: 0,
      chooser: chooserFor('never-buy'),
      observer,
    });
    expect(result.kind).toBe('ok');
    const rows = (observer.landing as LandingTally).rows();
    const byFrequency = [...rows].sort((a, b) => b.count - a.count);
    expect(rows[30]?.count).toBe(0);
    expect(byFrequency[0]?.square).toBe(10);
    // Jail gets about three times the share of any other square (9 % against at most 3 %)
    expect(byFrequency[0]?.frequency).toBeGreaterThan(0.08);
    expect(byFrequency[1]?.frequency).toBeLessThan(0.035);
    expect(observer.totalTurns).toBeGreaterThan(25_000);
  });
});
