/**
 * The distributed search over an in-process transport gives the numbers and
 * the counterexample of one machine (and TLC's) for any number of workers:
 * early stops, a distinct-state limit and a level limit included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkModelFile } from '../../src/index.js';
import { FIXTURES, readTlcRun } from './tlc-fixtures.js';
import { checkInProcess, summary } from '../cluster/in-process-cluster.js';

describe("a cluster in one process gives the numbers of one machine, which are TLC's", () => {
  for (const [name, counts] of [
    ['n3_m0_x0', [2, 3]],
    ['n3_m0_x0_nt', [2, 3]],
    ['real_n2_d10', [3]],
  ] as const) {
    it(`${name} on ${counts.join(' and ')} workers`, { timeout: 60_000 }, async () => {
      const tlc = readTlcRun(name);
      const single = summary(checkModelFile(`${FIXTURES}${name}.cfg`).result);
      expect(single).toMatchObject({
        kind: tlc.verdict,
        statesGenerated: tlc.statesGenerated,
        distinctStates: tlc.distinctStates,
        queueLeft: tlc.queueLeft,
        depth: tlc.depth,
      });
      expect(single.trace.length).toBe(tlc.traceLength);
      for (const workers of counts)
        expect(summary(await checkInProcess(`${FIXTURES}${name}.cfg`, { workers })), `${workers} workers`).toEqual(single);
    });
  }

  it('stops at a distinct-state limit and at a level limit where one machine does', { timeout: 60_000 }, async () => {
    for (const limits of [{ maxDistinctStates: 54_321 }, { maxLevel: 7 }]) {
      const single = summary(checkModelFile(`${FIXTURES}real_n2_d10.cfg`, {}, limits).result);
      expect(single.kind).toBe('limit');
      expect(summary(await checkInProcess(`${FIXTURES}real_n2_d10.cfg`, { workers: 3, limits }))).toEqual(single);
    }
  });

  it('finds a violation deep in a large level at the same state', { timeout: 60_000 }, async () => {
    const overrides = { startMoney: 400, maxMoney: 400 };
    const single = summary(checkModelFile(`${FIXTURES}n3_m0_x0.cfg`, overrides).result);
    expect(single).toMatchObject({ kind: 'invariant', statesGenerated: 99_584, distinctStates: 49_571, depth: 10, queueLeft: 29_695 });
    expect(summary(await checkInProcess(`${FIXTURES}n3_m0_x0.cfg`, { workers: 3, overrides }))).toEqual(single);
  });

  it(
    'an interrupted run leaves a checkpoint that resumes on another number of workers to the same numbers and counterexample',
    { timeout: 60_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'monocheck-cluster-checkpoint-'));
      const overrides = { startMoney: 400, maxMoney: 400 };
      try {
        const single = summary(checkModelFile(`${FIXTURES}n3_m0_x0.cfg`, overrides).result);
        let stop = false;
        const interrupted = await checkInProcess(`${FIXTURES}n3_m0_x0.cfg`, {
          workers: 3,
          overrides,
          limits: { checkpoint: { dir }, shouldStop: () => stop, progressIntervalSeconds: 0.05, onProgress: () => (stop = true) },
        });
        expect(interrupted).toMatchObject({ kind: 'limit', limit: 'interrupted' });
        expect(interrupted.kind === 'limit' ? interrupted.checkpoint : undefined).toMatch(/snapshot-1$/);
        expect(interrupted.stats.distinctStates).toBeLessThan(single.distinctStates);
        const resumed = await checkInProcess(`${FIXTURES}n3_m0_x0.cfg`, {
          workers: 2,
          overrides,
          limits: { recoverFrom: dir, checkpoint: { dir } },
        });
        expect(summary(resumed)).toEqual(single);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
