/**
 * MonopolyModel under the breadth-first search, against TLC's reference runs
 * (test/fixtures/tlc/*.out): the same verdict, counts, depth and trace.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import type { CheckResult } from '../../src/engine/result.js';
import { tlaEquals, tlaFunction, type TlaValue } from '../../src/engine/trace/tla-value.js';
import type { MonopolyConstants } from '../../src/monopoly/model.js';
import { monopolyModel } from '../helpers/monopoly-states.js';

const ALL_INVARIANTS = ['TypeOK', 'EvenBuilding', 'BankruptcyClean', 'OwnershipValid', 'TurnValid'];
const BOUNDS = ['MoneyBound', 'DepthBound'];

function run(constants: MonopolyConstants, invariants = ALL_INVARIANTS) {
  const model = monopolyModel(constants);
  const result = check(model, { invariants, constraints: BOUNDS, checkDeadlock: true });
  return { model, result };
}
const counts = (r: CheckResult) => ({
  generated: r.stats.statesGenerated,
  distinct: r.stats.distinctStates,
  left: r.stats.queueLeft,
  depth: r.stats.depth,
});

type Json = number | string | boolean | Json[] | { [key: string]: Json };
const fromJson = (value: Json): TlaValue =>
  typeof value !== 'object'
    ? value
    : Array.isArray(value)
      ? value.map(fromJson)
      : tlaFunction(Object.entries(value).map(([k, v]) => [Number(k), fromJson(v)] as const));

/** The states of TLC's `-dumpTrace json` file for a reference model. */
function tlcTrace(name: string): Record<string, TlaValue>[] {
  const path = fileURLToPath(new URL(`../fixtures/tlc/${name}.trace.json`, import.meta.url));
  const json = JSON.parse(readFileSync(path, 'utf8')) as { counterexample: { state: [number, Record<string, Json>][] } };
  return json.counterexample.state.map(([, vars]) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, fromJson(v)])));
}

function expectSameTrace(model: ReturnType<typeof monopolyModel>, result: CheckResult, name: string) {
  if (result.kind !== 'invariant' && result.kind !== 'deadlock') throw new Error(`no trace in a ${result.kind} result`);
  const expected = tlcTrace(name);
  expect(result.trace.states).toHaveLength(expected.length);
  result.trace.states.forEach((state, i) => {
    const actual = model.toTla(state, 0);
    for (const variable of model.variableNames) {
      expect(tlaEquals(actual[variable] as TlaValue, expected[i]?.[variable] as TlaValue), `state ${i + 1}, ${variable}`).toBe(true);
    }
  });
}

describe('MonopolyModel against TLC', () => {
  it('n3_m0_x0: TurnValid is violated with 38 generated, 38 distinct, 35 left, depth 3', () => {
    // Init (1) + its 36 rolls (36, all distinct: the dice differ); the first roll <<1,1>> lands on
    // Community Chest (2) and its first card, -100, bankrupts player 1 who stays current with 2 active:
    // 1 + 36 + 1 = 38 generated and distinct; left = 38 - 2 expanded - 1 = 35
    const { model, result } = run({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 });
    expect(result).toMatchObject({ kind: 'invariant', invariant: 'TurnValid' });
    expect(counts(result)).toEqual({ generated: 38, distinct: 38, left: 35, depth: 3 });
    expectSameTrace(model, result, 'n3_m0_x0');
    if (result.kind === 'invariant')
      expect(result.trace.actionIds.map((id) => model.actionNames[id] ?? 'Init')).toEqual(['Init', 'RollAndMove', 'ResolveSquare']);
  });

  it('n3_m0_x0_nt: deadlock with 151 generated, 123 distinct, 42 left, depth 4', () => {
    // level 3, from the 36 rolls (pairs per total 2..12: 1 2 3 4 5 6 5 4 3 2 1):
    //   cards (totals 2, 7: 7 parents) 6 each, of which +50/+100/+200 break MoneyBound and -100/-50 give the
    //   same bankrupt state: 42 generated, 14 distinct; Income Tax (total 4: 3) bankrupts: 3 and 3;
    //   Just Visiting (10: 3): 3 and 3; a deed (3 5 6 8 9 11 12: 23 parents) offers it: 23 and 23
    //   -> 71 generated, 43 distinct; so far 1 + 36 + 71 = 108 generated, 1 + 36 + 43 = 80 distinct
    // level 4: each of the 43 has one successor (EndTurn, or DeclineProperty without money): 151 and 123
    // the first level-4 state (bankrupt player 1 kept the turn after <<1,1>>) cannot roll: left 43 - 1 = 42
    const { model, result } = run({ N: 3, StartMoney: 0, MaxMoney: 0, MaxDepth: 0 }, ALL_INVARIANTS.slice(0, 4));
    expect(result.kind).toBe('deadlock');
    expect(counts(result)).toEqual({ generated: 151, distinct: 123, left: 42, depth: 4 });
    expectSameTrace(model, result, 'n3_m0_x0_nt');
  });
  // The complete reference runs are pinned to TLC's logs in test/e2e/reference-models.test.ts.
});

describe('MonopolyModel', () => {
  it('rejects N outside 2..4', () => {
    for (const N of [1, 5, 2.5]) expect(() => monopolyModel({ N })).toThrow(RangeError);
  });

  it('packs a state into 30 + 6N bytes', () => {
    // 2 header bytes, 6 per player, one per deed (28)
    expect([2, 3, 4].map((N) => monopolyModel({ N }).stateBytes)).toEqual([42, 48, 54]);
  });

  it("names the spec's variables, actions, invariants and constraints", () => {
    const model = monopolyModel();
    expect(model.variableNames).toEqual([
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
    expect(model.actionNames.slice(0, 8)).toEqual([
      'RollAndMove',
      'ResolveSquare',
      'BuyProperty',
      'DeclineProperty',
      'BuildHouse',
      'Mortgage',
      'Unmortgage',
      'EndTurn',
    ]);
    expect(model.invariantNames).toEqual(ALL_INVARIANTS);
    expect(model.constraintNames).toEqual(BOUNDS);
  });
});
