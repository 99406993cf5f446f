/**
 * The fingerprints a worker sends during a level, one stream per owner:
 * buffered into batches (by default BATCH_FINGERPRINTS: 128 KiB of 64-bit
 * fingerprints, 256 KiB of 128-bit ones) and sent when full.
 */
import { ChunkKind, StreamSender, type StreamTotals } from '../protocol/chunk.js';

/** Fingerprints per batch by default: 128 KiB messages at 64 bits. */
export const BATCH_FINGERPRINTS = 16384;

export class FingerprintOutbox {
  private readonly senders: StreamSender[];
  private readonly buffers: Uint32Array[];
  private readonly filled: number[];

  /** `send(owner, message)` delivers a chunk to an owner (itself included); fingerprints are `width` words. */
  constructor(
    owners: number,
    rank: number,
    level: number,
    attempt: number,
    send: (owner: number, message: Uint8Array) => void,
    private readonly width: number,
    batchFingerprints = BATCH_FINGERPRINTS,
  ) {
    this.senders = Array.from(
      { length: owners },
      (_, owner) => new StreamSender({ kind: ChunkKind.fingerprints, from: rank, level, attempt }, (message) => send(owner, message)),
    );
    this.buffers = Array.from({ length: owners }, () => new Uint32Array(batchFingerprints * width));
    this.filled = new Array<number>(owners).fill(0);
  }

  /** Adds the fingerprint at word `from` of `fingerprints` to the batch for `owner`. */
  add(owner: number, fingerprints: Uint32Array, from: number): void {
    const buffer = this.buffers[owner] as Uint32Array;
    let at = this.filled[owner] as number;
    for (let k = 0; k < this.width; k++) buffer[at++] = fingerprints[from + k] as number;
    this.filled[owner] = at;
    if (at === buffer.length) this.sendChunk(owner);
  }

  private sendChunk(owner: number): void {
    const words = this.filled[owner] as number;
    if (words === 0) return;
    const buffer = this.buffers[owner] as Uint32Array;
    (this.senders[owner] as StreamSender).push(new Uint8Array(buffer.buffer, 0, words * 4), words / this.width);
    this.filled[owner] = 0;
  }

  /** Sends what is left; returns each owner's stream totals. */
  finish(): StreamTotals[] {
    this.senders.forEach((_, owner) => this.sendChunk(owner));
    return this.senders.map((sender) => sender.totals);
  }
}
