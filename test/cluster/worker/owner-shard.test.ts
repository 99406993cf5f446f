/**
 * An owner's shard at 128 bits: fingerprints that share their first 64 bits
 * are told apart by the other 64, the first occurrence in rank order wins,
 * and a chunk whose payload is not its count of fingerprints of the run's
 * width is refused in a sentence.
 */
import { describe, expect, it } from 'vitest';
import { ChunkKind, type Chunk } from '../../../src/cluster/protocol/chunk.js';
import { OwnerShard } from '../../../src/cluster/worker/owner-shard.js';

function chunk(from: number, words: readonly number[], count: number): Chunk {
  return {
    kind: ChunkKind.fingerprints,
    from,
    level: 1,
    attempt: 0,
    seq: 0,
    count,
    checksum: 0,
    payload: new Uint8Array(Uint32Array.from(words).buffer),
  };
}

describe('an owner shard of 128-bit fingerprints', () => {
  it('tells apart fingerprints that differ only past their first 64 bits; the first occurrence wins', async () => {
    const shard = new OwnerShard(4);
    const a = [7, 9, 1, 2];
    const b = [7, 9, 1, 3];
    const { answers, winners } = await shard.decide([[chunk(0, [...a, ...b], 2)], [chunk(1, [...b, ...a, 5, 6, 7, 8], 3)]]);
    expect(winners).toBe(3);
    expect(Array.from(answers[0] as Uint8Array)).toEqual([0b11]);
    expect(Array.from(answers[1] as Uint8Array)).toEqual([0b100]);
    await shard.merge();
    expect(shard.held).toBe(3);
    expect([...shard.contents(2)].map((run) => run.length)).toEqual([8, 4]);
  });

  it('refuses a chunk of fingerprints of another width', async () => {
    await expect(new OwnerShard(4).decide([[chunk(1, [7, 9, 7, 10], 2)]])).rejects.toThrow(
      'a chunk from worker 2 holds 16 bytes for 2 fingerprints of 128 bits (32 bytes)',
    );
  });
});
