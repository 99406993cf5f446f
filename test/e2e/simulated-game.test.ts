/**
 * The 385-state game TLC's random simulator produced (sim/hotel.trace.json:
 * purchases, rent, building up to a hotel, mortgages) is accepted step by
 * step: each state is among monocheck's successors of the one before.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allStates } from '../../src/engine/trace/trace.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES } from './tlc-fixtures.js';

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((value, index) => value === b[index]);

describe('TLC simulator game (hotel.trace.json)', () => {
  const states = fromTlcTraceJson(JSON.parse(readFileSync(`${FIXTURES}sim/hotel.trace.json`, 'utf8')));
  const model = new MonopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 0, MaxDepth: 0 });
  const packed = states.map((state) => {
    const bytes = new Uint8Array(model.stateBytes);
    model.fromTla(state, bytes, 0);
    return bytes;
  });

  it('has the 385 states TLC printed', () => {
    expect(states).toHaveLength(385);
  });

  it('starts in the initial state', () => {
    expect(allStates(model, null).some(({ state }) => sameBytes(state, packed[0] as Uint8Array))).toBe(true);
  });

  it('takes only steps the transcription allows, and covers buying, building a hotel and mortgaging', () => {
    const actionsSeen = new Set<string>();
    for (let i = 1; i < packed.length; i++) {
      const match = allStates(model, packed[i - 1] as Uint8Array).find(({ state }) => sameBytes(state, packed[i] as Uint8Array));
      expect(match, `state ${i + 1} is not a successor of state ${i}`).toBeDefined();
      actionsSeen.add(model.actionNames[match?.actionId ?? -1] ?? '?');
    }
    expect([...actionsSeen].sort()).toEqual(
      expect.arrayContaining(['BuildHouse', 'BuyProperty', 'EndTurn', 'Mortgage', 'ResolveSquare', 'RollAndMove']),
    );
    const last = model.toTla(packed[packed.length - 1] as Uint8Array, 0);
    expect(JSON.stringify(last.houses)).toContain('5]');
  });

  it('satisfies the five invariants in every state', () => {
    const all = Int32Array.of(0, 1, 2, 3, 4);
    packed.forEach((state, index) => expect(model.firstViolatedInvariant(state, 0, all), `state ${index + 1}`).toBe(-1));
  });

  it('rejects the game when one step is altered', () => {
    const altered = (packed[200] as Uint8Array).slice();
    const tla = {
      ...model.toTla(altered, 0),
      money: [...(model.toTla(altered, 0).money as number[])].map((m, i) => (i === 0 ? m + 1 : m)),
    };
    model.fromTla(tla, altered, 0);
    expect(allStates(model, packed[199] as Uint8Array).some(({ state }) => sameBytes(state, altered))).toBe(false);
  });
});
