/**
 * A run of packed states of one size, appended one at a time and read back in
 * order (a BFS level). Each state takes `stride` bytes (its size rounded up to
 * whole 32-bit words, so copies move words, not bytes). States live in
 * fixed-size chunks, so growing never copies what is already stored, and
 * emptied chunks are kept for reuse.
 */
const CHUNK_BYTES = 1 << 20;

/** Bytes a state of `stateBytes` takes in a StateBuffer: rounded up to whole 32-bit words. */
export function strideOf(stateBytes: number): number {
  return Math.ceil(stateBytes / 4) * 4;
}

export class StateBuffer {
  /** Bytes from one state to the next. */
  readonly stride: number;
  /** States per chunk. */
  readonly chunkStates: number;
  private readonly wordsPerState: number;
  private readonly chunks: Uint32Array[] = [];
  private readonly chunkBytes: Uint8Array[] = [];
  count = 0;

  constructor(readonly stateBytes: number) {
    this.stride = strideOf(stateBytes);
    this.wordsPerState = this.stride / 4;
    this.chunkStates = Math.max(1, Math.floor(CHUNK_BYTES / this.stride));
  }

  /** Bytes allocated, used or kept for reuse. */
  get bytes(): number {
    return this.chunks.length * this.chunkStates * this.stride;
  }

  /** Number of chunks holding states. */
  get chunkCount(): number {
    return Math.ceil(this.count / this.chunkStates);
  }

  /** The c-th chunk as bytes; its states are at offsets 0, stride, 2 * stride, ... */
  chunk(c: number): Uint8Array {
    return this.chunkBytes[c] as Uint8Array;
  }

  /** How many states the c-th chunk holds. */
  statesInChunk(c: number): number {
    return Math.min(this.chunkStates, this.count - c * this.chunkStates);
  }

  /** Appends the state starting at word `wordOffset` of `source`. */
  append(source: Uint32Array, wordOffset: number): void {
    const c = Math.floor(this.count / this.chunkStates);
    if (c === this.chunks.length) {
      const words = new Uint32Array(this.chunkStates * this.wordsPerState);
      this.chunks.push(words);
      this.chunkBytes.push(new Uint8Array(words.buffer));
    }
    const chunk = this.chunks[c] as Uint32Array;
    const words = this.wordsPerState;
    let at = (this.count - c * this.chunkStates) * words;
    for (let w = 0; w < words; w++) chunk[at++] = source[wordOffset + w] as number;
    this.count++;
  }

  /** A copy of the i-th state (stateBytes long). */
  state(index: number): Uint8Array {
    const c = Math.floor(index / this.chunkStates);
    const at = (index - c * this.chunkStates) * this.stride;
    return (this.chunkBytes[c] as Uint8Array).slice(at, at + this.stateBytes);
  }

  /** Empties the buffer, keeping its chunks. */
  clear(): void {
    this.count = 0;
  }
}
