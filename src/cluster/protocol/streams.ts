/** Sending a run of bytes as one stream of chunks (answers, links, snapshots, restores). */
import { StreamSender, type ChunkKindValue, type StreamTotals } from './chunk.js';

const CHUNK_BYTES = 1 << 17;

/**
 * Sends `items` (each `itemBytes` long) as chunks of at most CHUNK_BYTES,
 * awaiting `pause` between chunks (back-pressure); returns the totals.
 */
export async function sendBytes(
  header: { kind: ChunkKindValue; from: number; level: number; attempt: number },
  bytes: Uint8Array,
  itemBytes: number,
  send: (message: Uint8Array) => void,
  pause: () => Promise<void>,
): Promise<StreamTotals> {
  const sender = new StreamSender(header, send);
  const perChunk = Math.max(1, Math.floor(CHUNK_BYTES / itemBytes)) * itemBytes;
  for (let at = 0; at < bytes.length; at += perChunk) {
    const piece = bytes.subarray(at, Math.min(bytes.length, at + perChunk));
    sender.push(piece, piece.length / itemBytes);
    if ((sender.chunks & 7) === 0) await pause();
  }
  return sender.totals;
}

/** The payloads of `chunks` one after another. */
export function joinPayloads(chunks: readonly { payload: Uint8Array }[]): Uint8Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.payload.length, 0);
  const joined = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk.payload, at);
    at += chunk.payload.length;
  }
  return joined;
}
