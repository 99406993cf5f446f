import { describe, expect, it } from 'vitest';
import { ModelValueError } from '../../src/engine/model.js';
import { tlaEquals, tlaFunction, type TlaFunction, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { Deeds, Streets } from '../../src/monopoly/board.js';
import { describeTla, makeState, monopolyModel, randomWalk } from '../helpers/monopoly-states.js';
import { seededRandom } from '../helpers/seeded-random.js';

const same = (a: Uint8Array, b: Uint8Array) => Array.from(a).join() === Array.from(b).join();

describe('toTla', () => {
  it("gives the spec's variables with tuples per player and functions over Deeds and Streets", () => {
    const m = monopolyModel({ N: 3, StartMoney: 250 });
    const tla = m.toTla(
      makeState(m, { owner: { 39: 3 }, houses: { 1: 2 }, mortgaged: { 12: true }, dice: [4, 6], phase: 'buyOrAuction', current: 3 }),
      0,
    );
    expect(Object.keys(tla)).toEqual([
      'position',
      'money',
      'inJail',
      'jailTurns',
      'bankrupt',
      'owner',
      'houses',
      'mortgaged',
      'current',
      'dice',
      'doublesCount',
      'phase',
    ]);
    expect(tla.money).toEqual([250, 250, 250]);
    const keys = (f: TlaValue | undefined) => (f as TlaFunction).entries.map(([k]) => k);
    // 28 deeds and 22 streets, in increasing square number
    expect(keys(tla.owner)).toEqual([...Deeds]);
    expect(keys(tla.owner)).toHaveLength(28);
    expect(keys(tla.houses)).toEqual([...Streets]);
    expect(keys(tla.houses)).toHaveLength(22);
    expect(keys(tla.mortgaged)).toEqual([...Deeds]);
    const at = (f: TlaValue | undefined, k: number) => (f as TlaFunction).entries.find(([key]) => key === k)?.[1];
    expect([at(tla.owner, 39), at(tla.houses, 1), at(tla.mortgaged, 12), at(tla.mortgaged, 5)]).toEqual([3, 2, true, false]);
    expect([tla.dice, tla.phase, tla.current]).toEqual([[4, 6], 'buyOrAuction', 3]);
  });

  it('keeps negative and large money', () => {
    const m = monopolyModel({ N: 2 });
    const tla = m.toTla(makeState(m, { money: [-70, 2 ** 31 - 1] }), 0);
    expect(tla.money).toEqual([-70, 2 ** 31 - 1]);
  });
});

describe('toTla / fromTla round trip', () => {
  const roundTrip = (m: ReturnType<typeof monopolyModel>, state: Uint8Array) => {
    const tla = m.toTla(state, 0);
    const packed = new Uint8Array(m.stateBytes);
    m.fromTla(tla, packed, 0);
    expect(same(packed, state), JSON.stringify(tla)).toBe(true);
    for (const name of m.variableNames) expect(tlaEquals(m.toTla(packed, 0)[name] as TlaValue, tla[name] as TlaValue), name).toBe(true);
  };

  it('holds on random states reached by walking random successors from Init (fixed seeds)', () => {
    let checked = 0;
    for (const [N, StartMoney, seed] of [
      [2, 1500, 1],
      [3, 300, 2],
      [4, 100, 3],
      [2, 0, 4],
      [3, 1500, 5],
    ] as const) {
      const m = monopolyModel({ N, StartMoney });
      for (const state of randomWalk(m, 400, seededRandom(seed))) {
        roundTrip(m, state);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('holds on hand-made states with houses, mortgages, jail and bankruptcy', () => {
    const m = monopolyModel({ N: 4 });
    const states = [
      makeState(m, {
        owner: { 37: 4, 39: 4, 5: 2 },
        houses: { 37: 5, 39: 4 },
        mortgaged: { 5: true },
        current: 4,
        phase: 'endTurn',
        doublesCount: 3,
      }),
      makeState(m, { inJail: [true, false, true, false], jailTurns: [3, 0, 2, 1], position: [10, 39, 10, 7], dice: [6, 5] }),
      makeState(m, { bankrupt: [false, true, true, false], money: [4000, 0, 0, -1], phase: 'resolve', current: 1 }),
    ];
    for (const state of states) roundTrip(m, state);
  });

  it('writes exactly stateBytes bytes at the given offset', () => {
    const m = monopolyModel({ N: 2 });
    const tla = describeTla(m, { money: [3, 4], owner: { 39: 2 } });
    const buffer = new Uint8Array(m.stateBytes + 20).fill(0xee);
    m.fromTla(tla, buffer, 10);
    expect(Array.from(buffer.subarray(0, 10))).toEqual(Array(10).fill(0xee));
    expect(Array.from(buffer.subarray(10 + m.stateBytes))).toEqual(Array(10).fill(0xee));
    expect(m.toTla(buffer, 10).money).toEqual([3, 4]);
  });
});

describe('fromTla rejects values the model cannot hold', () => {
  const m = monopolyModel({ N: 2 });
  const good = describeTla(m);
  const withValue = (name: string, value: TlaValue | undefined): TlaState => {
    const copy: Record<string, TlaValue> = { ...good };
    if (value === undefined) delete copy[name];
    else copy[name] = value;
    return copy;
  };
  const replaceEntry = (name: string, square: number, value: TlaValue | null): TlaValue => {
    const entries = (good[name] as TlaFunction).entries.filter(([k]) => value !== null || k !== square);
    return tlaFunction(entries.map(([k, v]) => [k, k === square && value !== null ? value : v] as const));
  };
  const bad: [string, TlaState][] = [
    ['a missing variable', withValue('phase', undefined)],
    ['an unknown phase', withValue('phase', 'auction')],
    ['current outside Players', withValue('current', 3)],
    ['current 0', withValue('current', 0)],
    ['doublesCount 4', withValue('doublesCount', 4)],
    ['a die of 7', withValue('dice', [7, 1])],
    ['a die of 0', withValue('dice', [1, 0])],
    ['dice not a pair', withValue('dice', [1, 2, 3])],
    ['position 40', withValue('position', [40, 0])],
    ['position -1', withValue('position', [0, -1])],
    ['a tuple of the wrong length', withValue('money', [1500, 1500, 1500])],
    ['a fractional amount', withValue('money', [1500.5, 1500])],
    ['money beyond int32', withValue('money', [2 ** 31, 1500])],
    ['a string for money', withValue('money', ['1500', 1500])],
    ['jailTurns 4', withValue('jailTurns', [4, 0])],
    ['a non-boolean flag', withValue('inJail', [0, false])],
    ['bankrupt not a tuple', withValue('bankrupt', false)],
    ['owner outside 0..N', withValue('owner', replaceEntry('owner', 39, 3))],
    ['owner missing a deed', withValue('owner', replaceEntry('owner', 39, null))],
    ['houses 6', withValue('houses', replaceEntry('houses', 1, 6))],
    ['houses on a railroad', withValue('houses', tlaFunction([...(good.houses as TlaFunction).entries, [5, 0]]))],
    ['mortgaged as a number', withValue('mortgaged', replaceEntry('mortgaged', 12, 1))],
    ['owner as a tuple', withValue('owner', Array(28).fill(0))],
  ];

  for (const [what, values] of bad) {
    it(`on ${what}`, () => {
      expect(() => m.fromTla(values, new Uint8Array(m.stateBytes), 0)).toThrow(ModelValueError);
    });
  }

  it('accepts the unmodified Init values', () => {
    expect(() => m.fromTla(good, new Uint8Array(m.stateBytes), 0)).not.toThrow();
  });
});
