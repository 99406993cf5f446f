/**
 * Every reference model of test/fixtures/tlc gives TLC's verdict and numbers,
 * to the unit, and `compare` agrees with TLC's log of it. One run per model
 * serves both: `monocheck compare MODEL --tlc-output MODEL.out --json`
 * through the built command line (about 3x faster than vitest's transformed
 * sources), whose monocheck column is held to the numbers this test reads from
 * TLC's log itself (readTlcRun), not to compare's own reading of it.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS, tlcRunNumbers } from './tlc-fixtures.js';

interface CompareJson {
  agree: boolean;
  rows: { key: string; tlc: unknown; monocheck: unknown; same: boolean }[];
  differing: string[];
  validation: { ok: boolean } | null;
}

function compareRun(model: string, log: string): CompareJson {
  const run = runCli(['compare', `${FIXTURES}${model}.cfg`, '--tlc-output', `${FIXTURES}${log}`, '--json']);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as CompareJson;
}

describe('reference models reproduce TLC', () => {
  it("reads TLC's own numbers from the fixtures (sanity check of the reader)", () => {
    expect(readTlcRun('real_n2_d13')).toEqual({
      verdict: 'ok',
      invariant: null,
      statesGenerated: 8949118,
      distinctStates: 1818259,
      queueLeft: 0,
      depth: 13,
      traceLength: 0,
    });
    expect(readTlcRun('n3_m0_x0')).toMatchObject({
      verdict: 'invariant',
      invariant: 'TurnValid',
      statesGenerated: 38,
      distinctStates: 38,
      queueLeft: 35,
      depth: 3,
      traceLength: 3,
    });
  });

  for (const name of REFERENCE_MODELS) {
    it(
      `${name}: verdict, states generated, distinct states, queue, depth and trace length equal TLC's, and compare agrees`,
      { timeout: 120_000 },
      () => {
        const tlc = readTlcRun(name);
        const report = compareRun(name, `${name}.out`);
        const ours = Object.fromEntries(report.rows.map((row) => [row.key, row.monocheck]));
        expect(tlcRunNumbers(ours)).toEqual(tlc);
        expect(report.differing).toEqual([]);
        expect(report.agree).toBe(true);
        // TLC's counterexample, replayed against the transcription step by step
        if (tlc.traceLength > 0) expect(report.validation?.ok).toBe(true);
      },
    );
  }

  it.each(['n3_m0_x0', 'n3_m0_x0_nt'])('%s: compare agrees with the -tool log too', (model) => {
    expect(compareRun(model, `${model}.tool.out`)).toMatchObject({ agree: true, differing: [], validation: { ok: true } });
  });
});
