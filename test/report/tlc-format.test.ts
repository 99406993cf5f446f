import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics, Trace } from '../../src/engine/result.js';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { renderTlcFormat } from '../../src/report/tlc-format.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/api/spec/transcribed-spec.js';
import { tlcActionLabel } from '../../src/tlc/tlc-trace-form.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/tlc/${name}`, import.meta.url), 'utf8');

function statsOf(statesGenerated: number, distinctStates: number, queueLeft: number, depth: number): Statistics {
  return { statesGenerated, distinctStates, queueLeft, depth, seconds: 0.5, workers: 1, memoryBytes: 0, collisionProbability: 0 };
}

/** A packed trace of the right length; tlc-format only reads the ShownTrace. */
function packedTraceOf(length: number): Trace {
  return { states: Array.from({ length }, () => new Uint8Array(0)), actionIds: Array.from({ length }, (_, index) => index - 1) };
}

function shownTraceFrom(jsonFixture: string): ShownTrace {
  const json = JSON.parse(fixture(jsonFixture)) as { vars: string[] };
  const states = fromTlcTraceJson(json);
  return {
    variableNames: json.vars,
    steps: states.map((state, index) => ({ action: index === 0 ? null : 'Next', label: index === 0 ? 'Initial predicate' : 'some step', state })),
  };
}

/** The lines of a TLC .out from the line starting with `first` to the depth line, inclusive. */
function outLines(outFixture: string, first: string): string {
  const lines = fixture(outFixture).split('\n');
  const start = lines.findIndex((line) => line.startsWith(first));
  const end = lines.findIndex((line) => line.startsWith('The depth of the complete state graph search is'));
  expect(start).toBeGreaterThanOrEqual(0);
  return `${lines.slice(start, end + 1).join('\n')}\n`;
}

describe('renderTlcFormat', () => {
  it('prints the n3_m0_x0 invariant violation exactly as TLC did', () => {
    const trace = shownTraceFrom('n3_m0_x0.trace.json');
    const result: CheckResult = { kind: 'invariant', invariant: 'TurnValid', trace: packedTraceOf(3), stats: statsOf(38, 38, 35, 3) };
    const text = renderTlcFormat(result, trace, TRANSCRIBED_TLC_FORM);
    expect(text).toBe(outLines('n3_m0_x0.out', 'Error: Invariant TurnValid is violated.'));
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Error: Invariant TurnValid is violated.',
      'Error: The behavior up to this point is:',
      'State 1: <Initial predicate>',
      '/\\ phase = "roll"',
    ]);
    expect(text.endsWith('38 states generated, 38 distinct states found, 35 states left on queue.\nThe depth of the complete state graph search is 3.\n')).toBe(true);
  });

  it('prints the n3_m0_x0_nt deadlock exactly as TLC did', () => {
    const trace = shownTraceFrom('n3_m0_x0_nt.trace.json');
    const result: CheckResult = { kind: 'deadlock', trace: packedTraceOf(4), stats: statsOf(151, 123, 42, 4) };
    const text = renderTlcFormat(result, trace, TRANSCRIBED_TLC_FORM);
    expect(text).toBe(outLines('n3_m0_x0_nt.out', 'Error: Deadlock reached.'));
    expect(text).toContain('\nState 4: <Next line 382, col 5 to line 391, col 19 of module Monopoly>\n/\\ phase = "roll"\n');
  });

  it('prints a completed run with TLC’s verdict and statistics lines', () => {
    const result: CheckResult = { kind: 'ok', stats: statsOf(3465957, 345236, 0, 33) };
    const tlcLines = fixture('n2_m0_x0.out').split('\n');
    const statsAt = tlcLines.findIndex((line) => /^\d+ states generated, /.test(line));
    const expected = [tlcLines.find((line) => line.startsWith('Model checking completed')), tlcLines[statsAt], tlcLines[statsAt + 1]];
    expect(renderTlcFormat(result, null, TRANSCRIBED_TLC_FORM)).toBe(`${expected.join('\n')}\n`);
    expect(renderTlcFormat(result, null, TRANSCRIBED_TLC_FORM)).toBe(
      'Model checking completed. No error has been found.\n3465957 states generated, 345236 distinct states found, 0 states left on queue.\nThe depth of the complete state graph search is 33.\n',
    );
  });

  it('prints a stop at a limit and an error without claiming a complete search', () => {
    const limit: CheckResult = { kind: 'limit', limit: 'time', stats: statsOf(10, 9, 4, 2) };
    expect(renderTlcFormat(limit, null, TRANSCRIBED_TLC_FORM)).toBe(
      'Model checking stopped at the time limit. The state space was not fully explored.\n10 states generated, 9 distinct states found, 4 states left on queue.\nThe depth of the complete state graph search is 2.\n',
    );
    const error: CheckResult = { kind: 'error', message: 'Out of memory.', stats: statsOf(1, 1, 0, 1) };
    expect(renderTlcFormat(error, null, TRANSCRIBED_TLC_FORM).split('\n')[0]).toBe('Error: Out of memory.');
  });

  it('prints only the verdict and statistics when no trace is given', () => {
    const result: CheckResult = { kind: 'invariant', invariant: 'TypeOK', trace: packedTraceOf(1), stats: statsOf(1, 1, 0, 1) };
    expect(renderTlcFormat(result, null, TRANSCRIBED_TLC_FORM)).toBe(
      'Error: Invariant TypeOK is violated.\n1 states generated, 1 distinct states found, 0 states left on queue.\nThe depth of the complete state graph search is 1.\n',
    );
  });

  it('labels steps with the location of Next', () => {
    for (const action of ['RollAndMove', 'EndTurn', null]) expect(tlcActionLabel(TRANSCRIBED_TLC_FORM.actionOf(action))).toBe('<Next line 382, col 5 to line 391, col 19 of module Monopoly>');
  });
});
