/** Init, EndTurn and the GameOver stutter (monopoly/actions.ts); RollAndMove is in roll-and-resolve.test.ts. */
import { describe, expect, it } from 'vitest';
import type { StateSink } from '../../src/engine/model.js';
import { EndTurn, Expansion } from '../../src/monopoly/actions.js';
import { makeState, monopolyModel, successorChanges, successorsOf, type StateDescription } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const model3 = monopolyModel({ N: 3 });
const succ = (d: StateDescription, m = model) => successorsOf(m, makeState(m, d));
/** The 36 dice pairs in TLC's order: <<1,1>>, <<1,2>>, ..., <<6,6>>, the second die fastest. */
const ALL_DICE: [number, number][] = Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]);
const isDouble = ([a, b]: readonly number[]) => a === b;
const diceOf = (list: ReturnType<typeof succ>) => list.map((s) => s.tla.dice);

describe('Init and its successors', () => {
  it('has one initial state: everyone on GO with StartMoney, player 1 to roll', () => {
    const m = monopolyModel({ N: 3, StartMoney: 700 });
    const init = successorsOf(m, makeState(m)); // (makeState with no description is Init itself)
    expect(init).toHaveLength(36);
    const tla = m.toTla(makeState(m), 0);
    expect(tla).toMatchObject({
      position: [0, 0, 0],
      money: [700, 700, 700],
      inJail: [false, false, false],
      jailTurns: [0, 0, 0],
      bankrupt: [false, false, false],
      current: 1,
      dice: [1, 1],
      doublesCount: 0,
      phase: 'roll',
    });
  });

  it('has 36 RollAndMove successors, dice <<1,1>> to <<6,6>> with the second die fastest', () => {
    const list = succ({});
    expect(list.map((s) => s.action)).toEqual(Array(36).fill('RollAndMove'));
    expect(diceOf(list)).toEqual(ALL_DICE);
    list.forEach((s, i) => {
      const d = ALL_DICE[i] as [number, number];
      // Advance from GO by d1 + d2 (2..12, no pass), doublesCount 1 after a double, else 0
      expect(s.tla).toMatchObject({
        position: [d[0] + d[1], 0],
        money: [1500, 1500],
        doublesCount: isDouble(d) ? 1 : 0,
        phase: 'resolve',
        current: 1,
      });
    });
  });
});

describe('EndTurn', () => {
  const endTurn = (d: StateDescription, m = model) => successorChanges(m, makeState(m, { phase: 'endTurn', ...d }));

  it('keeps the turn after doubles: same player, doublesCount kept', () => {
    expect(endTurn({ dice: [3, 3], doublesCount: 1 })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll' } }]);
    expect(endTurn({ dice: [6, 6], doublesCount: 2, current: 2 })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll' } }]);
  });

  it('passes the turn otherwise, resetting doublesCount', () => {
    expect(endTurn({ dice: [3, 4] })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 2 } }]);
    expect(endTurn({ dice: [3, 4], current: 2 })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 1 } }]);
    // a double with doublesCount 0 (e.g. out of jail on doubles) does not keep the turn
    expect(endTurn({ dice: [2, 2], doublesCount: 0 })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 2 } }]);
    // a double while in jail does not either
    expect(endTurn({ dice: [2, 2], doublesCount: 1, inJail: { 1: true }, position: { 1: 10 } })).toEqual([
      { action: 'EndTurn', changes: { phase: 'roll', current: 2, doublesCount: 0 } },
    ]);
    // a non-double with a stale doublesCount resets it
    expect(endTurn({ dice: [1, 2], doublesCount: 1 })).toEqual([
      { action: 'EndTurn', changes: { phase: 'roll', current: 2, doublesCount: 0 } },
    ]);
  });

  it('skips bankrupt players and wraps around (NextActive)', () => {
    const twoBankrupt = { bankrupt: { 2: true }, money: { 2: 0 } };
    expect(endTurn({ ...twoBankrupt, dice: [1, 2] }, model3)).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 3 } }]);
    expect(endTurn({ ...twoBankrupt, dice: [1, 2], current: 3 }, model3)).toEqual([
      { action: 'EndTurn', changes: { phase: 'roll', current: 1 } },
    ]);
  });

  it('is disabled with one active player (Cardinality(Active) > 1 fails)', () => {
    const state = makeState(model3, { phase: 'endTurn', dice: [1, 2], bankrupt: { 2: true, 3: true }, money: { 2: 0, 3: 0 } });
    let emitted = 0;
    const sink: StateSink = { target: new Uint8Array(model3.stateBytes), targetOffset: 0, emit: () => (emitted++, true) };
    const x = new Expansion(3, 1500, model3.stateBytes);
    x.source = state;
    x.at = 0;
    x.sink = sink;
    expect(EndTurn(x)).toBe(true);
    expect(emitted).toBe(0);
  });
});

describe('GameOver and disabled states', () => {
  it('stutters: exactly one successor, equal to the state', () => {
    for (const phase of ['roll', 'resolve', 'buyOrAuction', 'endTurn'] as const) {
      const state = makeState(model3, { phase, position: { 1: 7 }, bankrupt: { 2: true, 3: true }, money: { 2: 0, 3: 0 }, current: 2 });
      const list = successorsOf(model3, state);
      expect(
        list.map((s) => s.action),
        phase,
      ).toEqual(['GameOver']);
      expect(Array.from(list[0]?.state ?? [])).toEqual(Array.from(state));
    }
  });

  it('has no successor at all when the current player is bankrupt in phase roll with two active (a deadlock)', () => {
    // RollAndMove needs ~bankrupt[current]; nothing else is enabled in phase roll
    expect(succ({ current: 2, bankrupt: { 2: true }, money: { 2: 0 } }, model3)).toEqual([]);
  });
});
