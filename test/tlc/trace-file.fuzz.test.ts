/**
 * Fuzzing the trace readers (tlc/trace-file.ts, which recognises -dumpTrace
 * json, ITF and TLC's text; tlc/trace-json.ts; tlc/itf.ts) and what `trace`
 * does with what they read (runs/trace-states.ts, validation): a document or a
 * TraceFileError, then a problem sentence or a validation, all safe to show.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statesProblem } from '../../src/runs/trace-states.js';
import { renderTraceFile } from '../../src/runs/trace-files.js';
import { traceModelOfFirstState, validateDocument } from '../../src/cli/trace-model.js';
import { ModelValueError } from '../../src/engine/model.js';
import { showTrace } from '../../src/engine/trace/shown-trace.js';
import { renderValidation } from '../../src/report/validation-text.js';
import { toItf } from '../../src/tlc/itf.js';
import { readTraceText, TraceFileError } from '../../src/tlc/trace-file.js';
import { expectReaderAnswers, expectSafeMessage, fuzzRuns, mutated, mutatedJson, tokenSoup } from '../helpers/fuzz.js';
import { JSON_TOKENS, JSON_TRACES, TLC_LOG_TOKENS, TLC_LOGS } from '../helpers/fuzz-inputs.js';

/** The same traces as ITF, as monocheck writes them. */
const ITF_TRACES = JSON_TRACES.map((text) => {
  const document = readTraceText(text, 'fixture.json');
  const steps = document.states.map((state, index) => ({ action: document.actions[index] ?? null, label: '', state }));
  return JSON.stringify(toItf(document.variableNames, steps, document.claim, 'fixture', document.loop ?? undefined));
});

// what output may hold: line breaks, and no other control character
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** What `monocheck trace FILE --validate` does with `text`, up to its output; throws only a TraceFileError. */
function traceAsTheCommandDoes(text: string): string {
  const document = readTraceText(text, 'fuzz.json');
  let resolved = null;
  let why: string | null = null;
  try {
    resolved = traceModelOfFirstState(document);
  } catch (error) {
    if (!(error instanceof ModelValueError)) throw error;
    why = error.message;
  }
  const problem = statesProblem(document.states, resolved, why);
  if (problem !== null || resolved === null) return problem ?? why ?? '';
  const validation = validateDocument(resolved, document);
  let output = renderValidation(validation, { source: 'the file', listSteps: true, colorLevel: 0 });
  if (validation.trace !== null)
    output += renderTraceFile('tlc', showTrace(resolved.model, validation.trace), document.claim, 'fuzz', resolved.spec.tlc);
  return output;
}

function expectTraceAnswers(text: string): void {
  const output = expectReaderAnswers(() => traceAsTheCommandDoes(text), [TraceFileError]);
  if (typeof output === 'string') expect(output).not.toMatch(CONTROL_BUT_NEWLINE);
  if (typeof output === 'string' && !output.includes('\n')) expectSafeMessage(output);
}

describe('the trace readers on generated and mutated traces (fast-check)', () => {
  it('mutations of TLC -dumpTrace json files: of their text, and of their values', () => {
    fc.assert(fc.property(fc.oneof(mutated(JSON_TRACES, JSON_TOKENS), mutatedJson(JSON_TRACES)), expectTraceAnswers), fuzzRuns(300));
  });

  it('mutations of ITF traces: of their text, and of their values', () => {
    fc.assert(fc.property(fc.oneof(mutated(ITF_TRACES, JSON_TOKENS), mutatedJson(ITF_TRACES)), expectTraceAnswers), fuzzRuns(300));
  });

  it('mutations of TLC logs', () => {
    fc.assert(fc.property(mutated(TLC_LOGS, TLC_LOG_TOKENS), expectTraceAnswers), fuzzRuns(250));
  });

  it('any JSON value, and ITF- and TLC-shaped ones', () => {
    const value = fc.jsonValue({ maxDepth: 6 });
    const itfShaped = fc.record({
      vars: fc.array(fc.string(), { maxLength: 3 }),
      states: fc.array(fc.dictionary(fc.constantFrom('money', 'phase', '#meta', '__proto__', 'x'), value), { maxLength: 4 }),
    });
    const tlcShaped = fc.record({
      counterexample: fc.record({
        state: fc.array(fc.tuple(fc.integer({ min: -1, max: 4 }), fc.dictionary(fc.string(), value)), { maxLength: 4 }),
        action: fc.array(value, { maxLength: 3 }),
      }),
    });
    fc.assert(
      fc.property(fc.oneof(value, itfShaped, tlcShaped), (json) => expectTraceAnswers(JSON.stringify(json))),
      fuzzRuns(500),
    );
  });

  it('text made of TLC log lines and JSON tokens', () => {
    fc.assert(fc.property(tokenSoup([...TLC_LOG_TOKENS, ...JSON_TOKENS]), expectTraceAnswers), fuzzRuns(500));
  });
});
