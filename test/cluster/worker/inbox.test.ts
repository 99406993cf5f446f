/**
 * A worker's (or the coordinator's) inbox: chunks kept by stream (kind,
 * level, attempt, sender); a wait for a set of streams ends with their
 * chunks in order, or fails saying what is missing once nothing has arrived
 * for the grace period, or stops when cancelled.
 */
import { describe, expect, it } from 'vitest';
import { ChunkKind, decodeChunk, StreamSender, type Chunk, type StreamTotals } from '../../../src/cluster/protocol/chunk.js';
import { Cancelled, Inbox } from '../../../src/cluster/worker/inbox.js';

/** The chunks of a stream of `payloads` from `from`, and its totals. */
function stream(from: number, payloads: readonly number[][], level = 2, attempt = 0, kind: 1 | 2 = ChunkKind.fingerprints) {
  const chunks: Chunk[] = [];
  const sender = new StreamSender({ kind, from, level, attempt }, (message) => chunks.push(decodeChunk(message) as Chunk));
  for (const bytes of payloads) sender.push(Uint8Array.from(bytes), bytes.length);
  return { chunks, totals: sender.totals };
}

const bytesOf = (streams: Chunk[][]) => streams.map((chunks) => chunks.map((chunk) => Array.from(chunk.payload)));

describe('Inbox', () => {
  it('gives the streams of every sender in order once complete', async () => {
    const inbox = new Inbox();
    const zero = stream(0, [[1], [2, 3]]);
    const one = stream(1, [[4]]);
    for (const chunk of [zero.chunks[1], one.chunks[0], zero.chunks[0]]) inbox.add(chunk as Chunk);
    const got = await inbox.complete(ChunkKind.fingerprints, 2, 0, [zero.totals, one.totals], 1, () => false);
    expect(bytesOf(got)).toEqual([[[1], [2, 3]], [[4]]]);
  });

  it('keeps streams of another kind, level or attempt apart', () => {
    const inbox = new Inbox();
    for (const { chunks } of [
      stream(0, [[1]], 2, 0),
      stream(0, [[2]], 2, 1),
      stream(0, [[3]], 3, 0),
      stream(0, [[4]], 2, 0, ChunkKind.answers),
    ])
      inbox.add(chunks[0] as Chunk);
    expect(
      inbox
        .stream(ChunkKind.fingerprints, 2, 1, 0)
        .inOrder()
        .map((chunk) => chunk.payload[0]),
    ).toEqual([2]);
    expect(
      inbox
        .stream(ChunkKind.answers, 2, 0, 0)
        .inOrder()
        .map((chunk) => chunk.payload[0]),
    ).toEqual([4]);
    expect(inbox.stream(ChunkKind.fingerprints, 2, 0, 1).received).toBe(0);
  });

  it('forgets the streams prune is told not to keep', () => {
    const inbox = new Inbox();
    inbox.add(stream(0, [[1]], 2, 0).chunks[0] as Chunk);
    inbox.add(stream(0, [[2]], 2, 1).chunks[0] as Chunk);
    inbox.prune((kind, level, attempt) => !(kind === ChunkKind.fingerprints && level === 2 && attempt === 0));
    expect(inbox.stream(ChunkKind.fingerprints, 2, 0, 0).received).toBe(0);
    expect(inbox.stream(ChunkKind.fingerprints, 2, 1, 0).received).toBe(1);
  });

  it('waits for a chunk that arrives later', async () => {
    const inbox = new Inbox();
    const { chunks, totals } = stream(0, [[1], [2]]);
    inbox.add(chunks[0] as Chunk);
    setTimeout(() => inbox.add(chunks[1] as Chunk), 20);
    expect(bytesOf(await inbox.complete(ChunkKind.fingerprints, 2, 0, [totals], 5, () => false))).toEqual([[[1], [2]]]);
  });

  it('fails after the grace period with what is missing from whom, and the damaged chunks it dropped', async () => {
    const inbox = new Inbox();
    const zero = stream(0, [[1], [2]]);
    const one = stream(1, [[3]]);
    inbox.add(zero.chunks[0] as Chunk);
    inbox.add(one.chunks[0] as Chunk);
    inbox.add(null);
    expect(inbox.damaged).toBe(1);
    const started = performance.now();
    await expect(inbox.complete(ChunkKind.fingerprints, 2, 0, [zero.totals, one.totals], 0.05, () => false)).rejects.toThrow(
      'from 0: 1 of 2 chunks missing (1 damaged chunks dropped)',
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('stops waiting with Cancelled when a newer step makes the wait pointless', async () => {
    const inbox = new Inbox();
    const totals: StreamTotals = { chunks: 1, items: 1, checksum: 0 };
    let asked = 0;
    await expect(inbox.complete(ChunkKind.fingerprints, 2, 0, [totals], 10, () => ++asked > 2)).rejects.toBeInstanceOf(Cancelled);
  });
});
