import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TlaValue } from '../../src/engine/trace/tla-value.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { printTlaState, printTlaValue } from '../../src/tlc/value-printer.js';
import { TLC_PRINT_ORDER as TLC_VARIABLE_ORDER } from '../../src/monopoly/tlc-output-order.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/tlc/${name}`, import.meta.url), 'utf8');

/** The `/\ ...` lines of state `number` in a TLC .out file. */
function stateLinesOf(out: string, number: number): string {
  const lines = out.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`State ${number}: `));
  const end = lines.indexOf('', start);
  return lines.slice(start + 1, end).join('\n');
}

describe('printTlaState', () => {
  const json: unknown = JSON.parse(fixture('n3_m0_x0.trace.json'));
  const states = fromTlcTraceJson(json);
  const out = fixture('n3_m0_x0.out');

  it('prints every state of the n3_m0_x0 counterexample exactly as TLC did', () => {
    expect(states).toHaveLength(3);
    states.forEach((state, index) => expect(printTlaState(state, TLC_VARIABLE_ORDER)).toBe(stateLinesOf(out, index + 1)));
  });

  it('prints the wrapped houses function as in the fixture', () => {
    const houses = printTlaValue(states[0]?.['houses'] as TlaValue);
    expect(houses.split('\n')).toHaveLength(22);
    expect(houses.split('\n').slice(0, 2)).toEqual(['( 1 :> 0 @@', '  3 :> 0 @@']);
    expect(houses.endsWith('  39 :> 0 )')).toBe(true);
  });

  it('follows the order given and appends variables the order does not name', () => {
    expect(printTlaState({ b: 2, a: 1, c: 'x' }, ['a', 'b'])).toBe('/\\ a = 1\n/\\ b = 2\n/\\ c = "x"');
  });

  it('rejects a state that lacks a variable of the order', () => {
    expect(() => printTlaState({ a: 1 }, ['a', 'phase'])).toThrow(/phase/);
  });

  it('lists TLC’s variable order', () => {
    expect(TLC_VARIABLE_ORDER).toEqual([
      'phase',
      'dice',
      'inJail',
      'current',
      'houses',
      'money',
      'position',
      'jailTurns',
      'mortgaged',
      'bankrupt',
      'doublesCount',
      'owner',
    ]);
  });
});
