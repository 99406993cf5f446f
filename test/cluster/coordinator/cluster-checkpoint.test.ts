/**
 * A cluster's checkpoints: what is written is read back whole, its counters
 * without its data; it is told apart from one machine's; a recovery of
 * another search, or at another fingerprint width, is refused in a sentence;
 * the width is the checkpoint's unless one is asked for.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isClusterCheckpoint,
  NotClusterCheckpointError,
  readClusterCounters,
  recoverableCheckpoint,
  writeClusterCheckpoint,
  type ClusterSnapshot,
} from '../../../src/cluster/coordinator/cluster-checkpoint.js';
import { CheckpointError, writeCheckpoint } from '../../../src/engine/checkpoint.js';
import { temporaryFolder } from '../../helpers/temporary-folder.js';

/** Counters as written before the width could be chosen: no fingerprintBits. */
const countersWithoutWidth = { level: 3, levelStart: 4, generated: 20, distinct: 9, depth: 3, seconds: 1.5 };
const counters = { ...countersWithoutWidth, fingerprintBits: 128 as const };

const snapshot: ClusterSnapshot = {
  identity: 'model-a',
  context: { resolved: 'x' },
  counters,
  parents: Uint32Array.from([0xffffffff, 0, 0, 1]),
  positions: Uint8Array.from([0, 1, 2, 0]),
  fingerprints: [Uint8Array.from({ length: 32 }, (_, i) => i), new Uint8Array(16)],
  states: [Uint8Array.from([1, 2, 3, 4]), new Uint8Array(0)],
};

describe('a cluster checkpoint', () => {
  it('is read back as it was written, its counters also without its data', async () => {
    const dir = temporaryFolder('monocheck-cluster-checkpoint-');
    const folder = await writeClusterCheckpoint(dir, snapshot);
    expect(folder).toBe(join(dir, 'snapshot-1'));
    expect(isClusterCheckpoint(dir)).toBe(true);
    expect(readClusterCounters(dir)).toEqual(counters);
    const recovered = recoverableCheckpoint(dir, 'model-a', undefined);
    expect(recovered.fingerprintBits).toBe(128);
    expect(recovered.snapshot).toEqual(snapshot);
  });

  it('a second one replaces the first', async () => {
    const dir = temporaryFolder('monocheck-cluster-checkpoint-');
    await writeClusterCheckpoint(dir, snapshot);
    const folder = await writeClusterCheckpoint(dir, { ...snapshot, counters: { ...counters, level: 4 } });
    expect(folder).toBe(join(dir, 'snapshot-2'));
    expect(readClusterCounters(dir).level).toBe(4);
  });

  it('is refused for another search, or at another width; without a recorded width it holds 64-bit fingerprints', async () => {
    const dir = temporaryFolder('monocheck-cluster-checkpoint-');
    await writeClusterCheckpoint(dir, snapshot);
    expect(() => recoverableCheckpoint(dir, 'model-b', undefined)).toThrow(
      new CheckpointError(
        `the checkpoint in ${dir} was taken for another model or other options (model-a); recover it with the same model file and flags`,
      ),
    );
    expect(() => recoverableCheckpoint(dir, 'model-a', 64)).toThrow(
      `the checkpoint in ${dir} holds 128-bit fingerprints and this run asks for 64-bit ones`,
    );
    expect(recoverableCheckpoint(dir, 'model-a', 128).fingerprintBits).toBe(128);
    const old = temporaryFolder('monocheck-cluster-checkpoint-');
    await writeClusterCheckpoint(old, { ...snapshot, counters: countersWithoutWidth });
    expect(recoverableCheckpoint(old, 'model-a', undefined).fingerprintBits).toBe(64);
  });

  it("is told apart from one machine's checkpoint, which a cluster refuses to recover", () => {
    const dir = temporaryFolder('monocheck-single-checkpoint-');
    const steps = writeCheckpoint(dir, {
      identity: 'model-a',
      context: null,
      counters: { ...counters, cursor: 0, tablePartitions: 1, coverageGenerated: null, coverageEnabled: null, coverageDistinct: null },
      table: new Uint32Array(4),
      parents: [],
      positions: [],
      frontier: [],
      next: [],
    });
    while (steps.next().done !== true);
    expect(isClusterCheckpoint(dir)).toBe(false);
    expect(() => readClusterCounters(dir)).toThrow(NotClusterCheckpointError);
    expect(() => recoverableCheckpoint(dir, 'model-a', undefined)).toThrow(
      `${join(dir, 'snapshot-1')} is not a checkpoint of a cluster run (recover it with a search on one machine)`,
    );
  });

  it('is not found in a folder without a checkpoint, or with a damaged one', () => {
    const empty = temporaryFolder('monocheck-no-checkpoint-');
    expect(isClusterCheckpoint(empty)).toBe(false);
    expect(isClusterCheckpoint(join(empty, 'missing'))).toBe(false);
    writeFileSync(join(empty, 'CURRENT'), 'snapshot-7\n');
    expect(isClusterCheckpoint(empty)).toBe(false);
    expect(() => readClusterCounters(empty)).toThrow(CheckpointError);
  });
});
