/**
 * A worker's share of the visited set: the fingerprints of the partitions it
 * owns. During a level it receives the fingerprints every worker found in
 * its partitions; once every stream is complete it decides, sender by
 * sender in rank order (the ranks hold consecutive ranges of the level) and
 * within a stream in the order sent, which are new: the first occurrence in
 * TLC's enumeration order wins. The level's winners are kept in a table of
 * their own and only join the shard when the level is committed, so a level
 * can be redone from the same shard.
 */
import { FingerprintTable } from '../../engine/tables/fingerprint-table.js';
import type { Chunk } from '../protocol/chunk.js';
import { Yielder } from '../yielding.js';

const INITIAL_SLOTS = 1 << 16;

export class OwnerShard {
  table: FingerprintTable;
  held = 0;
  /** The streams of the level decided last, in rank order, and their answers: the winners to merge at commit. */
  private decided: { chunks: Chunk[][]; answers: Uint8Array[] } | null = null;

  /** A shard of fingerprints of `width` 32-bit words (the run's fingerprint bits / 32). */
  constructor(readonly width: number) {
    this.table = new FingerprintTable({ width }, INITIAL_SLOTS);
  }

  /** The fingerprints of a chunk as words; throws if its payload is not `count` fingerprints of this width (a sender of another width). */
  wordsOf(chunk: Chunk): Uint32Array {
    const bytes = chunk.count * this.width * 4;
    if (chunk.payload.byteLength !== bytes) {
      throw new Error(
        `a chunk from worker ${chunk.from + 1} holds ${chunk.payload.byteLength} bytes ` +
          `for ${chunk.count} fingerprints of ${this.width * 32} bits (${bytes} bytes)`,
      );
    }
    return new Uint32Array(chunk.payload.buffer, chunk.payload.byteOffset, chunk.count * this.width);
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /** Decides the fingerprints of `streams` (per sender rank, chunks in order); returns one bit per fingerprint per sender, 1 for new. */
  async decide(streams: Chunk[][]): Promise<{ answers: Uint8Array[]; winners: number }> {
    const table = this.table;
    const width = this.width;
    const fresh = new FingerprintTable({ width }, INITIAL_SLOTS);
    const yielder = new Yielder();
    let winners = 0;
    const answers: Uint8Array[] = [];
    for (const chunks of streams) {
      const total = chunks.reduce((sum, chunk) => sum + chunk.count, 0);
      const bits = new Uint8Array(Math.ceil(total / 8));
      let at = 0;
      for (const chunk of chunks) {
        await yielder.turn();
        const words = this.wordsOf(chunk);
        for (let j = 0; j < chunk.count; j++, at++) {
          if (table.contains(words, width * j)) continue;
          fresh.makeRoomForOne(winners);
          if (fresh.put(words, width * j)) continue;
          bits[at >>> 3] = (bits[at >>> 3] as number) | (1 << (at & 7));
          winners++;
        }
      }
      answers.push(bits);
    }
    this.decided = { chunks: streams, answers };
    return { answers, winners };
  }

  /** Puts the winners of the level decided last into the shard. */
  async merge(): Promise<void> {
    const decided = this.decided;
    if (decided === null) return;
    this.decided = null;
    let winners = 0;
    for (const bits of decided.answers) for (const byte of bits) winners += popcount(byte);
    this.table.ensureRoom([this.held], [winners]);
    const yielder = new Yielder();
    for (let sender = 0; sender < decided.chunks.length; sender++) {
      const chunks = decided.chunks[sender] as Chunk[];
      const bits = decided.answers[sender] as Uint8Array;
      let at = 0;
      for (const chunk of chunks) {
        await yielder.turn();
        const words = this.wordsOf(chunk);
        for (let j = 0; j < chunk.count; j++, at++) {
          if (((bits[at >>> 3] as number) >>> (at & 7)) & 1) this.table.put(words, this.width * j);
        }
      }
    }
    this.held += winners;
  }

  /** Drops the level decided last (it is being redone). */
  forget(): void {
    this.decided = null;
  }

  /** Makes room for `count` more fingerprints at once (a restore), instead of growing step by step. */
  reserve(count: number): void {
    this.table.ensureRoom([this.held], [count]);
  }

  /** Adds fingerprints (`width` words each) restored from a checkpoint. */
  restore(words: Uint32Array): void {
    const count = words.length / this.width;
    this.table.ensureRoom([this.held], [count]);
    for (let j = 0; j < count; j++) if (!this.table.put(words, this.width * j)) this.held++;
  }

  /** Every fingerprint held (`width` words each), in runs of at most `perRun`. */
  *contents(perRun: number): Generator<Uint32Array> {
    const width = this.width;
    const words = this.table.contents();
    let run = new Uint32Array(perRun * width);
    let filled = 0;
    for (let at = 0; at < words.length; at += this.table.stride) {
      if (words[at + 1] === 0) continue;
      for (let k = 0; k < width; k++) run[filled++] = words[at + k] as number;
      if (filled === run.length) {
        yield run;
        run = new Uint32Array(perRun * width);
        filled = 0;
      }
    }
    if (filled > 0) yield run.subarray(0, filled);
  }

  clear(): void {
    this.table = new FingerprintTable({ width: this.width }, INITIAL_SLOTS);
    this.held = 0;
    this.decided = null;
  }
}

function popcount(byte: number): number {
  let count = 0;
  for (let b = byte; b !== 0; b &= b - 1) count++;
  return count;
}
