/**
 * Chunks on the wire: what a StreamSender sends decodes to the chunks it was
 * given; a damaged or short message decodes to null; a StreamReceiver drops
 * duplicates, puts chunks back in order, and says what is wrong when the
 * chunks received are not those of the sender's totals.
 */
import { describe, expect, it } from 'vitest';
import { ChunkKind, decodeChunk, StreamReceiver, StreamSender, type Chunk } from '../../../src/cluster/protocol/chunk.js';

const header = { kind: ChunkKind.fingerprints, from: 3, level: 9, attempt: 2 } as const;

/** A stream of `payloads` (one item per 4 bytes) as sent: the messages and the sender's totals. */
function sent(payloads: readonly number[][]) {
  const messages: Uint8Array[] = [];
  const sender = new StreamSender(header, (message) => messages.push(message));
  for (const words of payloads) sender.push(new Uint8Array(Uint32Array.from(words).buffer), words.length);
  return { messages, totals: sender.totals };
}

const chunksOf = (messages: readonly Uint8Array[]) => messages.map((message) => decodeChunk(message) as Chunk);

describe('StreamSender and decodeChunk', () => {
  it('a chunk sent decodes to its header, its sequence number, its count and its payload', () => {
    const { messages, totals } = sent([[1, 2, 3], [4]]);
    expect(messages.map((message) => message.byteLength)).toEqual([24 + 12, 24 + 4]);
    const [first, second] = chunksOf(messages);
    expect(first).toMatchObject({ ...header, seq: 0, count: 3 });
    expect(Array.from(new Uint32Array((first as Chunk).payload.buffer))).toEqual([1, 2, 3]);
    expect(second).toMatchObject({ ...header, seq: 1, count: 1 });
    expect(totals).toMatchObject({ chunks: 2, items: 4 });
  });

  it('the payload is copied to a buffer of its own, so 32-bit views of it are aligned', () => {
    const { messages } = sent([[5, 6]]);
    const shifted = new Uint8Array((messages[0] as Uint8Array).byteLength + 1);
    shifted.set(messages[0] as Uint8Array, 1);
    const chunk = decodeChunk(shifted.subarray(1)) as Chunk;
    expect(chunk.payload.byteOffset).toBe(0);
    expect(Array.from(new Uint32Array(chunk.payload.buffer))).toEqual([5, 6]);
  });

  it('a message shorter than a header, or whose payload was damaged, decodes to null', () => {
    const { messages } = sent([[1, 2, 3]]);
    const message = messages[0] as Uint8Array;
    expect(decodeChunk(message.subarray(0, 23))).toBeNull();
    for (const at of [24, 30, message.length - 1]) {
      const damaged = new Uint8Array(message);
      damaged[at] = (damaged[at] as number) ^ 1;
      expect(decodeChunk(damaged), `byte ${at}`).toBeNull();
    }
    // the checksum covers the length too: a payload cut short does not pass
    expect(decodeChunk(message.subarray(0, message.length - 4))).toBeNull();
  });

  it('an empty payload and a payload of odd length are checked too', () => {
    const messages: Uint8Array[] = [];
    const sender = new StreamSender(header, (message) => messages.push(message));
    sender.push(new Uint8Array(0), 0);
    sender.push(Uint8Array.from([1, 2, 3, 4, 5]), 5);
    expect(chunksOf(messages).map((chunk) => Array.from(chunk.payload))).toEqual([[], [1, 2, 3, 4, 5]]);
    const damaged = new Uint8Array(messages[1] as Uint8Array);
    damaged[28] = 9;
    expect(decodeChunk(damaged)).toBeNull();
  });
});

describe('StreamReceiver', () => {
  it('is complete when it holds exactly the chunks sent, which it gives in order, duplicates dropped', () => {
    const { messages, totals } = sent([[1], [2, 3], [4]]);
    const [a, b, c] = chunksOf(messages) as [Chunk, Chunk, Chunk];
    const receiver = new StreamReceiver();
    for (const chunk of [c, a, c, b]) receiver.add(chunk);
    expect(receiver.duplicates).toBe(1);
    expect(receiver.received).toBe(3);
    expect(receiver.problem(totals)).toBeNull();
    expect(receiver.inOrder().map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
  });

  it('says how many chunks are missing, or that more came than were sent', () => {
    const { messages, totals } = sent([[1], [2], [3]]);
    const chunks = chunksOf(messages);
    const receiver = new StreamReceiver();
    receiver.add(chunks[1] as Chunk);
    expect(receiver.problem(totals)).toBe('2 of 3 chunks missing');
    expect(new StreamReceiver().problem({ chunks: 0, items: 0, checksum: 0 })).toBeNull();
    for (const chunk of chunks) receiver.add(chunk);
    expect(receiver.problem({ ...totals, chunks: 2 })).toBe('3 chunks received, 2 sent');
  });

  it('finds a chunk of another sequence number in place of one sent, and totals that do not match', () => {
    const { messages, totals } = sent([[1], [2]]);
    const [a, b] = chunksOf(messages) as [Chunk, Chunk];
    const misnumbered = new StreamReceiver();
    misnumbered.add(a);
    misnumbered.add({ ...b, seq: 5 });
    expect(misnumbered.problem(totals)).toBe('chunk 1 missing');
    const complete = new StreamReceiver();
    complete.add(a);
    complete.add(b);
    expect(complete.problem({ ...totals, items: 3 })).toBe('2 items received, 3 sent');
    expect(complete.problem({ ...totals, checksum: (totals.checksum + 1) >>> 0 })).toBe('the checksum of the stream does not match');
  });

  it('the checksum of the stream depends on the order of the chunks', () => {
    const one = sent([[1], [2]]).totals;
    const other = sent([[2], [1]]).totals;
    expect(one.items).toBe(other.items);
    expect(one.checksum).not.toBe(other.checksum);
  });
});
