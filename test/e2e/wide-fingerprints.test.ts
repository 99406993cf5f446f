/**
 * --fingerprint-bits 128 gives TLC's numbers on every reference model,
 * through the built command line (one process per model, so that the
 * suite stays short), with one worker and with two.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { FIXTURES, readTlcRun, REFERENCE_MODELS, tlcRunNumbers } from './tlc-fixtures.js';

/** The larger models also run with two workers (their threads start past 2^16 parents, which both reach). */
const WORKERS: Record<string, number> = { n2_m50_x50: 2, real_n2_d13: 2 };

describe('128-bit fingerprints give TLC\'s numbers', () => {
  for (const name of REFERENCE_MODELS) {
    const workers = WORKERS[name] ?? 1;
    it(`${name} with ${workers} worker(s)`, { timeout: 120_000 }, () => {
      const tlc = readTlcRun(name);
      // no progress line however slow the machine is: stderr must hold nothing else
      const run = runCli(['check', `${FIXTURES}${name}.cfg`, '--fingerprint-bits', '128', '--workers', String(workers), '--progress-interval', '3600', '--json']);
      const json = JSON.parse(run.stdout) as Record<string, unknown>;
      expect(tlcRunNumbers(json, 'result')).toEqual(tlc);
      expect(json.fingerprintBits).toBe(128);
      expect(json.collisionProbability).toBe((tlc.distinctStates * (tlc.statesGenerated - tlc.distinctStates)) / 2 ** 128);
      if (workers > 1) expect((json.generatedByWorker as number[]).every((generated) => generated > 0)).toBe(true);
      expect(run.stderr).toBe('');
    });
  }
});
