/**
 * The messages between a search and its worker threads. The calling thread
 * stays synchronous: it posts a command on a MessagePort, bumps a counter in
 * shared memory and waits (Atomics.wait) until the worker bumps its own; both
 * sides read messages with receiveMessageOnPort, never through an event loop.
 */
import type { ExpansionEvent } from './expander.js';
import type { ModelFactory } from './model.js';
import type { BatchBuffers } from './successor-batch.js';

/** Control words (Int32Array on a SharedArrayBuffer), one block per worker. */
export const COMMAND_SEQUENCE = 0;
export const DONE_SEQUENCE = 1;
export const CONTROL_WORDS = 2;

export interface WorkerSetup {
  readonly factory: ModelFactory;
  readonly invariants: readonly number[];
  readonly constraints: readonly number[];
  readonly checkDeadlock: boolean;
  readonly coverage: boolean;
  readonly partition: number;
  readonly partitions: number;
  readonly control: SharedArrayBuffer;
  /** The RecentFingerprints cache all workers share. */
  readonly recent: SharedArrayBuffer;
}

export type WorkerCommand =
  | { readonly type: 'expandInitial' }
  | { readonly type: 'expand'; readonly chunks: readonly (SharedArrayBuffer | undefined)[]; readonly childLevel: number; readonly first: number; readonly count: number }
  | { readonly type: 'mark'; readonly table: SharedArrayBuffer; readonly batches: readonly BatchBuffers[]; readonly cuts: readonly number[] }
  | { readonly type: 'commitCoverage'; readonly emitted: number }
  | { readonly type: 'coverage' }
  | { readonly type: 'close' };

export type WorkerReply =
  | { readonly type: 'ready' }
  | { readonly type: 'expanded'; readonly emitted: number; readonly candidates: number; readonly event: ExpansionEvent | null; readonly batch: BatchBuffers }
  | { readonly type: 'marked'; readonly fresh: number }
  | { readonly type: 'done' }
  | { readonly type: 'coverage'; readonly generated: number[]; readonly enabled: number[] }
  | { readonly type: 'error'; readonly message: string };
