/** TLC's text trace, and the reader that recognises every trace format from its content. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tlaEquals, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { toItf } from '../../src/tlc/itf.js';
import { readTraceText, TraceFileError } from '../../src/tlc/trace-file.js';
import { renderTlcTextTrace } from '../../src/tlc/tlc-text-trace.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES } from '../e2e/tlc-fixtures.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';

const text = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const sameStates = (a: readonly TlaState[], b: readonly TlaState[]) =>
  a.length === b.length &&
  a.every((state, index) =>
    Object.keys(state).every((name) => tlaEquals(state[name] as TlaValue, (b[index] as TlaState)[name] as TlaValue)),
  );
const n3States = fromTlcTraceJson(JSON.parse(text('n3_m0_x0.trace.json')));

describe("TLC's text trace", () => {
  it("prints states exactly as TLC does, so TLC's log and monocheck's file read back the same", () => {
    const steps = n3States.map((state, index) => ({ action: index === 0 ? null : 'RollAndMove', state }));
    const written = renderTlcTextTrace(steps, { kind: 'invariant', invariant: 'TurnValid' }, TRANSCRIBED_TLC_FORM);
    const log = text('n3_m0_x0.out');
    expect(log).toContain(written.slice(written.indexOf('Error: The behavior')));
    expect(
      written.startsWith(
        'Error: Invariant TurnValid is violated.\nError: The behavior up to this point is:\nState 1: <Initial predicate>\n/\\ phase = "roll"\n',
      ),
    ).toBe(true);
  });
});

describe("TLC's text of a long trace (issue 20: 130,000 states overflowed the stack through a spread)", () => {
  it('renders 50,000 states (150,000 lines: a spread of them overflowed)', () => {
    const steps = Array.from({ length: 50_000 }, (_, index) => ({ action: index === 0 ? null : 'RollAndMove', state: { x: index } }));
    const written = renderTlcTextTrace(steps, { kind: 'deadlock' }, TRANSCRIBED_TLC_FORM);
    expect(written.split('\n')).toHaveLength(2 + 3 * 50_000 + 1);
    expect(written.endsWith('State 50000: <Next line 382, col 5 to line 391, col 19 of module Monopoly>\n/\\ x = 49999\n\n')).toBe(true);
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
    expect(() => readTraceText(text('n2_m0_x0.out'), 'n2_m0_x0.out')).toThrow(
      /no counterexample found in this TLC output \(it has the verdict 'ok'\)/,
    );
    expect(() => readTraceText(text('n2_m0_x0.out'), 'n2_m0_x0.out')).toThrow(
      expect.objectContaining({
        noCounterexample: { has: "the verdict 'ok'" },
        message: expect.stringMatching(/an ITF trace \(writeTraceFile writes a check's counterexample\)\.$/),
      }),
    );
    expect(() => readTraceText('{"counterexample": ', 'bad.json')).toThrow(/not valid JSON/);
    expect(() => readTraceText('{"something": 1}', 'other.json')).toThrow(/Not a TLC JSON trace/);
  });

  it('refuses JSON nested deeper than 100 levels before parsing it, saying where (issue 20)', () => {
    const started = process.cpuUsage();
    expect(() => readTraceText(`{"states": [\n${'['.repeat(100_000)}${']'.repeat(100_000)}]}`, 'deep.json')).toThrow(
      'not a trace: its arrays and objects nest deeper than 100 levels at line 2, column 99, and no value of this spec nests so deep.',
    );
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
  });

  it('refuses a TLC log whose counterexample is cut short, and says so (issue 20: it was shown as a shorter trace)', () => {
    const full = text('n3_m0_x0.out');
    const cut = full.slice(0, full.indexOf('State 2:') + 300);
    expect(() => readTraceText(cut, 'cut.out')).toThrow(
      /^the counterexample of this TLC output is cut short inside state 2: the log ends there \(.*\); give the log as TLC wrote it, whole\.$/,
    );
    expect(() => readTraceText(full.slice(0, full.indexOf('State 3:')), 'cut.out')).toThrow(
      'the counterexample of this TLC output ends after state 2: the log stops inside the counterexample (TLC prints its counts after it), so it was cut short; give the log as TLC wrote it, whole.',
    );
  });
});
