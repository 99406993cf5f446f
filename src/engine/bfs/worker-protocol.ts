/**
 * The messages between a search and its worker threads. The calling thread
 * stays synchronous: it posts a command on a MessagePort, bumps a counter in
 * shared memory and waits until the worker bumps its own; both sides read
 * messages with receiveMessageOnPort, never through an event loop.
 */
import type { ExpandedPart, ExpansionModes } from './expanded-part.js';
import type { MarkRange } from './marker.js';
import type { ModelFactory } from '../model.js';
import type { BatchBuffers } from './successor-batch.js';

/** Control words (Int32Array on a SharedArrayBuffer), one block per worker. */
export const COMMAND_SEQUENCE = 0;
export const DONE_SEQUENCE = 1;
/** Set (with DONE_SEQUENCE bumped) once the thread has ended: see supervised-threads.ts. */
export const EXITED = 2;
export const CONTROL_WORDS = 3;

/**
 * How long a thread that waits for the other side spins before it sleeps:
 * the gaps between the phases of a step are about a millisecond, and a
 * thread woken from Atomics.wait starts tens to hundreds of microseconds later.
 */
const SPIN_MILLISECONDS = 4;

/** Waits until control[index] >= target: spins a few milliseconds, then sleeps in Atomics.wait. */
export function awaitSequence(control: Int32Array, index: number, target: number): void {
  if (Atomics.load(control, index) >= target) return;
  const spinUntil = performance.now() + SPIN_MILLISECONDS;
  for (;;) {
    const seen = Atomics.load(control, index);
    if (seen >= target) return;
    if (performance.now() > spinUntil) Atomics.wait(control, index, seen, 1000);
  }
}

export interface WorkerSetup {
  readonly factory: ModelFactory;
  readonly invariants: readonly number[];
  readonly constraints: readonly number[];
  readonly checkDeadlock: boolean;
  readonly coverage: boolean;
  /** Words per fingerprint; the visited set's slots are this wide too. */
  readonly fingerprintWords: number;
  /** Going on past invariant violations (CheckOptions.continueAfterViolation), recording steps (CheckOptions.stateGraph.step). */
  readonly expansion: ExpansionModes;
  readonly partition: number;
  readonly partitions: number;
  readonly control: SharedArrayBuffer;
  /** One Int32: the next chunk of the slice to claim (Atomics.add), shared by all workers. */
  readonly claims: SharedArrayBuffer;
}

/** A batch to mark: its buffers if the worker may not hold them yet, else only their generation. */
export type BatchReference = BatchBuffers | { readonly generation: number };

export type WorkerCommand =
  | {
      readonly type: 'expand';
      readonly chunks: readonly (SharedArrayBuffer | undefined)[];
      readonly childLevel: number;
      readonly first: number;
      readonly count: number;
      /** Which of its two batches the worker fills (see SliceExecutor.expand). */
      readonly turn: number;
    }
  | {
      readonly type: 'mark';
      /** The visited set's buffer when it changed since the last mark command, else null. */
      readonly table: SharedArrayBuffer | null;
      readonly batches: readonly BatchReference[];
      readonly ranges: readonly MarkRange[];
    }
  | {
      readonly type: 'rehash';
      /** The visited set's table and the larger one its fingerprints move to: the worker moves those of its partition. */
      readonly source: SharedArrayBuffer;
      readonly target: SharedArrayBuffer;
    }
  | { readonly type: 'commitCoverage'; readonly emitted: number }
  | { readonly type: 'coverage' }
  | { readonly type: 'close' };

export type WorkerReply =
  | { readonly type: 'ready' }
  | {
      readonly type: 'expanded';
      /** The chunks this worker claimed, as parts of its batch. */
      readonly parts: readonly ExpandedPart[];
      readonly candidates: number;
      readonly candidatesByPartition: readonly number[];
      /** The batch's buffers when they changed since the last reply, else its generation only. */
      readonly batch: BatchReference;
    }
  | { readonly type: 'marked'; readonly fresh: number }
  | { readonly type: 'done' }
  | { readonly type: 'coverage'; readonly generated: number[]; readonly enabled: number[] }
  | { readonly type: 'error'; readonly message: string };
