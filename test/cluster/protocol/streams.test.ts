/** sendBytes cuts a run of items into chunks of whole items (at most 128 KiB each), pausing every 8 chunks; joinPayloads puts them back together. */
import { describe, expect, it } from 'vitest';
import { ChunkKind, decodeChunk, StreamReceiver, type Chunk } from '../../../src/cluster/protocol/chunk.js';
import { joinPayloads, sendBytes } from '../../../src/cluster/protocol/streams.js';

const header = { kind: ChunkKind.links, from: 1, level: 4, attempt: 0 } as const;

async function send(bytes: Uint8Array, itemBytes: number) {
  const chunks: Chunk[] = [];
  let pauses = 0;
  const totals = await sendBytes(
    header,
    bytes,
    itemBytes,
    (message) => chunks.push(decodeChunk(message) as Chunk),
    async () => {
      pauses++;
    },
  );
  return { chunks, totals, pauses };
}

describe('sendBytes', () => {
  it('sends whole items, at most 128 KiB a chunk, and totals that a receiver checks', async () => {
    const itemBytes = 5;
    const items = 70_000;
    const bytes = new Uint8Array(items * itemBytes);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251;
    const { chunks, totals } = await send(bytes, itemBytes);
    const perChunk = Math.floor(2 ** 17 / itemBytes);
    expect(chunks.map((chunk) => chunk.count)).toEqual([perChunk, perChunk, items - 2 * perChunk]);
    expect(chunks.every((chunk) => chunk.payload.length === chunk.count * itemBytes && chunk.kind === ChunkKind.links)).toBe(true);
    expect(totals).toMatchObject({ chunks: 3, items });
    const receiver = new StreamReceiver();
    for (const chunk of chunks) receiver.add(chunk);
    expect(receiver.problem(totals)).toBeNull();
    expect(Buffer.from(joinPayloads(receiver.inOrder())).equals(bytes)).toBe(true);
  });

  it('pauses after every 8th chunk (back-pressure)', async () => {
    const { chunks, pauses } = await send(new Uint8Array(17 * 2 ** 17), 1);
    expect(chunks.length).toBe(17);
    expect(pauses).toBe(2);
  });

  it('sends nothing for no bytes, and an item larger than a chunk whole', async () => {
    const empty = await send(new Uint8Array(0), 4);
    expect(empty.chunks).toEqual([]);
    expect(empty.totals).toEqual({ chunks: 0, items: 0, checksum: 0 });
    const large = await send(new Uint8Array(2 * (2 ** 17 + 8)), 2 ** 17 + 8);
    expect(large.chunks.map((chunk) => chunk.count)).toEqual([1, 1]);
  });
});

describe('joinPayloads', () => {
  it('puts payloads one after another, and gives no bytes for no chunks', () => {
    expect(
      Array.from(joinPayloads([{ payload: Uint8Array.from([1, 2]) }, { payload: new Uint8Array(0) }, { payload: Uint8Array.from([3]) }])),
    ).toEqual([1, 2, 3]);
    expect(joinPayloads([]).length).toBe(0);
  });
});
