import { describe, expect, it } from 'vitest';
import { check } from '../../src/engine/check.js';
import { allStates } from '../../src/engine/trace/trace.js';
import { MonopolyModel } from '../../src/monopoly/model.js';
import { findWitness, WITNESSES, WitnessModel } from '../../src/monopoly/witnesses.js';
import { makeState, monopolyModel } from '../helpers/monopoly-states.js';

/** What each catalogue entry gives on its quick model: the length of the shortest behaviour, or null for unreachable. */
const EXPECTED: Record<string, number | null> = {
  hotel: null,
  'colour-group': null,
  'four-railroads': null,
  bankrupt: 3,
  'three-doubles': 8,
  mortgage: 5,
};

function search(name: string) {
  const witness = findWitness(name);
  if (witness === undefined) throw new Error(`no witness ${name}`);
  const model = new WitnessModel(new MonopolyModel(witness.quickModel), witness);
  return {
    model,
    result: check(model, { invariants: [witness.invariant], constraints: ['MoneyBound', 'DepthBound'], checkDeadlock: false }),
  };
}

describe('the witness catalogue, each on its quick model', () => {
  it('has at least the seven situations of the issue, each with an expectation here', () => {
    // jail-fine (23 states on N = 2, StartMoney = MaxMoney = 50) is searched through the CLI, in test/cli/search-modes.test.ts
    expect(WITNESSES.map((w) => w.name).sort()).toEqual([...Object.keys(EXPECTED), 'jail-fine'].sort());
  });

  for (const [name, length] of Object.entries(EXPECTED)) {
    it(`${name}: ${length === null ? 'unreachable within the model' : `found, a shortest behaviour of ${length} states`}`, () => {
      const { model, result } = search(name);
      if (length === null) {
        expect(result.kind).toBe('ok');
        return;
      }
      expect(result.kind).toBe('invariant');
      if (result.kind !== 'invariant') return;
      expect(result.trace.states).toHaveLength(length);
      const last = result.trace.states[length - 1] as Uint8Array;
      expect(model.reached(last, 0)).toBe(true);
      expect(result.trace.states.slice(0, -1).some((state) => model.reached(state, 0))).toBe(false);
    });
  }
});

describe('step witnesses', () => {
  const base = monopolyModel();

  it('jail-fine: flags the state after a roll that pays the fine, and no other successor', () => {
    const model = new WitnessModel(base, findWitness('jail-fine')!);
    const jailed = makeState(base, { position: { 1: 10 }, inJail: { 1: true }, jailTurns: { 1: 2 } });
    const source = new Uint8Array(model.stateBytes);
    source.set(jailed);
    const flagged = allStates(model, source).map(({ state }) => model.reached(state, 0));
    // 6 doubles leave free; the 30 other pairs pay the fine
    expect(flagged.filter(Boolean)).toHaveLength(30);
    expect(allStates(model, null).map(({ state }) => model.reached(state, 0))).toEqual([false]);
  });

  it('three-doubles: flags the third double, not a roll onto Go To Jail', () => {
    const model = new WitnessModel(base, findWitness('three-doubles')!);
    const withHistory = (description: Parameters<typeof makeState>[1]) => {
      const state = new Uint8Array(model.stateBytes);
      state.set(makeState(base, description));
      return state;
    };
    const third = allStates(model, withHistory({ doublesCount: 2, position: { 1: 5 } })).filter(({ state }) => model.reached(state, 0));
    expect(third).toHaveLength(6);
    const toGoToJail = allStates(model, withHistory({ position: { 1: 24 }, dice: [3, 3] })).find(({ state }) => state[2] === 30);
    expect(toGoToJail).toBeDefined();
    const resolved = allStates(model, toGoToJail!.state);
    expect(resolved.every(({ state }) => !model.reached(state, 0))).toBe(true);
  });
});

describe('the quick outcomes', () => {
  it("say a deep witness's simulation in the library's terms, with its data for the command line's", () => {
    const hotel = WITNESSES.find((w) => w.name === 'hotel');
    expect(hotel?.foundBySimulation).toEqual({
      levels: 10,
      seconds: 0.3,
      shortestStates: 29,
      example: 'examples/brown-hotel.txt',
      strategy: 'builder',
    });
    expect(hotel?.quickOutcome).toBe(
      "unreachable within 10 levels (0.3 s); the shortest game known has 29 states (examples/brown-hotel.txt), too deep for BFS; simulate without the model's constraints, choosing with chooserFor('builder'), finds one at once",
    );
    for (const w of WITNESSES) expect(w.quickOutcome).not.toMatch(/--/);
  });
});
