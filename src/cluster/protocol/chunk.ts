/**
 * Data on the wire: chunks of one stream (from one sender to one receiver,
 * within one level attempt), each with a 24-byte header: its kind, the
 * sender's rank, the level and attempt it belongs to, its sequence number in
 * the stream, how many items it holds, and a checksum of its payload. A
 * receiver detects a lost, duplicated or reordered chunk by the sequence
 * numbers, and a damaged one by the checksum; the sender's end-of-stream
 * totals (chunks, items, the checksum of the checksums) go by the control
 * path, so a lost last chunk is found too.
 */

export const ChunkKind = {
  fingerprints: 1,
  answers: 2,
  links: 3,
  snapshotFingerprints: 4,
  snapshotStates: 5,
  restoreFingerprints: 6,
  restoreStates: 7,
  movedStates: 8,
} as const;
export type ChunkKindValue = (typeof ChunkKind)[keyof typeof ChunkKind];

const CHUNK_HEADER_BYTES = 24;

export interface Chunk {
  readonly kind: ChunkKindValue;
  readonly from: number;
  readonly level: number;
  readonly attempt: number;
  readonly seq: number;
  readonly count: number;
  readonly checksum: number;
  /** The payload, copied to its own buffer (so 32-bit views of it are aligned). */
  readonly payload: Uint8Array;
}

/** A checksum of `bytes` (a multiple of 4 bytes long, or not): order-sensitive, 32 bits. */
function checksumOf(bytes: Uint8Array): number {
  let h = 0x811c9dc5 ^ bytes.length;
  const words = bytes.length >>> 2;
  const view =
    bytes.byteOffset % 4 === 0 ? new Uint32Array(bytes.buffer, bytes.byteOffset, words) : new Uint32Array(bytes.slice(0, words * 4).buffer);
  for (let i = 0; i < words; i++) h = Math.imul(h ^ (view[i] as number), 0x01000193) + i;
  for (let i = words * 4; i < bytes.length; i++) h = Math.imul(h ^ (bytes[i] as number), 0x01000193);
  return h >>> 0;
}

/** Folds a chunk's checksum into the running checksum of its stream. */
function foldChecksum(running: number, chunk: number): number {
  return (Math.imul(running ^ chunk, 0x9e3779b1) + 0x7f4a7c15) >>> 0;
}

function encodeChunk(header: Omit<Chunk, 'payload' | 'checksum'>, payload: Uint8Array): Uint8Array {
  const message = new Uint8Array(CHUNK_HEADER_BYTES + payload.byteLength);
  const view = new DataView(message.buffer);
  view.setUint8(0, header.kind);
  view.setUint16(2, header.from, true);
  view.setUint32(4, header.level, true);
  view.setUint32(8, header.attempt, true);
  view.setUint32(12, header.seq, true);
  view.setUint32(16, header.count, true);
  view.setUint32(20, checksumOf(payload), true);
  message.set(payload, CHUNK_HEADER_BYTES);
  return message;
}

/** The chunk in `message`, or null if it is too short or its payload does not match its checksum. */
export function decodeChunk(message: Uint8Array): Chunk | null {
  if (message.byteLength < CHUNK_HEADER_BYTES) return null;
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const payload = new Uint8Array(message.subarray(CHUNK_HEADER_BYTES));
  const checksum = view.getUint32(20, true);
  if (checksumOf(payload) !== checksum) return null;
  return {
    kind: view.getUint8(0) as ChunkKindValue,
    from: view.getUint16(2, true),
    level: view.getUint32(4, true),
    attempt: view.getUint32(8, true),
    seq: view.getUint32(12, true),
    count: view.getUint32(16, true),
    checksum,
    payload,
  };
}

/** What a sender says it sent on one stream. */
export interface StreamTotals {
  readonly chunks: number;
  readonly items: number;
  readonly checksum: number;
}

/**
 * The chunks of one stream as they arrive: duplicates dropped, kept by
 * sequence number, complete once they match the sender's totals.
 */
export class StreamReceiver {
  private readonly chunks = new Map<number, Chunk>();
  duplicates = 0;

  add(chunk: Chunk): void {
    if (this.chunks.has(chunk.seq)) {
      this.duplicates++;
      return;
    }
    this.chunks.set(chunk.seq, chunk);
  }

  get received(): number {
    return this.chunks.size;
  }

  /** Null when the chunks received are exactly those of `totals`; otherwise what is wrong. */
  problem(totals: StreamTotals): string | null {
    if (this.chunks.size < totals.chunks) return `${totals.chunks - this.chunks.size} of ${totals.chunks} chunks missing`;
    if (this.chunks.size > totals.chunks) return `${this.chunks.size} chunks received, ${totals.chunks} sent`;
    let items = 0;
    let checksum = 0;
    for (let seq = 0; seq < totals.chunks; seq++) {
      const chunk = this.chunks.get(seq);
      if (chunk === undefined) return `chunk ${seq} missing`;
      items += chunk.count;
      checksum = foldChecksum(checksum, chunk.checksum);
    }
    if (items !== totals.items) return `${items} items received, ${totals.items} sent`;
    if (checksum !== totals.checksum) return 'the checksum of the stream does not match';
    return null;
  }

  /** The chunks in sequence order (call once complete). */
  inOrder(): Chunk[] {
    return [...this.chunks.values()].sort((a, b) => a.seq - b.seq);
  }
}

/** Sends one stream in chunks and keeps its totals. */
export class StreamSender {
  chunks = 0;
  items = 0;
  checksum = 0;

  constructor(
    private readonly header: Omit<Chunk, 'payload' | 'checksum' | 'seq' | 'count'>,
    private readonly send: (message: Uint8Array) => void,
  ) {}

  push(payload: Uint8Array, count: number): void {
    const message = encodeChunk({ ...this.header, seq: this.chunks++, count }, payload);
    this.items += count;
    this.checksum = foldChecksum(this.checksum, new DataView(message.buffer).getUint32(20, true));
    this.send(message);
  }

  get totals(): StreamTotals {
    return { chunks: this.chunks, items: this.items, checksum: this.checksum };
  }
}
