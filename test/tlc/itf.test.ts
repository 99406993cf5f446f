import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tlaEquals, tlaFunction, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { fromItf, isItf, toItf, valueFromItf, valueToItf } from '../../src/tlc/itf.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';
import { RandomValues } from '../helpers/random-values.js';
import { seededRandom } from '../helpers/seeded-random.js';

const text = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const sameStates = (a: readonly TlaState[], b: readonly TlaState[]) =>
  a.length === b.length &&
  a.every((state, index) =>
    Object.keys(state).every((name) => tlaEquals(state[name] as TlaValue, (b[index] as TlaState)[name] as TlaValue)),
  );
const n3States = fromTlcTraceJson(JSON.parse(text('n3_m0_x0.trace.json')));

describe('ITF', () => {
  it('writes integers as #bigint, functions as #map, sets as #set, records as objects, tuples as arrays', () => {
    expect(valueToItf(-12)).toEqual({ '#bigint': '-12' });
    expect(valueToItf(tlaFunction([[3, true]]))).toEqual({ '#map': [[{ '#bigint': '3' }, true]] });
    expect(valueToItf({ kind: 'set', elements: ['a'] })).toEqual({ '#set': ['a'] });
    expect(valueToItf({ kind: 'record', fields: { a: 'x' } })).toEqual({ a: 'x' });
    expect(valueToItf([1, 'b'])).toEqual([{ '#bigint': '1' }, 'b']);
  });

  it('reads what Apalache and Quint write: plain numbers, #tup, mbt::actionTaken', () => {
    expect(valueFromItf({ '#tup': [1, { '#bigint': '2' }] }, 'v')).toEqual([1, 2]);
    const trace = fromItf({
      vars: ['x', 'mbt::actionTaken'],
      states: [
        { '#meta': { index: 0 }, x: 0, 'mbt::actionTaken': 'init' },
        { '#meta': { index: 1 }, x: { '#bigint': '1' }, 'mbt::actionTaken': 'Step' },
      ],
    });
    expect(trace).toEqual({
      variableNames: ['x'],
      states: [{ x: 0 }, { x: 1 }],
      actions: [null, 'Step'],
      outcome: { kind: 'none' },
      loop: null,
    });
  });

  it('writes and reads a lasso: its loop and the property it violates', () => {
    const steps = [
      { action: null, label: 'Initial predicate', state: { x: 0 } },
      { action: 'Step', label: 'Step', state: { x: 1 } },
    ];
    const itf = toItf(['x'], steps, { kind: 'property', property: 'Live' }, 'm.cfg', 0);
    expect(itf.loop).toBe(0);
    expect(itf['#meta']['violation']).toEqual({ kind: 'property', property: 'Live' });
    expect(fromItf(JSON.parse(JSON.stringify(itf)))).toMatchObject({ outcome: { kind: 'property', property: 'Live' }, loop: 0 });
    // a loop that points at no state is no loop
    expect(fromItf({ ...itf, loop: 2 }).loop).toBeNull();
  });

  it('round-trips random values (property, 400 values)', () => {
    const values = new RandomValues(seededRandom(7));
    for (let run = 0; run < 400; run++) {
      const value = values.value();
      expect(tlaEquals(valueFromItf(JSON.parse(JSON.stringify(valueToItf(value))), 'v'), value)).toBe(true);
    }
  });

  it('round-trips a counterexample with its actions and violated invariant', () => {
    const steps = n3States.map((state, index) => ({ action: index === 0 ? null : 'RollAndMove', label: `step ${index + 1}`, state }));
    const itf = JSON.parse(
      JSON.stringify(toItf(Object.keys(n3States[0] as TlaState), steps, { kind: 'invariant', invariant: 'TurnValid' }, 'n3_m0_x0.cfg')),
    );
    expect(isItf(itf)).toBe(true);
    expect(itf['#meta']).toMatchObject({ format: 'ITF', source: 'n3_m0_x0.cfg' });
    const back = fromItf(itf);
    expect(sameStates(back.states, n3States)).toBe(true);
    expect(back.actions).toEqual([null, 'RollAndMove', 'RollAndMove']);
    expect(back.outcome).toEqual({ kind: 'invariant', invariant: 'TurnValid' });
  });

  it('names what is not ITF', () => {
    expect(() => fromItf({ states: [{ x: { '#bigint': '1.5' } }] })).toThrow(/state 0, x holds the integer "1.5"/);
    expect(() => fromItf({ states: [{ x: 1.5 }] })).toThrow(/no integer/);
    expect(() => fromItf({ vars: [] })).toThrow(/Not an ITF trace/);
  });

  it('quotes at most an excerpt of what it cannot read, escaped (issue 20: a 1 MB integer came back whole)', () => {
    const huge = '9'.repeat(1_000_000);
    expect(() => fromItf({ states: [{ money: [{ '#bigint': huge }] }] })).toThrow(
      `Not an ITF trace: state 0, money[1] holds the integer "${'9'.repeat(59)}... (1,000,002 characters), which monocheck cannot hold`,
    );
    expect(() => fromItf({ states: [{ [`x\u001b[2J${'y'.repeat(100)}`]: null }] })).toThrow(
      /^Not an ITF trace: state 0, x\\x1b\[2Jy{35}\.\.\. \(105 characters\) holds null$/,
    );
    const actions = fromItf({ states: [{}, { '#meta': { action: `Roll\u001b]0;PWNED\u0007${'z'.repeat(100)}` } }] }).actions;
    expect(actions[1]).toBe(`Roll\\x1b]0;PWNED\\x07${'z'.repeat(46)}... (114 characters)`);
  });
});
