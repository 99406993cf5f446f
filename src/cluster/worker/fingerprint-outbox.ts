/**
 * The fingerprints a worker sends during a level, one stream per owner:
 * buffered into batches (by default BATCH_FINGERPRINTS, 128 KiB) and sent when full.
 */
import { ChunkKind, StreamSender, type StreamTotals } from '../protocol/chunk.js';

/** Fingerprints per batch by default: 128 KiB messages. */
export const BATCH_FINGERPRINTS = 16384;

export class FingerprintOutbox {
  private readonly senders: StreamSender[];
  private readonly buffers: Uint32Array[];
  private readonly filled: number[];

  /** `send(owner, message)` delivers a chunk to an owner (itself included). */
  constructor(owners: number, rank: number, level: number, attempt: number, send: (owner: number, message: Uint8Array) => void, batchFingerprints = BATCH_FINGERPRINTS) {
    this.senders = Array.from({ length: owners }, (_, owner) => new StreamSender({ kind: ChunkKind.fingerprints, from: rank, level, attempt }, (message) => send(owner, message)));
    this.buffers = Array.from({ length: owners }, () => new Uint32Array(batchFingerprints * 2));
    this.filled = new Array<number>(owners).fill(0);
  }

  add(owner: number, high: number, low: number): void {
    const buffer = this.buffers[owner] as Uint32Array;
    let at = this.filled[owner] as number;
    buffer[at++] = high;
    buffer[at++] = low;
    this.filled[owner] = at;
    if (at === buffer.length) this.sendChunk(owner);
  }

  private sendChunk(owner: number): void {
    const words = this.filled[owner] as number;
    if (words === 0) return;
    const buffer = this.buffers[owner] as Uint32Array;
    (this.senders[owner] as StreamSender).push(new Uint8Array(buffer.buffer, 0, words * 4), words / 2);
    this.filled[owner] = 0;
  }

  /** Sends what is left; returns each owner's stream totals. */
  finish(): StreamTotals[] {
    this.senders.forEach((_, owner) => this.sendChunk(owner));
    return this.senders.map((sender) => sender.totals);
  }
}
