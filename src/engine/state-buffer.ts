/**
 * A run of packed states of one size, appended one at a time and read back in
 * order (a BFS level). States live in fixed-size chunks, so growing never
 * copies what is already stored, and emptied chunks are kept for reuse.
 */
const CHUNK_BYTES = 1 << 20;

export class StateBuffer {
  /** States per chunk. */
  readonly chunkStates: number;
  private readonly chunks: Uint8Array[] = [];
  count = 0;

  constructor(readonly stateBytes: number) {
    this.chunkStates = Math.max(1, Math.floor(CHUNK_BYTES / stateBytes));
  }

  /** Bytes allocated, used or kept for reuse. */
  get bytes(): number {
    return this.chunks.length * this.chunkStates * this.stateBytes;
  }

  /** Number of chunks holding states. */
  get chunkCount(): number {
    return Math.ceil(this.count / this.chunkStates);
  }

  /** The c-th chunk; its states are at offsets 0, stateBytes, ... */
  chunk(c: number): Uint8Array {
    return this.chunks[c] as Uint8Array;
  }

  /** How many states the c-th chunk holds. */
  statesInChunk(c: number): number {
    return Math.min(this.chunkStates, this.count - c * this.chunkStates);
  }

  /** Appends the state at `source[offset..]`. */
  append(source: Uint8Array, offset: number): void {
    const size = this.stateBytes;
    const c = Math.floor(this.count / this.chunkStates);
    if (c === this.chunks.length) this.chunks.push(new Uint8Array(this.chunkStates * size));
    const chunk = this.chunks[c] as Uint8Array;
    let at = (this.count - c * this.chunkStates) * size;
    for (let i = 0; i < size; i++) chunk[at++] = source[offset + i] as number;
    this.count++;
  }

  /** A copy of the i-th state. */
  state(index: number): Uint8Array {
    const c = Math.floor(index / this.chunkStates);
    const at = (index - c * this.chunkStates) * this.stateBytes;
    return (this.chunks[c] as Uint8Array).slice(at, at + this.stateBytes);
  }

  /** Empties the buffer, keeping its chunks. */
  clear(): void {
    this.count = 0;
  }
}
