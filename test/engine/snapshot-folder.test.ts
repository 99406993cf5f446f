/**
 * A snapshot is written as steps, one a piece of WRITE_CHUNK bytes, so that
 * a search run with the event loop's turns between steps hears a signal
 * while a checkpoint of gigabytes is written; what it writes reads back.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSnapshotMeta, readVerified, SnapshotWriter, WRITE_CHUNK } from '../../src/engine/snapshot-folder.js';
import { temporaryFolder } from '../helpers/temporary-folder.js';

describe('SnapshotWriter', () => {
  it('writes a file as one step a piece, and the snapshot reads back whole once committed', () => {
    const dir = temporaryFolder('monocheck-snapshot-');
    const writer = new SnapshotWriter(dir);
    const big = new Uint8Array(WRITE_CHUNK + 3).fill(7);
    const small = Uint8Array.of(1, 2, 3);
    let steps = 0;
    for (const _ of writer.fileSteps('big', [big])) steps++;
    expect(steps).toBe(2);
    steps = 0;
    for (const _ of writer.fileSteps('small', [small, small])) steps++;
    expect(steps).toBe(2);
    // not current until committed: a process ended here leaves the previous snapshot (none) current
    expect(existsSync(join(dir, 'CURRENT'))).toBe(false);
    writer.commit({ format: 'test', version: 1, identity: 'x', context: null, counters: {} });
    expect(readFileSync(join(dir, 'CURRENT'), 'utf8')).toBe('snapshot-1\n');
    const { folder, meta } = readSnapshotMeta(dir);
    expect(readVerified(folder, meta, 'small')).toEqual(Uint8Array.of(1, 2, 3, 1, 2, 3));
    expect(readVerified(folder, meta, 'big').length).toBe(WRITE_CHUNK + 3);
  });
});
