/**
 * A snapshot is written as steps, one a piece of WRITE_CHUNK bytes, so that
 * a search run with the event loop's turns between steps hears a signal
 * while a checkpoint of gigabytes is written; what it writes reads back.
 */
import { existsSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { pack } from 'msgpackr';
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

describe('reading a checkpoint that is damaged or not one', () => {
  /** A committed snapshot holding one file `data` of 3 bytes; its folder and the checkpoint folder. */
  function committed(): { dir: string; folder: string } {
    const dir = temporaryFolder('monocheck-snapshot-');
    const writer = new SnapshotWriter(dir);
    writer.file('data', [Uint8Array.of(1, 2, 3)]);
    return { dir, folder: writer.commit({ format: 'test', version: 1, identity: 'x', context: null, counters: {} }) };
  }

  it('refuses metadata that never ends (a device) after 64 MiB, as a damaged checkpoint', () => {
    const { dir, folder } = committed();
    rmSync(join(folder, 'meta.msgpack'));
    symlinkSync('/dev/zero', join(folder, 'meta.msgpack'));
    expect(() => readSnapshotMeta(dir)).toThrow(
      /^the checkpoint is damaged: .*meta\.msgpack cannot be read \(.*it goes on past 64 MiB, the most monocheck reads of a checkpoint's metadata\)$/,
    );
  });

  it('refuses a CURRENT pointer that is not a small file', () => {
    const { dir } = committed();
    rmSync(join(dir, 'CURRENT'));
    symlinkSync('/dev/zero', join(dir, 'CURRENT'));
    expect(() => readSnapshotMeta(dir)).toThrow(/^the checkpoint is damaged: cannot read the checkpoint pointer .*it goes on past 64 MiB/);
  });

  it('says a data file too large for memory does not fit, instead of failing to allocate', () => {
    const { dir, folder } = committed();
    const huge = 2 ** 40;
    truncateSync(join(folder, 'data.bin'), huge);
    const { meta } = readSnapshotMeta(dir);
    const bigger = { ...meta, files: { data: { ...meta.files['data']!, bytes: huge } } };
    writeFileSync(join(folder, 'meta.msgpack'), pack(bigger));
    expect(() => readVerified(folder, readSnapshotMeta(dir).meta, 'data')).toThrow(
      /^the checkpoint's data\.bin \(1,099,511,627,776 bytes\) does not fit in this process's memory$/,
    );
  });
});
