/** The context every action works in: the source copied into the sink's target, and what the successor changed. */
import { describe, expect, it } from 'vitest';
import type { RepeatSink } from '../../src/engine/repeating-model.js';
import { Expansion } from '../../src/monopoly/expansion.js';
import * as L from '../../src/monopoly/layout.js';
import { makeState, monopolyModel } from '../helpers/monopoly-states.js';

const model = monopolyModel({ N: 2 });
const BYTES = model.stateBytes; // 42: ten words and two bytes

/** An expansion of `source` (at `at` of a buffer) into a target of `targetBytes` at `to`, its emits written down. */
function expansionOf(source: Uint8Array, at: number, to: number, targetBytes = to + BYTES + 8) {
  const expansion = new Expansion(2, 1500, BYTES);
  const buffer = new Uint8Array(at + BYTES + 8);
  buffer.set(source, at);
  const emitted: { actionId: number; emitting: boolean; state: Uint8Array }[] = [];
  const target = new Uint8Array(targetBytes).fill(0xee);
  expansion.source = buffer;
  expansion.at = at;
  expansion.sink = {
    target,
    targetOffset: to,
    emit: (actionId) => {
      emitted.push({ actionId, emitting: expansion.emitting, state: target.slice(to, to + BYTES) });
      return actionId !== 99;
    },
  };
  return { expansion, target, emitted };
}

const source = makeState(model, { position: [5, 39], money: [1234, 99], owner: { 1: 1, 39: 2, 12: 1 }, current: 1 });

describe('Expansion', () => {
  it('copies the source into the target, by words when both are aligned and byte by byte when not', () => {
    for (const [at, to] of [
      [0, 0],
      [8, 4],
      [3, 0],
      [0, 5],
      [1, 7],
    ] as const) {
      const { expansion, target } = expansionOf(source, at, to);
      expansion.begin();
      expect(target.slice(to, to + BYTES)).toEqual(source);
      expect(target[to + BYTES]).toBe(0xee);
      expect(to === 0 || target[to - 1] === 0xee).toBe(true);
    }
  });

  it("tells whether the successor touched a deed or raised anyone's cash, from each begin()", () => {
    const { expansion, target } = expansionOf(source, 0, 0);
    expansion.begin();
    expect([expansion.deedsTouched, expansion.moneyRaised]).toEqual([false, false]);
    expansion.setMoney(1, 1000);
    expect(expansion.moneyRaised).toBe(false);
    expansion.setMoney(2, 100);
    expect(expansion.moneyRaised).toBe(true);
    expect([L.money(target, 0, 1), L.money(target, 0, 2)]).toEqual([1000, 100]);
    expansion.writeDeed(3, L.packDeed(1, true, 0));
    expect(expansion.deedsTouched).toBe(true);
    expect(L.deedByte(target, 0, 2, 3)).toBe(L.packDeed(1, true, 0));
    expansion.begin();
    expect([expansion.deedsTouched, expansion.moneyRaised]).toEqual([false, false]);
    expect(target.slice(0, BYTES)).toEqual(source);
  });

  it("is emitting only during the sink's emit, and passes on whether to go on", () => {
    const { expansion, emitted } = expansionOf(source, 0, 0);
    expansion.begin();
    expect(expansion.emit(3)).toBe(true);
    expect(expansion.emitting).toBe(false);
    expect(expansion.emit(99)).toBe(false);
    expect(emitted.map((e) => [e.actionId, e.emitting])).toEqual([
      [3, true],
      [99, true],
    ]);
    expect(emitted[0]?.state).toEqual(source);
  });

  it('lists the deeds the current player owns in the source, again for a new source or expansion', () => {
    const { expansion } = expansionOf(source, 0, 0);
    const owned = () => Array.from({ length: expansion.ownedByCurrent() }, (_, k) => expansion.ownedDeed(k));
    const one = [1, 12].map((square) => L.deedIndexOfSquare[square]);
    expect(owned()).toEqual(one);
    expansion.source = makeState(model, { owner: { 39: 2, 5: 2 }, current: 2 });
    expect(owned()).toEqual([5, 39].map((square) => L.deedIndexOfSquare[square]));
    // the same source array written over: a new expansion (serial) reads it again
    L.setCurrent(expansion.source, 0, 1);
    expect(owned()).toHaveLength(2);
    expansion.serial++;
    expect(owned()).toEqual([]);
  });

  it('remembers RollAndMove counts only for a sink that takes repeats, and finds them for the same source with other dice', () => {
    const words = Math.ceil(BYTES / 4) * 4;
    const { expansion } = expansionOf(source, 0, 0);
    expect(expansion.repeatedRolls()).toBe(-1);
    const repeated: [number, number, number][] = [];
    const repeats: RepeatSink = {
      ...expansion.sink,
      repeatScope: 0,
      enumeration: 17,
      repeat: (actionId, count, origin) => repeated.push([actionId, count, origin]) > 0,
    };
    expansion.repeats = repeats;
    expansion.source = new Uint8Array(words);
    expansion.source.set(source);
    expect(expansion.repeatedRolls()).toBe(-1);
    expansion.rememberRolls(36);
    const otherDice = new Uint8Array(words);
    otherDice.set(source);
    L.setDice(otherDice, 0, 6, 5);
    expansion.source = otherDice;
    expect(expansion.repeatedRolls()).toBe(36);
    expect(expansion.repeat(0, 36)).toBe(true);
    expect(repeated).toEqual([[0, 36, 17]]);
    L.setPosition(otherDice, 0, 2, 38);
    expect(expansion.repeatedRolls()).toBe(-1);
  });

  it('finds no repeat for a source off a word boundary or whose padding is past its buffer, even one remembered', () => {
    const { expansion } = expansionOf(source, 0, 0);
    expansion.repeats = { ...expansion.sink, repeatScope: 0, enumeration: -1, repeat: () => true };
    const padded = new Uint8Array(Math.ceil(BYTES / 4) * 4 + 4);
    padded.set(source);
    expansion.source = padded;
    expect(expansion.repeatedRolls()).toBe(-1);
    expansion.rememberRolls(36);
    expect(expansion.repeatedRolls()).toBe(36);
    expansion.source = source.slice();
    expect(expansion.repeatedRolls()).toBe(-1);
    const shifted = new Uint8Array(padded.length);
    shifted.set(source, 1);
    expansion.source = shifted;
    expansion.at = 1;
    expect(expansion.repeatedRolls()).toBe(-1);
  });
});
