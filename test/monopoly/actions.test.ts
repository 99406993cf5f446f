/** Init, RollAndMove (free play, three doubles, the three jail branches), EndTurn and the GameOver stutter. */
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
    expect(tla).toMatchObject({ position: [0, 0, 0], money: [700, 700, 700], inJail: [false, false, false], jailTurns: [0, 0, 0], bankrupt: [false, false, false], current: 1, dice: [1, 1], doublesCount: 0, phase: 'roll' });
  });

  it('has 36 RollAndMove successors, dice <<1,1>> to <<6,6>> with the second die fastest', () => {
    const list = succ({});
    expect(list.map((s) => s.action)).toEqual(Array(36).fill('RollAndMove'));
    expect(diceOf(list)).toEqual(ALL_DICE);
    list.forEach((s, i) => {
      const d = ALL_DICE[i] as [number, number];
      // Advance from GO by d1 + d2 (2..12, no pass), doublesCount 1 after a double, else 0
      expect(s.tla).toMatchObject({ position: [d[0] + d[1], 0], money: [1500, 1500], doublesCount: isDouble(d) ? 1 : 0, phase: 'resolve', current: 1 });
    });
  });
});

describe('RollAndMove in free play', () => {
  it('pays GoSalary when passing or landing on GO', () => {
    // from 35: <<2,3>> -> (35 + 5) % 40 = 0 < 35, so + 200; <<1,1>> -> 37, no salary; <<6,6>> -> 47 % 40 = 7, + 200
    const list = succ({ position: { 1: 35 } });
    expect(list[2]?.tla).toMatchObject({ dice: [1, 3], position: [39, 0], money: [1500, 1500] });
    expect(list[7]?.tla).toMatchObject({ dice: [2, 2], position: [39, 0], money: [1500, 1500] });
    expect(list[8]?.tla).toMatchObject({ dice: [2, 3], position: [0, 0], money: [1700, 1500] });
    expect(list[0]?.tla).toMatchObject({ position: [37, 0], money: [1500, 1500] });
    expect(list[35]?.tla).toMatchObject({ position: [7, 0], money: [1700, 1500], doublesCount: 1 });
  });

  it('counts a second double (doublesCount 1 -> 2) and resets it on a non-double', () => {
    const list = succ({ doublesCount: 1 });
    list.forEach((s, i) => expect(s.tla.doublesCount).toBe(isDouble(ALL_DICE[i] as number[]) ? 2 : 0));
  });

  it('sends a third double in a row to jail: 6 of the 36 successors', () => {
    const list = succ({ doublesCount: 2, position: { 1: 24 }, money: { 1: 900 } });
    expect(list).toHaveLength(36);
    const jailed = list.filter((s) => (s.tla.inJail as boolean[])[0]);
    expect(diceOf(jailed)).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6]]);
    for (const s of jailed) {
      // no movement by the dice, no salary: straight to JailSquare, endTurn
      expect(s.tla).toMatchObject({ position: [10, 0], money: [900, 1500], inJail: [true, false], jailTurns: [0, 0], doublesCount: 0, phase: 'endTurn' });
    }
    for (const s of list.filter((x) => !(x.tla.inJail as boolean[])[0])) {
      const [a, b] = s.tla.dice as number[];
      expect(s.tla).toMatchObject({ position: [24 + (a as number) + (b as number), 0], doublesCount: 0, phase: 'resolve' });
    }
  });
});

describe('RollAndMove in jail', () => {
  const jailed = (extra: StateDescription): StateDescription => ({ position: { 1: 10 }, inJail: { 1: true }, ...extra });

  it('lets doubles out free, with no extra turn (doublesCount 0)', () => {
    const list = succ(jailed({ jailTurns: { 1: 1 }, doublesCount: 1 }));
    expect(list).toHaveLength(36);
    const free = list.filter((s) => isDouble(s.tla.dice as number[]));
    // <<k,k>> moves 2k from 10: 12, 14, ..., 22
    expect(free.map((s) => (s.tla.position as number[])[0])).toEqual([12, 14, 16, 18, 20, 22]);
    for (const s of free) expect(s.tla).toMatchObject({ inJail: [false, false], jailTurns: [0, 0], doublesCount: 0, phase: 'resolve', money: [1500, 1500] });
  });

  it('counts a failed attempt while jailTurns < 2: jailTurns + 1, phase endTurn, no move', () => {
    for (const turns of [0, 1]) {
      const list = succ(jailed({ jailTurns: { 1: turns }, doublesCount: 1 }));
      const stuck = list.filter((s) => !isDouble(s.tla.dice as number[]));
      expect(stuck).toHaveLength(30);
      for (const s of stuck) {
        expect(s.tla).toMatchObject({ position: [10, 0], money: [1500, 1500], inJail: [true, false], jailTurns: [turns + 1, 0], doublesCount: 0, phase: 'endTurn' });
      }
    }
  });

  it('on the third turn (jailTurns = 2) charges the $50 fine and advances', () => {
    const list = succ(jailed({ jailTurns: { 1: 2 } }));
    expect(list).toHaveLength(36);
    for (const s of list.filter((x) => !isDouble(x.tla.dice as number[]))) {
      const [a, b] = s.tla.dice as [number, number];
      // 10 + (3..11) never passes GO: gain = 0 - 50
      expect(s.tla).toMatchObject({ position: [10 + a + b, 0], money: [1450, 1500], inJail: [false, false], jailTurns: [0, 0], doublesCount: 0, phase: 'resolve' });
    }
  });

  it('adds the GO salary to the fine when the move passes GO', () => {
    // jailed on 35 (the spec allows it), money 100, <<1,4>>: new = 40 % 40 = 0 < 35, gain = 200 - 50 = 150
    const list = succ({ position: { 1: 35 }, inJail: { 1: true }, jailTurns: { 1: 2 }, money: { 1: 100 } });
    const s = list.find((x) => (x.tla.dice as number[]).join() === '1,4');
    expect(s?.tla).toMatchObject({ position: [0, 0], money: [250, 1500], inJail: [false, false], phase: 'resolve' });
  });

  it('disables exactly the dice pairs whose fine cannot be paid (money + gain >= 0)', () => {
    // on 10 every non-double gives gain -50: with 0 or 49 only the 6 doubles are enabled, with 50 all 36
    for (const money of [0, 49]) {
      const list = succ(jailed({ jailTurns: { 1: 2 }, money: { 1: money } }));
      expect(diceOf(list), `money ${money}`).toEqual([[1, 1], [2, 2], [3, 3], [4, 4], [5, 5], [6, 6]]);
    }
    const paid = succ(jailed({ jailTurns: { 1: 2 }, money: { 1: 50 } }));
    expect(paid).toHaveLength(36);
    expect(paid.filter((s) => !isDouble(s.tla.dice as number[])).every((s) => (s.tla.money as number[])[0] === 0)).toBe(true);
  });

  it('on 35 with no money enables the non-doubles that pass GO (gain +150): 26 + 6 doubles = 32', () => {
    // pass iff 35 + t >= 40 iff t >= 5; the non-doubles with t < 5 are <<1,2>>, <<1,3>>, <<2,1>>, <<3,1>>
    const list = succ({ position: { 1: 35 }, inJail: { 1: true }, jailTurns: { 1: 2 }, money: { 1: 0 } });
    expect(list).toHaveLength(32);
    const missing = ALL_DICE.filter((d) => !diceOf(list).some((x) => (x as number[]).join() === d.join()));
    expect(missing).toEqual([[1, 2], [1, 3], [2, 1], [3, 1]]);
    for (const s of list.filter((x) => !isDouble(x.tla.dice as number[]))) expect((s.tla.money as number[])[0]).toBe(150);
    // doubles from jail use Advance: <<1,1>> -> 37 (no salary), <<3,3>> -> 41 % 40 = 1 (+200)
    const doubles = list.filter((x) => isDouble(x.tla.dice as number[]));
    expect(doubles.map((s) => [(s.tla.position as number[])[0], (s.tla.money as number[])[0]])).toEqual([[37, 0], [39, 0], [1, 200], [3, 200], [5, 200], [7, 200]]);
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
    expect(endTurn({ dice: [1, 2], doublesCount: 1 })).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 2, doublesCount: 0 } }]);
  });

  it('skips bankrupt players and wraps around (NextActive)', () => {
    const twoBankrupt = { bankrupt: { 2: true }, money: { 2: 0 } };
    expect(endTurn({ ...twoBankrupt, dice: [1, 2] }, model3)).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 3 } }]);
    expect(endTurn({ ...twoBankrupt, dice: [1, 2], current: 3 }, model3)).toEqual([{ action: 'EndTurn', changes: { phase: 'roll', current: 1 } }]);
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
      expect(list.map((s) => s.action), phase).toEqual(['GameOver']);
      expect(Array.from(list[0]?.state ?? [])).toEqual(Array.from(state));
    }
  });

  it('has no successor at all when the current player is bankrupt in phase roll with two active (a deadlock)', () => {
    // RollAndMove needs ~bankrupt[current]; nothing else is enabled in phase roll
    expect(succ({ current: 2, bankrupt: { 2: true }, money: { 2: 0 } }, model3)).toEqual([]);
  });
});
