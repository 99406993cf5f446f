/**
 * The in-model successors of a run of parents, in the order they were
 * emitted, waiting to be deduplicated: fingerprint (`width` words), parent (index within the
 * level), position among that parent's successors, how many states had been
 * emitted before it, its coverage key, the packed state, the status it gets
 * if it is new, and, once marked, whether it was a duplicate. Every array
 * lives on a SharedArrayBuffer so that the thread that staged a batch, the
 * threads that mark it and the one that commits it all read the same memory.
 */
import { threadId } from 'node:worker_threads';
import { partitionOf } from '../tables/table-probe.js';
import { strideOf } from './state-buffer.js';

/** Status of a candidate after marking (`statusOf`). */
export const DUPLICATE = 0;
export const NEW_STATE = 1;
/** NEW_VIOLATION + k: a new state violating the k-th checked invariant. */
export const NEW_VIOLATION = 2;

/** Numbers the allocations of batches in this thread (see BatchBuffers.generation). */
let allocations = 0;

/**
 * The shared memory of a batch, to hand it to another thread. A
 * SharedArrayBuffer sent in a message arrives as a new object, so the
 * receiver compares `generation`, unique per allocation in the process (the
 * allocating thread's id and its count of allocations).
 */
export interface BatchBuffers {
  readonly generation: number;
  readonly capacity: number;
  readonly fingerprints: SharedArrayBuffer;
  readonly parent: SharedArrayBuffer;
  readonly position: SharedArrayBuffer;
  readonly emittedBefore: SharedArrayBuffer;
  readonly coverageKey: SharedArrayBuffer;
  readonly status: SharedArrayBuffer;
  readonly duplicates: SharedArrayBuffer;
  readonly states: SharedArrayBuffer;
}

/** Candidates a new batch has room for before it grows. */
export const FIRST_CAPACITY = 1 << 15;

/**
 * Bytes of a batch of `capacity` candidates: fingerprint, parent, position,
 * emitted before, coverage key, status, a duplicate flag per partition, the state.
 */
export function batchBytes(capacity: number, stateBytes: number, partitions: number, width: number): number {
  return capacity * (4 * width + 4 + 1 + 4 + 1 + 1 + partitions + strideOf(stateBytes));
}

export class SuccessorBatch {
  count = 0;
  /** Candidate i's fingerprint is fingerprints[i * width ..] (see fingerprint-table.ts). */
  fingerprints!: Uint32Array;
  parent!: Uint32Array;
  position!: Uint8Array;
  /** Number of states emitted in this batch before this one (in-model or not). */
  emittedBefore!: Uint32Array;
  coverageKey!: Uint8Array;
  /** The status a candidate gets if marking finds it new: NEW_STATE or NEW_VIOLATION + k. */
  status!: Uint8Array;
  /**
   * Written by marking: duplicates[p * capacity + i] is 1 if candidate i, of
   * fingerprint partition p, was a duplicate, else 0. One region per
   * partition, so markers in different threads never write the same cache
   * line (interleaved bytes in one array cost them most of their speed).
   */
  duplicates!: Uint8Array;
  /** The staged states, one every `stride` bytes (stateBytes rounded up to whole 32-bit words). */
  states!: Uint8Array;
  /** The same memory as 32-bit words. */
  stateWords!: Uint32Array;
  readonly stride: number;
  readonly wordsPerState: number;

  /** Fingerprint partitions (one per marking worker). */
  readonly partitions: number;
  /** Words per fingerprint. */
  readonly width: number;
  /** The `generation` of the buffers in use. */
  generation = 0;

  /** A new batch of `capacity` candidates, or a view of another thread's `buffers`, whose partitions and width it takes. */
  constructor(
    readonly stateBytes: number,
    capacityOrBuffers: number | BatchBuffers = FIRST_CAPACITY,
    partitions = 1,
    width = 2,
  ) {
    this.stride = strideOf(stateBytes);
    this.wordsPerState = this.stride / 4;
    const given = typeof capacityOrBuffers === 'number' ? null : capacityOrBuffers;
    this.partitions = given === null ? partitions : given.duplicates.byteLength / given.capacity;
    this.width = given === null ? width : given.fingerprints.byteLength / 4 / given.capacity;
    this.attach(typeof capacityOrBuffers === 'number' ? this.allocate(capacityOrBuffers) : capacityOrBuffers);
  }

  /** The candidate's status after marking: DUPLICATE, NEW_STATE or NEW_VIOLATION + k. */
  statusOf(i: number): number {
    const high = this.fingerprints[i * this.width] as number;
    return this.duplicates[partitionOf(high, this.partitions) * this.capacity + i] === 1 ? DUPLICATE : (this.status[i] as number);
  }

  get capacity(): number {
    return this.parent.length;
  }

  get bytes(): number {
    return batchBytes(this.capacity, this.stateBytes, this.partitions, this.width);
  }

  buffers(): BatchBuffers {
    const shared = (array: { buffer: ArrayBufferLike }) => array.buffer as SharedArrayBuffer;
    return {
      generation: this.generation,
      capacity: this.capacity,
      fingerprints: shared(this.fingerprints),
      parent: shared(this.parent),
      position: shared(this.position),
      emittedBefore: shared(this.emittedBefore),
      coverageKey: shared(this.coverageKey),
      status: shared(this.status),
      duplicates: shared(this.duplicates),
      states: shared(this.stateWords),
    };
  }

  /**
   * Appends a candidate whose fingerprint is fingerprint[from ..] and whose
   * state starts at word `wordOffset` of `source` (the padding after its last
   * byte is copied too). `verdict` is the status it gets if marking finds it
   * new: NEW_STATE or NEW_VIOLATION + k.
   */
  add(
    fingerprint: Uint32Array,
    from: number,
    parent: number,
    position: number,
    emittedBefore: number,
    coverageKey: number,
    verdict: number,
    source: Uint32Array,
    wordOffset: number,
  ): void {
    if (this.count === this.capacity) this.grow();
    const i = this.count++;
    const width = this.width;
    const fingerprints = this.fingerprints;
    for (let k = 0, at = i * width; k < width; k++) fingerprints[at + k] = fingerprint[from + k] as number;
    this.parent[i] = parent;
    this.position[i] = position;
    this.emittedBefore[i] = emittedBefore;
    this.coverageKey[i] = coverageKey;
    this.status[i] = verdict;
    const words = this.wordsPerState;
    const target = this.stateWords;
    let at = i * words;
    for (let w = 0; w < words; w++) target[at++] = source[wordOffset + w] as number;
  }

  clear(): void {
    this.count = 0;
  }

  private allocate(capacity: number): BatchBuffers {
    const bytes = (perItem: number) => new SharedArrayBuffer(capacity * perItem);
    return {
      generation: threadId * 2 ** 24 + ++allocations,
      capacity,
      fingerprints: bytes(4 * this.width),
      parent: bytes(4),
      position: bytes(1),
      emittedBefore: bytes(4),
      coverageKey: bytes(1),
      status: bytes(1),
      duplicates: bytes(this.partitions),
      states: bytes(this.stride),
    };
  }

  private attach(buffers: BatchBuffers): void {
    this.generation = buffers.generation;
    this.fingerprints = new Uint32Array(buffers.fingerprints);
    this.parent = new Uint32Array(buffers.parent);
    this.position = new Uint8Array(buffers.position);
    this.emittedBefore = new Uint32Array(buffers.emittedBefore);
    this.coverageKey = new Uint8Array(buffers.coverageKey);
    this.status = new Uint8Array(buffers.status);
    this.duplicates = new Uint8Array(buffers.duplicates);
    this.stateWords = new Uint32Array(buffers.states);
    this.states = new Uint8Array(buffers.states);
  }

  private grow(): void {
    const old = this.buffers();
    const next = this.allocate(this.capacity * 2);
    // duplicates are written after expansion, when the batch no longer grows
    for (const key of ['fingerprints', 'parent', 'position', 'emittedBefore', 'coverageKey', 'status', 'states'] as const) {
      new Uint8Array(next[key]).set(new Uint8Array(old[key]));
    }
    this.attach(next);
  }
}
