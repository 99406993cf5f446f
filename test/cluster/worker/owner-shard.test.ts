/**
 * An owner's shard at 128 bits: fingerprints that share their first 64 bits
 * are told apart by the other 64, the first occurrence in rank order wins,
 * and a chunk whose payload is not its count of fingerprints of the run's
 * width is refused in a sentence. At 64 bits: what the shard holds is never
 * new, a level's winners join it only when merged (a level redone forgets
 * them), a restore keeps each fingerprint once, and its contents come in runs.
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

/** The fingerprints held, as 'high:low' strings, sorted. */
const held = (shard: OwnerShard) =>
  [...shard.contents(2)].flatMap((run) => Array.from({ length: run.length / 2 }, (_, i) => `${run[2 * i]}:${run[2 * i + 1]}`)).sort();

describe('an owner shard of 64-bit fingerprints', () => {
  it('answers that what it holds is not new, and holds a level only once merged', async () => {
    const shard = new OwnerShard(2);
    shard.restore(Uint32Array.from([1, 1]));
    const first = await shard.decide([[chunk(0, [1, 1, 2, 2], 2)], [chunk(1, [2, 2, 3, 3], 2)]]);
    expect(first.winners).toBe(2);
    expect(first.answers.map((bits) => Array.from(bits))).toEqual([[0b10], [0b10]]);
    expect(shard.held).toBe(1);
    await shard.merge();
    expect(shard.held).toBe(3);
    expect(held(shard)).toEqual(['1:1', '2:2', '3:3']);
    const again = await shard.decide([[chunk(0, [3, 3, 4, 4], 2)]]);
    expect(Array.from(again.answers[0] as Uint8Array)).toEqual([0b10]);
  });

  it('forgets a level that is redone: merging then adds nothing', async () => {
    const shard = new OwnerShard(2);
    await shard.decide([[chunk(0, [5, 5], 1)]]);
    shard.forget();
    await shard.merge();
    expect(shard.held).toBe(0);
    const redone = await shard.decide([[chunk(0, [5, 5], 1)]]);
    expect(redone.winners).toBe(1);
  });

  it('keeps each restored fingerprint once, gives its contents in runs of the size asked, and empties when cleared', () => {
    const shard = new OwnerShard(2);
    shard.reserve(4);
    shard.restore(Uint32Array.from([1, 7, 2, 7, 1, 7, 3, 7, 4, 7]));
    expect(shard.held).toBe(4);
    expect([...shard.contents(3)].map((run) => run.length)).toEqual([6, 2]);
    expect(held(shard)).toEqual(['1:7', '2:7', '3:7', '4:7']);
    shard.clear();
    expect([shard.held, [...shard.contents(3)].length]).toEqual([0, 0]);
  });
});
