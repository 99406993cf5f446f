/**
 * RollAndMove's successors do not depend on the source's dice, so a sink that
 * takes repeats (the BFS expander) is handed a repeat instead of the same
 * successors again. These tests hold the premise to the implementation on
 * states of random walks, and check when the model repeats and when it must not.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import type { RepeatSink } from '../../src/engine/repeating-model.js';
import { RollAndMoveId } from '../../src/monopoly/actions.js';
import * as L from '../../src/monopoly/layout.js';
import type { MonopolyModel } from '../../src/monopoly/model.js';
import { RepeatedRolls } from '../../src/monopoly/repeated-rolls.js';
import { monopolyModel, randomWalk, successorsOf } from '../helpers/monopoly-states.js';
import { seededRandom } from '../helpers/seeded-random.js';

/** Roll-phase states (RollAndMove enabled or not) met on random walks, each in whole 32-bit words as in a BFS level. */
function rollPhaseStates(model: MonopolyModel, walks: number): Uint8Array[] {
  const next = seededRandom(5);
  const states: Uint8Array[] = [];
  for (let w = 0; w < walks; w++) {
    for (const state of randomWalk(model, 60, next)) if (L.phase(state, 0) === L.PHASE_ROLL) states.push(padded(state));
  }
  return states;
}

function padded(state: Uint8Array): Uint8Array {
  const words = new Uint8Array(Math.ceil(state.length / 4) * 4);
  words.set(state);
  return words;
}

function withDice(state: Uint8Array, d1: number, d2: number): Uint8Array {
  const copy = state.slice();
  L.setDice(copy, 0, d1, d2);
  return copy;
}

/** A sink with a repeat scope that records, per enumeration, the emitted states and the repeats. */
function recordingSink(model: MonopolyModel): RepeatSink & { repeatScope: number; log: (string | [number, number])[] } {
  const size = model.stateBytes;
  return {
    target: new Uint8Array(size + 8),
    targetOffset: 4,
    repeatScope: 0,
    enumeration: -1,
    log: [],
    emit(actionId: number) {
      this.log.push(`${actionId}:${this.target.subarray(4, 4 + size).join(',')}`);
      return true;
    },
    repeat(actionId: number, count: number) {
      this.log.push([actionId, count]);
      return true;
    },
  };
}

describe('RollAndMove and the dice of its source', () => {
  for (const N of [2, 3]) {
    it(`has the same successors, in the same order, whatever the source's dice (N = ${N}, states of random walks)`, () => {
      const model = monopolyModel({ N, StartMoney: 300, MaxMoney: 2000 });
      const states = rollPhaseStates(model, 20);
      expect(states.length).toBeGreaterThan(200);
      let compared = 0;
      for (const state of states) {
        const rolls = (s: Uint8Array) =>
          successorsOf(model, s)
            .filter((x) => x.action === 'RollAndMove')
            .map((x) => x.state.join());
        const expected = rolls(state);
        for (const [d1, d2] of [
          [1, 1],
          [2, 5],
          [6, 6],
          [4, 3],
        ] as const)
          expect(rolls(withDice(state, d1, d2))).toEqual(expected);
        compared += expected.length;
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});

describe('repeats', () => {
  it('are handed to a sink that takes them, for a source equal to an earlier one but for the dice, with its RollAndMove count', () => {
    const model = monopolyModel({ N: 2, StartMoney: 300, MaxMoney: 2000 });
    const sink = recordingSink(model);
    let repeats = 0;
    for (const state of rollPhaseStates(model, 10)) {
      const plain = successorsOf(model, state);
      const rollCount = plain.filter((x) => x.action === 'RollAndMove').length;
      const others = plain
        .filter((x) => x.action !== 'RollAndMove')
        .map((x) => `${model.actionNames.indexOf(x.action)}:${x.state.join(',')}`);
      sink.log = [];
      model.successorsWithRepeats(state, 0, sink);
      // the first time, everything is emitted (unless an equal key was met before on the walk)
      const first = sink.log;
      sink.log = [];
      model.successorsWithRepeats(withDice(state, 3, 4), 0, sink);
      // the second time RollAndMove is one repeat of as many states, and the other actions emit as before
      if (rollCount > 0) {
        expect(sink.log[0]).toEqual([RollAndMoveId, rollCount]);
        expect(sink.log.slice(1)).toEqual(others);
        repeats++;
      } else {
        // RollAndMove disabled, or enabled without a witness (a repeat of none)
        const rest = Array.isArray(sink.log[0]) ? sink.log.slice(1) : sink.log;
        if (rest !== sink.log) expect(sink.log[0]).toEqual([RollAndMoveId, 0]);
        expect(rest).toEqual(others);
        expect(first.filter((entry) => typeof entry === 'string')).toEqual(others);
      }
    }
    expect(repeats).toBeGreaterThan(50);
  });

  it('are not handed in another scope, by plain successors, or for a source that differs elsewhere', () => {
    const model = monopolyModel({ N: 2, StartMoney: 300, MaxMoney: 2000 });
    // a free roll: nobody bankrupt, the current player out of jail, so all 36 dice pairs are enabled
    const state = rollPhaseStates(model, 3).find(
      (s) => !L.bankrupt(s, 0, 1) && !L.bankrupt(s, 0, 2) && !L.inJail(s, 0, L.current(s, 0)),
    ) as Uint8Array;
    const sink = recordingSink(model);
    model.successorsWithRepeats(state, 0, sink);
    const emitsOnly = (log: (string | [number, number])[]) => log.every((entry) => typeof entry === 'string');
    // another scope
    sink.repeatScope = 1;
    sink.log = [];
    model.successorsWithRepeats(withDice(state, 2, 2), 0, sink);
    expect(emitsOnly(sink.log)).toBe(true);
    // plain successors, which do not ask the sink for repeats
    sink.log = [];
    model.successors(withDice(state, 5, 1), 0, sink);
    expect(emitsOnly(sink.log)).toBe(true);
    // a source with another cash for player 2
    sink.repeatScope = 1;
    const richer = state.slice();
    L.setMoney(richer, 0, 2, L.money(state, 0, 2) + 1);
    sink.log = [];
    model.successorsWithRepeats(richer, 0, sink);
    expect(emitsOnly(sink.log)).toBe(true);
    // and the original key in scope 1 is still remembered
    sink.log = [];
    model.successorsWithRepeats(withDice(state, 6, 1), 0, sink);
    expect(sink.log[0]).toEqual([RollAndMoveId, 36]);
  });
});

describe('a model checked twice', () => {
  it('gives the same counts both times, though it remembers the rolls of the first search', () => {
    const model = monopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 3000, MaxDepth: 7 });
    const options = { invariants: ['TypeOK', 'TurnValid'], constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: true };
    const first = check(model, options);
    const second = check(model, options);
    expect(first.kind).toBe('ok');
    expect([second.stats.statesGenerated, second.stats.distinctStates]).toEqual([first.stats.statesGenerated, first.stats.distinctStates]);
    expect(first.stats.distinctStates).toBeGreaterThan(1000);
  });
});

describe('RepeatedRolls', () => {
  it('finds a count only for the key and scope it was remembered with, compared word for word', () => {
    const rolls = new RepeatedRolls(3);
    const source = Uint32Array.of(0, 0x11223344, 5, 6, 0);
    expect(rolls.find(source, 1, 7)).toBe(-1);
    rolls.remember(36, 12);
    expect(rolls.find(source, 1, 7)).toBe(36);
    // and which enumeration it came from
    expect(rolls.foundOrigin).toBe(12);
    // the dice byte does not count
    const dice = source.slice();
    dice[1] = ((source[1] as number) ^ ~L.DICE_WORD_MASK) >>> 0;
    expect(dice[1]).not.toBe(source[1]);
    expect(rolls.find(dice, 1, 7)).toBe(36);
    // any other bit does, and so does the scope
    for (let w = 1; w <= 3; w++) {
      const other = source.slice();
      other[w] = (other[w] as number) ^ (w === 1 ? 1 : 0x80000000);
      expect(rolls.find(other, 1, 7)).toBe(-1);
    }
    expect(rolls.find(source, 1, 8)).toBe(-1);
  });
});
