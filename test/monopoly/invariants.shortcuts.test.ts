/**
 * The model answers invariants and constraints through shortcuts: masks
 * gathered in one pass over the deeds and one over the players, and, for the
 * successor being emitted, facts about its source (deeds untouched, nobody's
 * cash raised). These tests hold the shortcuts to the plain definitions of
 * invariants.ts, on arbitrary bytes and on every successor of many states.
 */
import { describe, expect, it } from 'vitest';
import type { StateSink } from '../../src/engine/model.js';
import { MaxHouses } from '../../src/monopoly/board.js';
import * as I from '../../src/monopoly/invariants.js';
import * as L from '../../src/monopoly/layout.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { seededRandom as random } from '../helpers/seeded-random.js';

const PLAIN: readonly ((state: Uint8Array, at: number, n: number) => boolean)[] = [
  I.TypeOK,
  I.EvenBuilding,
  I.BankruptcyClean,
  I.OwnershipValid,
  I.TurnValid,
];

function plainFirstViolated(invariants: Int32Array, state: Uint8Array, at: number, n: number): number {
  return invariants.findIndex((id) => !(PLAIN[id] as (s: Uint8Array, a: number, n: number) => boolean)(state, at, n));
}

describe('firstViolatedInvariant through masks', () => {
  it('agrees with the plain definitions on 30,000 states of random bytes, for N = 2, 3, 4', () => {
    const next = random(7);
    for (const n of [2, 3, 4]) {
      const model = new MonopolyModel({ N: n, StartMoney: 100, MaxMoney: 200, MaxDepth: 0 });
      const state = new Uint8Array(model.stateBytes);
      const seen = new Set<number>();
      for (let k = 0; k < 10_000; k++) {
        for (let b = 0; b < state.length; b++) {
          // mostly small bytes, so that states near the types are common: owners 0..4, few houses, flags
          const r = next();
          state[b] = r < 0.7 ? Math.floor(next() * 8) : Math.floor(next() * 256);
        }
        // the current player and the dice usually within their types, so TurnValid is not always forced
        if (next() < 0.8) state[0] = ((state[0] as number) & 0xf3) | (Math.floor(next() * n) << 2);
        const order = Int32Array.from([0, 1, 2, 3, 4].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 5)));
        const expected = plainFirstViolated(order, state, 0, n);
        expect(model.firstViolatedInvariant(state, 0, order)).toBe(expected);
        if (expected >= 0) seen.add(order[expected] as number);
      }
      // every invariant was found violated at least once, so each path was exercised
      expect([...seen].sort()).toEqual([0, 1, 2, 3, 4]);
    }
  });
});

/**
 * TypeOK field by field, as the spec states it for the packed encoding: no
 * stray bit, current in Players, dice in 1..6, positions in Squares, owners in
 * 0..N, houses in 0..MaxHouses on a street and none elsewhere.
 */
function plainTypeOK(state: Uint8Array, n: number): boolean {
  if (((state[0] as number) & 0xc0) !== 0 || ((state[1] as number) & 0xc0) !== 0) return false;
  if (L.current(state, 0) > n || L.die1(state, 0) > 6 || L.die2(state, 0) > 6) return false;
  for (let p = 1; p <= n; p++) if (L.position(state, 0, p) >= 40) return false;
  for (let d = 0; d < L.DEED_COUNT; d++) {
    const deed = L.deedByte(state, 0, n, d);
    const mostHouses = L.isStreetDeed[d] === 1 ? MaxHouses : 0;
    if ((deed & 0x80) !== 0 || L.ownerOfDeedByte(deed) > n || L.housesOfDeedByte(deed) > mostHouses) return false;
  }
  return true;
}

describe('TypeOK', () => {
  it('agrees with a field-by-field reading on 60,000 states of random bytes, for N = 2, 3, 4', () => {
    const next = random(13);
    for (const n of [2, 3, 4]) {
      const state = new Uint8Array(L.stateBytes(n));
      let held = 0;
      for (let k = 0; k < 20_000; k++) {
        // mostly valid bytes with one field pushed out of its type now and then, so both answers are common
        state.fill(0);
        state[0] = Math.floor(next() * n) << 2;
        state[1] = Math.floor(next() * 6) | (Math.floor(next() * 6) << 3);
        for (let d = 0; d < L.DEED_COUNT; d++)
          state[L.deedsOffset(n) + d] =
            Math.floor(next() * (n + 1)) | (next() < 0.3 ? 8 : 0) | (L.isStreetDeed[d] === 1 ? Math.floor(next() * 6) << 4 : 0);
        const breaks = Math.floor(next() * 3);
        for (let b = 0; b < breaks; b++) state[Math.floor(next() * state.length)] = Math.floor(next() * 256);
        const expected = plainTypeOK(state, n);
        expect(I.TypeOK(state, 0, n)).toBe(expected);
        if (expected) held++;
      }
      expect(held).toBeGreaterThan(4000);
      expect(held).toBeLessThan(16_000);
    }
  });
});

/**
 * A sink that checks every successor twice, where it was emitted (shortcuts) and as a copy (from scratch); it keeps
 * the first few that differ (compared here, not by expect: an expect per successor cost most of the test's time).
 */
function comparingSink(model: MonopolyModel): StateSink & { collect: Uint8Array[]; checked: number; outside: number; differing: string[] } {
  const size = model.stateBytes;
  const invariants = Int32Array.from([0, 1, 2, 3, 4]);
  const singles = [0, 1, 2, 3, 4].map((id) => Int32Array.of(id));
  const constraints = Int32Array.of(0);
  const verdicts = (state: Uint8Array, at: number) => [
    model.firstViolatedConstraint(state, at, 1, constraints),
    model.firstViolatedInvariant(state, at, invariants),
    ...singles.map((one) => model.firstViolatedInvariant(state, at, one)),
  ];
  return {
    target: new Uint8Array(size + 8),
    targetOffset: 4,
    collect: [],
    checked: 0,
    outside: 0,
    differing: [],
    emit() {
      const copy = this.target.slice(4, 4 + size);
      const slow = verdicts(copy, 0);
      const fast = verdicts(this.target, 4);
      if (fast.some((verdict, i) => verdict !== slow[i]) && this.differing.length < 5)
        this.differing.push(`state ${copy.join()}: shortcuts ${fast.join()}, from scratch ${slow.join()}`);
      this.checked++;
      if (slow[0] === 0) this.outside++;
      this.collect.push(copy);
      return true;
    },
  };
}

describe('shortcuts for the successor being emitted', () => {
  it('give the answers of a copy checked from scratch, for every successor of 20,000 random states', () => {
    const next = random(11);
    for (const n of [2, 3]) {
      const model = new MonopolyModel({ N: n, StartMoney: 100, MaxMoney: 300, MaxDepth: 0 });
      const sink = comparingSink(model);
      const state = new Uint8Array(model.stateBytes);
      const players = 2 + 6 * n;
      for (let k = 0; k < 10_000; k++) {
        state[0] = Math.floor(next() * 4) | (Math.floor(next() * n) << 2) | (Math.floor(next() * 3) << 4);
        state[1] = Math.floor(next() * 6) | (Math.floor(next() * 6) << 3);
        for (let p = 0; p < n; p++) {
          const o = 2 + 6 * p;
          state[o] = Math.floor(next() * 40);
          state[o + 1] = Math.floor(next() * 16) & (next() < 0.3 ? 0xf : 0xd);
          new DataView(state.buffer).setInt32(o + 2, Math.floor(next() * 400) - 20, true);
        }
        for (let d = players; d < state.length; d++) {
          // owner 0..n (mostly the bank), sometimes mortgaged, houses 0..2
          state[d] =
            (next() < 0.5 ? 0 : Math.floor(next() * (n + 1))) | (next() < 0.2 ? 8 : 0) | (next() < 0.2 ? Math.floor(next() * 3) << 4 : 0);
        }
        model.successors(state, 0, sink);
        sink.collect = [];
      }
      expect(sink.differing).toEqual([]);
      expect(sink.checked).toBeGreaterThan(20_000);
      expect(sink.outside).toBeGreaterThan(0);
    }
  });

  it('give the answers of a copy checked from scratch, for every successor of the states reachable in 6 levels', () => {
    for (const constants of [
      { N: 2, StartMoney: 50, MaxMoney: 50, MaxDepth: 0 },
      { N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 },
      { N: 2, StartMoney: 1500, MaxMoney: 1600, MaxDepth: 0 },
    ]) {
      const model = new MonopolyModel(constants);
      const size = model.stateBytes;
      const invariants = Int32Array.from([0, 1, 2, 3, 4]);
      const singles = [0, 1, 2, 3, 4].map((id) => Int32Array.of(id));
      const constraints = Int32Array.of(0);
      let checked = 0;
      let raised = 0;
      const seen = new Set<string>();
      const sink: StateSink & { collect: Uint8Array[] } = {
        target: new Uint8Array(size + 8),
        targetOffset: 4,
        collect: [],
        emit() {
          const copy = this.target.slice(4, 4 + size);
          const fast = [
            model.firstViolatedConstraint(this.target, 4, 1, constraints),
            model.firstViolatedInvariant(this.target, 4, invariants),
            ...singles.map((one) => model.firstViolatedInvariant(this.target, 4, one)),
          ];
          const slow = [
            model.firstViolatedConstraint(copy, 0, 1, constraints),
            model.firstViolatedInvariant(copy, 0, invariants),
            ...singles.map((one) => model.firstViolatedInvariant(copy, 0, one)),
          ];
          expect(fast).toEqual(slow);
          checked++;
          if (slow[0] === 0) raised++;
          const key = copy.join();
          if (!seen.has(key)) {
            seen.add(key);
            this.collect.push(copy);
          }
          return true;
        },
      };
      model.initialStates(sink);
      let level = sink.collect;
      for (let depth = 0; depth < 6; depth++) {
        sink.collect = [];
        for (const state of level) model.successors(state, 0, sink);
        level = sink.collect;
      }
      expect(checked).toBeGreaterThan(1000);
      if (constants.MaxMoney === 50) expect(raised).toBeGreaterThan(0);
    }
  });
});
