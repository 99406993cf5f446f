import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tlaEquals, type TlaState, type TlaValue } from '../../src/engine/trace/tla-value.js';
import { parseStepLabel, parseTlcOutput } from '../../src/tlc/tlc-output.js';
import { fromTlcTraceJson } from '../../src/tlc/trace-json.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS } from '../e2e/tlc-fixtures.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';
import { renderTlcTextTrace } from '../../src/tlc/tlc-text-trace.js';
import { TRANSCRIBED_TLC_FORM } from '../../src/runs/spec/transcribed-spec.js';

const text = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
const sameStates = (a: readonly TlaState[], b: readonly TlaState[]) =>
  a.length === b.length &&
  a.every((state, index) =>
    Object.keys(state).every((name) => tlaEquals(state[name] as TlaValue, (b[index] as TlaState)[name] as TlaValue)),
  );

describe('parseTlcOutput on every reference run', () => {
  it.each(REFERENCE_MODELS)('%s.out', (name) => {
    const run = parseTlcOutput(text(`${name}.out`));
    const expected = readTlcRun(name);
    expect(run.version).toBe('2026.04.29.164809 (rev: cc6b616cf)');
    expect(run).toMatchObject({ mode: 'breadth-first', toolMode: false, finished: true, warnings: [], errors: [] });
    expect(run.verdict.kind).toBe(expected.verdict);
    if (run.verdict.kind === 'invariant') expect(run.verdict.invariant).toBe(expected.invariant);
    expect([run.statesGenerated, run.distinctStates, run.queueLeft, run.depth]).toEqual([
      expected.statesGenerated,
      expected.distinctStates,
      expected.queueLeft,
      expected.depth,
    ]);
    expect(run.trace).toHaveLength(expected.traceLength);
  });

  it('reads the progress lines, thousands separators and all', () => {
    const run = parseTlcOutput(text('n2_m0_x0.out'));
    expect(run.progress).toHaveLength(3);
    expect(run.progress[0]).toEqual({
      depth: 15,
      timestamp: '2026-11-30 09:26:50',
      statesGenerated: 273650,
      distinctStates: 72064,
      queueLeft: 20037,
    });
  });

  it.each(['n3_m0_x0', 'n3_m0_x0_nt'])('%s: the text, -tool and -dumpTrace json runs hold the same counterexample', (name) => {
    const plain = parseTlcOutput(text(`${name}.out`));
    const tool = parseTlcOutput(text(`${name}.tool.out`));
    const json = fromTlcTraceJson(JSON.parse(text(`${name}.trace.json`)));
    expect(tool.toolMode).toBe(true);
    expect(tool.verdict).toEqual(plain.verdict);
    expect([tool.statesGenerated, tool.distinctStates, tool.queueLeft, tool.depth]).toEqual([
      plain.statesGenerated,
      plain.distinctStates,
      plain.queueLeft,
      plain.depth,
    ]);
    expect(
      sameStates(
        plain.trace.map((step) => step.state),
        json,
      ),
    ).toBe(true);
    expect(
      sameStates(
        tool.trace.map((step) => step.state),
        json,
      ),
    ).toBe(true);
    expect(plain.trace.map((step) => step.label.action)).toEqual([null, ...json.slice(1).map(() => 'Next')]);
    expect(tool.trace[1]?.label).toEqual({
      text: 'Next line 382, col 5 to line 391, col 19 of module Monopoly',
      action: 'Next',
      module: 'Monopoly',
      line: 382,
    });
    expect(tool.progress).toHaveLength(1);
  });

  it("reads the 385-state game of TLC's random simulator (sim/hotel.out)", () => {
    const run = parseTlcOutput(text('sim/hotel.out'));
    expect(run).toMatchObject({
      mode: 'simulation',
      verdict: { kind: 'invariant', invariant: 'NoHotel' },
      statesGenerated: 33117,
      distinctStates: null,
      depth: null,
      finished: true,
    });
    expect(run.trace[0]?.label.action).toBe('Init');
    expect(
      sameStates(
        run.trace.map((step) => step.state),
        fromTlcTraceJson(JSON.parse(text('sim/hotel.trace.json'))),
      ),
    ).toBe(true);
  });
});

describe('parseTlcOutput on logs that are not whole', () => {
  it('keeps what a log cut inside the trace holds, and says which state was lost', () => {
    const full = text('n3_m0_x0.out');
    const cut = full.slice(0, full.indexOf('State 2:') + 300);
    const run = parseTlcOutput(cut);
    expect(run.verdict).toEqual({ kind: 'invariant', invariant: 'TurnValid' });
    expect(run.finished).toBe(false);
    expect(run.statesGenerated).toBeNull();
    expect(run.trace).toHaveLength(1);
    expect(run.traceProblem).toMatch(
      /^is cut short inside state 2: the log ends there \(expected .* at offset \d+, found the end of the text\)$/,
    );
  });

  it('says a log that ends between two states of its counterexample was cut short (plain and -tool)', () => {
    for (const [name, next] of [
      ['n3_m0_x0.out', 'State 3:'],
      ['n3_m0_x0.tool.out', '@!@!@STARTMSG 2217:4 @!@!@\n3:'],
    ] as const) {
      const full = text(name);
      const at = full.indexOf(next);
      expect(at).toBeGreaterThan(0);
      const run = parseTlcOutput(full.slice(0, at));
      expect(run.trace).toHaveLength(2);
      expect(run.traceProblem).toBe(
        'ends after state 2: the log stops inside the counterexample (TLC prints its counts after it), so it was cut short',
      );
    }
    for (const name of ['n3_m0_x0.out', 'n3_m0_x0.tool.out', 'sim/hotel.out', 'liveness/live_fair_winner_n2_m0_x0.out'])
      expect(parseTlcOutput(text(name)).traceProblem).toBeNull();
    // a trace file in TLC's text, as monocheck writes it, ends with its last state: it has no banner to say it is a log
    const steps = parseTlcOutput(text('n3_m0_x0.out')).trace.map((step, index) => ({
      action: index === 0 ? null : 'RollAndMove',
      state: step.state,
    }));
    expect(
      parseTlcOutput(renderTlcTextTrace(steps, { kind: 'invariant', invariant: 'TurnValid' }, TRANSCRIBED_TLC_FORM)).traceProblem,
    ).toBeNull();
    expect(
      parseTlcOutput(renderTlcTextTrace(steps, { kind: 'property', property: 'P' }, TRANSCRIBED_TLC_FORM, { start: 2, action: null }))
        .traceProblem,
    ).toBeNull();
  });

  it('reads long lines in linear time (a line of repeated progress parts took minutes)', () => {
    const started = process.cpuUsage();
    const lines = [
      `Progress(1) at ${': 1 states generated, 1 distinct states found'.repeat(20_000)}`,
      `Temporal property ${'a, '.repeat(100_000)}`,
      `Invariant ${'x'.repeat(300_000)} is violated`,
      `${'1,'.repeat(100_000)} states generated, 1 distinct states found`,
      `State 2: <${'Next line 1, col 1 to '.repeat(20_000)}>`,
    ];
    const run = parseTlcOutput(`TLC2 Version 2\n${lines.join('\n')}\n`);
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
    expect(run.progress).toEqual([]);
  });

  it('says a counterexample that gives a state number twice, or out of order, or goes back to a state it lacks, cannot be taken as printed', () => {
    const full = text('n3_m0_x0.out');
    expect(parseTlcOutput(full.replace('State 3:', 'State 2:')).traceProblem).toBe('gives state 2 twice');
    expect(parseTlcOutput(full.replace('State 2:', 'State 7:')).traceProblem).toBe(
      'numbers its states out of order: state 7 where state 2 was due',
    );
    const lasso = text('liveness/live_spec_winner_n2_m0_x0.out');
    expect(lasso).toMatch(/State 11: Stuttering/);
    expect(parseTlcOutput(lasso.replace('State 11: Stuttering', 'Back to state 40: <Next>')).traceProblem).toBe(
      'goes back to state 40, which it does not have',
    );
  });

  it('refuses values nested deeper than the limit, as an unreadable state, at once', () => {
    const full = text('n3_m0_x0.out');
    const started = process.cpuUsage();
    const run = parseTlcOutput(full.replace('/\\ dice = <<1, 1>>', `/\\ dice = ${'<<'.repeat(100_000)}1${'>>'.repeat(100_000)}`));
    expect(cpuMillisecondsSince(started)).toBeLessThan(2000);
    expect(run.traceProblem).toMatch(
      /^has a state 1 that cannot be read: values nest deeper than 100 levels at offset \d+, found '<<<<<<<<<<<<<<<<<<<<'$/,
    );
  });

  it('gives no verdict for a run stopped before its end, with the progress it made', () => {
    const lines = text('n2_m0_x0.out').split('\n');
    const run = parseTlcOutput(
      lines
        .slice(
          0,
          lines.findIndex((line) => line.startsWith('Progress(28)')),
        )
        .join('\n'),
    );
    expect(run.verdict).toEqual({ kind: 'unfinished' });
    expect(run.progress.map((line) => line.depth)).toEqual([15, 21]);
    expect(run.statesGenerated).toBeNull();
  });

  it('collects warnings and errors, plain and -tool', () => {
    const plain = parseTlcOutput(
      'TLC2 Version 2.19\nWarning: Please run the Java VM with a larger heap.\nError: TLC threw an unexpected exception.\nThis was probably caused by an error in the spec.\n',
    );
    expect(plain.warnings).toEqual(['Please run the Java VM with a larger heap.']);
    expect(plain.verdict).toEqual({ kind: 'error', message: 'TLC threw an unexpected exception.' });
    const tool = parseTlcOutput(
      '@!@!@STARTMSG 2262:0 @!@!@\nTLC2 Version 2.19\n@!@!@ENDMSG 2262 @!@!@\n@!@!@STARTMSG 1000:3 @!@!@\nDisk is almost full.\n@!@!@ENDMSG 1000 @!@!@\n@!@!@STARTMSG 1000:1 @!@!@\nAttempted to apply a function to an argument not in its domain.\n@!@!@ENDMSG 1000 @!@!@\n',
    );
    expect(tool).toMatchObject({ version: '2.19', toolMode: true, warnings: ['Disk is almost full.'], verdict: { kind: 'error' } });
    expect(tool.errors).toEqual(['Attempted to apply a function to an argument not in its domain.']);
  });

  it('reads an invariant violated by the initial state, whose state has no number', () => {
    const run = parseTlcOutput(
      'Error: Invariant TypeOK is violated by the initial state:\n/\\ x = 1\n/\\ y = <<2>>\n\nFinished in 00s at (2026-11-30 09:28:45)\n',
    );
    expect(run.verdict).toEqual({ kind: 'invariant', invariant: 'TypeOK' });
    expect(run.trace).toEqual([{ number: 1, label: parseStepLabel('<Initial predicate>'), state: { x: 1, y: [2] } }]);
  });

  it("ignores lines it does not know, such as SANY's", () => {
    expect(parseTlcOutput('Parsing file MCMonopoly.tla\nSemantic processing of module Naturals\n')).toMatchObject({
      verdict: { kind: 'unfinished' },
      warnings: [],
      errors: [],
      trace: [],
    });
  });
});
