/**
 * A handful of mutated inputs through the command line itself (the readers'
 * own fuzz tests run thousands in-process): a model file, a trace, a replay
 * script and a TLC log each get an exit code of their command, never 255, and
 * output with no control character but line breaks, no stack trace, no
 * unbounded echo. `MONOCHECK_FUZZ_SEED` replays a failing draw.
 */
import fc from 'fast-check';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { fuzzRuns, mutated } from '../helpers/fuzz.js';
import {
  JSON_TOKENS,
  JSON_TRACES,
  MODEL_FILE_TOKENS,
  MODEL_FILES,
  REPLAY_SCRIPTS,
  REPLAY_TOKENS,
  TLC_LOG_TOKENS,
  TLC_LOGS,
} from '../helpers/fuzz-inputs.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';
import { ROOT, runCliAsync } from '../cli/run-cli.js';

const SEED = Number(process.env['MONOCHECK_FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const PER_COMMAND = fuzzRuns(2).numRuns;

// output may hold line breaks, and no other control character (NO_COLOR is set)
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

interface Case {
  readonly name: string;
  readonly inputs: fc.Arbitrary<string>;
  readonly args: (path: string) => string[];
  readonly codes: readonly number[];
}

const CASES: readonly Case[] = [
  // a mutated model may be a valid one with a large space: a few seconds of it are enough
  {
    name: 'model.cfg',
    inputs: mutated(MODEL_FILES, MODEL_FILE_TOKENS),
    args: (path) => ['check', path, '--time-limit', '2', '--max-states', '5000'],
    codes: [0, 1, 11, 12, 13, 150, 151],
  },
  { name: 'trace.json', inputs: mutated(JSON_TRACES, JSON_TOKENS), args: (path) => ['trace', path, '--validate'], codes: [0, 1, 20] },
  { name: 'script.txt', inputs: mutated(REPLAY_SCRIPTS, REPLAY_TOKENS), args: (path) => ['replay', path], codes: [0, 1, 12] },
  {
    name: 'tlc.out',
    inputs: mutated(TLC_LOGS, TLC_LOG_TOKENS),
    args: (path) => ['compare', `${ROOT}test/fixtures/tlc/n3_m0_x0.cfg`, '--tlc-output', path],
    codes: [0, 1, 20],
  },
];

describe(`mutated inputs through the command line (fast-check, seed ${SEED})`, () => {
  const dir = temporaryFolder('monocheck-fuzz-cli-');

  for (const { name, inputs, args, codes } of CASES) {
    it.concurrent(`${name}: ${PER_COMMAND} mutated files`, async ({ expect }) => {
      const texts = fc.sample(inputs, { numRuns: PER_COMMAND, seed: SEED });
      const runs = await Promise.all(
        texts.map((text, index) => {
          const path = join(dir, `${index}-${name}`);
          writeFileSync(path, text);
          return runCliAsync(args(path));
        }),
      );
      runs.forEach((run, index) => {
        const input = `input ${index} of seed ${SEED} (MONOCHECK_FUZZ_SEED=${SEED}): ${JSON.stringify(texts[index]!.slice(0, 300))}`;
        expect(codes, `${input}\nstatus ${run.status}, stderr: ${run.stderr.slice(0, 500)}`).toContain(run.status);
        expect(run.stderr, input).not.toMatch(/internal error|\n\s+at /);
        expect(run.stderr, input).not.toMatch(CONTROL_BUT_NEWLINE);
        expect(run.stdout, input).not.toMatch(CONTROL_BUT_NEWLINE);
        expect(run.stderr.length, input).toBeLessThan(2000);
      });
    });
  }
});
