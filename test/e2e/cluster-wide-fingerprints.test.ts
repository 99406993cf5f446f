/**
 * --fingerprint-bits 96 and 128 in a cluster (in-process transport): TLC's
 * numbers and counterexamples on 2 and 3 workers, early stops included; the
 * collision estimate at the run's width; a checkpoint keeps its width, and a
 * recovery at another width, or of one machine's checkpoint, is refused in
 * one sentence (on the command line: exit 255, before the cluster is reached).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../src/runs/model-config.js';
import { checkModelFile } from '../../src/index.js';
import { runCli } from '../cli/run-cli.js';
import { FIXTURES, readTlcRun } from './tlc-fixtures.js';
import { checkInProcess, summary } from '../cluster/in-process-cluster.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const scratch = temporaryFolder('monocheck-wide-cluster-');

describe("a cluster with wide fingerprints gives TLC's numbers", () => {
  const runs = [
    ['n3_m0_x0', 128, 2],
    ['n3_m0_x0_nt', 96, 3],
    ['real_n2_d10', 128, 3],
    ['real_n2_d10', 96, 2],
  ] as const;
  for (const [name, fingerprintBits, workers] of runs) {
    it(`${name} at ${fingerprintBits} bits on ${workers} workers`, { timeout: 60_000 }, async () => {
      const tlc = readTlcRun(name);
      const result = await checkInProcess(`${FIXTURES}${name}.cfg`, { workers, limits: { fingerprintBits } });
      const got = summary(result);
      expect(got).toMatchObject({
        kind: tlc.verdict,
        statesGenerated: tlc.statesGenerated,
        distinctStates: tlc.distinctStates,
        queueLeft: tlc.queueLeft,
        depth: tlc.depth,
      });
      expect(got.trace.length).toBe(tlc.traceLength);
      expect(result.stats.fingerprintBits).toBe(fingerprintBits);
      const { distinctStates: d, statesGenerated: g } = result.stats;
      expect(result.stats.collisionProbability).toBe((d * (g - d)) / 2 ** fingerprintBits);
    });
  }
});

describe('a cluster checkpoint keeps its fingerprint width', () => {
  const overrides = { startMoney: 400, maxMoney: 400 };
  const model = `${FIXTURES}n3_m0_x0.cfg`;
  const dir = join(scratch, 'cluster-128');

  it(
    "an interrupted 128-bit run resumes at 128 bits (taken from the checkpoint) to one machine's numbers; 64 bits are refused",
    { timeout: 60_000 },
    async () => {
      let stop = false;
      const interrupted = await checkInProcess(model, {
        workers: 2,
        overrides,
        limits: {
          fingerprintBits: 128,
          checkpoint: { dir, context: { resolved: loadModel(model, overrides) } },
          shouldStop: () => stop,
          progressIntervalSeconds: 0.05,
          onProgress: () => (stop = true),
        },
      });
      expect(interrupted).toMatchObject({ kind: 'limit', limit: 'interrupted' });
      await expect(checkInProcess(model, { workers: 2, overrides, limits: { fingerprintBits: 64, recoverFrom: dir } })).rejects.toThrow(
        `the checkpoint in ${dir} holds 128-bit fingerprints and this run asks for 64-bit ones; recover it with fingerprintBits 128 (or without that option): a run keeps its fingerprint width`,
      );
      const resumed = await checkInProcess(model, { workers: 3, overrides, limits: { recoverFrom: dir } });
      expect(summary(resumed)).toEqual(summary(checkModelFile(model, overrides).result));
      expect(resumed.stats.fingerprintBits).toBe(128);
    },
  );

  it("on the command line, another width is refused before the cluster is reached (exit 255), and so is one machine's checkpoint", () => {
    const other = runCli([
      'check',
      '--recover',
      dir,
      '--cluster',
      'tcp://127.0.0.1:1',
      '--cluster-workers',
      '2',
      '--fingerprint-bits',
      '96',
    ]);
    expect(other.status).toBe(255);
    expect(other.stderr).toBe(
      `monocheck: cannot recover: the checkpoint in ${dir} holds 128-bit fingerprints and this run asks for 96-bit ones; recover it with --fingerprint-bits 128 (or without the flag): a run keeps its fingerprint width\n`,
    );
    const single = join(scratch, 'single-96');
    let asked = 0;
    checkModelFile(
      `${FIXTURES}real_n2_d10.cfg`,
      {},
      {
        fingerprintBits: 96,
        checkpoint: { dir: single, context: { resolved: loadModel(`${FIXTURES}real_n2_d10.cfg`, {}) } },
        shouldStop: () => ++asked > 3,
      },
    );
    const refused = runCli([
      'check',
      '--recover',
      single,
      '--cluster',
      'tcp://127.0.0.1:1',
      '--cluster-workers',
      '2',
      '--fingerprint-bits',
      '128',
    ]);
    expect(refused.status).toBe(255);
    expect(refused.stderr).toMatch(
      /^monocheck: cannot recover: .*snapshot-1 is not a checkpoint of a cluster run \(recover it without --cluster\)\n$/,
    );
  });
});
