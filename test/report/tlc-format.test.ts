import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheckResult, Statistics, Trace } from '../../src/engine/result.js';
import type { ShownTrace } from '../../src/engine/trace/shown-trace.js';
import { tlcEndMessages, tlcStartMessages, type TlcRunEnd } from '../../src/report/tlc-format.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';
import { renderTlcMessages, type TlcOutputMode } from '../../src/tlc/tlc-messages.js';
import { tlcActionLabel } from '../../src/tlc/tlc-trace-form.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { toolMessages } from '../helpers/tlc-tool-reader.js';

const fixture = (name: string): string => readFileSync(new URL(`../fixtures/tlc/${name}`, import.meta.url), 'utf8');

function statsOf(
  statesGenerated: number,
  distinctStates: number,
  queueLeft: number,
  depth: number,
  extra: Partial<Statistics> = {},
): Statistics {
  return { statesGenerated, distinctStates, queueLeft, depth, seconds: 0.5, workers: 1, memoryBytes: 0, collisionProbability: 0, ...extra };
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
    steps: states.map((state, index) => ({
      action: index === 0 ? null : 'Next',
      label: index === 0 ? 'Initial predicate' : 'some step',
      state,
    })),
  };
}

const STARTED = new Date(2026, 10, 30, 9, 28, 33);
const FINISHED = new Date(2026, 10, 30, 9, 28, 33, 790);

/** A whole run's messages (start and end) rendered as TLC prints them. */
function render(result: CheckResult, trace: ShownTrace | null, mode: TlcOutputMode, end: Partial<TlcRunEnd> = {}): string {
  const start = tlcStartMessages({
    engine: 'checking the transcribed spec',
    search: 'breadth-first',
    workers: 1,
    cores: 2,
    started: STARTED,
    temporal: false,
    initialStates: { generated: 1, distinct: 1 },
  });
  const finish = tlcEndMessages({
    result,
    trace,
    form: TRANSCRIBED_TLC_FORM,
    started: STARTED,
    finished: FINISHED,
    temporal: false,
    search: 'breadth-first',
    ...end,
  });
  return renderTlcMessages([...start, ...finish], mode);
}

/** The lines of a TLC .out from the line starting with `first` to the line starting with `last`, inclusive. */
function outLines(outFixture: string, first: string, last = 'The depth of the complete state graph search is'): string {
  const lines = fixture(outFixture).split('\n');
  const start = lines.findIndex((line) => line.startsWith(first));
  const end = lines.findIndex((line) => line.startsWith(last));
  expect(start).toBeGreaterThanOrEqual(0);
  return `${lines.slice(start, end + 1).join('\n')}\n`;
}

/** The -tool messages without SANY's (2220, 2219, which monocheck has no parser for) and the two whose text is monocheck's own (version, mode). */
const comparable = (text: string) => toolMessages(text).filter(({ code }) => ![2220, 2219].includes(code));

describe('TLC text (--format tlc)', () => {
  const violation: CheckResult = { kind: 'invariant', invariant: 'TurnValid', trace: packedTraceOf(3), stats: statsOf(38, 38, 35, 3) };

  it('prints the n3_m0_x0 invariant violation exactly as TLC did, between its start and its finish lines', () => {
    const text = render(violation, shownTraceFrom('n3_m0_x0.trace.json'), 'text');
    expect(text).toContain(outLines('n3_m0_x0.out', 'Error: Invariant TurnValid is violated.'));
    expect(text.split('\n').slice(0, 6)).toEqual([
      'monocheck: checking the transcribed spec',
      'Running breadth-first search Model-Checking with 1 worker on 2 cores (monocheck).',
      'Starting... (2026-11-30 09:28:33)',
      'Computing initial states...',
      'Finished computing initial states: 1 distinct state generated at 2026-11-30 09:28:33.',
      'Error: Invariant TurnValid is violated.',
    ]);
    expect(text.endsWith('The depth of the complete state graph search is 3.\nFinished in 00s at (2026-11-30 09:28:33)\n')).toBe(true);
  });

  it('prints the n3_m0_x0_nt deadlock exactly as TLC did', () => {
    const result: CheckResult = { kind: 'deadlock', trace: packedTraceOf(4), stats: statsOf(151, 123, 42, 4) };
    const text = render(result, shownTraceFrom('n3_m0_x0_nt.trace.json'), 'text');
    expect(text).toContain(outLines('n3_m0_x0_nt.out', 'Error: Deadlock reached.'));
  });

  it('prints a completed run as TLC does: the verdict with the optimistic collision estimate, the counts, the depth and the outdegree', () => {
    const outDegree = { minimum: 0, mean: 1, percentile95: 2, maximum: 31 };
    const result: CheckResult = { kind: 'ok', stats: statsOf(490588, 111546, 0, 10, { outDegree }) };
    const text = render(result, null, 'text');
    // TLC's real_n2_d10.out, line for line from the verdict to the outdegree, but for the estimate from TLC's own fingerprints
    const tlc = outLines('real_n2_d10.out', 'Model checking completed.', 'The average outdegree');
    expect(tlc).toContain('  based on the actual fingerprints:  val = 9.3E-8\n');
    expect(text).toContain(tlc.replace('  based on the actual fingerprints:  val = 9.3E-8\n', ''));
  });

  it('stops at a limit and an error without claiming a complete search', () => {
    const limit: CheckResult = { kind: 'limit', limit: 'time', stats: statsOf(10, 9, 4, 2) };
    expect(render(limit, null, 'text')).toContain(
      'Model checking stopped at the time limit. The state space was not fully explored.\n10 states generated, 9 distinct states found, 4 states left on queue.\nThe depth of the complete state graph search is 2.\nFinished in',
    );
    const error: CheckResult = { kind: 'error', message: 'Out of memory.', stats: statsOf(1, 1, 0, 1) };
    expect(render(error, null, 'text')).toContain('\nError: Out of memory.\n');
  });

  it('labels steps with the location of Next', () => {
    for (const action of ['RollAndMove', 'EndTurn', null])
      expect(tlcActionLabel(TRANSCRIBED_TLC_FORM.actionOf(action))).toBe('<Next line 382, col 5 to line 391, col 19 of module Monopoly>');
  });
});

describe('TLC -tool messages (--format tool)', () => {
  for (const [name, result] of [
    ['n3_m0_x0', { kind: 'invariant', invariant: 'TurnValid', trace: packedTraceOf(3), stats: statsOf(38, 38, 35, 3, { seconds: 0.79 }) }],
    ['n3_m0_x0_nt', { kind: 'deadlock', trace: packedTraceOf(4), stats: statsOf(151, 123, 42, 4, { seconds: 0.79 }) }],
  ] as const) {
    it(`frames ${name} with TLC's codes in TLC's order, and TLC's bodies for the states and counts`, () => {
      const ours = comparable(render(result, shownTraceFrom(`${name}.trace.json`), 'tool'));
      const tlc = comparable(fixture(`${name}.tool.out`));
      expect(ours.map(({ code, severity }) => `${code}:${severity}`)).toEqual(tlc.map(({ code, severity }) => `${code}:${severity}`));
      // every body but the version, the mode and the times is TLC's
      const timeless = (body: string) =>
        body
          .replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/g, 'T')
          .replace(/\([\d,]+ (d?s)\/min\)/g, '(R $1/min)')
          .replace(/\d+ms/, 'Nms');
      for (let index = 2; index < tlc.length; index++)
        expect(timeless((ours[index] as { body: string }).body)).toBe(timeless((tlc[index] as { body: string }).body));
    });
  }
});
