/**
 * Evening out the next level: the states a worker found stay with it, so
 * after a level the workers may hold very different numbers of them (after
 * the initial states, one holds them all). The coordinator then asks for new
 * consecutive ranges of equal size; each worker sends the states it holds in
 * another's new range to that worker, which, once everything has arrived,
 * puts its range together in order. Order is unchanged: only the cuts move.
 */
import type { StateBuffer } from '../../engine/bfs/batch-step.js';
import type { Chunk } from '../protocol/chunk.js';

export interface Span {
  readonly start: number;
  readonly end: number;
}

/** Each worker's span of the level (positions within it) for the given counts. */
export function spansOf(counts: readonly number[]): Span[] {
  let start = 0;
  return counts.map((count) => {
    const span = { start, end: start + count };
    start += count;
    return span;
  });
}

/** The overlap of two spans (empty: start >= end). */
export function overlap(a: Span, b: Span): Span {
  return { start: Math.max(a.start, b.start), end: Math.min(a.end, b.end) };
}

/** States first .. end - 1 of `buffer` as bytes (stride each). */
export function statesBytes(buffer: StateBuffer, first: number, end: number): Uint8Array {
  const bytes = new Uint8Array((end - first) * buffer.stride);
  for (let i = first; i < end; i++) {
    const c = Math.floor(i / buffer.chunkStates);
    const at = (i - c * buffer.chunkStates) * buffer.stride;
    bytes.set(buffer.chunk(c).subarray(at, at + buffer.stride), (i - first) * buffer.stride);
  }
  return bytes;
}

/** Appends the states in `bytes` (stride each) to `target`. */
function appendStates(target: StateBuffer, bytes: Uint8Array): void {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const step = target.stride / 4;
  for (let at = 0; at < words.length; at += step) target.append(words, at);
}

/** Puts together a worker's new range: from each worker in rank order, its own states from `own` or those received. */
export function assemble(target: StateBuffer, rank: number, own: Uint8Array, received: readonly Chunk[][]): void {
  received.forEach((chunks, from) => {
    if (from === rank) appendStates(target, own);
    else for (const chunk of chunks) appendStates(target, chunk.payload);
  });
}
