import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isTlaFunction, tlaFunction, type TlaState } from '../../src/engine/trace/tla-value.js';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { fromTlcTraceJson, toTlcTraceJson as toTlcTraceJsonOf } from '../../src/tlc/trace-json.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';
import { TLC_NEXT_ACTION } from '../../src/monopoly/tlc-output-order.js';

/** The transcribed spec's TLC form (runs/spec/transcribed-spec.ts): Monopoly's orders, every step Next. */
const toTlcTraceJson = (trace: ShownTrace) => toTlcTraceJsonOf(trace, TRANSCRIBED_TLC_FORM);

const fixtureText = (name: string): string => readFileSync(new URL(`../fixtures/tlc/${name}`, import.meta.url), 'utf8');

function shownTraceOf(states: readonly TlaState[], variableNames: readonly string[]): ShownTrace {
  return {
    variableNames,
    steps: states.map((state, index) => ({
      action: index === 0 ? null : 'Next',
      label: index === 0 ? 'Initial predicate' : 'Next',
      state,
    })),
  };
}

describe('fromTlcTraceJson then toTlcTraceJson reproduces TLC’s file', () => {
  it.each(['n3_m0_x0.trace.json', 'n3_m0_x0_nt.trace.json'])('%s, byte for byte', (name) => {
    const text = fixtureText(name);
    const json = JSON.parse(text) as { vars: string[] };
    const written = toTlcTraceJson(shownTraceOf(fromTlcTraceJson(json), json.vars));
    expect(written).toEqual(json);
    expect(JSON.stringify(written)).toBe(text.trim());
  });

  it('sim/hotel.trace.json, all but the order of "vars" (TLC\'s simulator lists them in another order)', () => {
    const json = JSON.parse(fixtureText('sim/hotel.trace.json')) as { vars: string[]; counterexample: unknown };
    const written = toTlcTraceJson(shownTraceOf(fromTlcTraceJson(json), json.vars)) as { vars: string[]; counterexample: unknown };
    expect(written.counterexample).toEqual(json.counterexample);
    expect([...written.vars].sort()).toEqual([...json.vars].sort());
  });
});

describe('fromTlcTraceJson', () => {
  const states = fromTlcTraceJson(JSON.parse(fixtureText('n3_m0_x0.trace.json')));

  it('reads the three states of the n3_m0_x0 counterexample', () => {
    expect(states).toHaveLength(3);
    expect(states.map((state) => state['phase'])).toEqual(['roll', 'resolve', 'endTurn']);
    expect(states[1]?.['position']).toEqual([2, 0, 0]);
    expect(states[2]?.['bankrupt']).toEqual([true, false, false]);
    expect(states[0]?.['doublesCount']).toBe(0);
  });

  it('reads functions over Deeds and Streets as functions with number keys in ascending order', () => {
    const houses = states[0]?.['houses'];
    if (houses === undefined || !isTlaFunction(houses)) throw new Error('houses is not a function');
    expect(houses.entries.map(([key]) => key)).toEqual([1, 3, 6, 8, 9, 11, 13, 14, 16, 18, 19, 21, 23, 24, 26, 27, 29, 31, 32, 34, 37, 39]);
    expect(houses.entries.every(([, value]) => value === 0)).toBe(true);
  });

  it('orders states by their number and reads records', () => {
    const json = {
      counterexample: {
        state: [
          [2, { r: { a: 1 }, f: { 10: true, 2: false } }],
          [1, { r: { a: 0 }, f: {} }],
        ],
      },
    };
    expect(fromTlcTraceJson(json)).toEqual([
      { r: { kind: 'record', fields: { a: 0 } }, f: tlaFunction([]) },
      {
        r: { kind: 'record', fields: { a: 1 } },
        f: tlaFunction([
          [2, false],
          [10, true],
        ]),
      },
    ]);
  });

  it('rejects what is not a TLC JSON trace', () => {
    expect(() => fromTlcTraceJson({})).toThrow(/counterexample/);
    expect(() => fromTlcTraceJson({ counterexample: { state: [[1]] } })).toThrow(/state entry 0/);
    expect(() => fromTlcTraceJson({ counterexample: { state: [[1, { x: null }]] } })).toThrow(/x holds null/);
  });
});

describe('toTlcTraceJson', () => {
  it('names Next with its location in Monopoly.tla for every step', () => {
    expect(TLC_NEXT_ACTION).toEqual({
      name: 'Next',
      location: { beginLine: 382, beginColumn: 5, endLine: 391, endColumn: 19, module: 'Monopoly' },
    });
    const trace = shownTraceOf([{ x: 1 }, { x: 2 }, { x: 3 }], ['x']);
    expect(toTlcTraceJson(trace)).toEqual({
      counterexample: {
        action: [
          [[1, { x: 1 }], TLC_NEXT_ACTION, [2, { x: 2 }]],
          [[2, { x: 2 }], TLC_NEXT_ACTION, [3, { x: 3 }]],
        ],
        state: [
          [1, { x: 1 }],
          [2, { x: 2 }],
          [3, { x: 3 }],
        ],
      },
      vars: ['x'],
    });
  });

  it('writes a function over 1..n as an array, other functions as objects, records and sets', () => {
    const state: TlaState = {
      owner: tlaFunction([
        [3, 2],
        [1, 0],
      ]),
      money: tlaFunction([
        [2, 20],
        [1, 10],
      ]),
      r: { kind: 'record', fields: { a: true } },
      s: { kind: 'set', elements: ['x'] },
    };
    const written = toTlcTraceJson(shownTraceOf([state], ['owner', 'money', 'r', 's']));
    expect(JSON.stringify(written)).toBe(
      '{"counterexample":{"action":[],"state":[[1,{"money":[10,20],"owner":{"1":0,"3":2},"r":{"a":true},"s":["x"]}]]},"vars":["money","owner","r","s"]}',
    );
  });

  it('writes state variables in TLC’s order, not the declaration order', () => {
    const written = toTlcTraceJson(
      shownTraceOf([{ money: [1], phase: 'roll', extra: 0, dice: [1, 2] }], ['money', 'dice', 'phase', 'extra']),
    );
    const state = (written as { counterexample: { state: [number, object][] } }).counterexample.state[0]?.[1];
    expect(Object.keys(state ?? {})).toEqual(['phase', 'dice', 'money', 'extra']);
  });
});

describe('fromTlcTraceJson refuses a file that contradicts itself (issue 20)', () => {
  const fixture = () =>
    JSON.parse(fixtureText('n3_m0_x0.trace.json')) as {
      counterexample: { state: [number, Record<string, unknown>][]; action: unknown[][] };
    };

  it('a state number given twice, or missing', () => {
    const twice = fixture();
    twice.counterexample.state[2]![0] = 2;
    expect(() => fromTlcTraceJson(twice)).toThrow('Not a TLC JSON trace: state 2 is given twice (state entries 1 and 2)');
    const gap = fixture();
    gap.counterexample.state[2]![0] = 7;
    expect(() => fromTlcTraceJson(gap)).toThrow(
      'Not a TLC JSON trace: the states are not numbered 1 to 3 (state 3 is missing, 7 is there)',
    );
  });

  it('an action whose states are not those of the state list, or that goes between other states', () => {
    const changed = fixture();
    (changed.counterexample.action[1]![2] as [number, Record<string, unknown>])[1]['phase'] = 'roll';
    expect(() => fromTlcTraceJson(changed)).toThrow('Not a TLC JSON trace: action 2 gives state 3 other values than the state list does');
    const skipping = fixture();
    (skipping.counterexample.action[0]![2] as [number, unknown])[0] = 3;
    expect(() => fromTlcTraceJson(skipping)).toThrow(
      'Not a TLC JSON trace: action 1 goes from state 1 to state 3; step 1 goes from state 1 to state 2 (or, last in a lasso, back to an earlier state)',
    );
    const malformed = fixture();
    malformed.counterexample.action[0] = ['Next'];
    expect(() => fromTlcTraceJson(malformed)).toThrow(
      'Not a TLC JSON trace: action 1 is not [[number, {variables}], {name, location}, [number, {variables}]]',
    );
  });

  it('accepts the lassos TLC writes, whose last action goes back', () => {
    for (const name of [
      'liveness/live_fair_winner_n2_m0_x0.trace.json',
      'liveness/live_spec_winner_n2_m0_x0.trace.json',
      'sim/hotel.trace.json',
    ]) {
      expect(() => fromTlcTraceJson(JSON.parse(fixtureText(name)))).not.toThrow();
    }
  });

  it('quotes at most an excerpt of a value it cannot read, escaped', () => {
    const json = fixture();
    json.counterexample.state[0]![1]['phase'] = null;
    delete (json.counterexample as { action?: unknown }).action;
    expect(() => fromTlcTraceJson(json)).toThrow('Not a TLC JSON trace: phase holds null, which is no TLA+ value');
    json.counterexample.state[0]![1][`x\u001b[2J${'y'.repeat(100)}`] = [null];
    expect(() => fromTlcTraceJson(json)).toThrow(/^Not a TLC JSON trace: phase holds null/);
  });
});
