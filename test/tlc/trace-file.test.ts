/** TLC's text trace, and the reader that recognises every trace format from its content. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tlaEquals, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { toItf } from '../../src/tlc/itf.js';
import { readTraceText, TraceFileError } from '../../src/tlc/trace-file.js';
import { renderTlcTextTrace } from '../../src/tlc/tlc-text-trace.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/api/spec/transcribed-spec.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';

const text = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const sameStates = (a: readonly TlaState[], b: readonly TlaState[]) =>
  a.length === b.length && a.every((state, index) => Object.keys(state).every((name) => tlaEquals(state[name] as TlaValue, (b[index] as TlaState)[name] as TlaValue)));
const n3States = fromTlcTraceJson(JSON.parse(text('n3_m0_x0.trace.json')));

describe("TLC's text trace", () => {
  it("prints states exactly as TLC does, so TLC's log and monocheck's file read back the same", () => {
    const steps = n3States.map((state, index) => ({ action: index === 0 ? null : 'RollAndMove', state }));
    const written = renderTlcTextTrace(steps, { kind: 'invariant', invariant: 'TurnValid' }, TRANSCRIBED_TLC_FORM);
    const log = text('n3_m0_x0.out');
    expect(log).toContain(written.slice(written.indexOf('Error: The behavior')));
    expect(written.startsWith('Error: Invariant TurnValid is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ phase = "roll"\n')).toBe(true);
  });
});

describe('readTraceText recognises the format from the content', () => {
  it.each([
    ['n3_m0_x0.out', 'tlc-text'],
    ['n3_m0_x0.tool.out', 'tlc-text'],
    ['n3_m0_x0.trace.json', 'tlc-json'],
  ] as const)('%s is %s, with the three states of the counterexample', (name, format) => {
    const document = readTraceText(text(name), name);
    expect(document.format).toBe(format);
    expect(sameStates(document.states, n3States)).toBe(true);
    expect(document.actions).toEqual([null, 'Next', 'Next']);
  });

  it("takes the claim from TLC's verdict", () => {
    expect(readTraceText(text('n3_m0_x0.out'), 'x').claim).toEqual({ kind: 'invariant', invariant: 'TurnValid' });
    expect(readTraceText(text('n3_m0_x0_nt.tool.out'), 'x').claim).toEqual({ kind: 'deadlock' });
    expect(readTraceText(text('n3_m0_x0.trace.json'), 'x').claim).toEqual({ kind: 'none' });
  });

  it('reads ITF', () => {
    const steps = n3States.map((state, index) => ({ action: index === 0 ? null : 'Next', label: '', state }));
    const document = readTraceText(JSON.stringify(toItf(['phase'], steps, { kind: 'deadlock' }, 's')), 'x.itf.json');
    expect(document).toMatchObject({ format: 'itf', variableNames: ['phase'], claim: { kind: 'deadlock' } });
  });

  it('says why a file is no trace', () => {
    expect(() => readTraceText(text('n2_m0_x0.out'), 'n2_m0_x0.out')).toThrow(TraceFileError);
    expect(() => readTraceText(text('n2_m0_x0.out'), 'n2_m0_x0.out')).toThrow(/no counterexample found in this TLC output \(it has the verdict 'ok'\)/);
    expect(() => readTraceText('{"counterexample": ', 'bad.json')).toThrow(/not valid JSON/);
    expect(() => readTraceText('{"something": 1}', 'other.json')).toThrow(/Not a TLC JSON trace/);
  });
});
