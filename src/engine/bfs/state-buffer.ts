/**
 * Runs of packed states of one size (a BFS level), appended one at a time and
 * read back in order. Each state takes `stride` bytes (its size rounded up to
 * whole 32-bit words, so copies move words, not bytes). States live in
 * fixed-size chunks on SharedArrayBuffers (worker threads read them), so
 * growing never copies what is already stored; emptied chunks are reused.
 * Under memory pressure full chunks can be spilled to a file and are read
 * back when asked for.
 */
import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs';

const CHUNK_BYTES = 1 << 20;

/** Bytes a state of `stateBytes` takes in a run: rounded up to whole 32-bit words. */
/** Bytes of one chunk of a level of states of `stateBytes` bytes (what its first state takes). */
export function levelChunkBytes(stateBytes: number): number {
  const stride = strideOf(stateBytes);
  return statesPerChunk(stride) * stride;
}

export function strideOf(stateBytes: number): number {
  return Math.ceil(stateBytes / 4) * 4;
}

function statesPerChunk(stride: number): number {
  return Math.max(1, Math.floor(CHUNK_BYTES / stride));
}

/** Read access to a run of states: what expanding a level needs. */
export interface StateRun {
  readonly stride: number;
  readonly chunkStates: number;
  chunk(c: number): Uint8Array;
}

export class StateBuffer implements StateRun {
  /** Bytes from one state to the next. */
  readonly stride: number;
  /** States per chunk. */
  readonly chunkStates: number;
  private readonly wordsPerState: number;
  /** Per chunk: its memory, or null while it is only on disk. */
  private readonly chunks: (Uint32Array | null)[] = [];
  private readonly chunkBytes: (Uint8Array | null)[] = [];
  private readonly shared: (SharedArrayBuffer | undefined)[] = [];
  /** Chunks written to the spill file (their place in it is c x chunk size). */
  private readonly onDisk: boolean[] = [];
  private spillDescriptor: number | null = null;
  count = 0;
  /**
   * Where `append` writes: the chunk being filled (null until the next
   * append starts one), the word in it, and the word where its states end.
   * The next chunk is started when writeAt reaches writeEnd, so appending
   * takes no division.
   */
  private writeChunk: Uint32Array | null = null;
  private writeAt = 0;
  private writeEnd = 0;

  /** `spillPath`: the file chunks go to when `spill` is called. */
  constructor(
    readonly stateBytes: number,
    private readonly spillPath: string | null = null,
  ) {
    this.stride = strideOf(stateBytes);
    this.wordsPerState = this.stride / 4;
    this.chunkStates = statesPerChunk(this.stride);
  }

  private get chunkSize(): number {
    return this.chunkStates * this.stride;
  }

  /** Bytes of memory the chunks hold (in use or kept for reuse). */
  get bytes(): number {
    return this.chunks.reduce((sum, chunk) => sum + (chunk === null ? 0 : chunk.byteLength), 0);
  }

  /** Number of chunks holding states. */
  get chunkCount(): number {
    return Math.ceil(this.count / this.chunkStates);
  }

  /** The c-th chunk as bytes (read back from disk if it was spilled); its states are at offsets 0, stride, ... */
  chunk(c: number): Uint8Array {
    return this.chunkBytes[c] ?? this.reload(c);
  }

  /** How many states the c-th chunk holds. */
  statesInChunk(c: number): number {
    return Math.min(this.chunkStates, this.count - c * this.chunkStates);
  }

  /** Appends the state starting at word `wordOffset` of `source`. */
  append(source: Uint32Array, wordOffset: number): void {
    if (this.writeAt === this.writeEnd) this.startChunk();
    const chunk = this.writeChunk as Uint32Array;
    const words = this.wordsPerState;
    let at = this.writeAt;
    for (let w = 0; w < words; w++) chunk[at++] = source[wordOffset + w] as number;
    this.writeAt = at;
    this.count++;
  }

  /** Starts filling the next chunk (count is a whole number of chunks). */
  private startChunk(): void {
    const c = this.count / this.chunkStates;
    this.writeChunk = this.chunks[c] ?? this.allocate(c);
    this.writeAt = 0;
    this.writeEnd = this.chunkStates * this.wordsPerState;
  }

  /** A copy of the i-th state (stateBytes long). */
  state(index: number): Uint8Array {
    const c = Math.floor(index / this.chunkStates);
    const at = (index - c * this.chunkStates) * this.stride;
    return this.chunk(c).slice(at, at + this.stateBytes);
  }

  /** The states as byte runs, chunk by chunk (count x stride bytes in all), e.g. to save them. */
  contents(): Uint8Array[] {
    return Array.from({ length: this.chunkCount }, (_, c) => this.chunk(c).subarray(0, this.statesInChunk(c) * this.stride));
  }

  /** Replaces the contents with the states in `bytes` (as written by `contents`, stride bytes each). */
  load(bytes: Uint8Array): void {
    this.clear();
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
    for (let at = 0; at < words.length; at += this.wordsPerState) this.append(words, at);
  }

  /** The shared memory of each chunk (undefined for one that is only on disk). */
  sharedChunks(): readonly (SharedArrayBuffer | undefined)[] {
    return this.shared;
  }

  /**
   * Frees the memory of the full chunks before chunk `end`, writing to the
   * spill file those not there yet. Returns the bytes freed.
   */
  spill(end: number): number {
    if (this.spillPath === null) return 0;
    let freed = 0;
    const last = Math.min(end, Math.floor(this.count / this.chunkStates));
    for (let c = 0; c < last; c++) {
      const bytes = this.chunkBytes[c];
      if (bytes === null || bytes === undefined) continue;
      if (this.onDisk[c] !== true) {
        this.onSpillFile('write', () => {
          const fd = this.spillFile();
          for (let written = 0; written < bytes.length;) {
            const n = writeSync(fd, bytes, written, bytes.length - written, c * this.chunkSize + written);
            if (n === 0) throw new Error('the disk took no more bytes');
            written += n;
          }
        });
        this.onDisk[c] = true;
      }
      freed += bytes.byteLength;
      // a full chunk: the next append starts another
      if (this.chunks[c] === this.writeChunk) this.writeChunk = null;
      this.chunks[c] = null;
      this.chunkBytes[c] = null;
      this.shared[c] = undefined;
    }
    return freed;
  }

  /** Empties the buffer, keeping the memory of its resident chunks; the spill file is discarded. */
  clear(): void {
    this.count = 0;
    this.writeChunk = null;
    this.writeAt = 0;
    this.writeEnd = 0;
    this.onDisk.length = 0;
    if (this.spillDescriptor !== null) {
      closeSync(this.spillDescriptor);
      this.spillDescriptor = null;
      rmSync(this.spillPath as string, { force: true });
    }
  }

  private allocate(c: number): Uint32Array {
    const buffer = new SharedArrayBuffer(this.chunkSize);
    this.shared[c] = buffer;
    this.chunks[c] = new Uint32Array(buffer);
    this.chunkBytes[c] = new Uint8Array(buffer);
    return this.chunks[c];
  }

  private reload(c: number): Uint8Array {
    this.allocate(c);
    const bytes = this.chunkBytes[c] as Uint8Array;
    if (this.onDisk[c] === true) {
      this.onSpillFile('read', () => {
        const fd = this.spillFile();
        for (let read = 0; read < bytes.length;) {
          const n = readSync(fd, bytes, read, bytes.length - read, c * this.chunkSize + read);
          if (n === 0) throw new Error('it ended early');
          read += n;
        }
      });
    }
    return bytes;
  }

  /** Runs `action` on the spill file, turning what fails into a SpillFileError. */
  private onSpillFile(operation: 'write' | 'read', action: () => void): void {
    try {
      action();
    } catch (error) {
      throw new SpillFileError(operation, this.spillPath as string, error);
    }
  }

  private spillFile(): number {
    if (this.spillDescriptor === null) this.spillDescriptor = openSync(this.spillPath as string, 'w+');
    return this.spillDescriptor;
  }
}

/** A spill file that could not be written or read back (a full disk, a work folder removed). */
export class SpillFileError extends Error {
  override readonly name = 'SpillFileError';
  constructor(
    readonly operation: 'write' | 'read',
    readonly path: string,
    readonly reason: unknown,
  ) {
    super(`cannot ${operation} the spill file ${path}: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}

/** A worker's view of another thread's StateBuffer, from its shared chunks. */
export class SharedStateRun implements StateRun {
  readonly stride: number;
  readonly chunkStates: number;
  private readonly chunks: (Uint8Array | undefined)[] = [];
  private readonly buffers: (SharedArrayBuffer | undefined)[] = [];

  constructor(stateBytes: number) {
    this.stride = strideOf(stateBytes);
    this.chunkStates = statesPerChunk(this.stride);
  }

  /**
   * Takes the resident chunks of `buffers` (a StateBuffer's sharedChunks()) and
   * lets go of those no longer resident, so that their memory can be freed.
   * Returns the bytes it let go of.
   */
  update(buffers: readonly (SharedArrayBuffer | undefined)[]): number {
    let dropped = 0;
    for (let c = 0; c < Math.max(buffers.length, this.buffers.length); c++) {
      const buffer = buffers[c];
      if (this.buffers[c] === buffer) continue;
      if (buffer === undefined) {
        dropped += this.buffers[c]?.byteLength ?? 0;
        this.buffers[c] = undefined;
        this.chunks[c] = undefined;
      } else {
        this.buffers[c] = buffer;
        this.chunks[c] = new Uint8Array(buffer);
      }
    }
    return dropped;
  }

  chunk(c: number): Uint8Array {
    const chunk = this.chunks[c];
    if (chunk === undefined) throw new Error(`level chunk ${c} is not in memory in this worker`);
    return chunk;
  }
}
