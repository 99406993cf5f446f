/** Fuzzing the TLC log reader (tlc/tlc-output.ts): it never throws, and what it keeps of the log to show back is safe. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTlcOutput } from '../../src/tlc/tlc-output.js';
import { expectReaderAnswers, expectSafeMessage, fuzzRuns, mutated, tokenSoup } from '../helpers/fuzz.js';
import { TLC_LOG_TOKENS, TLC_LOGS } from '../helpers/fuzz-inputs.js';

/** Every text of a parsed log that output may show. */
function shownTexts(text: string): string[] {
  const run = parseTlcOutput(text);
  return [
    run.version ?? '',
    run.traceProblem ?? '',
    ...run.warnings,
    ...run.errors,
    run.verdict.kind === 'invariant'
      ? run.verdict.invariant
      : run.verdict.kind === 'property'
        ? run.verdict.property
        : run.verdict.kind === 'error'
          ? run.verdict.message
          : '',
    ...run.trace.map((step) => step.label.text),
    ...run.trace.map((step) => step.label.action ?? ''),
  ];
}

describe('the TLC log reader on generated and mutated logs (fast-check)', () => {
  it('mutations of TLC logs: read without an exception, what is shown back is safe', () => {
    fc.assert(
      fc.property(mutated(TLC_LOGS, TLC_LOG_TOKENS), (text) => {
        const texts = expectReaderAnswers(() => shownTexts(text), []);
        expect(Array.isArray(texts)).toBe(true);
        for (const shown of texts as string[]) expectSafeMessage(shown);
      }),
      fuzzRuns(400),
    );
  });

  it('logs made of its lines and hostile pieces', () => {
    fc.assert(
      fc.property(tokenSoup(TLC_LOG_TOKENS), (text) => {
        for (const shown of expectReaderAnswers(() => shownTexts(text), []) as string[]) expectSafeMessage(shown);
      }),
      fuzzRuns(1000),
    );
  });
});
