/**
 * One machine's checkpoints (engine/checkpoint.ts): what is written is read back whole, the counters and context
 * without the data files, a newer checkpoint replaces the older, and a checkpoint that is not what it should be
 * (another format, a changed file, an unknown or other fingerprint width) is refused with a sentence.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CheckpointError,
  readCheckpoint,
  readCheckpointContext,
  readCheckpointCounters,
  requireSameWidth,
  savedFingerprintBits,
  writeCheckpoint,
  type CheckpointContents,
  type CheckpointCounters,
} from '../../src/engine/checkpoint.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

const counters: CheckpointCounters = {
  level: 3,
  cursor: 2,
  levelStart: 5,
  generated: 40,
  distinct: 12,
  depth: 3,
  tablePartitions: 1,
  fingerprintBits: 96,
  seconds: 1.5,
  coverageGenerated: [40],
  coverageEnabled: [11],
  coverageDistinct: [12],
};

function contents(seed: number): CheckpointContents {
  return {
    identity: `search ${seed}`,
    context: { model: 'x.cfg', seed },
    counters: { ...counters, generated: counters.generated + seed },
    table: Uint32Array.from({ length: 64 }, (_, i) => i * seed),
    parents: [Uint32Array.of(0xffffffff, 0, 0, 1 + seed)],
    positions: [Uint8Array.of(0, 0, 1, 2)],
    frontier: [Uint8Array.of(1, 2, 3, 4, 5, 6, 7, 8)],
    next: [Uint8Array.of(9, 10, 11, 12)],
  };
}

/** Runs the writer's steps to the end; the snapshot folder it returns. */
function write(dir: string, what: CheckpointContents): string {
  const steps = writeCheckpoint(dir, what);
  for (let step = steps.next(); ; step = steps.next()) if (step.done === true) return step.value;
}

describe('writeCheckpoint and readCheckpoint', () => {
  it('read back what was written: identity, context, counters and every data file', () => {
    const dir = temporaryFolder('monocheck-checkpoint-');
    const folder = write(dir, contents(7));
    const read = readCheckpoint(dir);
    expect(read.folder).toBe(folder);
    const { folder: _, ...rest } = read;
    expect(rest).toEqual(contents(7));
    expect(readCheckpointCounters(dir)).toEqual({ ...counters, generated: 47 });
    expect(readCheckpointContext(dir)).toEqual({ model: 'x.cfg', seed: 7 });
  });

  it('a newer checkpoint replaces the older one, whose folder is removed', () => {
    const dir = temporaryFolder('monocheck-checkpoint-');
    const first = write(dir, contents(1));
    const second = write(dir, contents(2));
    expect(second).not.toBe(first);
    expect(readCheckpoint(dir).identity).toBe('search 2');
    expect(readdirSync(dir).filter((entry) => entry.startsWith('snapshot-'))).toEqual([second.slice(dir.length + 1)]);
  });

  it('refuses a data file changed since it was written, and a folder with no checkpoint', () => {
    const dir = temporaryFolder('monocheck-checkpoint-');
    const folder = write(dir, contents(3));
    const frontier = readdirSync(folder).find((entry) => entry.startsWith('frontier')) as string;
    const bytes = readFileSync(join(folder, frontier));
    bytes[0] = (bytes[0] as number) ^ 1;
    writeFileSync(join(folder, frontier), bytes);
    expect(() => readCheckpoint(dir)).toThrow(CheckpointError);
    expect(readCheckpointCounters(dir).level).toBe(3);
    expect(() => readCheckpoint(temporaryFolder('monocheck-no-checkpoint-'))).toThrow(/holds no checkpoint \(no CURRENT file\)/);
  });
});

describe('the fingerprint width of a checkpoint', () => {
  it('is the one its counters record, 64 when they record none, and one this monocheck knows', () => {
    expect(savedFingerprintBits('d', { fingerprintBits: 128 })).toBe(128);
    expect(savedFingerprintBits('d', {})).toBe(64);
    expect(savedFingerprintBits('d', undefined)).toBe(64);
    expect(() => savedFingerprintBits('d', { fingerprintBits: 80 })).toThrow(
      new CheckpointError('the checkpoint in d holds 80-bit fingerprints, which this monocheck cannot read'),
    );
  });

  it('must be the width of the search that recovers it', () => {
    expect(() => requireSameWidth('d', 96, 96)).not.toThrow();
    expect(() => requireSameWidth('d', 96, 64)).toThrow(/^the checkpoint in d holds 96-bit fingerprints and this run asks for 64-bit ones/);
  });
});
