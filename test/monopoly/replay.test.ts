/**
 * Replays the 385-state game TLC's simulator produced (test/fixtures/tlc/sim/hotel.trace.json,
 * two players with $1500, no bounds): every step TLC took must be one of the successors the
 * transcription enumerates, and TLC's invariants hold all along.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tlaFunction, type TlaState, type TlaValue } from '../../src/engine/tla-value.js';
import { allStates } from '../../src/engine/trace.js';
import { initTla, monopolyModel } from '../helpers/monopoly-states.js';

type Json = number | string | boolean | Json[] | { [key: string]: Json };

/** TLC's JSON: tuples are arrays, functions over squares are objects keyed by the square. */
function fromJson(value: Json): TlaValue {
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(fromJson);
  return tlaFunction(Object.entries(value).map(([key, v]) => [Number(key), fromJson(v)] as const));
}

function loadTrace(): TlaState[] {
  const path = fileURLToPath(new URL('../fixtures/tlc/sim/hotel.trace.json', import.meta.url));
  const json = JSON.parse(readFileSync(path, 'utf8')) as { counterexample: { state: [number, Record<string, Json>][] } };
  return json.counterexample.state
    .sort((a, b) => a[0] - b[0])
    .map(([, variables]) => Object.fromEntries(Object.entries(variables).map(([name, v]) => [name, fromJson(v)])));
}

describe('TLC\'s simulated game (hotel.trace.json)', () => {
  const model = monopolyModel({ N: 2, StartMoney: 1500, MaxMoney: 0, MaxDepth: 0 });
  const trace = loadTrace();
  const pack = (values: TlaState) => {
    const state = new Uint8Array(model.stateBytes);
    model.fromTla(values, state, 0);
    return state;
  };
  const key = (state: Uint8Array) => Array.from(state).join();

  it('has 385 states and starts in Init', () => {
    expect(trace).toHaveLength(385);
    expect(key(pack(trace[0] as TlaState))).toBe(key(pack(initTla(model))));
  });

  it('takes only steps that the transcription enumerates', () => {
    const actionsUsed = new Set<string>();
    for (let i = 1; i < trace.length; i++) {
      const before = pack(trace[i - 1] as TlaState);
      const after = key(pack(trace[i] as TlaState));
      const match = allStates(model, before).find((s) => key(s.state) === after);
      expect(match, `step ${i} -> ${i + 1} is not a successor`).toBeDefined();
      actionsUsed.add(model.actionNames[match?.actionId ?? -1] ?? '?');
    }
    // the game exercises every action but the GameOver stutter
    expect([...actionsUsed].sort()).toEqual(['BuildHouse', 'BuyProperty', 'DeclineProperty', 'EndTurn', 'Mortgage', 'ResolveSquare', 'RollAndMove', 'Unmortgage']);
  });

  it('satisfies every invariant in every state, and ends with a hotel (houses = 5)', () => {
    const all = Int32Array.from(model.invariantNames.keys());
    trace.forEach((values, i) => expect(model.firstViolatedInvariant(pack(values), 0, all), `state ${i + 1}`).toBe(-1));
    const houses = (trace[trace.length - 1] as TlaState).houses as { entries: [number, number][] };
    expect(houses.entries.some(([, h]) => h === 5)).toBe(true);
  });
});
