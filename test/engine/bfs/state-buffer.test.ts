import { mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedStateRun, SpillFileError, StateBuffer, strideOf } from '../../../src/engine/bfs/state-buffer.js';

/** State i of `stateBytes` bytes: byte b is (i * 7 + b) mod 251, so every state differs. */
function stateOf(i: number, stateBytes: number): Uint8Array {
  return Uint8Array.from({ length: stateBytes }, (_, b) => (i * 7 + b) % 251);
}

/** Appends states from..to-1 (each copied into a padded word buffer, as the search's batches hold them). */
function appendStates(buffer: StateBuffer, from: number, to: number): void {
  const words = new Uint32Array(strideOf(buffer.stateBytes) / 4);
  const bytes = new Uint8Array(words.buffer);
  for (let i = from; i < to; i++) {
    bytes.set(stateOf(i, buffer.stateBytes));
    buffer.append(words, 0);
  }
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function spillFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'monocheck-state-buffer-'));
  folders.push(folder);
  return join(folder, 'level.bin');
}

describe('StateBuffer', () => {
  // 42-byte states (two players): a stride of 44 bytes, 23,831 states per 1 MiB chunk
  const STATE_BYTES = 42;

  it('reads back every state appended, across chunk boundaries', () => {
    const buffer = new StateBuffer(STATE_BYTES);
    expect(buffer.stride).toBe(44);
    const count = buffer.chunkStates * 2 + 5;
    appendStates(buffer, 0, count);
    expect(buffer.count).toBe(count);
    expect(buffer.chunkCount).toBe(3);
    for (const i of [0, 1, buffer.chunkStates - 1, buffer.chunkStates, 2 * buffer.chunkStates, count - 1]) {
      expect(buffer.state(i), `state ${i}`).toEqual(stateOf(i, STATE_BYTES));
    }
  });

  it('saves its contents and loads them back', () => {
    const buffer = new StateBuffer(STATE_BYTES);
    appendStates(buffer, 0, buffer.chunkStates + 10);
    const saved = buffer.contents();
    const joined = new Uint8Array(saved.reduce((sum, run) => sum + run.length, 0));
    saved.reduce((at, run) => (joined.set(run, at), at + run.length), 0);
    const other = new StateBuffer(STATE_BYTES);
    other.load(joined);
    expect(other.count).toBe(buffer.count);
    expect(other.state(buffer.chunkStates + 9)).toEqual(stateOf(buffer.chunkStates + 9, STATE_BYTES));
    // and goes on appending after what it loaded
    appendStates(other, buffer.count, buffer.count + 3);
    expect(other.state(buffer.count + 2)).toEqual(stateOf(buffer.count + 2, STATE_BYTES));
  });

  it('after clear, starts again from the first chunk, reusing its memory', () => {
    const buffer = new StateBuffer(STATE_BYTES);
    appendStates(buffer, 0, buffer.chunkStates + 1);
    const bytes = buffer.bytes;
    buffer.clear();
    expect(buffer.count).toBe(0);
    appendStates(buffer, 1000, 1000 + buffer.chunkStates + 1);
    expect(buffer.bytes).toBe(bytes);
    expect(buffer.state(0)).toEqual(stateOf(1000, STATE_BYTES));
    expect(buffer.state(buffer.chunkStates)).toEqual(stateOf(1000 + buffer.chunkStates, STATE_BYTES));
  });

  it('spills full chunks to its file and reads them back when asked', () => {
    const buffer = new StateBuffer(STATE_BYTES, spillFile());
    appendStates(buffer, 0, buffer.chunkStates * 2 + 7);
    const freed = buffer.spill(Number.POSITIVE_INFINITY);
    // the two full chunks, not the one being filled
    expect(freed).toBe(2 * buffer.chunkStates * buffer.stride);
    expect(buffer.sharedChunks().filter((chunk) => chunk !== undefined)).toHaveLength(1);
    appendStates(buffer, buffer.count, buffer.count + 3);
    expect(buffer.state(5)).toEqual(stateOf(5, STATE_BYTES));
    expect(buffer.state(buffer.chunkStates + 5)).toEqual(stateOf(buffer.chunkStates + 5, STATE_BYTES));
    expect(buffer.state(buffer.count - 1)).toEqual(stateOf(buffer.count - 1, STATE_BYTES));
  });

  it('spilled when its last chunk is exactly full, goes on into a new chunk', () => {
    const buffer = new StateBuffer(STATE_BYTES, spillFile());
    appendStates(buffer, 0, buffer.chunkStates);
    expect(buffer.spill(Number.POSITIVE_INFINITY)).toBe(buffer.chunkStates * buffer.stride);
    appendStates(buffer, buffer.chunkStates, buffer.chunkStates + 2);
    expect(buffer.state(buffer.chunkStates + 1)).toEqual(stateOf(buffer.chunkStates + 1, STATE_BYTES));
    expect(buffer.state(buffer.chunkStates - 1)).toEqual(stateOf(buffer.chunkStates - 1, STATE_BYTES));
  });
});

describe('StateBuffer spill files that fail', () => {
  it('throws a SpillFileError naming the file when it cannot be written (its folder is gone) or read back (it was cut short)', () => {
    const gone = new StateBuffer(42, join(tmpdir(), 'monocheck-no-such-folder', 'level.bin'));
    appendStates(gone, 0, gone.chunkStates + 1);
    expect(() => gone.spill(Number.POSITIVE_INFINITY)).toThrow(SpillFileError);
    expect(() => gone.spill(Number.POSITIVE_INFINITY)).toThrow(
      /^cannot write the spill file .*monocheck-no-such-folder\/level\.bin: ENOENT/,
    );

    const path = spillFile();
    const cut = new StateBuffer(42, path);
    appendStates(cut, 0, cut.chunkStates + 1);
    cut.spill(Number.POSITIVE_INFINITY);
    truncateSync(path, 10);
    expect(() => cut.state(0)).toThrow(new SpillFileError('read', path, new Error('it ended early')));
  });
});

describe('SharedStateRun', () => {
  it('sees the resident chunks of a StateBuffer and lets go of spilled ones', () => {
    const buffer = new StateBuffer(42, spillFile());
    appendStates(buffer, 0, buffer.chunkStates + 1);
    const run = new SharedStateRun(42);
    expect(run.update(buffer.sharedChunks())).toBe(0);
    expect(run.chunk(1).subarray(0, 42)).toEqual(stateOf(buffer.chunkStates, 42));
    const dropped = run.update((buffer.spill(Number.POSITIVE_INFINITY), buffer.sharedChunks()));
    expect(dropped).toBe(buffer.chunkStates * buffer.stride);
    expect(() => run.chunk(0)).toThrow(/not in memory/);
  });
});
