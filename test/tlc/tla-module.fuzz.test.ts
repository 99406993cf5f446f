/**
 * Fuzzing the TLA+ module comparison (tlc/tla-module.ts, and the sentence
 * runs/spec-beside-model.ts makes of it): any edit of the transcribed modules
 * is parsed and compared without an exception, and what is said is safe.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { describeDifference } from '../../src/runs/spec-beside-model.js';
import { compareModules, parseTlaModule } from '../../src/tlc/tla-module.js';
import { expectSafeMessage, fuzzRuns, INPUT_CPU_MILLISECONDS, mutated, tokenSoup } from '../helpers/fuzz.js';
import { SMALL_MODULE, SPEC_MODULE, TLA_TOKENS } from '../helpers/fuzz-inputs.js';
import { cpuMillisecondsSince } from '../helpers/cpu-time.js';
import { expect } from 'vitest';

const originals = new Map<string, Awaited<ReturnType<typeof parseTlaModule>>>();

/** Compares `edited` with `original` as the check of the spec beside a model does; the sentence it would say. */
async function comparison(original: string, edited: string): Promise<string> {
  const started = process.cpuUsage();
  const module = await parseTlaModule(edited);
  let said: string;
  if (module.syntaxError !== null) said = `${module.syntaxError.line}:${module.syntaxError.column}: ${module.syntaxError.reason}`;
  else {
    if (!originals.has(original)) originals.set(original, await parseTlaModule(original));
    said = describeDifference(compareModules(originals.get(original)!, module));
  }
  expect(cpuMillisecondsSince(started)).toBeLessThanOrEqual(INPUT_CPU_MILLISECONDS);
  return said;
}

describe('the TLA+ module comparison on mutated modules (fast-check)', () => {
  it('mutations of MCMonopoly.tla, and modules made of TLA+ tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated([SMALL_MODULE], TLA_TOKENS), tokenSoup(TLA_TOKENS)), async (text) => {
        expectSafeMessage(await comparison(SMALL_MODULE, text));
      }),
      fuzzRuns(300),
    );
  });

  it('mutations of Monopoly.tla', async () => {
    await fc.assert(
      fc.asyncProperty(mutated([SPEC_MODULE], TLA_TOKENS), async (text) => {
        expectSafeMessage(await comparison(SPEC_MODULE, text));
      }),
      fuzzRuns(8),
    );
  });
});
