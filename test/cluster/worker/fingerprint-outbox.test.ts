/**
 * A worker's outbox of fingerprints: one stream per owner, fingerprints of
 * the run's width in batches of the size asked, a batch sent when full and
 * the rest at the finish, with each owner's totals.
 */
import { describe, expect, it } from 'vitest';
import { ChunkKind, decodeChunk, StreamReceiver, type Chunk } from '../../../src/cluster/protocol/chunk.js';
import { BATCH_FINGERPRINTS, FingerprintOutbox } from '../../../src/cluster/worker/fingerprint-outbox.js';

describe('FingerprintOutbox', () => {
  it('sends a batch to its owner when full and the rest at the finish, each stream checked by its totals', () => {
    const sent: { owner: number; chunk: Chunk }[] = [];
    const outbox = new FingerprintOutbox(2, 1, 5, 3, (owner, message) => sent.push({ owner, chunk: decodeChunk(message) as Chunk }), 2, 2);
    const fingerprints = Uint32Array.from([10, 11, 20, 21, 30, 31, 40, 41]);
    outbox.add(0, fingerprints, 0);
    outbox.add(1, fingerprints, 2);
    expect(sent).toEqual([]);
    outbox.add(0, fingerprints, 4);
    expect(sent.map(({ owner, chunk }) => [owner, chunk.count, Array.from(new Uint32Array(chunk.payload.buffer))])).toEqual([
      [0, 2, [10, 11, 30, 31]],
    ]);
    outbox.add(0, fingerprints, 6);
    const totals = outbox.finish();
    expect(sent.map(({ owner, chunk }) => [owner, chunk.seq, Array.from(new Uint32Array(chunk.payload.buffer))])).toEqual([
      [0, 0, [10, 11, 30, 31]],
      [0, 1, [40, 41]],
      [1, 0, [20, 21]],
    ]);
    expect(
      sent.every(({ chunk }) => chunk.kind === ChunkKind.fingerprints && chunk.from === 1 && chunk.level === 5 && chunk.attempt === 3),
    ).toBe(true);
    expect(totals.map((total) => [total.chunks, total.items])).toEqual([
      [2, 3],
      [1, 1],
    ]);
    for (const owner of [0, 1]) {
      const receiver = new StreamReceiver();
      for (const { chunk } of sent.filter((message) => message.owner === owner)) receiver.add(chunk);
      expect(receiver.problem(totals[owner] as (typeof totals)[number])).toBeNull();
    }
  });

  it('sends no chunk to an owner given nothing, and batches of BATCH_FINGERPRINTS by default', () => {
    const sent: Chunk[] = [];
    const outbox = new FingerprintOutbox(2, 0, 1, 0, (_, message) => sent.push(decodeChunk(message) as Chunk), 1);
    const one = Uint32Array.from([7]);
    for (let i = 0; i < BATCH_FINGERPRINTS + 1; i++) outbox.add(0, one, 0);
    expect(sent.map((chunk) => chunk.count)).toEqual([BATCH_FINGERPRINTS]);
    expect(outbox.finish()).toEqual([
      expect.objectContaining({ chunks: 2, items: BATCH_FINGERPRINTS + 1 }),
      { chunks: 0, items: 0, checksum: 0 },
    ]);
  });
});
